/**
 * `npm run config:readme`: writes README's configuration table from server/config.ts's `variables`, between the
 * markers that enclose it (test/unit/config-docs.test.ts fails while the two differ).
 */
import { configurationTable } from '../server/config-docs.ts';
import { sectionIn, writeSection, type Markers } from './readme-section.ts';

export const README = 'README.md';
export const TABLE_START = '<!-- The table is made from server/config.ts by `npm run config:readme`: edit it there. -->';
export const TABLE_END = '<!-- End of the table made from server/config.ts. -->';
const MARKERS: Markers = { start: TABLE_START, end: TABLE_END };

/** README's text between the markers, or undefined when they are missing. */
export const tableIn = (readme: string): string | undefined => sectionIn(readme, MARKERS);

if (import.meta.main) {
  await writeSection(README, MARKERS, configurationTable());
  console.log(`${README}: configuration table written`);
}
