/**
 * `npm run content:readme`: writes content/README.md's table of shared shapes from their schemas
 * (templates/schema-docs.ts), between the markers that enclose it (test/unit/content-docs.test.ts fails while the
 * two differ).
 */
import { sharedShapesTable } from '../templates/schema-docs.ts';
import { sectionIn, writeSection, type Markers } from './readme-section.ts';

export const CONTENT_README = 'content/README.md';
export const SHAPES_START = '<!-- The table is made from the schemas by `npm run content:readme` (templates/schema-docs.ts): edit them there. -->';
export const SHAPES_END = '<!-- End of the table made from the schemas. -->';
const MARKERS: Markers = { start: SHAPES_START, end: SHAPES_END };

/** content/README.md's text between the markers, or undefined when they are missing. */
export const shapesTableIn = (readme: string): string | undefined => sectionIn(readme, MARKERS);

if (import.meta.main) {
  await writeSection(CONTENT_README, MARKERS, sharedShapesTable());
  console.log(`${CONTENT_README}: table of shared shapes written`);
}
