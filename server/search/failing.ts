/**
 * Where search fails (docs/search.md "Where search fails"), so that the thesaurus grows from use: each week's terms
 * that many distinct clients searched (MIN_CLIENTS, counted as the most frequent searches count them:
 * server/search/frequent.ts, which keeps the counts) and that found nothing for some of them, or of whose results
 * no one clicked any. A term fewer clients searched is never read out of the counts. For the editors as CSV
 * (`npm run search:report`, server/search-report.ts) and, this week's number of such terms by language, as the gauge
 * `portal_search_failing_queries` (server/metrics.ts) in the Grafana dashboard.
 */
import { csvLine } from '../csv.ts';
import type { SearchLanguage } from './analyzer.ts';

/** Weeks the counts are kept for the report: this one so far and the whole weeks before it. */
export const REPORT_WEEKS = 8;

/** How a term fails: it found nothing (for some of its clients), or it found pages and no one clicked one. */
export const FAILURES = ['nothing', 'unclicked'] as const;
export type Failure = (typeof FAILURES)[number];

/** One term's counts in one week (Monday to Sunday, UTC), each client once. */
export interface WeekCounts {
  /** The week's Monday, in days since 1970-01-01. */
  week: number;
  lang: SearchLanguage;
  /** As counted: lower case, diacritics folded (frequent.ts `normalizeTerm`). */
  term: string;
  /** Distinct clients who searched it that week. */
  clients: number;
  /** Of them, those whose search found nothing in their language. */
  foundNothing: number;
  /** Of them, those who clicked a result. */
  clicked: number;
}

export interface FailingQuery extends WeekCounts {
  failure: Failure;
}

/** The Monday of a day's week, both in days since 1970-01-01 (a Thursday; 1970-01-05 is a Monday). */
export function weekOf(day: number): number {
  return day - ((((day - 4) % 7) + 7) % 7);
}

/** How a term failed that week, or undefined when it found pages and someone clicked one. */
export function failureOf(counts: WeekCounts): Failure | undefined {
  if (counts.foundNothing > 0) return 'nothing';
  return counts.clicked === 0 ? 'unclicked' : undefined;
}

/** The terms of the weeks that failed, in the weeks' order. */
export function failingOf(weeks: WeekCounts[]): FailingQuery[] {
  return weeks.flatMap((counts) => {
    const failure = failureOf(counts);
    return failure ? [{ ...counts, failure }] : [];
  });
}

/** The week's Monday as a date, `2026-12-07`. */
export function weekDate(week: number): string {
  return new Date(Date.UTC(1970, 0, 1 + week)).toISOString().slice(0, 10);
}

const COLUMNS = ['week', 'language', 'query', 'visitors', 'found_nothing', 'clicked', 'failure'] as const;

/** The report as CSV (server/csv.ts): a header row, then a failing term a row. */
export function failingCsv(failing: FailingQuery[]): string {
  return [
    csvLine(COLUMNS),
    ...failing.map((query) => csvLine([weekDate(query.week), query.lang, query.term, String(query.clients), String(query.foundNothing), String(query.clicked), query.failure])),
  ].join('');
}
