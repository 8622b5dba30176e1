/**
 * content/README.md's table of shared shapes is the schemas' (templates/schema-docs.ts): a field added, made
 * optional or described anew there and not written into content/README.md by `npm run content:readme` fails here.
 */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { z } from 'zod';
import { CONTENT_README, shapesTableIn } from '../../build/content-readme.ts';
import { sectionIn, withSection } from '../../build/readme-section.ts';
import { notation, sharedShapes, sharedShapesTable } from '../../templates/schema-docs.ts';

t.test('content/README.md holds the table the schemas make', async (t) => {
  const table = shapesTableIn(await readFile(CONTENT_README, 'utf8'));
  t.ok(table, 'content/README.md has the markers the table stands between');
  t.equal(table, sharedShapesTable(), 'content/README.md and the schemas agree (npm run content:readme writes it)');
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
