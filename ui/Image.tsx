/**
 * An image of the CMS as pages show it (docs/product.md §14, §9): through the optimizer, webp, one source a density,
 * with its width and height so its space is kept while it loads, lazy unless it is the first thing on the page.
 * Its size comes from the server (server/images/sizes.ts); 0 × 0 means unknown, and the image then reserves nothing.
 */
import { DENSITIES, imageUrl, srcSet } from '../shared/image-url.ts';

export interface ImageData {
  url: string;
  /** Empty for a decorative image. */
  alt?: string;
  width?: number;
  height?: number;
}

export function Image({ image, width, priority = false, className }: {
  image: ImageData;
  /** The widest the layout shows it, in CSS pixels. */
  width: number;
  /** Above the fold: loaded at once, first. */
  priority?: boolean;
  className?: string;
}) {
  const known = (image.width ?? 0) > 0 && (image.height ?? 0) > 0;
  // Never wider than the image itself: the optimizer would only blow it up.
  const shown = known ? Math.min(width, image.width!) : width;
  return (
    <img
      className={className}
      src={imageUrl(image.url, { w: shown })}
      // A source narrower than twice the layout still gives a 2x screen its whole width (shared/image-url.ts). Density
      // descriptors (`1x, 2x`) take no `sizes`: HTML allows it only with width descriptors.
      srcSet={srcSet(image.url, shown, DENSITIES, known ? { sourceWidth: image.width } : {}) || undefined}
      width={known ? shown : undefined}
      height={known ? Math.round((shown * image.height!) / image.width!) : undefined}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
