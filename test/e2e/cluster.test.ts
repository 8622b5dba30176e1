/**
 * Two portal processes behind Debian's nginx, as `npm run cluster` runs them (deploy/cluster.ts, the built portal),
 * sharing one PostgreSQL: the bare root never comes from the shared cache in the wrong language; each process has
 * its metrics on a private port and its log in a file; a process killed with SIGKILL under mixed load, again and
 * again, costs no request; with the content service stopped, pages asked for before keep answering 200; a page
 * edited in the CMS shows once the caches' retention has passed, and at once when the CMS purges it (through
 * PostgreSQL to every process, and nginx asks again).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { clusterPortSpan, startCluster } from '../../deploy/cluster.ts';
import { startContentService, stop } from '../../deploy/processes.ts';
import { migrate } from '../../server/migrate.ts';
import { LOCALE_COOKIE } from '../../shared/locales.ts';
import { freePort, freePortsBoundLater } from '../helpers/ports.ts';
import { mixedLoad, type LoadKind } from '../helpers/mixed-load.ts';
import { startPostgres } from '../helpers/postgres.ts';

/**
 * Rounds of the kill test: each kills a process under load and waits for it to be back. One on every commit (CI's
 * time); `KILL_TEST_ROUNDS=10` for the long run (README "Tests").
 */
const KILL_ROUNDS = Number(process.env.KILL_TEST_ROUNDS || 1);
const LOAD_MS = 8_000;
t.setTimeout(230_000 + KILL_ROUNDS * 20_000);

/** How long the portals keep a CMS answer fresh (and nginx a page: the portal's s-maxage follows it). */
const RETENTION_S = 3;
const CACHED = ['/o-nas', '/prispevek-na-bydleni', '/en', '/aktuality', '/kontakty'];

const work = await mkdtemp(path.join(tmpdir(), 'portal-cluster-'));
t.teardown(() => rm(work, { recursive: true, force: true }));
const contentDir = path.join(work, 'content');
const logDir = path.join(work, 'logs');
await cp('content', contentDir, { recursive: true });
const postgres = await startPostgres(t);
await migrate(postgres.url);
// Both are started again in the tests below (a process killed, the content service stopped): their ports are kept
// out of the way of outgoing connections.
const contentServicePort = await freePortsBoundLater(1);
const PURGE_TOKEN = 'the-cluster-purge-token';
const PROCESSES = 2;
const cluster = await startCluster({
  processes: PROCESSES,
  port: await freePort(),
  firstPortalPort: await freePortsBoundLater(clusterPortSpan(PROCESSES)),
  contentServicePort,
  contentDir,
  logDir,
  env: {
    CMS_CACHE_RETENTION_S: String(RETENTION_S),
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: postgres.url,
    // Shedding off: on a loaded CI machine its 503s would look like failures of the process killed.
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    // The searches of the load come from a few visitor addresses, each far above a person's rate.
    SEARCH_RATE_PER_MINUTE: '1000000',
    PAGE_CACHE_PURGE_TOKEN: PURGE_TOKEN,
  },
});
t.teardown(() => cluster.stop());
const db = new pg.Client({ connectionString: postgres.url, options: '-c search_path=portal' });
await db.connect();
t.teardown(() => db.end());

t.test('nginx keeps public pages and passes private ones by', async (t) => {
  const first = await fetch(`${cluster.url}/o-nas`);
  t.equal(first.status, 200);
  const again = await fetch(`${cluster.url}/o-nas`);
  t.match(again.headers.get('x-cache-status'), /^(HIT|REVALIDATED)$/, 'kept (and asked again with its ETag once a second old)');
  const signedIn = await fetch(`${cluster.url}/o-nas`, { headers: { cookie: 'portal_session=x' } });
  t.equal(signedIn.headers.get('x-cache-status'), 'BYPASS', 'a session cookie bypasses it');
  const dark = await fetch(`${cluster.url}/o-nas`, { headers: { cookie: 'colour_mode=dark' } });
  t.match(await dark.text(), 'data-theme="dark"', 'the colour mode is in the key');
});

t.test('the bare root is never answered from the shared cache in another language', async (t) => {
  const root = (headers: Record<string, string>) => fetch(`${cluster.url}/`, { headers, redirect: 'manual' });
  // Czech first, twice, so a cache that keeps the root would have it by now.
  for (let i = 0; i < 2; i++) {
    const czech = await root({ 'accept-language': 'cs-CZ,cs;q=0.9' });
    t.equal(czech.status, 200);
    t.match(await czech.text(), '<html lang="cs-CZ"');
  }
  for (const [headers, location] of [
    [{ 'accept-language': 'en-GB,en;q=0.9' }, '/en'],
    [{ 'accept-language': 'uk-UA,uk;q=0.9' }, '/ua'],
    [{ 'accept-language': 'ru' }, '/ru'],
    [{ 'accept-language': 'cs', cookie: `${LOCALE_COOKIE}=en` }, '/en'],
    [{ cookie: `${LOCALE_COOKIE}=ua` }, '/ua'],
  ] as const) {
    const answer = await root(headers);
    t.equal(answer.status, 302, JSON.stringify(headers));
    t.equal(answer.headers.get('location'), location);
    t.not(answer.headers.get('x-cache-status'), 'HIT');
  }
  const czechAgain = await root({ 'accept-language': 'cs' });
  t.equal(czechAgain.status, 200, 'and Czech after them still gets the Czech home page');
});

t.test('metrics: each process on its own private port, none through nginx', async (t) => {
  t.equal(new Set(cluster.metricsPorts).size, 2, 'both processes listen for their metrics (no EADDRINUSE)');
  for (const port of cluster.metricsPorts) {
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    t.equal(metrics.status, 200, `port ${port}`);
    t.match(await metrics.text(), /^process_resident_memory_bytes \d+/m);
  }
  for (const path of ['/metrics', '/metrics?x=1', '/%6detrics']) {
    const viaNginx = await fetch(`${cluster.url}${path}`, { headers: { authorization: 'Bearer whatever-token-there-is' } });
    t.equal(viaNginx.status, 404, `${path} through nginx`);
    t.notMatch(await viaNginx.text(), /process_resident_memory_bytes/);
  }
});

/** Until the process at `port` answers searches (its index is built in the background once it listens). */
async function searchReady(port: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if ((await fetch(`http://127.0.0.1:${port}/api/search?q=podpora`)).status === 200) return;
  }
  throw new Error(`the search of the process on port ${port} was not ready within 60 s`);
}

t.test(`a process killed with SIGKILL under mixed load, ${KILL_ROUNDS} times: no request fails`, async (t) => {
  const kinds: LoadKind[] = ['cached', 'uncached', 'search', 'feedback'];
  const rows: string[] = [];
  let kept = 0;
  let retryable = 0;
  const before = Number((await db.query('SELECT count(*) AS n FROM feedback')).rows[0].n);
  await Promise.all(cluster.portalPorts.map(searchReady));
  for (let round = 1; round <= KILL_ROUNDS; round++) {
    const index = round % 2;
    const killed = cluster.portal(index);
    const load = mixedLoad({ url: cluster.url, connections: 16, durationMs: LOAD_MS, cachedPaths: CACHED, addressBase: round * 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    killed.kill('SIGKILL');
    const result = await load;
    const total = kinds.reduce((sum, kind) => sum + result.byKind[kind].requests, 0);
    const failures = kinds.reduce((sum, kind) => sum + result.byKind[kind].failures, 0);
    kept += result.byKind.feedback.kept;
    retryable += result.byKind.feedback.retryable;
    rows.push(`| ${round} | ${total} | ${kinds.map((kind) => result.byKind[kind].requests).join(' | ')} | ${result.byKind.feedback.retryable} | ${failures} |`);
    t.equal(killed.signalCode, 'SIGKILL', `round ${round}: the process was killed`);
    t.equal(failures, 0, `round ${round}: no request failed of ${total}`, { failures: result.failures });
    t.equal(result.byKind.feedback.retryable, 0, `round ${round}: no feedback answer had to be sent again (nginx repeated those in flight, with their Idempotency-Key)`);
    t.ok(result.byKind.uncached.requests > 10 && result.byKind.search.requests > 10 && result.byKind.feedback.requests > 10, `round ${round}: every kind was asked for`);
    await cluster.portalReady(index);
    // The next round kills the other process: this one must answer everything by then, searches included.
    await searchReady(cluster.portalPorts[index]!);
    t.not(cluster.portal(index).pid, killed.pid, `round ${round}: started again`);
  }
  t.comment(['| round | requests | cached | uncached | search | feedback | feedback 503 (retry) | failed |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n'));
  const stored = Number((await db.query('SELECT count(*) AS n FROM feedback')).rows[0].n) - before;
  t.ok(stored >= kept && stored <= kept + retryable, `every answer said to be kept is in the table (${kept} kept, ${retryable} to send again, ${stored} rows)`);
});

t.test('the logs are kept: JSON lines a process, the restarts among them', async (t) => {
  let kills = 0;
  for (const file of cluster.logFiles) {
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { msg?: string };
      } catch {
        return undefined;
      }
    });
    t.same(parsed.filter((line) => line === undefined), [], `${path.basename(file)}: ${lines.length} lines, each JSON`);
    const killed = parsed.filter((line) => /exited \(SIGKILL\)/.test(line?.msg ?? '')).length;
    kills += killed;
    t.equal(parsed.filter((line) => /Server listening/.test(line?.msg ?? '')).length, 1 + killed, `${path.basename(file)}: started once, and again after each of its ${killed} kills`);
  }
  t.equal(kills, KILL_ROUNDS, 'every kill is recorded');
  const access = (await readFile(path.join(logDir, 'nginx-access.log'), 'utf8')).trim().split('\n');
  t.match(JSON.parse(access.at(-1)!), { method: String, status: Number, uri: String }, "nginx's access log is JSON lines too");
});

t.test('the content service stopped: pages asked for before keep answering 200', async (t) => {
  await stop(cluster.contentService!);
  // Past the retention, so every cached CMS answer and page has expired.
  const until = Date.now() + (RETENTION_S * 2 + 1) * 1000;
  let answers = 0;
  const statuses = new Set<number>();
  while (Date.now() < until) {
    for (const page of CACHED) {
      // As the load asked for them, so nginx holds a copy of each: where a process has none and answers 503, nginx
      // answers its copy (proxy_cache_use_stale).
      const answer = await fetch(cluster.url + page, { headers: { 'accept-encoding': 'identity' } });
      await answer.arrayBuffer();
      statuses.add(answer.status);
      answers++;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.same([...statuses], [200], `${answers} answers over ${RETENTION_S * 2 + 1} s, all 200`);
});

t.test('a page edited in the CMS shows once the retention has passed', async (t) => {
  const file = path.join(contentDir, 'up/pages/o-nas.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace('"name": "O nás"', '"name": "O nás a o nás"'));
  const started = Date.now();
  const contentService = await startContentService(contentServicePort, contentDir);
  t.teardown(() => stop(contentService));
  let requests = 0;
  let body = '';
  while (Date.now() - started < 30_000 && !body.includes('<h1>O nás a o nás</h1>')) {
    body = await (await fetch(`${cluster.url}/o-nas`)).text();
    requests++;
    if (!body.includes('O nás a o nás')) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (Date.now() - started) / 1000;
  t.match(body, '<h1>O nás a o nás</h1>', `the edit shows after ${seconds.toFixed(1)} s and ${requests} requests`);
  // Two caches each serve an expired page once more while they refresh it (nginx, then the portal), and the
  // portals' circuit breaker waits up to 10 s before it asks a CMS that failed again.
  t.ok(seconds < RETENTION_S * 2 + 10 + 5, `within two retentions and the breaker's wait (${seconds.toFixed(1)} s)`);
});

t.test('a page the CMS purges shows edited on the first request after, through nginx and from every process', async (t) => {
  const page = '/prispevek-na-bydleni';
  const file = path.join(contentDir, 'up/pages/prispevek-na-bydleni.json');
  const direct = cluster.portalPorts.map((port) => `http://127.0.0.1:${port}`);
  /** The content service (stopped by the test before) started again; the portals' circuit breakers let it be asked. */
  const contentService = async () => {
    const started = await startContentService(contentServicePort, contentDir);
    t.teardown(() => stop(started));
    for (const base of direct) await waitFor(async () => (await fetch(`${base}/neni-${Date.now()}`)).status === 404);
    return started;
  };
  let service = await contentService();
  for (const base of direct) await waitFor(async () => (await fetch(base + page)).headers.get('x-page-cache') === 'hit');
  await waitFor(async () => (await fetch(cluster.url + page)).headers.get('x-cache-status') === 'HIT');

  await stop(service);
  await writeFile(file, (await readFile(file, 'utf8')).replace('"name": "Příspěvek na bydlení"', '"name": "Příspěvek na bydlení (vydáno)"'));
  service = await contentService();
  const purged = await fetch(`${cluster.url}/api/page-cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ paths: [page] }),
  });
  t.equal(purged.status, 200, 'the purge, through nginx to one process, told every process');
  // nginx keeps a page a second before it asks the portal again (deploy/nginx.conf.template).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const base of [cluster.url, ...direct]) {
    const first = await (await fetch(base + page)).text();
    t.match(first, '<h1>Příspěvek na bydlení (vydáno)</h1>', `${base}: the first answer is the published page`);
  }
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (await done().catch(() => false)) return;
  }
  throw new Error(`not done within ${timeoutMs / 1000} s`);
}
