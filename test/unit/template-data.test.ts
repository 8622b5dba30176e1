/** Reading CMS data leniently: what does not fit is left out, and only that. */
import t from 'tap';
import { z } from 'zod';
import { parseLenient } from '../../server/template-data.ts';

const item = z.object({ title: z.string() });
const schema = z.object({
  name: z.string().optional(),
  groups: z.array(z.object({ kind: z.enum(['a', 'b']), items: z.array(item) })),
});

t.test('items at several levels removed without shifting the good ones', async (t) => {
  const data = {
    groups: [
      { kind: 'a', items: [{ title: 'A1' }] },
      { kind: 'video', items: [] },
      { kind: 'b', items: [{ title: 42 }, { title: 'good A' }] },
      { kind: 'b', items: [{ title: 'good B1' }, { title: 'good B2' }] },
    ],
  };
  const { value, dropped } = parseLenient(schema, data);
  t.same(value?.groups.map((group) => group.items.map((i) => i.title)), [['A1'], ['good A'], ['good B1', 'good B2']]);
  t.match(dropped.join('\n'), /groups\.1\.kind: .*\n(.*\n)*groups\.2\.items\.0\.title: /, 'each culprit logged');
});

t.test('two problems in one item remove that item once', async (t) => {
  const data = { groups: [{ kind: 'x', items: 'none' }, { kind: 'a', items: [{ title: 'kept' }] }] };
  const { value } = parseLenient(schema, data);
  t.same(value?.groups, [{ kind: 'a', items: [{ title: 'kept' }] }]);
});

t.test('a field outside lists is dropped whole; nothing fitting at all gives no value', async (t) => {
  t.same(parseLenient(schema, { name: 7, groups: [] }).value, { groups: [] });
  t.equal(parseLenient(schema, 'not an object').value, undefined);
});

t.test('a bad optional field is dropped alone; a bad required one takes what holds it, one level at a time', async (t) => {
  const unit = z.object({ name: z.string(), email: z.email().optional(), head: z.object({ role: z.string(), phone: z.string().optional() }).optional() });
  const tree = z.object({ units: z.array(unit) });
  const { value } = parseLenient(tree, {
    units: [
      { name: 'Keeps its name', email: 'not an address', head: { role: 'head', phone: 7 } },
      { name: 'Loses its head', head: { role: 3 } },
      { name: 5 },
    ],
  });
  t.same(value, { units: [{ name: 'Keeps its name', head: { role: 'head' } }, { name: 'Loses its head' }] });
});
