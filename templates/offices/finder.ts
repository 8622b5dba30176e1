/**
 * The office finder (server only): the words a visitor typed, the place they name (templates/offices/municipalities.ts)
 * and the offices that serve it (templates/offices/serving.ts). The list of workplaces, the search page and
 * `GET /api/offices` answer with it.
 */
import type { Area, Place } from './country.ts';
import { findPlaces, type Reading } from './municipalities.ts';
import { officesServing, type ServedBy, type ServingOffice } from './serving.ts';

/** A place as an answer names it; `code` is what a link to it asks for (`obec=<code>`). */
export interface FoundPlace {
  code: string;
  kind: Place['kind'];
  name: string;
  municipality: Area;
  cityDistrict?: Area;
  district: Area;
  orp: Area;
  region: Area;
}

export type FinderAnswer<Office> =
  | { status: 'found'; query: string; reading: Reading; place: FoundPlace; offices: Office[]; by: ServedBy; otherPlaces?: FoundPlace[] }
  | { status: 'choice'; query: string; reading: Reading; candidates: FoundPlace[] }
  | { status: 'none'; query: string };

export function foundPlace(place: Place): FoundPlace {
  const { municipality, cityDistrict } = place;
  return {
    code: cityDistrict?.code ?? municipality.code,
    kind: place.kind,
    name: place.name,
    municipality: { code: municipality.code, name: municipality.name },
    ...(cityDistrict ? { cityDistrict } : {}),
    district: municipality.district,
    orp: municipality.orp,
    region: municipality.region,
  };
}

const sameOffices = <Office>(a: Office[], b: Office[]) => a.length === b.length && a.every((office) => b.includes(office));

/**
 * One place found answers with its offices. Several places answer so too when the same offices serve every one of
 * them (two Lhotas of one district), naming them all (`otherPlaces`); else they are a choice. None is said so.
 */
export function findOffices<Office>(query: string, offices: readonly ServingOffice<Office>[]): FinderAnswer<Office> {
  const { places, reading } = findPlaces(query);
  const [first, ...others] = places;
  if (!first) return { status: 'none', query };
  const { offices: serving, by } = officesServing(first, offices);
  if (others.some((place) => !sameOffices(officesServing(place, offices).offices, serving))) {
    return { status: 'choice', query, reading, candidates: places.map(foundPlace) };
  }
  return { status: 'found', query, reading, place: foundPlace(first), offices: serving, by, ...(others.length > 0 ? { otherPlaces: others.map(foundPlace) } : {}) };
}

/**
 * Whether a search's words are the name of a place, written exactly (not corrected, not declined): municipalities or
 * city districts, not parts of them. The search page then offers the office first, when `findOffices` finds one.
 */
export function namesPlace(words: string): boolean {
  const { places, reading } = findPlaces(words);
  return places.length > 0 && reading === 'exact' && places.every((place) => place.kind !== 'part');
}
