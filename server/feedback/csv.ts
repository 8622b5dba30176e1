/** Feedback as CSV (server/csv.ts): a header row, then a row an entry. */
import { csvLine } from '../csv.ts';
import type { FeedbackEntry } from './store.ts';

const COLUMNS = ['at', 'path', 'useful', 'doing', 'wrong'] as const;

export function csvHeader(): string {
  return COLUMNS.join(',') + '\r\n';
}

export function csvRow(entry: FeedbackEntry): string {
  const values = { at: entry.at, path: entry.path, useful: entry.useful ? 'yes' : 'no', doing: entry.doing ?? '', wrong: entry.wrong ?? '' };
  return csvLine(COLUMNS.map((column) => values[column]));
}
