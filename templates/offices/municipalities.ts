/**
 * The office that serves a municipality (the nearest-office journey; server only): each contact workplace lists
 * the municipalities it serves (`municipalities`, content/README.md "Offices"), and a visitor's words are matched
 * against those names as people type them: with or without diacritics, in any case, with a typo, a district of
 * Prague with or without its space ("Praha 4", "praha4"). A name written exactly (diacritics aside) wins; otherwise
 * MiniSearch's fuzzy matching finds the names that contain every word typed, each within one or two edits, those of
 * as many words as were typed first.
 */
import MiniSearch from 'minisearch';

/** Lower case, no diacritics, words apart (a number after a name too: "praha4" is "praha 4"). */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A word of up to three letters must be typed right, up to seven may have one edit, a longer one two. */
function editsAllowed(term: string): number {
  return term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2;
}

/** At most this many names are offered when the words fit several. */
export const MAX_MATCHES = 10;
/** What a visitor may type: longer is no municipality's name. */
export const MAX_QUERY_LENGTH = 100;

export interface Served<Office> {
  office: Office;
  municipalities: readonly string[];
}

export interface MunicipalityMatch<Office> {
  municipality: string;
  office: Office;
}

/**
 * The municipalities a visitor's words name, with the office serving each: the one written exactly (diacritics
 * and case aside), else the closest ones, best first, as good as half the best at least.
 */
export function findMunicipality<Office>(query: string, served: readonly Served<Office>[]): MunicipalityMatch<Office>[] {
  const wanted = query.length <= MAX_QUERY_LENGTH ? foldName(query) : '';
  if (!wanted) return [];
  const entries = served.flatMap(({ office, municipalities }) => municipalities.map((municipality) => ({ municipality, office, folded: foldName(municipality) })));
  const exact = entries.filter((entry) => entry.folded === wanted);
  if (exact.length > 0) return exact.map(({ municipality, office }) => ({ municipality, office }));
  const index = new MiniSearch<{ id: number; folded: string }>({ fields: ['folded'], tokenize: (text) => text.split(' ') });
  index.addAll(entries.map((entry, id) => ({ id, folded: entry.folded })));
  const hits = index.search(wanted, { combineWith: 'AND', fuzzy: editsAllowed });
  const best = hits[0]?.score ?? 0;
  const close = hits.filter((hit) => hit.score >= best / 2).map((hit) => entries[hit.id as number]!);
  // A name of as many words as were typed is the one meant ("benesof" is Benešov, not Benešov nad Ploučnicí).
  const words = wanted.split(' ').length;
  const whole = close.filter((entry) => entry.folded.split(' ').length === words);
  return (whole.length > 0 ? whole : close).slice(0, MAX_MATCHES).map(({ municipality, office }) => ({ municipality, office }));
}
