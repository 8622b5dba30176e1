/**
 * The 14 regions of the Czech Republic as an inline SVG map, each region a link. The links inside the SVG are
 * real, named links (`aria-label`) with a visible focus ring: a sighted keyboard user can use the map as a mouse
 * user does, and a screen reader announces a named link rather than an unlabelled shape. Pages put the same links
 * in a text list beside it, which is what phones and screen readers move through comfortably.
 */
import { MAP_VIEW_BOX, regionPath } from './region-outlines.ts';

export interface MapRegion {
  /** A `kraj` category name ("liberecky"). */
  region: string;
  /** The link's accessible name ("Liberecký kraj: Krajská pobočka v Liberci"). */
  label: string;
  href: string;
}

export function RegionMap({ regions, title, id }: { regions: MapRegion[]; title: string; id: string }) {
  // Prague lies inside Central Bohemia: drawn last, so it stays on top and clickable.
  const ordered = [...regions].sort((a, b) => Number(a.region === 'praha') - Number(b.region === 'praha'));
  return (
    <svg className="region-map" viewBox={MAP_VIEW_BOX} role="group" aria-labelledby={id} focusable="false">
      <title id={id}>{title}</title>
      {ordered.map((region) => {
        const path = regionPath(region.region);
        if (!path) return null;
        return (
          <a key={region.region} href={region.href} aria-label={region.label} className="region-map__region" data-region={region.region}>
            <path d={path} />
          </a>
        );
      })}
    </svg>
  );
}
