/**
 * The portal as separate machines, each a Linux network namespace the test makes (veth pairs to a switch namespace
 * with a bridge; private addresses inside the namespaces only; names unique to the run; all removed at the end,
 * after a failure too): nginx with the production site as an operator sets it up (TLS, `nginxSite`), two built
 * portal processes (`npm run serve`'s way), PostgreSQL, and the content service (`npm run content-service`) beside
 * the security provider stand-in. Under a bounded mixed load (pages nginx keeps, a signed-in visitor's pages,
 * searches, answers to "Is this page useful?"), what production machines do: (a) one portal's link cut mid-load, (b)
 * PostgreSQL restarted with `-m fast`, and cut off for 20 s, (c) the content service stopped for 10 s and started
 * again. Bars: no process dies; (a) no request fails; (b) and (c) every failed request is a 503 with Retry-After
 * answered within 2 s, none fails from 5 s after the service is back, and every feedback answer thanked is stored
 * exactly once. Prints the table. Skipped, saying why, where namespaces cannot be made.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import t, { type Test } from 'tap';
import { NGINX, writeNginxConfig } from '../../deploy/cluster.ts';
import { nginxSite } from '../../deploy/nginx-site.ts';
import { serveRuntime } from '../../deploy/processes.ts';
import { migrate } from '../../server/migrate.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import type { Kind, LoadSpec, Outcome } from '../helpers/machines-load.ts';

const run = promisify(execFile);
const IP = '/usr/sbin/ip';
/** Names of this run: namespaces `<id><machine>`, interfaces `<id><machine>a|b` (15 characters at most). */
const ID = `m${process.pid % 1_000_000}`;
const NET = '10.77.0';
const MACHINES = { front: 10, p1: 11, p2: 12, db: 20, cms: 30 } as const;
type Machine = keyof typeof MACHINES;
const SWITCH = `${ID}sw`;
const ns = (machine: Machine) => `${ID}${machine}`;
const address = (machine: Machine) => `${NET}.${MACHINES[machine]}`;
const SERVER_NAME = 'portal.test';
const CACHED = ['/o-nas', '/prispevek-na-bydleni', '/kontakty', '/en', '/aktuality'];
/** The bars of (b) and (c). */
const ANSWER_WITHIN_MS = 2_000;
const KINDS: Kind[] = ['cached', 'signed-in', 'search', 'feedback'];
const NORMAL_WITHIN_MS = 5_000;

const ip = (...args: string[]) => run(IP, args);

/** Why this machine cannot make network namespaces, or undefined when it can. */
async function cannotMakeNamespaces(): Promise<string | undefined> {
  if (!existsSync(IP)) return `${IP} (iproute2) is not installed`;
  if (!existsSync('dist/server/start.js')) return 'the portal is not built (npm run build)';
  try {
    await ip('netns', 'add', `${ID}probe`);
    await ip('netns', 'del', `${ID}probe`);
    return undefined;
  } catch (error) {
    return `network namespaces cannot be made here (${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}); run as root on Linux`;
  }
}

const reason = await cannotMakeNamespaces();
if (reason) {
  process.stderr.write(`machines test SKIPPED: ${reason}\n`);
  t.plan(0, `SKIPPED: ${reason}`);
} else {
  t.setTimeout(400_000);
  // One test holds the machines: its teardown runs once every scenario is done.
  t.test('machines in network namespaces, under load, through the faults of real machines', machinesTest);
}

async function machinesTest(t: Test) {
  const work = await mkdtemp(path.join(tmpdir(), 'portal-machines-'));
  const children = new Set<ChildProcess>();
  const namespaces = [SWITCH, ...Object.keys(MACHINES).map((machine) => ns(machine as Machine))];
  // After a crash too: no namespace of this run is left behind.
  const removeNamespaces = () => {
    for (const child of children) child.kill('SIGKILL');
    for (const name of namespaces) spawnSync(IP, ['netns', 'del', name], { stdio: 'ignore' });
  };
  process.once('exit', removeNamespaces);
  t.teardown(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    removeNamespaces();
    process.off('exit', removeNamespaces);
    await rm(work, { recursive: true, force: true });
  });

  // The network: a bridge in the switch's namespace, a cable (veth pair) from each machine to it.
  await ip('netns', 'add', SWITCH);
  await ip('-n', SWITCH, 'link', 'add', 'br0', 'type', 'bridge');
  await ip('-n', SWITCH, 'link', 'set', 'br0', 'up');
  for (const machine of Object.keys(MACHINES) as Machine[]) {
    await ip('netns', 'add', ns(machine));
    const [inside, outside] = [`${ID}${machine}a`, `${ID}${machine}b`];
    await ip('link', 'add', inside, 'type', 'veth', 'peer', 'name', outside);
    await ip('link', 'set', inside, 'netns', ns(machine));
    await ip('link', 'set', outside, 'netns', SWITCH);
    await ip('-n', ns(machine), 'link', 'set', inside, 'name', 'eth0');
    await ip('-n', ns(machine), 'addr', 'add', `${address(machine)}/24`, 'dev', 'eth0');
    await ip('-n', ns(machine), 'link', 'set', 'eth0', 'up');
    await ip('-n', ns(machine), 'link', 'set', 'lo', 'up');
    await ip('-n', SWITCH, 'link', 'set', outside, 'master', 'br0');
    await ip('-n', SWITCH, 'link', 'set', outside, 'up');
  }
  /** The machine's cable pulled at the switch: nothing arrives, nothing is refused or reset. */
  const cut = (machine: Machine) => ip('-n', SWITCH, 'link', 'set', `${ID}${machine}b`, 'down');
  const mend = (machine: Machine) => ip('-n', SWITCH, 'link', 'set', `${ID}${machine}b`, 'up');

  /** A program on a machine; the last lines it wrote are kept, to say why it died. */
  const start = (machine: Machine, name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(IP, ['netns', 'exec', ns(machine), command, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 20));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.add(child);
    return Object.assign(child, { machine: name, lastLines: () => lines.slice(-10).join('\n') });
  };
  /** Until `url` answers 2xx, asked from `machine`. */
  const reachable = async (machine: Machine, url: string, timeoutMs = 90_000) => {
    const probe = `fetch(${JSON.stringify(url)}, { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
    for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 300))) {
      if (spawnSync(IP, ['netns', 'exec', ns(machine), process.execPath, '-e', probe]).status === 0) return;
    }
    throw new Error(`${url} did not answer ${machine} within ${timeoutMs / 1000} s`);
  };
  const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // PostgreSQL on its machine; the test reads it through its socket.
  const postgres: TestPostgres = await startPostgres(t, { netns: ns('db'), address: address('db'), clients: `${NET}.0/24` });
  await migrate(postgres.socketUrl);
  const postmaster = () => Number(readFileSync(path.join(postgres.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const postgresAlive = () => {
    try {
      process.kill(postmaster(), 0);
      return true;
    } catch {
      return false;
    }
  };
  /** One query of the test's own, on a connection of its own (PostgreSQL is restarted in between). */
  const query = async <Row extends pg.QueryResultRow>(sql: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: postgres.socketUrl, options: '-c search_path=portal' });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await client.query<Row>(sql, params);
    } finally {
      await client.end();
    }
  };

  // The content service (`npm run content-service`) and the provider stand-in on the CMS machine.
  const startContent = () =>
    start('cms', 'content-service', process.execPath, ['--import', 'tsx', 'embedded/start-content-service.ts'], { HOST: address('cms'), CONTENT_SERVICE_PORT: '3100', LOG_LEVEL: 'warn' });
  let content = startContent();
  const provider = start('cms', 'provider', process.execPath, ['--import', 'tsx', 'test/helpers/machines-provider.ts'], { HOST: address('cms'), PORT: '3101', PUBLIC_URL: `https://${SERVER_NAME}` });

  // Two portals, as `npm run serve` runs them.
  const { scriptEnv, nodeFlags, script } = serveRuntime('.');
  const sessionKey = randomBytes(32).toString('base64');
  const portals = (['p1', 'p2'] as const).map((machine) =>
    start(machine, `portal-${machine}`, process.execPath, [...nodeFlags, script], {
      ...scriptEnv,
      NODE_ENV: 'production',
      HOST: address(machine),
      PORT: '3000',
      PUBLIC_URL: `https://${SERVER_NAME}`,
      TRUST_PROXY: address('front'),
      HEADLESS_CMS_URL: `http://${address('cms')}:3100`,
      SECURITY_PROVIDER_URL: `http://${address('cms')}:3101`,
      DATABASE_URL: `postgres://portal@${address('db')}:5432/postgres`,
      DATA_DIR: path.join(work, `data-${machine}`),
      SESSION_KEYS: sessionKey,
      // The signed-in visitor signs in with the /dev/login form, one of the previews (off in production by default).
      DEV_PREVIEWS: 'true',
      // Short, so the outage of the content service is met by pages, not only by the cache.
      CMS_CACHE_RETENTION_S: '2',
      SEARCH_RATE_PER_MINUTE: '1000000',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
    }),
  );
  await reachable('front', `http://${address('cms')}:3100/webs`);
  for (const machine of ['p1', 'p2'] as const) await reachable('front', `http://${address(machine)}:3000/api/search?q=podpora`);

  // nginx with the production site: TLS with a certificate of its own, both portals upstream.
  const prefix = path.join(work, 'nginx');
  await mkdir(path.join(prefix, 'cache'), { recursive: true });
  const certificate = path.join(prefix, 'portal.crt');
  const key = path.join(prefix, 'portal.key');
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${SERVER_NAME}`, '-addext', `subjectAltName=DNS:${SERVER_NAME}`, '-keyout', key, '-out', certificate]);
  const site = await nginxSite({
    upstreams: [`${address('p1')}:3000`, `${address('p2')}:3000`],
    cacheDir: path.join(prefix, 'cache'),
    accessLog: path.join(work, 'nginx-access.log'),
    listen: { serverName: SERVER_NAME, certificate, key, httpsPort: 443, httpPort: 80, address: address('front') },
  });
  const nginx = start('front', 'nginx', NGINX, ['-p', prefix, '-c', await writeNginxConfig(prefix, work, site), '-e', 'stderr', '-g', 'daemon off;']);
  await at(1_000);

  let loads = 0;
  const load = (run: string, durationMs: number): Promise<Outcome[]> =>
    new Promise((resolve, reject) => {
      const spec: LoadSpec = { url: `https://${address('front')}:443`, serverName: SERVER_NAME, caFile: certificate, durationMs, connections: 6, cachedPaths: CACHED, run, addressBase: ++loads * 10_000 };
      const driver = spawn(IP, ['netns', 'exec', ns('front'), process.execPath, '--import', 'tsx', 'test/helpers/machines-load.ts', JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      driver.stdout.on('data', (chunk: Buffer) => (out += chunk));
      driver.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Outcome[]) : reject(new Error(`the load driver exited with ${code}`))));
    });

  // Warm: nginx and the portals hold the pages; every kind answers.
  const warm = await load(`${ID}warm`, 2_000);
  t.ok(warm.length > 0 && warm.every((outcome) => outcome.ok), `warm-up: ${warm.length} requests, all answered`, { failed: warm.filter((outcome) => !outcome.ok).slice(0, 5) });

  const rows: string[] = [];
  /** Runs a scenario: the load, and the fault applied meanwhile; returns the outcomes and when the service was back. */
  async function scenario(name: string, durationMs: number, fault: () => Promise<number | undefined>, bars: 'none failed' | 'quick 503s') {
    const runId = `${ID}${rows.length}`;
    const outcomes = load(runId, durationMs);
    const back = await fault();
    const all = await outcomes;
    const failed = all.filter((outcome) => !outcome.ok);
    const thanked = all.filter((outcome) => outcome.kind === 'feedback' && outcome.ok).map((outcome) => outcome.marker!);
    const { rows: stored } = await query<{ wrong: string; n: number }>('SELECT wrong, count(*)::int AS n FROM feedback WHERE wrong LIKE $1 GROUP BY wrong', [`${runId}-%`]);
    const storedOnce = new Map(stored.map((row) => [row.wrong, row.n]));
    const processes = [...portals, nginx, provider, content];
    const living = processes.filter(alive).length + (postgresAlive() ? 1 : 0);
    const worst = Math.max(...all.map((outcome) => outcome.ms));
    const byKind = KINDS.map((kind) => `${failed.filter((outcome) => outcome.kind === kind).length}/${all.filter((outcome) => outcome.kind === kind).length}`).join(', ');
    rows.push(`| ${name} | ${all.length} | ${failed.length} (${byKind}) | ${all.filter((outcome) => outcome.status === 503).length} | ${(worst / 1000).toFixed(2)} s | ${living}/${processes.length + 1} | ${thanked.length} / ${thanked.filter((marker) => storedOnce.get(marker) === 1).length} |`);

    t.test(name, async (t) => {
      t.equal(living, processes.length + 1, 'no process died', { dead: processes.filter((child) => !alive(child)).map((child) => `${child.machine}: ${child.lastLines()}`) });
      t.ok(KINDS.every((kind) => all.some((outcome) => outcome.kind === kind)), `${all.length} requests, of every kind`);
      if (bars === 'none failed') t.equal(failed.length, 0, 'no request failed', { failed: failed.slice(0, 5) });
      else {
        const wrong = failed.filter((outcome) => outcome.status !== 503 || !outcome.retryAfter || outcome.ms > ANSWER_WITHIN_MS);
        t.equal(wrong.length, 0, `every failed request (${failed.length}) is a 503 with Retry-After within ${ANSWER_WITHIN_MS / 1000} s`, { wrong: wrong.slice(0, 5) });
        const late = failed.filter((outcome) => back !== undefined && outcome.start >= back + NORMAL_WITHIN_MS);
        t.equal(late.length, 0, `from ${NORMAL_WITHIN_MS / 1000} s after the service was back, no request failed`, { late: late.slice(0, 5) });
      }
      t.same(thanked.filter((marker) => storedOnce.get(marker) !== 1), [], `every feedback answer thanked (${thanked.length}) is stored exactly once`);
    });
  }

  await scenario('(a) a portal’s link cut mid-load', 6_000, async () => {
    await at(2_000);
    await cut('p2');
    return undefined;
  }, 'none failed');
  await mend('p2');
  await reachable('front', `http://${address('p2')}:3000/api/search?q=podpora`);

  await scenario('(b) PostgreSQL restarted (-m fast)', 6_000, async () => {
    await at(2_000);
    await postgres.stop('fast');
    await postgres.start();
    return Date.now();
  }, 'quick 503s');

  await scenario('(b) PostgreSQL cut off for 20 s', 24_000, async () => {
    await at(2_000);
    await cut('db');
    await at(20_000);
    await mend('db');
    return Date.now();
  }, 'quick 503s');

  await scenario('(c) the content service stopped for 10 s', 14_000, async () => {
    await at(2_000);
    content.kill('SIGTERM');
    await at(10_000);
    content = startContent();
    await reachable('cms', `http://${address('cms')}:3100/webs`, 20_000);
    return Date.now();
  }, 'quick 503s');

  const table = [`| scenario | requests | failed (${KINDS.join(', ')}) | 503s | worst latency | processes alive | feedback thanked / stored once |`, '|---|---|---|---|---|---|---|', ...rows].join('\n');
  t.comment(`\n${table}`);
  process.stderr.write(`\n${table}\n`);
}
