/**
 * A production install needs no development dependency (docs/operations.md "Production"): the build's dist/ and db/
 * with `npm ci --omit=dev` beside them, and the entry serves pages on a terminal and off one (pino-pretty, a
 * development dependency, is absent: asked for, it gives way to JSON lines), `npm run db:migrate` migrates and `npm run
 * feedback:export` exports, all on Node 24 from the PATH as on a production machine.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import t from 'tap';
import { startAuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { csvHeader } from '../../server/feedback-csv.ts';
import { freePort } from '../helpers/ports.ts';
import { FIXTURE_WEBS, startContentService } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { alive, dataDir, run, type Running } from '../helpers/processes.ts';

t.setTimeout(600_000);

const install = await mkdtemp(path.join(tmpdir(), 'portal-install-'));
t.teardown(() => rm(install, { recursive: true, force: true }));
for (const file of ['package.json', 'package-lock.json', 'dist', 'db']) await cp(file, path.join(install, file), { recursive: true });
// Node 24 first on the PATH, as a production machine has it; npm itself runs on whatever Node it was installed with.
const PATH = `${path.dirname(process.execPath)}:${process.env.PATH}`;

/** A command run in the install, as an operator runs it there. */
function inInstall(command: string, args: string[], env: Record<string, string> = {}): Running {
  const running = run(t, 'sh', ['-c', `cd "${install}" && exec "$0" "$@"`, command, ...args], { PATH, ...env });
  return running;
}

t.test('npm ci --omit=dev installs no development dependency', async (t) => {
  const ci = inInstall('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  t.equal(await ci.exited, 0, ci.stderr.join('\n'));
  const installed = await readdir(path.join(install, 'node_modules'));
  for (const dev of ['tsx', 'pino-pretty', 'esbuild', 'tap', 'node']) t.notOk(installed.includes(dev), `no ${dev}`);
});

t.test('the entry serves pages off a terminal and on one, asked for pretty logs or not', async (t) => {
  const cms = await startContentService(t);
  for (const way of ['off a terminal', 'on a terminal', 'on a terminal, LOG_FORMAT=pretty'] as const) {
    const port = await freePort();
    const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl: `http://localhost:${port}`, providerPort: 0, casPort: 0 });
    t.teardown(() => standIns.close());
    const env: Record<string, string> = {
      HEADLESS_CMS_URL: cms.url,
      SECURITY_PROVIDER_URL: standIns.providerUrl,
      WEBS: FIXTURE_WEBS,
      PORT: String(port),
      DATA_DIR: await dataDir(t),
      TERM: 'xterm',
      ...(way.endsWith('pretty') ? { LOG_FORMAT: 'pretty' } : {}),
    };
    // util-linux's script(1) gives the entry a terminal of its own.
    const portal = way === 'off a terminal' ? inInstall('npm', ['run', '--silent', 'serve'], env) : inInstall('script', ['-qfec', 'npm run --silent serve', '/dev/null'], env);
    const ready = JSON.parse((await portal.line(/portal ready at/)).trim()) as { pid: number };
    t.teardown(() => alive(ready.pid) && process.kill(ready.pid, 'SIGKILL'));
    const page = await fetch(`http://127.0.0.1:${port}/o-nas`);
    t.equal(page.status, 200, way);
    t.match(await page.text(), '<h1>O nás</h1>', way);
    if (way.endsWith('pretty')) t.match(portal.stdout[0], 'LOG_FORMAT=pretty, but pino-pretty (a development dependency) is not installed: writing JSON lines.', 'says why not pretty');
    process.kill(ready.pid, 'SIGTERM');
    await portal.exited;
    t.notOk(alive(ready.pid), `${way}: stopped by SIGTERM`);
  }
});

t.test('npm run db:migrate and npm run feedback:export work without development dependencies', async (t) => {
  const postgres = await startPostgres(t);
  const migrate = inInstall('npm', ['run', '--silent', 'db:migrate'], { DATABASE_URL: postgres.url });
  t.equal(await migrate.exited, 0, migrate.stderr.join('\n'));
  t.match(migrate.stdout.join('\n'), /^schema portal: \d+ migrations applied/);
  const exported = inInstall('npm', ['run', '--silent', 'feedback:export'], { DATA_DIR: await dataDir(t) });
  t.equal(await exported.exited, 0, exported.stderr.join('\n'));
  t.equal(exported.stdout.join('\n').trimEnd(), csvHeader().trimEnd(), 'no answers yet: the header row');
});
