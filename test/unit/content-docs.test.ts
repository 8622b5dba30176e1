/**
 * content/README.md's tables of shared shapes and of each structure key's fields are the schemas'
 * (templates/schema-docs.ts): a field added, made optional or described anew there and not written into
 * content/README.md by `npm run content:readme` fails here.
 */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { z } from 'zod';
import { CONTENT_README, contentReadme, KEYS, schemasByKey, SHAPES } from '../../build/content-readme.ts';
import { sectionIn, withSection } from '../../build/readme-section.ts';
import { notation, sharedShapes, sharedShapesTable, structureKeyTable } from '../../templates/schema-docs.ts';

t.test('content/README.md holds the tables the schemas make', async (t) => {
  const readme = await readFile(CONTENT_README, 'utf8');
  t.ok(sectionIn(readme, SHAPES), 'content/README.md has the markers the shapes stand between');
  t.ok(sectionIn(readme, KEYS), 'content/README.md has the markers the structure keys stand between');
  t.equal(readme, contentReadme(readme), 'content/README.md and the schemas agree (npm run content:readme writes it)');
});

t.test('every template has a row of its fields', async (t) => {
  const schemas = schemasByKey();
  const table = structureKeyTable(schemas);
  t.equal(table.split('\n').length, Object.keys(schemas).length + 2, 'header, rule and a row each');
  t.match(table, '| `Presmerovani` | `{ target: Link }` |');
  t.match(table, '| `OrganizacniStruktura` | `{ body?, units: Unit[], branchesLink?: Link }` |', 'a recursive shape by its title');
});

t.test('every shared shape has a title, a description and a row of its own', async (t) => {
  const shapes = sharedShapes();
  const titles = shapes.map((schema) => z.globalRegistry.get(schema)?.title);
  t.same(new Set(titles).size, shapes.length, 'titles are distinct');
  for (const schema of shapes) t.ok((z.globalRegistry.get(schema)?.description ?? '').length > 5, `${String(z.globalRegistry.get(schema)?.title)} is described`);
  t.equal(sharedShapesTable().split('\n').length, shapes.length + 2, 'header, rule and a row each');
});

t.test('the notation says what the CMS must give', async (t) => {
  const named = z.object({ a: z.string() }).meta({ title: 'Named' });
  const schema = z.object({
    text: z.string().trim().min(1),
    html: z.string().transform((value) => value),
    maybe: z.string().optional(),
    count: z.number().int().default(3),
    when: z.iso.datetime({ offset: true }),
    kind: z.enum(['a', 'b']),
    kinds: z.array(z.enum(['a', 'b'])),
    parts: z.array(z.object({ title: z.string() })),
    shape: named.optional(),
    shapes: z.array(named),
  });
  t.equal(
    notation(schema),
    '{ text, html, maybe?, count?: number, when: Date, kind: "a" | "b", kinds: ("a" | "b")[], parts: [{ title }], shape?: Named, shapes: Named[] }',
  );
  t.equal(notation(named), '{ a }', 'a shape written out is not named by its own title');
  t.throws(() => notation(z.map(z.string(), z.string())), /no notation for a zod map/);
  t.throws(() => notation(z.object({ tree: z.lazy(() => z.string()) })), /needs a title/, 'a recursive schema is named, never written out');
});

t.test('a section is replaced between its markers only', async (t) => {
  const markers = { start: '<!-- a -->', end: '<!-- b -->' };
  const text = 'before\n<!-- a -->\nold\n<!-- b -->\nafter\n';
  t.equal(sectionIn(text, markers), 'old');
  t.equal(withSection(text, markers, 'new'), 'before\n<!-- a -->\nnew\n<!-- b -->\nafter\n');
  t.equal(withSection('<!-- a --><!-- b -->', markers, 'new'), '<!-- a -->\nnew\n<!-- b -->', 'an empty section too');
  t.equal(sectionIn('no markers', markers), undefined);
  t.throws(() => withSection('no markers', markers, 'new'), /markers/);
});
