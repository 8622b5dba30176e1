/**
 * Which offices serve a place (the office finder; server only). An office's content names the area it serves by
 * codes (`serves`, templates/offices/schema.ts); a place goes to the offices that name its city district or its
 * municipality, else its ORP, else its district, else to the nearest office. Offices of one level come nearest
 * first, so a real municipality always has an office.
 */
import type { Geo } from '../../shared/content-shapes.ts';
import type { Place } from './country.ts';

export interface ServedArea {
  municipalities?: string[];
  orp?: string[];
  districts?: string[];
}

export interface ServingOffice<Office> {
  office: Office;
  serves?: ServedArea;
  geo?: Geo;
}

/** How the offices were found: named by the municipality (or city district), its ORP, its district, or nearest. */
export type ServedBy = 'municipality' | 'orp' | 'district' | 'nearest';

export interface Serving<Office> {
  offices: Office[];
  by: ServedBy;
}

/** Kilometres between two points on the Earth (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

export function officesServing<Office>(place: Place, offices: readonly ServingOffice<Office>[]): Serving<Office> {
  const { municipality } = place;
  const distance = (office: ServingOffice<Office>) => (office.geo ? distanceKm(municipality, { lat: office.geo.lat, lon: office.geo.lng }) : Infinity);
  const nearestFirst = (list: ServingOffice<Office>[]) => list.sort((a, b) => distance(a) - distance(b)).map((entry) => entry.office);
  const named = (codes: (serves: ServedArea) => string[] | undefined, code: string | undefined) =>
    code === undefined ? [] : offices.filter((entry) => entry.serves && codes(entry.serves)?.includes(code));
  const levels: [ServedBy, ServingOffice<Office>[]][] = [
    ['municipality', named((serves) => serves.municipalities, place.cityDistrict?.code)],
    ['municipality', named((serves) => serves.municipalities, municipality.code)],
    ['orp', named((serves) => serves.orp, municipality.orp.code)],
    ['district', named((serves) => serves.districts, municipality.district.code)],
  ];
  for (const [by, found] of levels) if (found.length > 0) return { offices: nearestFirst(found), by };
  return { offices: nearestFirst(offices.filter((entry) => entry.geo)).slice(0, 1), by: 'nearest' };
}
