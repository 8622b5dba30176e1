import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { FrequentSearches, normalizeTerm } from '../../server/search/frequent.ts';

async function dataDir(t: { teardown(fn: () => unknown): void }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'frequent-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

t.test('terms are normalised: lower case, folded, trimmed, spaces collapsed', async (t) => {
  t.equal(normalizeTerm('  Příspěvek   na\tBYDLENÍ '), 'prispevek na bydleni');
  t.equal(normalizeTerm('Пособие на жильё'), 'пособие на жилье');
});

t.test('only searches that found something count, and a term shows from the minimum count', async (t) => {
  const frequent = await FrequentSearches.open({ file: path.join(await dataDir(t), 'frequent.json'), minCount: 3 });
  frequent.record('cs', 'příspěvek na bydlení', 4);
  frequent.record('cs', 'Prispevek na  bydleni', 4);
  t.same(frequent.top('cs'), [], 'two searches are below the minimum');
  frequent.record('cs', 'nic takového', 0);
  frequent.record('cs', 'nic takového', 0);
  frequent.record('cs', 'nic takového', 0);
  frequent.record('cs', 'PŘÍSPĚVEK na bydlení', 2);
  t.same(frequent.top('cs'), [{ term: 'příspěvek na bydlení', count: 3 }], 'one term in any spelling, shown with its diacritics; searches without results not counted');
  t.same(frequent.top('en'), [], 'per language');
  await frequent.flush();
});

t.test('nothing that may be personal data is counted', async (t) => {
  const frequent = await FrequentSearches.open({ file: path.join(await dataDir(t), 'frequent.json'), minCount: 1 });
  for (const term of ['jan.novak@example.cz', '800101/1234', '+420 601 123 456', 'ab']) frequent.record('cs', term, 1);
  t.same(frequent.top('cs'), []);
  frequent.record('cs', 'formulář 2026', 1);
  t.same(frequent.top('cs'), [{ term: 'formulář 2026', count: 1 }], 'a year is no personal data');
  await frequent.flush();
});

t.test('the counts survive a restart in a file written whole (temporary file, then rename)', async (t) => {
  const dir = await dataDir(t);
  const file = path.join(dir, 'nested', 'frequent.json');
  const first = await FrequentSearches.open({ file, minCount: 2, debounceMs: 10 });
  for (let i = 0; i < 3; i++) first.record('cs', 'úřad práce', 5);
  for (let i = 0; i < 2; i++) first.record('uk', 'допомога на житло', 1);
  first.record('cs', 'jednou', 1);
  await new Promise((resolve) => setTimeout(resolve, 60));
  const saved = JSON.parse(await readFile(file, 'utf8'));
  t.equal(saved.version, 1, 'written by the debounce timer, without a flush');
  t.same(await readdir(path.dirname(file)), ['frequent.json'], 'no temporary file left behind');

  const second = await FrequentSearches.open({ file, minCount: 2 });
  t.same(second.top('cs'), [{ term: 'úřad práce', count: 3 }]);
  t.same(second.top('uk'), [{ term: 'допомога на житло', count: 2 }]);
  second.record('cs', 'jednou', 1);
  t.same(second.top('cs').map((e) => e.term), ['úřad práce', 'jednou'], 'counting goes on from the saved counts');
  await second.flush();
  const third = await FrequentSearches.open({ file, minCount: 2 });
  t.equal(third.top('cs')[1]?.count, 2);
});

t.test('the number of distinct terms is bounded: the least searched go first', async (t) => {
  const frequent = await FrequentSearches.open({ file: path.join(await dataDir(t), 'frequent.json'), minCount: 1, maxTerms: 3 });
  frequent.record('en', 'housing', 1);
  frequent.record('en', 'housing', 1);
  frequent.record('en', 'benefit', 1);
  frequent.record('en', 'benefit', 1);
  frequent.record('en', 'contacts', 1);
  frequent.record('en', 'parental', 1);
  t.same(frequent.top('en').map((e) => e.term), ['benefit', 'housing', 'parental'], 'the older single search made room');
  await frequent.flush();
});

t.test('a broken file is logged and replaced, never fatal', async (t) => {
  const file = path.join(await dataDir(t), 'frequent.json');
  await writeFile(file, '{ not json');
  const warnings: string[] = [];
  const frequent = await FrequentSearches.open({ file, minCount: 1, log: { warn: (_d, message) => warnings.push(message) } });
  t.equal(warnings.length, 1);
  frequent.record('ru', 'пособие', 3);
  await frequent.flush();
  t.same((await FrequentSearches.open({ file, minCount: 1 })).top('ru'), [{ term: 'пособие', count: 1 }]);
});
