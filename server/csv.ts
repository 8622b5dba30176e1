/**
 * CSV (RFC 4180) for the operators' exports: a field is quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A field that a spreadsheet would take for a formula (=, +, -, @, tab, carriage return first) gets an
 * apostrophe before it, so opening an export runs nothing a visitor wrote.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of fields, CRLF-terminated. */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + '\r\n';
}
