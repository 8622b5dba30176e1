/**
 * A test never reads state it did not create: the suite's crawl of the sample content (test/app/sample-content.test.ts)
 * passes on a checkout whose data directory holds junk: most frequent searches leading to the client zone, a broken
 * session key, feedback that is no JSON. The checkout is a copy of this one's sources (its packages linked), with a
 * `data/` of its own, and DATA_DIR names another junk directory: every portal a test starts must use a temporary one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { copyCheckout } from '../helpers/checkout.ts';
import { temporaryDataDir } from '../helpers/portal.ts';

/** What a portal gathered after a day of use, and worse. */
async function junk(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const terms = ['co zde najdete', 'klientska zona', 'vanocnich', 'rekvalifkace', '<script>alert(1)</script>'];
  await writeFile(path.join(dir, 'frequent-searches.json'), JSON.stringify({ version: 1, languages: { cs: terms.map((term) => [term, term, 999]), en: [['client zone', 'client zone', 999]] } }));
  await writeFile(path.join(dir, 'session-key'), 'not a key', { mode: 0o644 });
  await writeFile(path.join(dir, 'feedback.jsonl'), '{ broken\n\u0000\u0001');
}

// The crawl of a whole suite file runs inside this one: it may take as long as that file and its checkout's copy.
t.setTimeout(600_000);

// Run directly (not by the tap runner), the crawl gets the runner's time limit from TAP_TIMEOUT.
t.test('the crawl passes with junk in the checkout\'s data/ and in DATA_DIR', async (t) => {
  const checkout = temporaryDataDir(t);
  await copyCheckout(checkout);
  await junk(path.join(checkout, 'data'));
  const elsewhere = temporaryDataDir(t);
  await junk(elsewhere);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TAP') && !name.startsWith('_TAPJS')));
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/app/sample-content.test.ts'], { cwd: checkout, env: { ...env, DATA_DIR: elsewhere, TAP_TIMEOUT: '600' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  t.equal(code, 0, `the crawl passed:\n${output.split('\n').filter((line) => /not ok|Error|# /.test(line)).slice(0, 20).join('\n')}`);
  // The crawl follows the most frequent searches too; one leading to the client zone would answer 302 and fail it.
  t.match(output, /ok \d+ - every internal link of every page, menu and footer leads to a page/);
});
