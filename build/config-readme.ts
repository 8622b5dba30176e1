/**
 * `npm run config:readme`: writes README's configuration table from server/config.ts's `variables`, between the
 * markers that enclose it (test/unit/config-docs.test.ts fails while the two differ).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { configurationTable } from '../server/config-docs.ts';

export const README = 'README.md';
export const TABLE_START = '<!-- The table is made from server/config.ts by `npm run config:readme`: edit it there. -->';
export const TABLE_END = '<!-- End of the table made from server/config.ts. -->';

/** README's text between the markers, or undefined when they are missing. */
export function tableIn(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : readme.slice(start + TABLE_START.length, end).trim();
}

if (import.meta.main) {
  const readme = await readFile(README, 'utf8');
  const current = tableIn(readme);
  if (current === undefined) throw new Error(`${README} lacks the markers "${TABLE_START}" and "${TABLE_END}"`);
  await writeFile(README, readme.replace(current, () => configurationTable()));
  console.log(`${README}: configuration table written`);
}
