/**
 * Transformed images by key (source path, modifiers, chosen format): an LRU in memory bounded in bytes of
 * images, and optionally a directory that keeps them across restarts. Both forget an image after a day, the time
 * browsers and CDNs are told to keep it, so a file replaced in the CMS shows within a day.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

export const RESULT_TTL_S = 86_400;

export interface CachedImage {
  body: Buffer;
  /** Media type: image/webp, image/avif, image/jpeg, image/png or image/svg+xml. */
  type: string;
  etag: string;
}

export function cachedImage(body: Buffer, type: string): CachedImage {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export class ImageCache {
  readonly #memory: LRUCache<string, CachedImage>;

  constructor(
    maxBytes: number,
    private readonly dir: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#memory = new LRUCache({ maxSize: maxBytes, sizeCalculation: (image) => Math.max(1, image.body.length), ttl: RESULT_TTL_S * 1000 });
  }

  /** A key holds any characters: its file is named by its hash. The file is the media type, a newline, the image. */
  #file(key: string): string {
    return path.join(this.dir!, `${createHash('sha256').update(key).digest('hex')}.img`);
  }

  async get(key: string): Promise<CachedImage | undefined> {
    const hit = this.#memory.get(key);
    if (hit || !this.dir) return hit;
    const file = this.#file(key);
    try {
      if (Date.now() - (await stat(file)).mtimeMs > RESULT_TTL_S * 1000) return undefined;
      const content = await readFile(file);
      const newline = content.indexOf(10);
      const image = cachedImage(content.subarray(newline + 1), content.subarray(0, newline).toString('latin1'));
      this.#memory.set(key, image);
      return image;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.log.warn({ err: error, file }, 'image cache file unreadable');
      return undefined;
    }
  }

  async set(key: string, image: CachedImage): Promise<void> {
    this.#memory.set(key, image);
    if (!this.dir) return;
    const file = this.#file(key);
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(partial, Buffer.concat([Buffer.from(`${image.type}\n`, 'latin1'), image.body]));
      await rename(partial, file);
    } catch (error) {
      this.log.warn({ err: error, file }, 'image cache file not written');
    }
  }
}
