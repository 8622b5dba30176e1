/**
 * The 14 regions of the Czech Republic as an inline SVG map, each region a link with its name written on it. The
 * links inside the SVG are real, named links (`aria-label`) with a visible focus ring: a sighted keyboard user can
 * use the map as a mouse user does, and a screen reader announces a named link rather than an unlabelled shape (the
 * written name is for the eye only; it says the same). Pages put the same links in a text list beside it, which is
 * what phones and screen readers move through comfortably.
 */
import { MAP_VIEW_BOX, mapPoint, REGION_LABEL_POINTS, regionPath } from './region-outlines.ts';

export interface MapRegion {
  /** A `kraj` category name ("liberecky"). */
  region: string;
  /** The region's name in the page's language ("Liberecký kraj"); written on the map short ("Liberecký"). */
  name: string;
  /** The link's accessible name when it says more than the region's name ("Liberecký kraj: Krajská pobočka v Liberci"). */
  label?: string;
  href: string;
}

/** A region's name without the word for region, short enough to write on the map ("Liberecký kraj" → "Liberecký"). */
export function shortRegionName(name: string): string {
  return name.replace(/^(Hlavní město|Kraj|Край)\s+|\s+(kraj|Region|край)$/iu, '').trim();
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
          <a key={region.region} href={region.href} aria-label={region.label ?? region.name} className="region-map__region" data-region={region.region}>
            <path d={path} />
          </a>
        );
      })}
      {/* The names over every shape (a neighbour drawn later would cover a name inside its own link); for the eye
          only, as the links are named. */}
      <g aria-hidden="true">
        {ordered.map((region) => {
          const at = REGION_LABEL_POINTS[region.region];
          if (!at || !regionPath(region.region)) return null;
          const { x, y } = mapPoint(at);
          return (
            <text key={region.region} x={x} y={y} textAnchor="middle" dominantBaseline="middle" className={`region-map__name region-map__name--${region.region}`}>
              {shortRegionName(region.name)}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
