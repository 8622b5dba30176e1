/**
 * Load shedding (README "Metrics and load shedding"): under pressure a page render gets the error screen with 503
 * and Retry-After; what is cheap keeps answering. Pressure is forced by a heap limit every process is over.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { buildPortal } from '../helpers/portal.ts';

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
  t.match(page.body, /<html[^>]* lang="en-GB"/, "in the request's language");
  t.match(page.body, /The service is temporarily unavailable/, 'the branded error screen');
  t.notMatch(page.body, /too busy|PORTAL_OVERLOADED/, 'the cause is not shown');

  const czech = await app.inject({ url: '/o-nas' });
  t.equal(czech.statusCode, 503);
  t.match(czech.body, /<html[^>]* lang="cs-CZ"/);

  const data = await app.inject({ url: '/o-nas/_payload.json' });
  t.equal(data.statusCode, 503, 'page data too');
  t.equal(data.headers['retry-after'], '30');
  t.equal(JSON.parse(data.body).status, 503);

  t.equal((await app.inject({ method: 'HEAD', url: '/o-nas' })).statusCode, 503, 'HEAD of a page');

  for (const url of ['/assets/errors/404.svg', '/healthz', '/readyz', '/auth/session', '/builds/latest.json']) {
    t.equal((await app.inject({ url })).statusCode, 200, `${url} is not shed`);
  }
  const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(metrics.statusCode, 200, '/metrics is not shed');
  t.match(metrics.body, /http_request_duration_seconds_count\{method="GET",kind="page",status_code="503"\} 2/, 'the shed pages are counted');
});

t.test('with every limit off nothing is shed', async (t) => {
  const app = await buildPortal(t, { env: { SHED_MAX_HEAP_USED_MB: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_RSS_MB: '0' } });
  await app.ready();
  t.equal(app.isUnderPressure(), false);
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200);
});
