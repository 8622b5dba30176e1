/**
 * The held-out query set (test/fixtures/search/queries.json) run against a search: how often the page expected
 * comes first, and among the first three, per language. The engine suite asserts the targets of docs/search.md
 * "Quality: the held-out query set" on it; bench/search-quality.ts prints the table per backend.
 */
import { readFileSync } from 'node:fs';
import type { SearchLanguage } from '../../server/search/analyzer.ts';
import type { SearchResult } from '../../server/search/engine.ts';
import { SEARCH_FIXTURES } from './search.ts';

export interface QualityQuery {
  q: string;
  lang: SearchLanguage;
  expect: string;
  kind: string;
}

export const QUALITY_QUERIES: QualityQuery[] = JSON.parse(readFileSync(`${SEARCH_FIXTURES}/queries.json`, 'utf8')).queries;

export interface QualityRow extends QualityQuery {
  /** The first results' URLs; where nothing was found in the language, the other language's help. */
  got: string[];
  /** 1-based place of the expected page, 0 when it is not among the first ten. */
  place: number;
}

export interface QualityScore {
  queries: number;
  first: number;
  firstThree: number;
}

/** The URLs a visitor sees first: the results, else another language's best (translated where they are). */
export function firstUrls(result: SearchResult): string[] {
  return (result.items.length > 0 ? result.items : result.otherLanguage?.items ?? []).map((item) => item.url);
}

export async function measureQuality(search: (query: QualityQuery) => Promise<SearchResult>): Promise<{ rows: QualityRow[]; score: Record<SearchLanguage | 'all', QualityScore> }> {
  const rows: QualityRow[] = [];
  for (const query of QUALITY_QUERIES) {
    const got = firstUrls(await search(query)).slice(0, 10);
    rows.push({ ...query, got, place: got.indexOf(query.expect) + 1 });
  }
  const score = {} as Record<SearchLanguage | 'all', QualityScore>;
  for (const lang of ['all', 'cs', 'en', 'ru', 'uk'] as const) {
    const of = rows.filter((row) => lang === 'all' || row.lang === lang);
    score[lang] = { queries: of.length, first: of.filter((row) => row.place === 1).length, firstThree: of.filter((row) => row.place >= 1 && row.place <= 3).length };
  }
  return { rows, score };
}
