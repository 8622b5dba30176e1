/**
 * The render gate (server/render-gate.ts): a bounded number of renders at once, the rest waiting their turn for a
 * bounded time, then the branded 503 with Retry-After; page-cache hits never wait. The CMS is made slow so renders
 * stay in flight; what is checked is which answers come and in what order, never how fast.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';
import { eventually } from '../helpers/time.ts';

const GATE = { RENDER_CONCURRENCY: '2', RENDER_QUEUE_TIMEOUT_MS: '300' };

/** Requests at once; each answer with the order it came in. */
async function together(app: FastifyInstance, urls: string[]) {
  let arrived = 0;
  return Promise.all(urls.map(async (url) => ({ url, res: await app.inject({ url }), order: arrived++ })));
}

t.test('past its places and its deadline a render gets the branded 503 with Retry-After, before the renders under way end', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { cmsUrl: fake.url, env: GATE });
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200, 'the web and its config cached');
  fake.fault = { kind: 'slow', ms: 1500 };

  const answers = await together(app, ['/nic-1', '/nic-2', '/nic-3', '/en/nic-4', '/nic-5/_payload.json', '/sitemap.xml']);
  const [first, second, ...shed] = answers;
  t.same([first!.res.statusCode, second!.res.statusCode], [404, 404], 'two renders had their places (and found nothing)');
  for (const { url, res } of shed) {
    t.equal(res.statusCode, 503, `${url}: shed`);
    t.equal(res.headers['retry-after'], '30', `${url}: Retry-After`);
    t.equal(res.headers['cache-control'], 'no-store');
  }
  t.ok(shed.every(({ order }) => order < first!.order && order < second!.order), 'the shed answers came first: nobody waited for the slow renders');
  const [html, english, payload, sitemap] = shed.map(({ res }) => res);
  t.equal(textOf(dom(html!.body)('h1#error-headline')), 'Služba je dočasně nedostupná', 'the error screen, in Czech');
  t.equal(dom(english!.body)('html').attr('lang'), 'en-GB', 'in English for an English page');
  t.equal(JSON.parse(payload!.body).status, 503, 'page data: the error page as data');
  t.equal(sitemap!.body, 'Service Unavailable\n', 'the sitemap: a short text');
});

t.test('page-cache hits never wait: they are answered while every render place is taken', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { cmsUrl: fake.url, env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE_TIMEOUT_MS: '60000' } });
  // The page cache keeps pages of the web's own host.
  const get = (url: string) => app.inject({ url, headers: { host: 'portal.example' } });
  await get('/o-nas');
  await eventually(async () => (await get('/o-nas')).headers['x-page-cache'] === 'hit');
  fake.fault = { kind: 'slow', ms: 1000 };
  const asked = fake.totalCalls();
  const slow = get('/nic-1');
  const waiting = get('/nic-2');
  await eventually(async () => fake.totalCalls() > asked); // the first render is under way, waiting for the CMS
  const hit = await get('/o-nas');
  t.equal(hit.statusCode, 200);
  t.equal(hit.headers['x-page-cache'], 'hit', 'answered from the cache at once');
  const [one, two] = await Promise.all([slow, waiting]);
  t.same([one.statusCode, two.statusCode], [404, 404], 'the render waiting for its turn got it (its deadline is long)');
});

t.test('the overload screen is made once, then sent as it is, compressed as asked', async (t) => {
  const fake = await startFakeCms(t);
  const token = 'a-metrics-token-of-some-length';
  const app = await buildPortal(t, { cmsUrl: fake.url, env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE_TIMEOUT_MS: '0', METRICS_TOKEN: token } });
  await app.inject({ url: '/o-nas' });
  fake.fault = { kind: 'slow', ms: 800 };
  const asked = fake.totalCalls();
  const slow = app.inject({ url: '/nic-1' });
  await eventually(async () => fake.totalCalls() > asked); // its render holds the one place
  const bodies = [];
  for (const url of ['/nic-2', '/nic-3?x=1']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 503, url);
    bodies.push(res.body);
  }
  t.equal(bodies[0], bodies[1], 'the same screen for another page of the web');
  t.match(dom(bodies[0]!)('link[rel="canonical"]').attr('href'), /^[^?#]*:\/\/[^/]+\/$/, 'naming the web\'s root, not one page');
  const { brotliDecompressSync } = await import('node:zlib');
  const br = await app.inject({ url: '/nic-4', headers: { 'accept-encoding': 'br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), bodies[0]);
  const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  t.match(metrics.body, /^portal_shed_total\{reason="render_queue"\} 3$/m, 'the three refused, counted');
  await slow;
});
