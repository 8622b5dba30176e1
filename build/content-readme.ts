/**
 * `npm run content:readme`: writes content/README.md's sections made from the schemas (templates/schema-docs.ts) –
 * the shared shapes, and each structure key's fields with their meanings – between the markers that enclose each
 * (test/unit/content-docs.test.ts fails while they differ).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { serverTemplates } from '../templates/server-registry.ts';
import { sharedShapesSections, structureKeySections } from '../templates/schema-docs.ts';
import { withSection, type Markers } from './readme-section.ts';

export const CONTENT_README = 'content/README.md';
export const SHAPES: Markers = {
  start: '<!-- The table is made from the schemas by `npm run content:readme` (templates/schema-docs.ts): edit them there. -->',
  end: '<!-- End of the table made from the schemas. -->',
};
export const KEYS: Markers = {
  start: "<!-- The table is made from the templates' schemas by `npm run content:readme`: edit them there. -->",
  end: "<!-- End of the table made from the templates' schemas. -->",
};

/** Each template's schema by its structure key. */
export const schemasByKey = () => Object.fromEntries(Object.entries(serverTemplates).map(([key, module]) => [key, module.schema]));

/** content/README.md with both tables written anew. */
export const contentReadme = (readme: string): string =>
  withSection(withSection(readme, SHAPES, sharedShapesSections()), KEYS, structureKeySections(schemasByKey()));

if (import.meta.main) {
  await writeFile(CONTENT_README, contentReadme(await readFile(CONTENT_README, 'utf8')));
  console.log(`${CONTENT_README}: tables of shared shapes and structure keys written`);
}
