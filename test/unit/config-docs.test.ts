/**
 * README's configuration table is the schema's (server/config.ts): a variable added, changed or described anew
 * there and not written into README by `npm run config:readme` fails here.
 */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { README, tableIn } from '../../build/config-readme.ts';
import { variables } from '../../server/config.ts';
import { configurationTable, variableDocs } from '../../server/config-docs.ts';

t.test('README holds the table the schema makes', async (t) => {
  const table = tableIn(await readFile(README, 'utf8'));
  t.ok(table, 'README has the markers the table stands between');
  t.equal(table, configurationTable(), 'README and server/config.ts agree (npm run config:readme writes it)');
});

t.test('every variable has a description, a default and a row of its own', async (t) => {
  const docs = variableDocs();
  t.same(docs.map((d) => d.name), Object.keys(variables.shape));
  for (const doc of docs) {
    t.ok(doc.description.length > 10, `${doc.name} is described`);
    t.ok(doc.shownDefault, `${doc.name} shows a default (or that it has none)`);
  }
  t.equal(configurationTable().split('\n').length, docs.length + 2, 'header, rule and a row each');
});

t.test('a default shown is one the schema takes', async (t) => {
  const table = configurationTable();
  t.match(table, '| `PORT` | `3000` |');
  t.match(table, '| `HEADLESS_CMS_URL` | (none) |');
  t.match(table, '| `SEARCH_SYNONYMS_FILE` | (none: the thesaurus item) |');
  t.match(table, `| \`WEBS\` | \`${JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }])}\` |`);
});
