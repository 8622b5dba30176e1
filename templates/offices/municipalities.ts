/**
 * The places a visitor's words name (the office finder; server only), found among every municipality of the
 * country, its city districts and parts (templates/offices/country.ts), as people type them. Tried in turn, the
 * first that finds anything answers:
 *
 * 1. the name written exactly (case, diacritics and dashes aside; Cyrillic also written in Czech letters), of a
 *    municipality, a city district or a larger town in another language ("Prague", "Прага"); then of a part;
 * 2. the name declined ("v Brně", "z Ostravy", "Benešově"): the same key for every case of a name;
 * 3. the name with a typo or two (names.ts `editsAllowed`): the closest names, all of them when several are as close
 *    (and as close with the diacritics the visitor wrote).
 *
 * A name several places share (three Adamovs), or a typo as close to two names, answers all of them: the visitor
 * chooses. A wrong office is worse than a question.
 */
import { ownNames, partNames, placeByCode, type NamedPlace, type Place } from './country.ts';
import { caseKey, caseKeysOf, editDistance, editsAllowed, foldName, markedName, transliterate } from './names.ts';

/** What a visitor may type: longer is no municipality's name. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many places are offered to choose from. */
export const MAX_MATCHES = 20;

/** How the words were read: as written, as a declined form, or corrected. */
export type Reading = 'exact' | 'declined' | 'corrected';

export interface PlaceMatch {
  places: Place[];
  reading: Reading;
}

interface Entry {
  folded: string;
  key: string;
  /** With its diacritics: names of one folded spelling told apart by the diacritics typed. */
  marked: string;
  place: Place;
}

function entries(names: readonly NamedPlace[]): Entry[] {
  // A name in Cyrillic (another language's) is compared as written; its key is made of its Czech letters.
  return names.map(({ name, place }) => ({ folded: foldName(name), key: caseKey(foldName(transliterate(name))), marked: markedName(name), place }));
}

function indexBy(list: Entry[], field: 'folded' | 'key'): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  for (const entry of list) index.set(entry[field], [...(index.get(entry[field]) ?? []), entry]);
  return index;
}

// Made on first use: the pages that never ask pay nothing.
let tiers: { own: Entry[]; parts: Entry[]; exact: Map<string, Entry[]>[]; declined: Map<string, Entry[]>[] } | undefined;
function index() {
  if (tiers) return tiers;
  const own = entries(ownNames);
  const parts = entries(partNames);
  tiers = { own, parts, exact: [indexBy(own, 'folded'), indexBy(parts, 'folded')], declined: [indexBy(own, 'key'), indexBy(parts, 'key')] };
  return tiers;
}

/** The same place reached by two names (its own and another language's) is one choice. */
function identity(place: Place): string {
  return `${place.kind} ${place.cityDistrict?.code ?? place.municipality.code} ${place.kind === 'part' ? place.name : ''}`;
}

const czech = new Intl.Collator('cs');

/** Distinct places, a district's seat first ("Písek" in the district of Písek), then by district. */
function distinct(found: Entry[]): Place[] {
  const byIdentity = new Map(found.map((entry) => [identity(entry.place), entry.place]));
  const seat = (place: Place) => (place.municipality.name === place.municipality.district.name ? 0 : 1);
  return [...byIdentity.values()]
    .sort((a, b) => seat(a) - seat(b) || czech.compare(a.municipality.district.name, b.municipality.district.name) || czech.compare(a.name, b.name))
    .slice(0, MAX_MATCHES);
}

/** The entries closest to any of the forms, within the typos a form allows (and `most`). */
function closest(list: Entry[], forms: string[], most = Infinity): Entry[] {
  let best = Infinity;
  let found: Entry[] = [];
  for (const form of forms) {
    const limit = Math.min(editsAllowed(form), most);
    if (limit === 0) continue;
    for (const entry of list) {
      const distance = editDistance(form, entry.folded, Math.min(limit, best));
      if (distance > limit || distance > best) continue;
      if (distance < best) {
        best = distance;
        found = [];
      }
      found.push(entry);
    }
  }
  return found;
}

/**
 * Of the names the words fit as well, those whose diacritics the visitor's agree with, where the visitor wrote Czech
 * ones: "Peč" is Peč, not Pec; "Čtestín" is Čestín, not Ctětín; "v Kuňovicích" Kuňovice, not Kunovice. What counts
 * is how much further each name is with the diacritics than without.
 */
function closestMarked(found: Entry[], typed: string): Entry[] {
  const marked = markedName(typed);
  const folded = foldName(typed);
  if (marked === folded || /\p{Script=Cyrillic}/u.test(typed)) return found;
  const disagreeing = found.map((entry) => {
    const limit = marked.length + entry.marked.length;
    return editDistance(marked, entry.marked, limit) - editDistance(folded, entry.folded, limit);
  });
  const best = Math.min(...disagreeing);
  return found.filter((_, at) => disagreeing[at] === best);
}

/** The places the words name, and how they were read; none when nothing is close enough. */
export function findPlaces(query: string): PlaceMatch {
  const typed = query.trim();
  const none: PlaceMatch = { places: [], reading: 'exact' };
  if (!typed || typed.length > MAX_QUERY_LENGTH) return none;
  // A code: a choice's link names its place so.
  if (/^\d{6}$/.test(typed)) {
    const place = placeByCode(typed);
    return place ? { places: [place], reading: 'exact' } : none;
  }
  const { own, parts, exact, declined } = index();
  const latin = foldName(transliterate(typed));
  const forms = [...new Set([foldName(typed), latin])].filter((form) => form !== '');
  if (forms.length === 0) return none;
  // The words as typed first: "Писек" is the town another language names so, before the three Píseks it spells.
  for (const tier of exact) {
    for (const form of forms) {
      const found = tier.get(form) ?? [];
      if (found.length > 0) return { places: distinct(closestMarked(found, typed)), reading: 'exact' };
    }
  }
  // A declined form might as well be a typo of another name ("Kunce": Kunčí declined, or Kunice mistyped): the names
  // one edit away join the choice.
  const keys = caseKeysOf(latin);
  for (const [index, tier] of declined.entries()) {
    const found = keys.flatMap((key) => tier.get(key) ?? []);
    if (found.length > 0) return { places: distinct(closestMarked([...found, ...closest(index === 0 ? own : [...own, ...parts], forms, 1)], typed)), reading: 'declined' };
  }
  for (const list of [own, parts]) {
    const found = closest(list, forms);
    if (found.length > 0) return { places: distinct(closestMarked(found, typed)), reading: 'corrected' };
  }
  return none;
}
