/**
 * Load shedding (docs/operations.md "Metrics and load shedding"): under pressure a page render gets the error screen
 * with 503 and Retry-After; what is cheap keeps answering. Pressure is forced by a heap limit every process is over.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';
import { eventually } from '../helpers/time.ts';

const TOKEN = 'a-metrics-token-of-some-length';

/** under-pressure samples the heap once a second: waits (up to 5 s) until it has seen the limit passed. */
async function underPressure(app: FastifyInstance): Promise<void> {
  await app.ready();
  for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (app.isUnderPressure()) return;
  }
  throw new Error('not under pressure within 5 s');
}

t.test('under pressure: pages get the error screen with 503 and Retry-After; assets, health, metrics and sign-in still answer', async (t) => {
  const app = await buildPortal(t, { env: { SHED_MAX_HEAP_USED_MB: '1', METRICS_TOKEN: TOKEN } });
  await underPressure(app);

  const page = await app.inject({ url: '/en/o-nas' });
  t.equal(page.statusCode, 503);
  t.equal(page.headers['retry-after'], '30');
  t.equal(page.headers['cache-control'], 'no-store');
  t.match(page.headers['content-type'], /^text\/html/);
  const $ = dom(page.body);
  t.equal($('html').attr('lang'), 'en-GB', "in the request's language");
  t.match(textOf($('h1#error-headline')), /The service is temporarily unavailable/, 'the branded error screen');
  // Bytes: the cause is nowhere in the answer, markup or page data.
  t.notMatch(page.body, /too busy|PORTAL_OVERLOADED/, 'the cause is not shown');

  const czech = await app.inject({ url: '/o-nas' });
  t.equal(czech.statusCode, 503);
  t.equal(dom(czech.body)('html').attr('lang'), 'cs-CZ');

  const data = await app.inject({ url: '/o-nas/_payload.json' });
  t.equal(data.statusCode, 503, 'page data too');
  t.equal(data.headers['retry-after'], '30');
  t.equal(JSON.parse(data.body).status, 503);

  t.equal((await app.inject({ method: 'HEAD', url: '/o-nas' })).statusCode, 503, 'HEAD of a page');
  for (const url of ['/sitemap.xml', '/feeds/news.xml', '/en/feeds/events.ics']) {
    const feed = await app.inject({ url });
    t.equal(feed.statusCode, 503, `${url}: rendered like a page, shed like one`);
    t.equal(feed.headers['retry-after'], '30');
    t.equal(feed.body, 'Service Unavailable\n');
  }

  // Ready once the search index is built (server/health.ts); the shedding never stands in its way.
  await eventually(async () => (await app.inject({ url: '/readyz' })).statusCode === 200);
  for (const url of ['/assets/errors/404.svg', '/healthz', '/readyz', '/auth/session', '/builds/latest.json']) {
    t.equal((await app.inject({ url })).statusCode, 200, `${url} is not shed`);
  }
  const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(metrics.statusCode, 200, '/metrics is not shed');
  // The three pages, their data, the HEAD and the three feeds above: every refusal counted, by the limit passed.
  const shed = /^portal_shed_total\{reason="heap"\} (\d+)$/m.exec(metrics.body);
  t.equal(Number(shed?.[1]), 7, 'portal_shed_total{reason="heap"} counts the renders refused');
  t.match(metrics.body, /http_request_duration_seconds_count\{method="GET",kind="page",status_code="503"\} 2/, 'the shed pages are counted');
});

t.test('with every limit off nothing is shed', async (t) => {
  const app = await buildPortal(t, { env: { SHED_MAX_HEAP_USED_MB: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_RSS_MB: '0' } });
  await app.ready();
  t.equal(app.isUnderPressure(), false);
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200);
});

t.test('under pressure the page cache goes on answering the pages it holds; pages it does not hold are shed', async (t) => {
  // A heap limit well above what the portal needs, then a ballast that passes it.
  const limitMb = Math.ceil(process.memoryUsage().heapUsed / 1024 / 1024) + 300;
  const app = await buildPortal(t, { env: { SHED_MAX_HEAP_USED_MB: String(limitMb) } });
  const get = (url: string) => app.inject({ url, headers: { host: 'portal.example' } });
  await get('/o-nas');
  for (let i = 0; i < 100 && (await get('/o-nas')).headers['x-page-cache'] !== 'hit'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  // 700 MB: what the limit was read over may be garbage by now (a search's dictionaries read, an index built).
  const ballast = Array.from({ length: 700 }, () => new Array<number>(131_072).fill(1.5));
  t.teardown(() => void ballast.splice(0));
  await underPressure(app);
  const held = await get('/o-nas');
  t.equal(held.statusCode, 200, 'a page the cache holds');
  t.equal(held.headers['x-page-cache'], 'hit');
  t.equal((await get('/prispevek-na-bydleni')).statusCode, 503, 'a page it would have to make');
  ballast.splice(0);
});
