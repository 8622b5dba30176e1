/**
 * The sizes of the CMS's images, so pages can give every `<img>` its width and height and nothing shifts as it
 * loads (docs/product.md §14). A size is read from the image's header only, once per source, and remembered; a lookup
 * that fails is logged and gives 0 × 0 (docs/product.md §8): the page shows the image without reserved space, and
 * is made anew (with a new lookup) for the next request rather than remembered so.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { imageSizeOf, isOptimizable, type ImageSize } from '../../shared/image-url.ts';

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

  readonly #sized = new WeakMap<object, Promise<Sized<unknown>>>();

  /**
   * Page data with its images' sizes (withImageSizes), made once per data object: a template's reading of a CMS
   * answer is itself remembered (server/template-data.ts), so a page's data is walked once per answer, not per request.
   * Data with an image whose size is unknown is not complete: neither it nor the page made from it is remembered, so
   * a lookup that failed once is tried again by the next request.
   */
  sized<T>(data: T): Promise<Sized<T>> {
    if (data === null || typeof data !== 'object') return Promise.resolve({ data, complete: true });
    let sized = this.#sized.get(data) as Promise<Sized<T>> | undefined;
    if (!sized) {
      const found = { unknown: 0 };
      sized = withImageSizes(data, this, found).then((withSizes) => {
        if (found.unknown > 0) this.#sized.delete(data);
        return { data: withSizes, complete: found.unknown === 0 };
      });
      this.#sized.set(data, sized);
    }
    return sized;
  }

  /** An image's size, remembered once known; a lookup that fails is logged, gives 0 × 0 and is not remembered. */
  sizeOf(src: string): Promise<ImageSize> {
    let size = this.#sizes.get(src);
    if (!size) {
      const lookup: Promise<ImageSize> = imageSizeOf(
        () => this.dimensionsOf(src),
        (error) => {
          this.log.warn({ err: error, src }, 'image size lookup failed');
          queueMicrotask(() => this.#sizes.get(src) === lookup && this.#sizes.delete(src));
        },
      );
      size = lookup;
      this.#sizes.set(src, size);
    }
    return size;
  }
}

export interface Sized<T> {
  data: T;
  /** Every image's size is known. */
  complete: boolean;
}

/** An image of page data: an object with the CMS document's `url` and an `alt` (content/README.md "Image"). */
function isImage(value: Record<string, unknown>): value is { url: string; alt: unknown } {
  return typeof value.url === 'string' && isOptimizable(value.url) && Object.hasOwn(value, 'alt');
}

/** A copy of page data whose images carry their `width` and `height` (0 when unknown, counted in `found`). */
export async function withImageSizes<T>(data: T, sizes: ImageSizes, found = { unknown: 0 }, depth = 0): Promise<T> {
  if (depth > MAX_DEPTH || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return (await Promise.all(data.map((item) => withImageSizes(item, sizes, found, depth + 1)))) as T;
  const record = data as Record<string, unknown>;
  if (isImage(record)) {
    const { width, height } = await sizes.sizeOf(record.url);
    if (width === 0) found.unknown++;
    return { ...record, width, height } as T;
  }
  const entries = await Promise.all(Object.entries(record).map(async ([key, value]) => [key, await withImageSizes(value, sizes, found, depth + 1)] as const));
  return Object.fromEntries(entries) as T;
}
