/**
 * URLs of the portal's image optimizer (`/_ipx`, docs/product.md §7) as Nuxt Image writes them, for the Image
 * component: `/_ipx/f_webp&w_640/cms/documents/3101/budova.jpg`. Densities 1 and 2, webp by default (§9). Isomorphic.
 */
export const OUTPUT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type Fit = (typeof FITS)[number];

export const IMAGE_PREFIX = '/_ipx';
export const MAX_DIMENSION = 4096;
export const DEFAULT_FORMAT: OutputFormat = 'webp';
export const DENSITIES = [1, 2] as const;

export interface ImageOptions {
  w?: number;
  h?: number;
  f?: OutputFormat;
  q?: number;
  fit?: Fit;
  /** Background as hex digits, `ffffff`. */
  b?: string;
}

/** Only the content service's documents go through the optimizer; anything else is left as it is. */
export function isOptimizable(src: string): boolean {
  return src.startsWith('/cms/documents/');
}

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
}

/** The optimizer URL of an image; with width and height both, `s_WxH` as Nuxt Image writes it. */
export function imageUrl(src: string, options: ImageOptions = {}): string {
  if (!isOptimizable(src)) return src;
  const [path = '', query] = src.split('?', 2);
  const { w, h } = options;
  const modifiers = [
    `f_${options.f ?? DEFAULT_FORMAT}`,
    options.fit && `fit_${options.fit}`,
    w && h ? `s_${w}x${h}` : w ? `w_${w}` : h ? `h_${h}` : undefined,
    options.q && `q_${options.q}`,
    options.b && `b_${options.b.replace(/^#/, '')}`,
  ].filter(Boolean);
  return `${IMAGE_PREFIX}/${modifiers.join('&')}${encodePath(path)}${query ? `?${query}` : ''}`;
}

/**
 * `srcset` for a layout width: one URL a density, the height scaled alike, no side beyond MAX_DIMENSION, and none
 * wider than the source when its width is known (`sourceWidth`): a density the source cannot fill gets the source's
 * whole width, the sharpest there is, and one that would only repeat the density below is left out.
 * A source that cannot be optimized has no srcset.
 */
export function srcSet(src: string, width: number, densities: readonly number[] = DENSITIES, options: Omit<ImageOptions, 'w'> & { sourceWidth?: number } = {}): string {
  if (!isOptimizable(src)) return '';
  const { sourceWidth, ...image } = options;
  const candidates: { w: number; h?: number; density: number }[] = [];
  for (const density of densities) {
    const scale = Math.min(density, MAX_DIMENSION / width, image.h ? MAX_DIMENSION / image.h : Infinity, sourceWidth ? Math.max(1, sourceWidth / width) : Infinity);
    const w = Math.round(width * scale);
    if (candidates.length > 0 && w <= candidates.at(-1)!.w) continue;
    candidates.push({ w, h: image.h ? Math.round(image.h * scale) : undefined, density });
  }
  return candidates.map(({ w, h, density }) => `${imageUrl(src, { ...image, w, h })} ${density}x`).join(', ');
}

export interface ImageSize {
  width: number;
  height: number;
  /** Width divided by height. */
  ratio: number;
}

/** docs/product.md §8: a failed image-size lookup is logged and gives width, height and ratio 0. */
export async function imageSizeOf(lookup: () => Promise<{ width: number; height: number }>, log: (error: unknown) => void): Promise<ImageSize> {
  try {
    const { width, height } = await lookup();
    if (!(width > 0 && height > 0)) throw new Error(`image size ${width}×${height} is not usable`);
    return { width, height, ratio: width / height };
  } catch (error) {
    log(error);
    return { width: 0, height: 0, ratio: 0 };
  }
}
