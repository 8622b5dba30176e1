/**
 * The sizes of the CMS's images, so pages can give every `<img>` its width and height and nothing shifts as it
 * loads (docs/product.md §14). A size is read from the image's header only, once per source, and remembered; a lookup
 * that fails is logged and gives 0 × 0 (docs/product.md §8), and the page shows the image without reserved space.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { imageSizeOf, isOptimizable, type ImageSize } from '../shared/image-url.ts';

/** Enough for every image of a large web; an entry is a few dozen bytes. */
const REMEMBERED_SIZES = 5000;
/** How deep page data is searched for images: blocks of blocks, no further. */
const MAX_DEPTH = 6;

export class ImageSizes {
  readonly #sizes = new LRUCache<string, Promise<ImageSize>>({ max: REMEMBERED_SIZES });

  constructor(
    private readonly dimensionsOf: (src: string) => Promise<{ width: number; height: number }>,
    private readonly log: FastifyBaseLogger,
  ) {}

  readonly #sized = new WeakMap<object, Promise<unknown>>();

  /**
   * Page data with its images' sizes (withImageSizes), made once per data object: a template's reading of a CMS
   * answer is itself remembered (server/template-data.ts), so a page's data is walked once per answer, not per request.
   */
  sized<T>(data: T): Promise<T> {
    if (data === null || typeof data !== 'object') return Promise.resolve(data);
    let sized = this.#sized.get(data) as Promise<T> | undefined;
    if (!sized) {
      sized = withImageSizes(data, this);
      this.#sized.set(data, sized);
    }
    return sized;
  }

  sizeOf(src: string): Promise<ImageSize> {
    let size = this.#sizes.get(src);
    if (!size) {
      size = imageSizeOf(
        () => this.dimensionsOf(src),
        (error) => this.log.warn({ err: error, src }, 'image size lookup failed'),
      );
      this.#sizes.set(src, size);
    }
    return size;
  }
}

/** An image of page data: an object with the CMS document's `url` and an `alt` (content/README.md "Image"). */
function isImage(value: Record<string, unknown>): value is { url: string; alt: unknown } {
  return typeof value.url === 'string' && isOptimizable(value.url) && Object.hasOwn(value, 'alt');
}

/** A copy of page data whose images carry their `width` and `height` (0 when unknown). */
export async function withImageSizes<T>(data: T, sizes: ImageSizes, depth = 0): Promise<T> {
  if (depth > MAX_DEPTH || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return (await Promise.all(data.map((item) => withImageSizes(item, sizes, depth + 1)))) as T;
  const record = data as Record<string, unknown>;
  if (isImage(record)) {
    const { width, height } = await sizes.sizeOf(record.url);
    return { ...record, width, height } as T;
  }
  const entries = await Promise.all(Object.entries(record).map(async ([key, value]) => [key, await withImageSizes(value, sizes, depth + 1)] as const));
  return Object.fromEntries(entries) as T;
}
