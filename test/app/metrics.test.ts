/** `/metrics` (docs/operations.md "Metrics and load shedding"): never public, and what it counts moves with the requests. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { searchReady } from '../helpers/search.ts';
import t from 'tap';
import { freePort } from '../helpers/ports.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { eventually } from '../helpers/time.ts';
import { MIN_CLIENTS } from '../../server/search/frequent.ts';

const TOKEN = 'a-metrics-token-of-some-length';
const WITH_TOKEN = { env: { METRICS_TOKEN: TOKEN } };
/** What a browser says of a ping or a beacon from the portal's own page. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The value of the first sample of `name` that has all of `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]));
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return res.body;
}

t.test('without METRICS_PORT or METRICS_TOKEN there is no /metrics: an unknown page like any other', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /text\/html/, 'the error screen');
  t.notMatch(res.body, /http_request_duration_seconds/);
});

t.test('with a token: refused without it or with another, served with it', async (t) => {
  const app = await buildPortal(t, WITH_TOKEN);
  const none = await app.inject({ url: '/metrics' });
  t.equal(none.statusCode, 401);
  t.equal(none.headers['www-authenticate'], 'Bearer');
  t.notMatch(none.body, /nodejs_|http_request/, 'nothing of the metrics');
  const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
  t.equal(wrong.statusCode, 401);
  const basic = await app.inject({ url: '/metrics', headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
  t.equal(basic.statusCode, 401, 'only as a bearer token');
  const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(right.statusCode, 200);
  t.match(right.headers['content-type'], /^text\/plain/);
  t.equal(right.headers['cache-control'], 'no-store');
  t.match(right.body, /# TYPE http_request_duration_seconds histogram/);
  t.match(right.body, /# TYPE nodejs_eventloop_lag_seconds gauge/, 'event-loop lag');
  t.match(right.body, /# TYPE nodejs_heap_size_used_bytes gauge/, 'heap');
  t.match(right.body, /# TYPE process_resident_memory_bytes gauge/, 'RSS');
});

t.test('with METRICS_PORT: served on its own loopback listener, not on the main port', async (t) => {
  const port = await freePort();
  const app = await buildPortal(t, { env: { METRICS_PORT: String(port) } });
  await app.ready();
  t.equal((await app.inject({ url: '/metrics' })).statusCode, 404, 'the main port has none');
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  t.equal(res.status, 200);
  t.match(await res.text(), /# TYPE portal_cms_cache_lookups_total counter/);
  t.equal((await fetch(`http://127.0.0.1:${port}/o-nas`)).status, 404, 'nothing else is served there');
  await app.close();
  await t.rejects(fetch(`http://127.0.0.1:${port}/metrics`), 'closed with the app');
});

t.test('with METRICS_PORT and a token: the listener asks for the token too', async (t) => {
  const port = await freePort();
  const app = await buildPortal(t, { env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN } });
  await app.ready();
  t.equal((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 401);
  t.equal((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status, 200);
});

t.test('request durations by route kind and status', async (t) => {
  const app = await buildPortal(t, WITH_TOKEN);
  const requests: [method: 'GET' | 'POST', url: string, kind: string, status: number][] = [
    ['GET', '/o-nas', 'page', 200],
    ['GET', '/en/neexistuje', 'page', 404],
    ['GET', '/o-nas/_payload.json', 'payload', 200],
    ['GET', '/assets/errors/404.svg', 'asset', 200],
    ['GET', '/_ipx/w_100/cms/documents/none/none.png', 'image', 404],
    ['POST', '/api/client-errors', 'api', 400],
    ['GET', '/auth/session', 'auth', 200],
    ['GET', '/healthz', 'health', 200],
    ['GET', '/sitemap.xml', 'other', 200],
  ];
  for (const [method, url, , status] of requests) t.equal((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, status, url);
  await app.inject({ url: '/o-nas' });
  const text = await scrape(app);
  for (const [method, url, kind, status] of requests) {
    const count = sample(text, 'http_request_duration_seconds_count', { method, kind, status_code: String(status) });
    t.equal(count, url === '/o-nas' ? 2 : 1, `${url}: kind ${kind}, status ${status}`);
  }
  t.notMatch(text, /kind="\/|route="/, 'never the URL or the route pattern as a label');
  t.ok(sample(text, 'portal_render_duration_seconds_count')! >= 3, 'renders timed: two pages and the 404 screen');
  t.notMatch(text, /http_request_summary_seconds/, 'no summary: it cannot be added up across processes');
});

t.test('the CMS cache counts a miss, then a hit; calls are timed', async (t) => {
  const app = await buildPortal(t, WITH_TOKEN);
  const lookups = async () => {
    const text = await scrape(app);
    return {
      hit: sample(text, 'portal_cms_cache_lookups_total', { outcome: 'hit' })!,
      miss: sample(text, 'portal_cms_cache_lookups_total', { outcome: 'miss' })!,
      calls: sample(text, 'portal_cms_call_duration_seconds_count', { outcome: 'ok' })!,
    };
  };
  const before = await lookups();
  t.same(before, { hit: 0, miss: 0, calls: 0 }, 'every series there from the start, at zero');
  t.equal((await app.inject({ url: '/prispevek-na-bydleni' })).statusCode, 200);
  const first = await lookups();
  t.ok(first.miss > 0, `the first visit asked the CMS (${first.miss} misses)`);
  t.equal(first.calls, first.miss, 'one call a miss');
  t.equal((await app.inject({ url: '/prispevek-na-bydleni' })).statusCode, 200);
  const second = await lookups();
  t.ok(second.hit > first.hit, `the second visit was answered from the cache (${second.hit - first.hit} hits)`);
  t.equal(second.miss, first.miss, 'and asked the CMS nothing');
});

t.test('a failing CMS: its calls are counted as failed', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { ...WITH_TOKEN, cmsUrl: fake.url });
  fake.fault = { kind: 'status', status: 500 };
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 503);
  const text = await scrape(app);
  t.ok(sample(text, 'portal_cms_call_duration_seconds_count', { outcome: 'failed' })! > 0, 'failed calls');
  t.equal(sample(text, 'portal_cms_call_duration_seconds_count', { outcome: 'ok' }), 0, 'none answered');
});

t.test("the page cache's numbers are read from it when Prometheus scrapes", async (t) => {
  const app = await buildPortal(t, WITH_TOKEN);
  const get = (url: string) => app.inject({ url, headers: { host: 'portal.example' } });
  await get('/o-nas');
  for (let i = 0; i < 100 && (await get('/o-nas')).headers['x-page-cache'] !== 'hit'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  await app.inject({ url: '/o-nas', headers: { host: 'portal.example', cookie: 'portal_session=x' } });
  const stats = app.pageCache!.stats();
  const text = await scrape(app);
  t.ok(stats.hits >= 1 && stats.misses >= 1 && stats.bypasses >= 1 && stats.entries >= 1);
  t.equal(sample(text, 'portal_page_cache_requests_total', { outcome: 'hit' }), stats.hits);
  t.equal(sample(text, 'portal_page_cache_requests_total', { outcome: 'miss' }), stats.misses);
  t.equal(sample(text, 'portal_page_cache_requests_total', { outcome: 'stale' }), stats.stale);
  t.equal(sample(text, 'portal_page_cache_requests_total', { outcome: 'bypass' }), stats.bypasses);
  t.equal(sample(text, 'portal_page_cache_entries'), stats.entries);
  t.equal(sample(text, 'portal_page_cache_bytes'), stats.bytes);
  await get('/o-nas');
  t.equal(sample(await scrape(app), 'portal_page_cache_requests_total', { outcome: 'hit' }), stats.hits + 1, 'read anew at each scrape');
});

t.test('without a page cache there are no page cache metrics', async (t) => {
  const app = await buildPortal(t, { env: { ...WITH_TOKEN.env, PAGE_CACHE_MAX_MB: '0' } });
  t.notMatch(await scrape(app), /portal_page_cache/);
});

t.test('the release it runs, its searches by backend, and the CMS circuit breaker', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { ...WITH_TOKEN, cmsUrl: fake.url });
  const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  let text = await scrape(app);
  t.equal(sample(text, 'labour_portal_build_info', { version, node: process.versions.node }), 1, `labour_portal_build_info{version="${version}"} 1`);
  t.equal(sample(text, 'portal_cms_circuit_state', { state: 'closed' }), 1, 'the circuit closed');
  t.equal(sample(text, 'portal_cms_circuit_state', { state: 'open' }), 0);
  t.equal(sample(text, 'portal_search_duration_seconds_count', { backend: 'embedded', outcome: 'answered' }), 0, 'no search yet, and the series is there');

  await eventually(async () => (await app.inject({ url: '/api/search?q=podpora' })).statusCode === 200);
  text = await scrape(app);
  t.ok(sample(text, 'portal_search_duration_seconds_count', { backend: 'embedded', outcome: 'answered' })! >= 1, 'a search answered, timed');

  // The web's config in the CMS cache, so each page below asks the CMS for itself, and fails.
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200);
  fake.fault = { kind: 'status', status: 500 };
  for (let page = 0; page < 6; page++) await app.inject({ url: `/nikde-${page}` });
  text = await scrape(app);
  t.equal(sample(text, 'portal_cms_circuit_state', { state: 'open' }), 1, 'a failing CMS opens it');
  t.equal(sample(text, 'portal_cms_circuit_state', { state: 'closed' }), 0);
});

t.test('how searches end, per language and outcome, without their terms', async (t) => {
  const app = await buildPortal(t, { ...WITH_TOKEN, contentDir: SAMPLE_CONTENT });
  await searchReady(app);
  const before = await scrape(app);
  const count = (text: string, lang: string, outcome: string) => sample(text, 'portal_search_answers_total', { lang, outcome }) ?? -1;
  t.equal(count(before, 'uk', 'nothing'), 0, 'every series from the start');
  await app.inject({ url: '/api/search?q=porodn%C3%A9' });
  await app.inject({ url: '/api/search?q=xqzwv%20prkqt' });
  await app.inject({ url: `/en/search?q=${encodeURIComponent('příspěvek na bydlení')}` });
  const after = await scrape(app);
  t.equal(count(after, 'cs', 'found') - count(before, 'cs', 'found'), 1, 'a search that found its pages');
  t.equal(count(after, 'cs', 'nothing') - count(before, 'cs', 'nothing'), 1, 'one that found nothing');
  t.equal(count(after, 'en', 'other_language') - count(before, 'en', 'other_language'), 1, 'one another language answered');
  t.notMatch(after, /porodn|xqzwv/, 'no term is kept');
});

t.test('where search fails this week: how many terms, per language, never which', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { ...WITH_TOKEN.env, SEARCH_RATE_PER_MINUTE: '10000' } });
  await searchReady(app);
  for (let i = 0; i < MIN_CLIENTS; i++) {
    const remoteAddress = `198.51.${i}.8`;
    await app.inject({ url: '/api/search/seen?q=xqzwv%20prkqt&lang=cs&found=0', remoteAddress });
    await app.inject({ url: '/api/search/seen?q=porodn%C3%A9&lang=cs', remoteAddress });
    await app.inject({ url: '/api/search/seen?q=housing&lang=en', remoteAddress });
    // One client short: never read out, so never counted.
    if (i > 0) await app.inject({ url: '/api/search/seen?q=zzkwq&lang=uk&found=0', remoteAddress });
  }
  await app.inject({ method: 'POST', url: '/api/search/clicked?q=housing&lang=en', headers: SAME_ORIGIN, remoteAddress: '198.51.3.8' });
  const text = await scrape(app);
  const failing = (lang: string, failure: string) => sample(text, 'portal_search_failing_queries', { lang, failure });
  t.same([failing('cs', 'nothing'), failing('cs', 'unclicked'), failing('en', 'nothing'), failing('en', 'unclicked'), failing('uk', 'nothing')], [1, 1, 0, 0, 0]);
  t.notMatch(text, /xqzwv|porodn|housing|zzkwq/, 'no term is named');
});
