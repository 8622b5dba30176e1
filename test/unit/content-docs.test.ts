/**
 * content/README.md's shared shapes and each structure key's fields, with what each field means, are the schemas'
 * (templates/schema-docs.ts): a field added, made optional or described anew there and not written into
 * content/README.md by `npm run content:readme` fails here, and so does a field whose schema does not say what it
 * means (`.describe()`).
 */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { z } from 'zod';
import { CONTENT_README, contentReadme, KEYS, schemasByKey, SHAPES } from '../../build/content-readme.ts';
import { sectionIn, withSection } from '../../build/readme-section.ts';
import { link } from '../../templates/schema.ts';
import { notation, sharedShapes, sharedShapesSections, structureKeySections, undescribedFields } from '../../templates/schema-docs.ts';

t.test('content/README.md holds the tables the schemas make', async (t) => {
  const readme = await readFile(CONTENT_README, 'utf8');
  t.ok(sectionIn(readme, SHAPES), 'content/README.md has the markers the shapes stand between');
  t.ok(sectionIn(readme, KEYS), 'content/README.md has the markers the structure keys stand between');
  t.equal(readme, contentReadme(readme), 'content/README.md and the schemas agree (npm run content:readme writes it)');
});

t.test('every template has a section of its fields', async (t) => {
  const schemas = schemasByKey();
  const sections = structureKeySections(schemas);
  for (const key of Object.keys(schemas)) t.match(sections, new RegExp(`^#### .*\`${key}\``, 'm'), `${key} has its section`);
  t.match(sections, '| `target` | `Link` |', 'a shape by its title');
  t.match(sections, '| `units` | `Unit[]` |', 'a recursive shape by its title where it is used');
  t.match(sections, '| `Unit.children?` | `Unit[]` |', 'and written out once, under its title');
});

t.test('every field of every content schema says what it means', async (t) => {
  const schemas = new Map<z.core.$ZodType, string>();
  for (const [key, schema] of Object.entries(schemasByKey())) schemas.set(schema, key);
  for (const schema of sharedShapes()) schemas.set(schema, String(z.globalRegistry.get(schema)?.title));
  for (const [schema, name] of schemas) {
    t.same(undescribedFields(schema), [], `${name}: every field has its .describe()`);
    t.ok((z.globalRegistry.get(schema)?.description ?? '').length > 5, `${name}: the schema says what it is`);
  }
});

t.test('a field without a meaning is named, and no README is written without it', async (t) => {
  const schema = z
    .object({ said: z.string().describe('a field that says'), silent: z.object({ inner: z.string() }).optional().describe('an object that says') })
    .meta({ description: 'a key' });
  t.same(undescribedFields(schema), ['silent.inner'], 'the silent field by its path');
  t.same(undescribedFields(z.object({ to: link() })), ['to'], "a shared shape's own description is not the field's");
  t.throws(() => structureKeySections({ Example: schema }), /Example.*silent\.inner/, 'the generator refuses');
  t.throws(() => structureKeySections({ Example: z.object({ said: z.string().describe('said') }) }), /says nothing of what it is/, 'and a schema that does not say what it is');
  t.match(
    structureKeySections({ Example: schema.extend({ silent: z.object({ inner: z.string().describe('now said') }).describe('an object') }).meta({ description: 'a key' }) }),
    '| `silent.inner` | text | now said |',
  );
});

t.test('every shared shape has a title, a description and a section of its own', async (t) => {
  const shapes = sharedShapes();
  const titles = shapes.map((schema) => z.globalRegistry.get(schema)?.title);
  t.same(new Set(titles).size, shapes.length, 'titles are distinct');
  const sections = sharedShapesSections();
  for (const title of titles) t.match(sections, `#### ${String(title)}\n`, `${String(title)} has its section`);
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
