/**
 * The release as an operator installs it (docs/operations.md "Production"): the tarball `npm run release` packs,
 * unpacked in a clean directory with `npm ci --omit=dev`, no development dependency there. The entry serves pages on
 * a terminal and off one (pino-pretty, a development dependency, is absent: asked for, it gives way to JSON lines),
 * `npm run db:migrate` migrates and `npm run feedback:export` exports, all on Node 24 from the PATH as on a
 * production machine. Then the operator's path end to end: the extensions by a superuser, the migrations as the
 * owner role, two processes as the runtime role behind the TLS site `npm run nginx-site` writes, ready through
 * nginx, a search answered by PostgreSQL, a purge.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import t from 'tap';
import { packRelease } from '../../build/release.ts';
import { startNginx, writeNginxConfig } from '../../deploy/cluster.ts';
import { stop } from '../../deploy/processes.ts';
import { startAuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { csvHeader } from '../../server/feedback/csv.ts';
import { dom } from '../helpers/dom.ts';
import { freePort, freePortsBoundLater } from '../helpers/ports.ts';
import { FIXTURE_WEBS, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { alive, dataDir, run, type Running } from '../helpers/processes.ts';

t.setTimeout(600_000);
const exec = promisify(execFile);

const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
const work = await mkdtemp(path.join(tmpdir(), 'portal-release-'));
t.teardown(() => rm(work, { recursive: true, force: true }));
// The build the tests run on (npm test builds first), packed as `npm run release` packs it, unpacked elsewhere.
const tarball = await packRelease(version, work);
await exec('tar', ['--extract', '--gzip', `--file=${tarball}`, `--directory=${work}`]);
const install = path.join(work, `labour-portal-${version}`);
// Node 24 first on the PATH, as a production machine has it; npm itself runs on whatever Node it was installed with.
const PATH = `${path.dirname(process.execPath)}:${process.env.PATH}`;

/** A command run in the install, as an operator runs it there. */
function inInstall(command: string, args: string[], env: Record<string, string> = {}): Running {
  const running = run(t, 'sh', ['-c', `cd "${install}" && exec "$0" "$@"`, command, ...args], { PATH, ...env });
  return running;
}

t.test('the release holds what an install needs and nothing of the development install', async (t) => {
  const files = await readdir(install);
  t.same(files.sort(), ['CHANGELOG.md', 'LICENSE', 'README.md', 'SECURITY.md', 'db', 'deploy', 'dist', 'docs', 'package-lock.json', 'package.json']);
  const deploy = await readdir(path.join(install, 'deploy'));
  t.notOk(deploy.some((file) => file.endsWith('.ts')), 'no TypeScript of the kit: its commands are built into dist/');
  t.ok(deploy.includes('systemd') && deploy.includes('prometheus') && deploy.includes('grafana'), 'the kit');
});

t.test('npm ci --omit=dev installs no development dependency', async (t) => {
  const ci = inInstall('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  t.equal(await ci.exited, 0, ci.stderr.join('\n'));
  const installed = await readdir(path.join(install, 'node_modules'));
  for (const dev of ['tsx', 'pino-pretty', 'esbuild', 'tap', 'node', 'typescript']) t.notOk(installed.includes(dev), `no ${dev}`);
  // The compiler's platform binary, 27 MB: the release's lock is pruned to production (build/release.ts).
  t.notOk(installed.includes('@typescript'), 'no @typescript/*');
  t.notOk(JSON.parse(await readFile(path.join(install, 'package.json'), 'utf8')).devDependencies, 'no devDependencies in its package.json');
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

t.test("the operator's path: superuser extensions, owner migrations, runtime role, two processes behind TLS nginx", async (t) => {
  // Step 4: a database, the owner role that migrates, the runtime role without CREATE; the extensions by a superuser.
  const postgres = await startPostgres(t);
  const superuser = new pg.Client({ connectionString: postgres.url });
  await superuser.connect();
  t.teardown(() => superuser.end());
  await superuser.query('CREATE ROLE portal_owner LOGIN; CREATE ROLE portal_runtime LOGIN');
  // Alone: CREATE DATABASE cannot run in the transaction a multi-statement query is.
  await superuser.query('CREATE DATABASE labour OWNER portal_owner');
  const database = (role: string) => postgres.url.replace('//portal@', `//${role}@`).replace(/\/postgres$/, '/labour');
  const extensions = new pg.Client({ connectionString: database('portal') });
  await extensions.connect();
  await extensions.query(await readFile(path.join(install, 'db', 'extensions.sql'), 'utf8'));
  await extensions.end();
  const migrate = inInstall('npm', ['run', '--silent', 'db:migrate'], { MIGRATION_DATABASE_URL: database('portal_owner'), PORTAL_RUNTIME_ROLE: 'portal_runtime' });
  t.equal(await migrate.exited, 0, migrate.stderr.join('\n'));
  t.match(migrate.stdout.join('\n'), /^schema portal: \d+ migrations applied/, 'migrated as the owner role');

  // Steps 5 and 6: two processes as the runtime role, each with its metrics on a private port.
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const publicUrl = `https://localhost:${httpsPort}`;
  const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl, providerPort: 0, casPort: 0 });
  t.teardown(() => standIns.close());
  const purgeToken = randomBytes(16).toString('hex');
  const shared = {
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    HEADLESS_CMS_URL: cms.url,
    SECURITY_PROVIDER_URL: standIns.providerUrl,
    DATABASE_URL: database('portal_runtime'),
    SESSION_KEYS: randomBytes(32).toString('base64'),
    PAGE_CACHE_PURGE_TOKEN: purgeToken,
    DATA_DIR: await dataDir(t),
  };
  // Each process's port and its metrics' port.
  const first = await freePortsBoundLater(4);
  const portals = await Promise.all([first, first + 2].map(async (port) => {
    const metricsPort = port + 1;
    const portal = inInstall('npm', ['run', '--silent', 'serve'], { ...shared, PORT: String(port), METRICS_PORT: String(metricsPort) });
    const ready = JSON.parse((await portal.line(/portal ready at/)).trim()) as { pid: number };
    t.teardown(() => alive(ready.pid) && process.kill(ready.pid, 'SIGKILL'));
    return { port, metricsPort, pid: ready.pid, exited: portal.exited };
  }));

  // Step 7: the TLS site from the install's own `npm run nginx-site`, on loopback ports.
  const prefix = path.join(work, 'nginx');
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  const certificate = path.join(prefix, 'portal.crt');
  const key = path.join(prefix, 'portal.key');
  await exec('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', certificate]);
  const siteCommand = inInstall('npm', [
    'run', '--silent', 'nginx-site', '--', '--server-name', 'localhost', '--certificate', certificate, '--key', key,
    ...portals.flatMap((portal) => ['--upstream', `127.0.0.1:${portal.port}`]),
    '--https-port', String(httpsPort), '--http-port', String(httpPort), '--address', '127.0.0.1',
    '--cache-dir', path.join(prefix, 'cache'), '--access-log', path.join(prefix, 'logs', 'access.log'),
  ]);
  t.equal(await siteCommand.exited, 0, siteCommand.stderr.join('\n'));
  const nginx = await startNginx(prefix, await writeNginxConfig(prefix, path.join(prefix, 'logs'), siteCommand.stdout.join('\n')));
  t.teardown(() => stop(nginx));

  const ca = await readFile(certificate);
  const get = (pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', servername: 'localhost', port: httpsPort, path: pathname, method: init.method ?? 'GET', ca, headers: { host: `localhost:${httpsPort}`, ...init.headers } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body }));
      });
      sent.on('error', reject);
      sent.end(init.body);
    });
  const until = async (what: string, done: () => Promise<boolean>) => {
    for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 250))) if (await done().catch(() => false)) return;
    throw new Error(`${what}: not within 60 s`);
  };

  await until('/readyz through nginx', async () => (await get('/readyz')).status === 200);
  t.pass('/readyz answers 200 through nginx over TLS');
  const health = await get('/healthz');
  t.same(JSON.parse(health.body), { status: 'ok', version }, `/healthz names the release ${version}`);
  const home = await get('/o-nas');
  t.equal(home.status, 200);
  t.equal(dom(home.body)('meta[name="generator"]').attr('content'), `labour-portal ${version}`, 'the page names the release');
  t.equal((await get('/dev/content')).status, 404, 'no /dev previews in production');

  const search = await get('/api/search?q=podpora');
  t.equal(search.status, 200, search.status === 200 ? 'a search through nginx' : search.body);
  t.ok((JSON.parse(search.body) as { total: number }).total > 0, 'the search finds the sample content');
  const runtime = new pg.Client({ connectionString: database('portal_runtime') });
  await runtime.connect();
  t.teardown(() => runtime.end());
  const indexed = await runtime.query<{ count: string }>('SELECT count(*) FROM portal.search_documents');
  t.ok(Number(indexed.rows[0]!.count) > 0, `the index is in PostgreSQL (${indexed.rows[0]!.count} documents), shared by both`);
  const answeredBy = await Promise.all(portals.map(async ({ metricsPort }) => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return Number(/^portal_search_duration_seconds_count\{backend="postgres",outcome="answered"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  }));
  t.equal(answeredBy.reduce((a, b) => a + b), 1, `the search was answered by PostgreSQL, in one process (${answeredBy.join(', ')})`);

  const purged = await get('/api/page-cache/purge', { method: 'POST', headers: { authorization: `Bearer ${purgeToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ paths: ['/o-nas'] }) });
  t.equal(purged.status, 200, purged.status === 200 ? 'the purge, as the CMS sends it' : purged.body);
  t.same(JSON.parse(purged.body), { purged: ['/o-nas'] }, 'the purge, through nginx, told every process');

  for (const portal of portals) process.kill(portal.pid, 'SIGTERM');
  await Promise.all(portals.map((portal) => portal.exited));
  t.notOk(portals.some((portal) => alive(portal.pid)), 'both stopped by SIGTERM');
});
