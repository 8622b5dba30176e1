/** `npm run messages` (build/message-keys.ts): no key is missing anywhere; and it does see a missing or unused one. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { messageKeyReport } from '../../build/message-keys.ts';

t.test('the portal: no key the code names is missing, every language has every key and plural form', async (t) => {
  const { missing } = await messageKeyReport();
  t.same(missing, []);
});

t.test('what it reports, on a made-up portal', async (t) => {
  const root = await mkdtemp(path.join(tmpdir(), 'message-keys-'));
  await mkdir(path.join(root, 'locales'));
  for (const dir of ['client', 'server', 'shared', 'templates', 'ui']) await mkdir(path.join(root, dir));
  const files = {
    cs: { 'a.used': 'A', 'a.spare': 'B', 'items.count_one': '1', 'items.count_few': '2', 'items.count_other': '5', 'made.x': 'X' },
    en: { 'a.used': 'A', 'a.spare': 'B', 'items.count_one': '1', 'items.count_other': '5', 'made.x': 'X' },
    ru: { 'a.used': 'A', 'items.count_one': '1', 'items.count_few': '2', 'items.count_many': '5', 'items.count_other': '1,5', 'made.x': 'X' },
    uk: { 'a.used': 'A', 'a.spare': 'B', 'items.count_one': '1', 'items.count_few': '2', 'items.count_many': '5', 'items.count_other': '1,5', 'made.x': 'X' },
  };
  for (const [language, messages] of Object.entries(files)) await writeFile(path.join(root, 'locales', `${language}.json`), JSON.stringify(messages));
  await writeFile(path.join(root, 'ui', 'Thing.tsx'), "t('a.used'); t('items.count', { count }); t('no.such'); t(`made.${name}`);");
  await writeFile(path.join(root, 'ui', 'Thing.test.tsx'), "t('a.spare');");
  const { unused, missing } = await messageKeyReport(root);
  t.same(unused, ['a.spare'], 'a key only a test names is unused');
  t.same(missing, [
    'a.spare: missing in ru',
    'items.count_many: missing in cs (a plural form of the language)',
    'no.such: named by the code, in no message file',
  ]);
});
