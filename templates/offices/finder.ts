/**
 * The office finder (server only): the words a visitor typed, the place they name (templates/offices/municipalities.ts)
 * and the offices that serve it (templates/offices/serving.ts). The list of workplaces, the search page and
 * `GET /api/offices` answer with it.
 */
import { placeByCode, type Area, type Place } from './country.ts';
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
 * The place a search's words are the name of, written exactly (not corrected, not declined): one municipality or city
 * district. The search page offers its office first.
 */
export function placeNamedBy(words: string): FoundPlace | undefined {
  const { places, reading } = findPlaces(words);
  const [only] = places;
  return places.length === 1 && reading === 'exact' && only!.kind !== 'part' ? foundPlace(only!) : undefined;
}

/** The offices serving a place found by `placeNamedBy` (its code names it). */
export function officesFor<Office>(place: FoundPlace, offices: readonly ServingOffice<Office>[]): Office[] {
  const found = placeByCode(place.code);
  return found ? officesServing(found, offices).offices : [];
}
