/**
 * The portal's logger off a terminal (server/logging.ts): lines are written to stdout in batches, as bytes; each one
 * whole and in order, non-ASCII text included; a batch not yet full after a second, and those still waiting when
 * the process exits.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import t from 'tap';

const run = promisify(execFile);

t.test('every line reaches stdout whole, in order and once; those still waiting when the process exits too', async (t) => {
  const script = `
    import { createLogger } from './server/logging.ts';
    const log = createLogger('info');
    for (let i = 0; i < 100; i++) log.info({ i, text: i % 3 ? 'Příspěvek na bydlení – žádost' : 'a'.repeat(i * 50) + ' 🏠' }, 'line');
    log.debug('not written');
    log.warn({ cookie: 'portal_session=secret' }, 'last');
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
  const lines = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  t.equal(lines.length, 101);
  t.same(lines.slice(0, 100).map((line) => line.i), Array.from({ length: 100 }, (_, i) => i), 'in order, each once');
  t.equal(lines[1]!.text, 'Příspěvek na bydlení – žádost');
  t.equal(lines[99]!.text, `${'a'.repeat(99 * 50)} 🏠`, 'a line longer than a batch');
  t.match(lines[100], { level: 40, msg: 'last', cookie: '[Redacted]' });
});

t.test('a line that waits for its batch is written while the process goes on, not held until it exits', async (t) => {
  const script = `
    import { createLogger } from './server/logging.ts';
    createLogger('info').info('alone');
    setTimeout(() => {}, 12_000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  t.teardown(() => child.kill());
  const started = performance.now();
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  t.match(JSON.parse(chunk.toString()), { msg: 'alone' });
  t.equal(child.exitCode, null, 'written while the process still runs');
  t.ok(performance.now() - started < 10_000, 'not held until the process exits');
});
