import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import t from 'tap';
import { Cms, newCacheStats } from '../../server/cms.ts';
import { HttpClient } from '../../server/http-client.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal } from '../helpers/portal.ts';

const silent = pino({ level: 'silent' });

async function setup(t: { teardown(fn: () => unknown): void }, options: Partial<{ retentionS: number; notFoundTtlS: number; staleRetryS: number; maxBytes: number; timeoutMs: number; headers: Record<string, string> }> = {}) {
  const fake = await startFakeCms(t);
  const cms = new Cms(new HttpClient(fake.url, options.headers ?? {}, options.timeoutMs ?? 1000), {
    retentionS: options.retentionS ?? 60,
    maxBytes: options.maxBytes ?? 10_000_000,
    logger: silent,
    notFoundTtlS: options.notFoundTtlS,
    staleRetryS: options.staleRetryS,
  });
  return { fake, cms };
}

t.test('one upstream call for many concurrent requests of one key', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'slow', ms: 100 };
  const stats = newCacheStats();
  const results = await Promise.all(Array.from({ length: 50 }, () => cms.webs(stats)));
  t.equal(fake.calls('/webs'), 1);
  t.ok(results.every((r) => r.length === 2));
  t.equal(stats.miss + stats.hit, 50);
});

t.test('an answer is fresh for the retention, then fetched again', async (t) => {
  const { fake, cms } = await setup(t, { retentionS: 0.2 });
  const stats = newCacheStats();
  await cms.webs(stats);
  await cms.webs(stats);
  t.equal(fake.calls('/webs'), 1);
  t.same(stats, { hit: 1, miss: 1, stale: 0 });
  await sleep(250);
  await cms.webs(stats);
  t.equal(fake.calls('/webs'), 2);
});

for (const fault of [{ kind: 'status', status: 500 }, { kind: 'garbage' }, { kind: 'wrong-shape' }, { kind: 'reset' }, { kind: 'slow', ms: 400 }] as const) {
  t.test(`the good copy is served stale while the CMS fails (${fault.kind}), then refreshed`, async (t) => {
    const { fake, cms } = await setup(t, { retentionS: 0.1, staleRetryS: 0.2, timeoutMs: 200 });
    const good = await cms.webById(newCacheStats(), 'up');
    await sleep(150);
    fake.fault = fault;
    const stats = newCacheStats();
    t.same(await cms.webById(stats, 'up'), good, 'the stale copy');
    t.equal(stats.stale, 1);
    const callsWhileFailing = fake.calls('/webs/by-id/up');
    t.same(await cms.webById(stats, 'up'), good, 'still served without asking the CMS again at once');
    t.equal(fake.calls('/webs/by-id/up'), callsWhileFailing);
    fake.fault = { kind: 'none' };
    await sleep(250);
    const fresh = newCacheStats();
    t.same(await cms.webById(fresh, 'up'), good);
    t.same(fresh, { hit: 0, miss: 1, stale: 0 }, 'fresh again once the CMS answers');
  });
}

t.test('without a good copy a failing CMS is an error with status 503, not a crash', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'garbage' };
  await t.rejects(cms.webs(newCacheStats()), { code: 'PORTAL_CMS_UNAVAILABLE', statusCode: 503 });
});

t.test('404s are cached briefly and carry the service message', async (t) => {
  const { fake, cms } = await setup(t, { notFoundTtlS: 0.2 });
  const lookup = { webId: 'up', language: 'cs-CZ' };
  await t.rejects(cms.contentByUrl(newCacheStats(), '/nic', lookup), { code: 'PORTAL_CMS_NOT_FOUND', statusCode: 404, message: 'Content with url /nic and language cs-CZ does not exist.' });
  await t.rejects(cms.contentByUrl(newCacheStats(), '/nic', lookup), { statusCode: 404, message: /does not exist/ });
  t.equal(fake.calls('/contents/by-friendly-url/nic'), 1);
  await sleep(250);
  await t.rejects(cms.contentByUrl(newCacheStats(), '/nic', lookup), { statusCode: 404, message: /does not exist/ });
  t.equal(fake.calls('/contents/by-friendly-url/nic'), 2);
});

t.test('GET is retried once on a transient status, never on a 404', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'status', status: 503, times: 1 };
  t.equal((await cms.webs(newCacheStats())).length, 2);
  t.equal(fake.calls('/webs'), 2);
  fake.fault = { kind: 'status', status: 502 };
  await t.rejects(cms.webById(newCacheStats(), 'up'), { code: 'PORTAL_CMS_UNAVAILABLE' });
  t.equal(fake.calls('/webs/by-id/up'), 2, 'one retry, no more');
  fake.fault = { kind: 'none' };
  await t.rejects(cms.webById(newCacheStats(), 'nope'), { statusCode: 404, message: 'Web with id nope does not exist.' });
  t.equal(fake.calls('/webs/by-id/nope'), 1);
});

t.test('a slow CMS is cut off by the timeout and not retried', async (t) => {
  const { fake, cms } = await setup(t, { timeoutMs: 100 });
  fake.fault = { kind: 'slow', ms: 1000 };
  const started = Date.now();
  await t.rejects(cms.webs(newCacheStats()), { code: 'PORTAL_CMS_UNAVAILABLE', message: /timed out after 100 ms/ });
  t.ok(Date.now() - started < 900);
  t.equal(fake.calls('/webs'), 1);
});

t.test('the cache is bounded in bytes: old entries give way', async (t) => {
  const { fake, cms } = await setup(t, { maxBytes: 2000 });
  const lookup = { webId: 'up', language: 'cs-CZ' };
  await cms.contentByUrl(newCacheStats(), '/prispevek-na-bydleni', lookup);
  for (const url of ['/o-nas', '/uvod', '/kontakty-vlozene', '/chybna-vlozena', '/aktuality/vanoce']) await cms.contentByUrl(newCacheStats(), url, lookup);
  const stats = newCacheStats();
  await cms.contentByUrl(stats, '/prispevek-na-bydleni', lookup);
  t.equal(stats.miss, 1, 'the first entry was evicted and fetched again');
  t.equal(fake.calls('/contents/by-friendly-url/prispevek-na-bydleni'), 2);
});

t.test('configured extra headers reach the CMS', async (t) => {
  const { fake, cms } = await setup(t, { headers: { 'x-api-key': 'secret-key' } });
  await cms.webs(newCacheStats());
  t.equal(fake.headers[0]?.['x-api-key'], 'secret-key');
});

t.test('through the portal: stale pages while the CMS is down, a clean 503 without a copy, readiness', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { cmsUrl: fake.url, env: { CMS_CACHE_RETENTION_S: '1', CMS_TIMEOUT_MS: '200' } });
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200);
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
  await sleep(1100);
  fake.fault = { kind: 'status', status: 500 };
  const stale = await app.inject({ url: '/o-nas' });
  t.equal(stale.statusCode, 200, 'the stale page');
  t.match(stale.body, '<h1>O nás</h1>');
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200, 'ready: the cache can serve');
  const uncached = await app.inject({ url: '/prispevek-na-bydleni' });
  t.equal(uncached.statusCode, 503);
  t.match(uncached.body, 'Nastala neznámá chyba');
  t.notMatch(uncached.body, /injected failure|status 500|PORTAL_|at .*\.ts/, 'no internal message or stack');
  t.equal(uncached.headers['cache-control'], 'no-store');
  t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
});

t.test('readiness fails when the CMS is down and nothing is cached', async (t) => {
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'reset' };
  const app = await buildPortal(t, { cmsUrl: fake.url });
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.same(res.json(), { status: 'unavailable', cms: 'unreachable and nothing cached' });
});

t.test('a failure without a good copy is remembered briefly: a hung CMS costs the timeout once per key', async (t) => {
  const { fake, cms } = await setup(t, { timeoutMs: 100, staleRetryS: 0.3 });
  fake.fault = { kind: 'slow', ms: 1000 };
  await t.rejects(cms.webs(newCacheStats()), { code: 'PORTAL_CMS_UNAVAILABLE' });
  const started = Date.now();
  await t.rejects(cms.webs(newCacheStats()), { code: 'PORTAL_CMS_UNAVAILABLE' });
  t.ok(Date.now() - started < 50, 'the second request fails at once');
  t.equal(fake.calls('/webs'), 1);
  fake.fault = { kind: 'none' };
  await sleep(350);
  t.equal((await cms.webs(newCacheStats())).length, 2, 'tried again after a while');
});
