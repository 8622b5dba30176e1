/**
 * The search's quality on its query sets, run against a search: how often the page expected comes first, and among
 * the first three, per language and per kind of query. Two sets, kept apart (docs/search.md "Quality"):
 * - `tuning` (test/fixtures/search/queries.json): name-like searches; the search may be tuned on it.
 * - `heldOut` to `heldOut4` (test/fixtures/search/citizens.json, citizens-2.json, -3, -4): searches in citizens' own words, each written before the search was
 *   tuned for them and only scored; a query with nothing to find (`expect: null`) passes when the search answers
 *   nothing at all (no results, no other language's pages, no "did you mean").
 * The engine suite asserts the targets on both; bench/search-quality.ts prints the tables per backend.
 */
import { readFileSync } from 'node:fs';
import { SEARCH_LANGUAGES, type SearchLanguage } from '../../server/search/analyzer.ts';
import type { SearchResult } from '../../server/search/engine.ts';
import { SEARCH_FIXTURES } from './search.ts';

export interface QualityQuery {
  q: string;
  lang: SearchLanguage;
  /** The page that should come first; null: the portal has no page on it, and nothing should be answered. */
  expect: string | null;
  kind: string;
}

const querySet = (file: string): QualityQuery[] => JSON.parse(readFileSync(`${SEARCH_FIXTURES}/${file}`, 'utf8')).queries;

export const QUERY_SETS = {
  tuning: querySet('queries.json'),
  heldOut: querySet('citizens.json'),
  /** The second held-out set (test/fixtures/search/citizens-2.json), written and committed before the morphology. */
  heldOut2: querySet('citizens-2.json'),
  /** The third (test/fixtures/search/citizens-3.json), written blind to the search's code and results, before this session's tuning was merged. */
  heldOut3: querySet('citizens-3.json'),
  /** The fourth (test/fixtures/search/citizens-4.json), written blind as the third, while the relaxation was redesigned apart from it. */
  heldOut4: querySet('citizens-4.json'),
};

export interface QualityRow extends QualityQuery {
  /** The first results' URLs; where nothing good was found in the language, the other language's help. */
  got: string[];
  /** 1-based place of the expected page, 0 when it is not among the first ten; for `expect: null`, 1 when nothing was answered. */
  place: number;
}

export interface QualityScore {
  queries: number;
  first: number;
  firstThree: number;
}

/** The URLs a visitor sees first: the results, then another language's best (translated where they are). */
export function firstUrls(result: SearchResult): string[] {
  return [...result.items, ...(result.otherLanguage?.items ?? [])].map((item) => item.url);
}

/** Whether a result answers nothing: no page, no other language's page, no suggestion. */
export function answersNothing(result: SearchResult): boolean {
  return result.items.length === 0 && !result.otherLanguage?.items.length && !result.suggestion;
}

function scoreOf(rows: QualityRow[]): QualityScore {
  return { queries: rows.length, first: rows.filter((row) => row.place === 1).length, firstThree: rows.filter((row) => row.place >= 1 && row.place <= 3).length };
}

export async function measureQuality(
  search: (query: QualityQuery) => Promise<SearchResult>,
  queries: QualityQuery[] = QUERY_SETS.tuning,
): Promise<{ rows: QualityRow[]; score: Record<SearchLanguage | 'all', QualityScore>; byKind: Record<string, QualityScore> }> {
  const rows: QualityRow[] = [];
  for (const query of queries) {
    const result = await search(query);
    const got = firstUrls(result).slice(0, 10);
    const place = query.expect === null ? (answersNothing(result) ? 1 : 0) : got.indexOf(query.expect) + 1;
    rows.push({ ...query, got: query.expect === null && result.suggestion ? [...got, `did you mean "${result.suggestion}"`] : got, place });
  }
  const score = {} as Record<SearchLanguage | 'all', QualityScore>;
  for (const lang of ['all', ...SEARCH_LANGUAGES] as const) score[lang] = scoreOf(rows.filter((row) => lang === 'all' || row.lang === lang));
  const byKind: Record<string, QualityScore> = {};
  for (const kind of new Set(rows.map((row) => row.kind))) byKind[kind] = scoreOf(rows.filter((row) => row.kind === kind));
  return { rows, score, byKind };
}
