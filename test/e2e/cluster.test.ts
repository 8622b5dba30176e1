/**
 * Two portal processes behind Debian's nginx, as `npm run cluster` runs them (deploy/cluster.ts, the built portal):
 * a process killed under load costs no request; with the content service stopped, pages asked for before keep
 * answering 200; a page edited in the CMS shows once the caches' retention has passed, and at once when the CMS
 * purges it (through PostgreSQL to every process, and nginx asks again).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import t from 'tap';
import { startCluster } from '../../deploy/cluster.ts';
import { startContentService, stop } from '../../deploy/processes.ts';
import { freePort } from '../helpers/browser.ts';
import { startPostgres } from '../helpers/postgres.ts';

t.setTimeout(240_000);

/** How long the portals keep a CMS answer fresh (and nginx a page: the portal's s-maxage follows it). */
const RETENTION_S = 3;
const CACHED = ['/', '/o-nas', '/prispevek-na-bydleni', '/en', '/aktuality'];

const contentDir = await mkdtemp(path.join(tmpdir(), 'portal-cluster-content-'));
t.teardown(() => rm(contentDir, { recursive: true, force: true }));
await cp('content', contentDir, { recursive: true });
const contentServicePort = await freePort();
const PURGE_TOKEN = 'the-cluster-purge-token';
const postgres = await startPostgres(t);
const cluster = await startCluster({
  processes: 2,
  port: await freePort(),
  firstPortalPort: await freePort(),
  contentServicePort,
  contentDir,
  // Shedding off: on a loaded CI machine its 503s would look like failures of the process killed.
  env: { CMS_CACHE_RETENTION_S: String(RETENTION_S), LOG_LEVEL: 'warn', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', DATABASE_URL: postgres.url, PAGE_CACHE_PURGE_TOKEN: PURGE_TOKEN },
});
t.teardown(() => cluster.stop());

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

t.test('a process killed under load is restarted, and no request fails', async (t) => {
  const killed = cluster.portal(0);
  let n = 0;
  const load = autocannon({
    url: cluster.url,
    connections: 16,
    duration: 8,
    // nginx ends a client's connection after 1,000 requests (keepalive_requests), saying so (`Connection: close`).
    // A browser opens a new one; autocannon ignores it and writes its next request into the closing connection, which
    // it then counts as a failed request (ECONNRESET, with or without a process killed). Reconnecting every 500 makes
    // it behave as a browser does.
    reconnectRate: 500,
    requests: [{
      // Pages nginx keeps, pages it has to ask for (a query it has not seen, which the portals' own cache answers),
      // and pages of a list.
      setupRequest: (request) => {
        const i = n++;
        const path = i % 3 === 0 ? `/o-nas?visit=${i}` : i % 3 === 1 ? `/aktuality?page=${1 + (i % 3)}&sort=displayAt:asc` : CACHED[i % CACHED.length]!;
        return { ...request, path };
      },
    }],
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  killed.kill('SIGKILL');
  const result = await load;
  t.ok(result.requests.total > 100, `${result.requests.total} requests`);
  t.equal(result.errors, 0, 'no request failed');
  t.equal(result.timeouts, 0);
  t.equal(result.non2xx, 0, 'every answer 2xx');
  t.equal(killed.signalCode, 'SIGKILL', 'the process was killed');
  await cluster.portalReady(0);
  t.not(cluster.portal(0).pid, killed.pid, 'and started again');
  t.equal((await fetch(`http://127.0.0.1:${cluster.portalPorts[0]}/readyz`)).status, 200, 'the new process is ready');
});

t.test('the content service stopped: pages asked for before keep answering 200', async (t) => {
  await stop(cluster.contentService!);
  // Past the retention, so every cached CMS answer and page has expired.
  const until = Date.now() + (RETENTION_S * 2 + 1) * 1000;
  let answers = 0;
  const statuses = new Set<number>();
  while (Date.now() < until) {
    for (const page of CACHED) {
      const answer = await fetch(cluster.url + page);
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
