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
  t.equal(dropped.length, 2);
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
