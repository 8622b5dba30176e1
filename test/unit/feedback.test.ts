/** "Is this page useful?": masking what the visitor wrote, the append-only file, the CSV export. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import t from 'tap';
import { csvField } from '../../server/csv.ts';
import { csvHeader, csvRow } from '../../server/feedback/csv.ts';
import { exportFeedback } from '../../server/feedback/export.ts';
import { FileFeedbackStore, maskPersonalData } from '../../server/feedback/store.ts';

t.test('e-mail addresses and numbers that look like birth numbers are masked', async (t) => {
  t.equal(maskPersonalData('pište na jana.novakova@example.cz, díky'), 'pište na [e-mail], díky');
  t.equal(maskPersonalData('<petr+up@mail.uradprace.cz>'), '<[e-mail]>');
  t.equal(maskPersonalData('RČ 855612/1234'), 'RČ [rodné číslo]');
  t.equal(maskPersonalData('RČ 8556121234 a 440101/123'), 'RČ [rodné číslo] a [rodné číslo]');
  t.equal(maskPersonalData('rč 855612 / 1234.'), 'rč [rodné číslo].');
  t.equal(maskPersonalData('Formulář 12/2026 stál 1 250 Kč, tel. 950 180 111, PSČ 170 00'), 'Formulář 12/2026 stál 1 250 Kč, tel. 950 180 111, PSČ 170 00', 'other numbers stay');
  t.equal(maskPersonalData('12345678901234'), '12345678901234', 'a longer digit run is no birth number');
  t.equal(maskPersonalData('@ alone, a@b'), '@ alone, a@b');
});

t.test('CSV: quoted when needed, quotes doubled, formulas neutralised', async (t) => {
  t.equal(csvField('plain'), 'plain');
  t.equal(csvField('a, b'), '"a, b"');
  t.equal(csvField('say "hi"'), '"say ""hi"""');
  t.equal(csvField('two\nlines'), '"two\nlines"');
  t.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  t.equal(csvField('-1'), "'-1");
  t.equal(csvHeader(), 'at,path,useful,doing,wrong\r\n');
  t.equal(csvRow({ at: '2026-11-23T10:00:00.000Z', path: '/kontakty', useful: false, doing: 'hledal, "kde"', wrong: 'nic' }), '2026-11-23T10:00:00.000Z,/kontakty,no,"hledal, ""kde""",nic\r\n');
  t.equal(csvRow({ at: '2026-11-23T10:00:00.000Z', path: '/', useful: true }), '2026-11-23T10:00:00.000Z,/,yes,,\r\n');
});

t.test('the store appends masked lines in order; the export reads them back as CSV', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'feedback-unit-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const store = new FileFeedbackStore(path.join(dir, 'nested'));
  await Promise.all([
    store.append({ at: '2026-11-23T10:00:00.000Z', path: '/a', useful: true }),
    store.append({ at: '2026-11-23T10:00:01.000Z', path: '/b', useful: false, doing: 'psal jsem z jana@example.cz', wrong: 'RČ 855612/1234\nnešlo' }),
  ]);
  const lines = (await readFile(store.file, 'utf8')).split('\n');
  t.equal(lines.length, 3, 'two lines and the final newline');
  t.same(JSON.parse(lines[1]!), { at: '2026-11-23T10:00:01.000Z', path: '/b', useful: false, doing: 'psal jsem z [e-mail]', wrong: 'RČ [rodné číslo]\nnešlo' });
  await writeFile(store.file, (await readFile(store.file, 'utf8')) + '{"torn', { flag: 'w' });
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (chunk) => chunks.push(String(chunk)));
  t.equal(await exportFeedback(store, out), 2, 'a torn last line is skipped');
  t.equal(chunks.join(''), 'at,path,useful,doing,wrong\r\n2026-11-23T10:00:00.000Z,/a,yes,,\r\n2026-11-23T10:00:01.000Z,/b,no,psal jsem z [e-mail],"RČ [rodné číslo]\nnešlo"\r\n');
  const none = new PassThrough();
  t.equal(await exportFeedback(new FileFeedbackStore(path.join(dir, 'missing')), none), 0);
  t.equal(String(none.read()), 'at,path,useful,doing,wrong\r\n', 'no feedback yet: the header alone');
});

t.test('the page path is masked too, a hand-edited line is skipped, and the file stays within its bound', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'feedback-bound-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const store = new FileFeedbackStore(dir, 300);
  await store.append({ at: '2026-11-23T10:00:00.000Z', path: '/jana.novakova@seznam.cz/8501011234', useful: true });
  t.same(JSON.parse((await readFile(store.file, 'utf8')).trim()), { at: '2026-11-23T10:00:00.000Z', path: '/[e-mail]/[rodné číslo]', useful: true });
  await store.append({ at: '2026-11-23T10:00:01.000Z', path: '/b', useful: true });
  const full = await store.append({ at: '2026-11-23T10:00:02.000Z', path: '/c', useful: false, wrong: 'x'.repeat(200) }).catch((error: unknown) => error);
  t.match(full, { statusCode: 503, message: /reached its bound of 300 bytes/ }, 'refused past the bound');
  t.ok((await readFile(store.file)).length <= 300, 'nothing written past it');
  await writeFile(store.file, '{"at":"2026-11-23T10:00:03.000Z","path":"/d","useful":true,"doing":42}\n', { flag: 'a' });
  const out = new PassThrough();
  t.equal(await exportFeedback(store, out), 2, 'the line whose text is a number is skipped, not a crash');
});
