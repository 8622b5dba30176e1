/**
 * `/_ipx/{modifiers}/cms/documents/{id}/{fileName}`: the content service's images resized and re-encoded for the
 * screen (docs/product.md §7, §9), by ipx and sharp, called from this Fastify route rather than ipx's own server.
 *
 * The only source is the configured content service's `/cms/documents`: ipx's storage here fetches with the
 * portal's HTTP client (redirects not followed, size and time bounded) and checks each id again, so no alias
 * or URL can lead ipx elsewhere. Sources are checked before they are decoded: known raster formats only, within
 * a pixel count (decompression bombs), and SVG never rasterised but served as it is under a CSP that lets no
 * script run, and refused outright when it carries script. An output never has more than MAX_OUTPUT_PIXELS,
 * whatever the modifiers. Transformations run a few at a time behind a queue bounded in length and in waiting
 * time (then 503), and their results are cached by source, modifiers and chosen format.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { imageSize } from 'image-size';
import type { createIPX, IPXStorage } from 'ipx';
import type { SharpOptions } from 'sharp';
import { documentPath, type DocumentPath } from '../document-paths.ts';
import { answerPlain, cacheControl, FILE_CSP, UNSAFE_METHODS } from '../documents.ts';
import { HttpClient, UpstreamError } from '../http-client.ts';
import { cachedImage, ImageCache, type CachedImage } from './cache.ts';
import { ImageSizes } from './sizes.ts';
import type { OutputFormat } from '../../shared/image-url.ts';
import { canonicalModifiers, chooseFormat, ModifierError, parseModifiers, withinOutputCap, type Modifiers } from './modifiers.ts';
import type { Config } from '../config.ts';
import { QueueFull, QueueTimedOut, WorkQueue } from '../work-queue.ts';
import { svgActiveContent } from '../svg-check.ts';
import { Errors } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sizes of the CMS's images, for pages to reserve their space (server/images/sizes.ts). */
    imageSizes: ImageSizes;
  }
}

export interface ImagesOptions {
  /** Base URL of the content service whose `/cms/documents/…` images are the sources (CMS_DOCUMENTS_URL). */
  documentsUrl: string;
  /** Headers for every call to it (HEADLESS_CMS_HEADERS). */
  headers: Record<string, string>;
  maxInputBytes: number;
  maxInputPixels: number;
  /** Transformations at once; sixteen times as many may wait. */
  concurrency: number;
  cacheMaxBytes: number;
  cacheDir?: string;
  /** Time allowed for fetching one source. */
  timeoutMs: number;
  /** How long a transformation may wait for its turn (tests shorten it). */
  queueWaitMs?: number;
}

/** The optimizer's options from the configuration, for the documents of the content service at `documentsUrl`. */
export function imagesOptionsOf(config: Config, documentsUrl: string): ImagesOptions {
  return {
    documentsUrl,
    headers: config.cmsHeaders,
    maxInputBytes: config.imageMaxInputBytes,
    maxInputPixels: config.imageMaxInputPixels,
    concurrency: config.imageConcurrency,
    cacheMaxBytes: config.imageCacheMaxBytes,
    cacheDir: config.imageCacheDir,
    timeoutMs: config.imageTimeoutMs,
  };
}

/** A refusal with its HTTP status and a short message for the client. */
export class ImageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Raised by the storage instead of handing an SVG to ipx, which would rasterise it when a format is asked for. */
class SvgSource extends Error {
  constructor(readonly markup: Buffer) {
    super('SVG source');
  }
}

/**
 * limitInputPixels: sharp's own refusal of a bomb, behind the header check of the storage. heifEffort: AVIF at
 * sharp's default effort (4) takes about five times as long as at 2 for some 8 % fewer bytes; ipx hands sharp
 * only the quality, but copies these options onto sharp's, where sharp keeps the AVIF effort.
 */
const sharpOptions = (maxInputPixels: number): SharpOptions => ({ limitInputPixels: maxInputPixels, heifEffort: 2 }) as SharpOptions;
const QUEUE_DEPTH_PER_SLOT = 16;
/** A transformation that has waited this long for its turn is given up (503): the page showing it has moved on. */
const QUEUE_WAIT_MS = 5_000;
const RETRY_AFTER_S = '2';

/** The raster format a file starts with, by its magic bytes; only these ever reach the decoder. */
export function rasterFormat(bytes: Buffer): string | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif';
  return undefined;
}

function isSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /^\uFEFF?\s*</.test(text) && /<svg[\s>]/i.test(text);
}

/** The size an image's header gives (the largest of its images where it holds several); 415 when unreadable. */
function headerSize(bytes: Buffer): { width?: number; height?: number } {
  try {
    return imageSize(bytes);
  } catch {
    throw new ImageError(415, 'The source image cannot be read.');
  }
}

/** A source image as read: its bytes and the size its header gives. */
export interface SourceImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The sources: fetched from the content service's documents, bounded in time and size, and let through only when
 * they may be decoded.
 */
export function documentsSource(client: HttpClient, opts: ImagesOptions) {
  const sourcePath = (id: string): string => {
    const source = documentPath(id);
    if (!source) throw new ImageError(400, 'Only images under /cms/documents/{id}/{fileName} can be transformed.');
    return source.path;
  };
  const open = async (id: string, method: 'GET' | 'HEAD') => {
    try {
      return await client.stream(sourcePath(id), { method, signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch (error) {
      throw upstreamFailure(error);
    }
  };
  const refuseStatus = async (answer: { status: number; body: ReadableStream | null }) => {
    if (answer.status === 200) return;
    await answer.body?.cancel();
    if (answer.status >= 300 && answer.status < 400) throw new ImageError(502, 'The source redirected; redirects are not followed.');
    if (answer.status >= 400 && answer.status < 500) throw new ImageError(404, 'Source image not found.');
    throw new ImageError(502, 'The document service failed.');
  };
  return {
    async lastModified(id: string): Promise<{ found: boolean; mtime?: string }> {
      const answer = await open(id, 'HEAD');
      if (answer.status === 404) return { found: false };
      await refuseStatus(answer);
      return { found: true, mtime: answer.headers.get('last-modified') ?? undefined };
    },
    async read(id: string): Promise<SourceImage> {
      const answer = await open(id, 'GET');
      await refuseStatus(answer);
      if (Number(answer.headers.get('content-length') ?? 0) > opts.maxInputBytes) {
        await answer.body?.cancel();
        throw new ImageError(413, `The source image is larger than ${opts.maxInputBytes} bytes.`);
      }
      const bytes = await readBounded(answer.body, opts.maxInputBytes);
      if (!rasterFormat(bytes)) {
        if (!isSvg(bytes)) throw new ImageError(415, 'The source is not an image in a supported format (jpeg, png, gif, webp, avif, svg).');
        if (svgActiveContent(bytes.toString('utf8'))) throw new ImageError(400, 'An SVG with script or active content is refused.');
        throw new SvgSource(bytes);
      }
      // Only the header is read, in JavaScript: a bomb is refused before a single pixel of it is decoded, and a
      // page asking for an image's size never loads libvips (imageLibraries).
      const { width = 0, height = 0 } = headerSize(bytes);
      if (width * height > opts.maxInputPixels) throw new ImageError(413, `The source image has more than ${opts.maxInputPixels} pixels.`);
      return { bytes, width, height };
    },
  };
}

/** What a transformation hands ipx besides the id: the source it has already read (`SourceImage`). */
interface ReadSource {
  source?: SourceImage;
}

/**
 * ipx's storage over the sources: no alias or URL can lead it anywhere else. A transformation reads its source
 * first (its size decides the output's, `withinOutputCap`) and hands it over, so it is fetched once.
 */
export function documentsStorage(source: ReturnType<typeof documentsSource>): IPXStorage {
  return {
    name: 'cms-documents',
    async getMeta(id) {
      const { found, mtime } = await source.lastModified(id);
      return found ? { mtime } : undefined;
    },
    async getData(id, opts?: ReadSource) {
      const { bytes } = opts?.source ?? (await source.read(id));
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
  };
}

async function readBounded(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of body ?? []) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new ImageError(413, `The source image is larger than ${maxBytes} bytes.`);
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof ImageError ? error : upstreamFailure(error);
  }
  return Buffer.concat(chunks, total);
}

function upstreamFailure(error: unknown): unknown {
  if (error instanceof ImageError) return error;
  if (error instanceof UpstreamError && error.timedOut) return new ImageError(504, 'The source image did not arrive in time.');
  if (error instanceof UpstreamError) return new ImageError(502, 'The document service is unavailable.');
  return error;
}

/** ipx's spelling. JPEG has no transparency: it is flattened onto the background, white unless `b` says. */
function ipxModifiers(modifiers: Modifiers, format: OutputFormat): Record<string, string> {
  const out: Record<string, string> = { f: format };
  const { width, height } = modifiers;
  if (width && height) out.s = `${width}x${height}`;
  else if (width) out.w = String(width);
  else if (height) out.h = String(height);
  if (modifiers.fit) out.fit = modifiers.fit;
  if (modifiers.quality) out.q = String(modifiers.quality);
  const background = modifiers.background ?? (format === 'jpeg' ? 'ffffff' : undefined);
  // With the hash, ipx takes the colour as a string (`000000` alone could be read as a number).
  if (background) out.b = `#${background}`;
  if (format === 'jpeg') out.flatten = '';
  return out;
}

/** What went wrong inside sharp or ipx, as a status: their messages are not for the client. */
function processingFailure(error: unknown, request: FastifyRequest): ImageError {
  if (error instanceof ImageError) return error;
  const message = (error as Error)?.message ?? '';
  if (/pixel limit/i.test(message)) return new ImageError(413, 'The source image has too many pixels.');
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (/unsupported image format|corrupt|premature end|bad seek|vips/i.test(message) || (typeof status === 'number' && status >= 400 && status < 500)) {
    request.log.warn({ err: error }, 'source image could not be transformed');
    return new ImageError(415, 'The source image cannot be read.');
  }
  request.log.error({ err: error }, 'image transformation failed');
  return new ImageError(500, 'The image could not be prepared.');
}

let libraries: Promise<{ createIPX: typeof createIPX }> | undefined;

/**
 * ipx and sharp, loaded with the first image transformed rather than at start or for a page's image sizes (read
 * from headers): libvips takes memory of its own (docs/operations.md "Memory"), and a portal behind a CDN that
 * resizes images itself never needs it.
 */
function imageLibraries() {
  libraries ??= Promise.all([import('ipx'), import('sharp')]).then(([ipx, { default: sharp }]) => {
    // Every result is cached by the plugin; libvips' own cache of operations would only hold memory twice.
    sharp.cache(false);
    return { createIPX: ipx.createIPX };
  });
  return libraries;
}

export const imagesPlugin = fp(
  async (app: FastifyInstance, opts: ImagesOptions) => {
    const client = new HttpClient(opts.documentsUrl, opts.headers, opts.timeoutMs);
    let ipx: Promise<ReturnType<typeof createIPX>> | undefined;
    const ipxOf = () =>
      (ipx ??= imageLibraries().then(({ createIPX }) =>
        createIPX({ storage, sharpOptions: sharpOptions(opts.maxInputPixels), svgo: false }),
      ));
    const cache = new ImageCache(opts.cacheMaxBytes, opts.cacheDir, app.log.child({ component: 'images' }));
    const sources = documentsSource(client, opts);
    const storage = documentsStorage(sources);
    app.decorate('imageSizes', new ImageSizes((src) => sources.read(src), app.log.child({ component: 'image-sizes' })));
    const queue = new WorkQueue(opts.concurrency, opts.concurrency * QUEUE_DEPTH_PER_SLOT, opts.queueWaitMs ?? QUEUE_WAIT_MS);
    const inFlight = new Map<string, Promise<CachedImage>>();

    const transform = async (source: DocumentPath, modifiers: Modifiers, format: OutputFormat, request: FastifyRequest): Promise<CachedImage> => {
      try {
        const image = await sources.read(source.path);
        const handedOver: ReadSource = { source: image };
        const result = await (await ipxOf())(source.path, ipxModifiers(withinOutputCap(modifiers, image), format), handedOver).process();
        return cachedImage(Buffer.from(result.data), `image/${format}`);
      } catch (error) {
        if (error instanceof SvgSource) return cachedImage(error.markup, 'image/svg+xml');
        throw processingFailure(error, request);
      }
    };

    /** The cached image, or one transformation shared by every request for the same key meanwhile. */
    const imageFor = async (key: string, produce: () => Promise<CachedImage>): Promise<CachedImage> => {
      const cached = await cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = queue.run(produce).then(async (image) => {
          await cache.set(key, image);
          return image;
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key)).catch(() => {});
      }
      return pending;
    };

    const send = (request: FastifyRequest, reply: FastifyReply, image: CachedImage, query: string, negotiated: boolean) => {
      reply
        .header('content-type', image.type)
        .header('etag', image.etag)
        .header('cache-control', cacheControl(query))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP);
      if (negotiated) reply.header('vary', 'Accept');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) return reply.code(304).send();
      reply.header('content-length', String(image.body.length));
      return reply.send(request.method === 'HEAD' ? undefined : image.body);
    };

    app.route({
      // HEAD is named here: Fastify's own HEAD route would answer Content-Length 0.
      method: ['GET', 'HEAD'],
      url: '/_ipx/*',
      handler: async (request, reply) => {
        const [rawPath = '', query = ''] = request.url.split('?', 2);
        const match = /^\/_ipx\/([^/]+)(\/.*)$/.exec(rawPath);
        if (!match) return answerPlain(reply, 400, 'An image URL is /_ipx/{modifiers}/cms/documents/{id}/{fileName}.');
        const source = documentPath(match[2]!);
        if (!source) return answerPlain(reply, 400, 'Only images under /cms/documents/{id}/{fileName} can be transformed.');
        let modifiers: Modifiers;
        try {
          modifiers = parseModifiers(match[1]!);
        } catch (error) {
          if (error instanceof ModifierError) return answerPlain(reply, 400, error.message);
          throw error;
        }
        const format = chooseFormat(modifiers.format, request.headers.accept);
        const version = new URLSearchParams(query).get('v') ?? '';
        const key = `${source.path}?v=${version}|${canonicalModifiers(modifiers)}|${format}`;
        try {
          const image = await imageFor(key, () => transform(source, modifiers, format, request));
          return send(request, reply, image, query, !modifiers.format);
        } catch (error) {
          if (error instanceof QueueFull || error instanceof QueueTimedOut) {
            return answerPlain(reply.header('retry-after', RETRY_AFTER_S), 503, 'Too many images are being prepared; try again shortly.');
          }
          const failure = processingFailure(error, request);
          // A missing source is a missing page to whoever opens the image's URL: the portal's 404 screen.
          if (failure.status === 404) throw new Errors.PAGE_NOT_FOUND(rawPath);
          return answerPlain(reply, failure.status, failure.message);
        }
      },
    });
    app.route({
      method: [...UNSAFE_METHODS],
      url: '/_ipx/*',
      handler: async (_request, reply) => answerPlain(reply.header('allow', 'GET, HEAD'), 405, 'Only GET and HEAD.'),
    });
  },
  { name: 'images' },
);
