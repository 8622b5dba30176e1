/**
 * Feedback as CSV (RFC 4180): a header row, then a row an entry; a field is quoted when it holds a comma, a
 * quote or a line break, quotes doubled. A field that a spreadsheet would take for a formula (=, +, -, @, tab,
 * carriage return first) gets an apostrophe before it, so opening the export runs nothing the visitor wrote.
 */
import type { FeedbackEntry } from './store.ts';

const COLUMNS = ['at', 'path', 'useful', 'doing', 'wrong'] as const;

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvHeader(): string {
  return COLUMNS.join(',') + '\r\n';
}

export function csvRow(entry: FeedbackEntry): string {
  const values = { at: entry.at, path: entry.path, useful: entry.useful ? 'yes' : 'no', doing: entry.doing ?? '', wrong: entry.wrong ?? '' };
  return COLUMNS.map((column) => csvField(values[column])).join(',') + '\r\n';
}
