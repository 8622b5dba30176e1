/** The CMS client and its cache against a content service a test makes slow, failing or garbled; time is moved, never slept. */
import { pino } from 'pino';
import t from 'tap';
import { Cms, type CmsOptions } from '../../server/cms.ts';
import { Errors } from '../../server/errors.ts';
import { HttpClient } from '../../server/http-client.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';
import { eventually, testClock } from '../helpers/time.ts';

const silent = pino({ level: 'silent' });
const lookup = { webId: 'up', language: 'cs-CZ' };

/** Until the background refresh of the webs has come back: a read is a fresh hit again. */
const websRefreshed = (cms: Cms) =>
  eventually(async () => {
    const client = cms.forRequest();
    await client.webs();
    return client.stats.hit === 1;
  });

async function setup(t: { teardown(fn: () => unknown): void }, options: Partial<CmsOptions> & { timeoutMs?: number; headers?: Record<string, string> } = {}) {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const cms = new Cms(new HttpClient(fake.url, options.headers ?? {}, options.timeoutMs ?? 1000), {
    retentionS: 60,
    maxBytes: 10_000_000,
    logger: silent,
    perf: clock,
    ...options,
  });
  return { fake, cms, clock };
}

t.test('one upstream call for many concurrent requests of one key', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'slow', ms: 100 };
  const client = cms.forRequest();
  const results = await Promise.all(Array.from({ length: 50 }, () => client.webs()));
  t.equal(fake.calls('/webs'), 1);
  t.ok(results.every((r) => r.length === 2));
  t.equal(client.stats.miss + client.stats.hit, 50);
  t.equal(client.used.length, 50, 'every answer used is recorded');
  t.equal(new Set(client.used.map((dependency) => dependency.version)).size, 1, 'one cached answer');
});

t.test('fresh for the retention; then the old copy at once while one background call refreshes it', async (t) => {
  const { fake, cms, clock } = await setup(t, { retentionS: 60 });
  const first = await cms.forRequest().webs();
  const again = cms.forRequest();
  t.equal(await again.webs(), first);
  t.same(again.stats, { hit: 1, miss: 0, stale: 0 });
  t.equal(fake.calls('/webs'), 1);
  clock.advance(61_000);
  const late = cms.forRequest();
  t.equal(await late.webs(), first, 'the expired copy, without waiting');
  t.same(late.stats, { hit: 0, miss: 0, stale: 1 });
  await websRefreshed(cms);
  t.equal(fake.calls('/webs'), 2, 'refreshed in the background');
  const refreshed = cms.forRequest();
  t.equal(await refreshed.webs(), first, 'refreshed but unchanged: the same object, so pages built from it stand');
  t.same(refreshed.stats, { hit: 1, miss: 0, stale: 0 });

  fake.fault = { kind: 'edit', edit: (body) => body.replace('Ministerstvo práce', 'Edited ministerstvo práce') };
  clock.advance(61_000);
  await cms.forRequest().webs();
  await websRefreshed(cms);
  t.equal(fake.calls('/webs'), 3);
  const edited = await cms.forRequest().webs();
  t.not(edited, first, 'changed in the CMS: a new object');
  t.match(edited[0]!.name['cs-CZ'], /^Edited /);
});

for (const fault of [{ kind: 'status', status: 500 }, { kind: 'garbage' }, { kind: 'wrong-shape' }, { kind: 'reset' }, { kind: 'slow', ms: 400 }] as const) {
  t.test(`the good copy is served and kept while the CMS fails (${fault.kind}), then refreshed`, async (t) => {
    const { fake, cms, clock } = await setup(t, { retentionS: 10, staleRetryS: 5, timeoutMs: 200 });
    const good = await cms.forRequest().webById('up');
    fake.fault = fault;
    clock.advance(11_000);
    t.equal(await cms.forRequest().webById('up'), good, 'the stale copy at once');
    await new Promise((resolve) => setTimeout(resolve, 450));
    const failing = cms.forRequest();
    t.equal(await failing.webById('up'), good, 'still the copy after the refresh failed');
    t.equal(failing.stats.stale, 1);
    const callsWhileFailing = fake.calls('/webs/by-id/up');
    clock.advance(60_000);
    t.equal(await cms.forRequest().webById('up'), good, 'kept long after the retention while the CMS fails');
    fake.fault = { kind: 'none' };
    await new Promise((resolve) => setTimeout(resolve, 450));
    t.ok(fake.calls('/webs/by-id/up') > callsWhileFailing, 'the CMS is tried again');
    const fresh = cms.forRequest();
    t.same(await fresh.webById('up'), good);
    t.same(fresh.stats, { hit: 1, miss: 0, stale: 0 }, 'fresh again once the CMS answers');
  });
}

t.test('without a good copy a failing CMS is an error with status 503, not a crash', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'garbage' };
  const failure = await cms.forRequest().webs().catch((error: unknown) => error);
  t.ok(failure instanceof Errors.CMS_UNAVAILABLE);
  t.equal((failure as { statusCode: number }).statusCode, 503);
});

t.test('404s are remembered briefly in a cache of their own and carry the service message', async (t) => {
  const { fake, cms, clock } = await setup(t, { notFoundTtlS: 10 });
  const missing = () => cms.forRequest().contentByUrl('/nic', lookup).catch((error: unknown) => error);
  const first = await missing();
  t.ok(first instanceof Errors.CMS_NOT_FOUND);
  t.match(first, { statusCode: 404, message: 'Content with url /nic and language cs-CZ does not exist.' });
  t.match(await missing(), { statusCode: 404, message: /does not exist/ });
  t.equal(fake.calls('/contents/by-friendly-url/nic'), 1);
  clock.advance(11_000);
  t.match(await missing(), { statusCode: 404 });
  t.equal(fake.calls('/contents/by-friendly-url/nic'), 2, 'asked again once the 404 expired');
});

t.test('a 404 after an outage replaces the failure kept meanwhile: the outage is not served again and again', async (t) => {
  const { fake, cms, clock } = await setup(t, { notFoundTtlS: 10, staleRetryS: 5 });
  const missing = () => cms.forRequest().contentByUrl('/nic', lookup).catch((error: unknown) => error);
  t.ok((await missing()) instanceof Errors.CMS_NOT_FOUND);
  clock.advance(11_000);
  fake.fault = { kind: 'reset' };
  t.ok((await missing()) instanceof Errors.CMS_UNAVAILABLE, 'while the service is away: 503');
  fake.fault = { kind: 'none' };
  clock.advance(5_001);
  await missing();
  await eventually(async () => (await missing()) instanceof Errors.CMS_NOT_FOUND);
  for (let round = 1; round <= 3; round++) {
    const calls = fake.calls('/contents/by-friendly-url/nic');
    clock.advance(11_000);
    t.ok((await missing()) instanceof Errors.CMS_NOT_FOUND, `${round * 11} s after the service came back: still the 404, at once`);
    await eventually(async () => fake.calls('/contents/by-friendly-url/nic') > calls);
  }
});

t.test('content removed in the CMS: the 404 replaces the old copy, which never comes back', async (t) => {
  const { fake, cms, clock } = await setup(t, { retentionS: 60, notFoundTtlS: 10 });
  const page = () => cms.forRequest().contentByUrl('/prispevek-na-bydleni', lookup).catch((error: unknown) => error);
  t.notOk((await page()) instanceof Error);
  fake.fault = { kind: 'status', status: 404 };
  clock.advance(61_000);
  await page(); // the expired copy, while it is asked again
  await eventually(async () => (await page()) instanceof Errors.CMS_NOT_FOUND);
  clock.advance(11_000);
  t.ok((await page()) instanceof Errors.CMS_NOT_FOUND, 'once the remembered 404 expired: still gone, not the old copy');
});

t.test('made-up URLs cannot push real content out: 404s have their own small budget, keys counted', async (t) => {
  const { fake, cms } = await setup(t, { maxBytes: 200_000 });
  await cms.forRequest().contentByUrl('/prispevek-na-bydleni', lookup);
  for (let i = 0; i < 300; i++) await cms.forRequest().contentByUrl(`/${'á'.repeat(200)}-${i}`, lookup).catch(() => undefined);
  const client = cms.forRequest();
  await client.contentByUrl('/prispevek-na-bydleni', lookup);
  t.same(client.stats, { hit: 1, miss: 0, stale: 0 }, 'the real page is still cached');
  t.equal(fake.calls('/contents/by-friendly-url/prispevek-na-bydleni'), 1);
});

t.test('404s never hold more than their share of the bound, however many, and expired ones are let go', async (t) => {
  const maxBytes = 400_000;
  const { cms, clock } = await setup(t, { maxBytes, notFoundTtlS: 10 });
  await cms.forRequest().contentByUrl('/prispevek-na-bydleni', lookup);
  const answers = cms.sizes().answers;
  let most = 0;
  for (let i = 0; i < 500; i++) {
    await cms.forRequest().contentByUrl(`/nahodna-${i}`, lookup).catch(() => undefined);
    most = Math.max(most, cms.sizes().notFound.bytes);
  }
  t.ok(most <= maxBytes * 0.05, `at most ${most} bytes of 404s, within 5 % of the bound, after 500 of them`);
  t.ok(cms.sizes().notFound.entries >= 10, `${cms.sizes().notFound.entries} 404s remembered`);
  t.same(cms.sizes().answers, answers, 'the answers untouched');
  clock.advance(11_000);
  await cms.forRequest().contentByUrl('/nahodna-posledni', lookup).catch(() => undefined);
  t.equal(cms.sizes().notFound.entries, 1, 'the expired 404s let go when the next is remembered');
});

t.test('an answer is counted as its key, its text three bytes a character and a fixed part for its objects', async (t) => {
  const { fake, cms } = await setup(t);
  await cms.forRequest().contentByUrl('/prispevek-na-bydleni', lookup);
  const key = cms.http.url('/contents/by-friendly-url/prispevek-na-bydleni', { ...lookup, onlyPublished: true });
  const text = await (await fetch(key)).text();
  t.equal(cms.sizes().answers.bytes, 2048 + key.length + Math.ceil(text.length * 3));
  t.equal(fake.calls('/contents/by-friendly-url/prispevek-na-bydleni'), 2, 'the test asked once itself');
});

t.test('GET is retried once on a transient status, never on a 404', async (t) => {
  const { fake, cms } = await setup(t);
  fake.fault = { kind: 'status', status: 503, times: 1 };
  t.equal((await cms.forRequest().webs()).length, 2);
  t.equal(fake.calls('/webs'), 2);
  fake.fault = { kind: 'status', status: 502 };
  t.ok((await cms.forRequest().webById('up').catch((e: unknown) => e)) instanceof Errors.CMS_UNAVAILABLE);
  t.equal(fake.calls('/webs/by-id/up'), 2, 'one retry, no more');
  fake.fault = { kind: 'none' };
  t.match(await cms.forRequest().webById('nope').catch((e: unknown) => e), { statusCode: 404, message: 'Web with id nope does not exist.' });
  t.equal(fake.calls('/webs/by-id/nope'), 1);
});

t.test('a slow CMS is cut off by the timeout and not retried', async (t) => {
  const { fake, cms } = await setup(t, { timeoutMs: 100 });
  fake.fault = { kind: 'slow', ms: 1000 };
  t.match(await cms.forRequest().webs().catch((e: unknown) => e), { code: 'PORTAL_CMS_UNAVAILABLE', message: /timed out after 100 ms/ });
  t.equal(fake.calls('/webs'), 1);
});

t.test('the cache is bounded in bytes, keys included: old entries give way', async (t) => {
  const { fake, cms } = await setup(t, { maxBytes: 4000 });
  await cms.forRequest().contentByUrl('/prispevek-na-bydleni', lookup);
  for (const url of ['/o-nas', '/uvod', '/kontakty-vlozene', '/chybna-vlozena', '/aktuality/vanoce']) await cms.forRequest().contentByUrl(url, lookup);
  const client = cms.forRequest();
  await client.contentByUrl('/prispevek-na-bydleni', lookup);
  t.equal(client.stats.miss, 1, 'the first entry was evicted and fetched again');
  t.equal(fake.calls('/contents/by-friendly-url/prispevek-na-bydleni'), 2);
});

t.test('the circuit breaker stops asking a failing CMS, then lets one call try again', async (t) => {
  const { fake, cms, clock } = await setup(t, { breakerThreshold: 3, breakerOpenS: 10, staleRetryS: 0.001 });
  fake.fault = { kind: 'reset' };
  for (const id of ['a', 'b', 'c']) await cms.forRequest().webById(id).catch(() => undefined);
  t.equal(cms.state().breaker, 'open');
  const before = fake.totalCalls();
  t.ok((await cms.forRequest().webById('d').catch((e: unknown) => e)) instanceof Errors.CMS_UNAVAILABLE, 'fails at once');
  t.equal(fake.totalCalls(), before, 'without asking the CMS');
  fake.fault = { kind: 'none' };
  clock.advance(10_001);
  t.equal(cms.state().breaker, 'half-open');
  t.equal((await cms.forRequest().webById('up')).id, 'up', 'one trial call goes through');
  t.equal(cms.state().breaker, 'closed');
});

t.test('configured extra headers reach the CMS', async (t) => {
  const { fake, cms } = await setup(t, { headers: { 'x-api-key': 'secret-key' } });
  await cms.forRequest().webs();
  t.equal(fake.headers[0]?.['x-api-key'], 'secret-key');
});

t.test('a failure without a good copy is remembered briefly: a hung CMS costs the timeout once per key', async (t) => {
  const { fake, cms, clock } = await setup(t, { timeoutMs: 100, staleRetryS: 5 });
  fake.fault = { kind: 'slow', ms: 1000 };
  await cms.forRequest().webs().catch(() => undefined);
  t.ok((await cms.forRequest().webs().catch((e: unknown) => e)) instanceof Errors.CMS_UNAVAILABLE);
  t.equal(fake.calls('/webs'), 1, 'the second request did not wait for the CMS');
  fake.fault = { kind: 'none' };
  clock.advance(5_001);
  await cms.forRequest().webs().catch(() => undefined);
  await eventually(async () => (await cms.forRequest().webs().catch(() => [])).length === 2);
  t.equal(fake.calls('/webs'), 2, 'tried again after a while, once');
});

t.test('through the portal: a hanging CMS, stale pages at once, a quick 503 without a copy, readiness', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60', CMS_TIMEOUT_MS: '20000' } });
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200);
  await eventually(async () => (await app.inject({ url: '/readyz' })).statusCode === 200);
  t.same((await app.inject({ url: '/readyz' })).json(), { status: 'ready', content: 'ok', search: 'ok' });
  fake.fault = { kind: 'slow', ms: 30_000 };
  clock.advance(61_000);
  const started = performance.now();
  const stale = await app.inject({ url: '/o-nas' });
  const elapsed = performance.now() - started;
  t.equal(stale.statusCode, 200, 'the stale page');
  t.equal(textOf(dom(stale.body)('h1')), 'O nás');
  // The CMS hangs for 30 s and the client would give up after 20 s: a quarter of that, nothing waited for it,
  // told apart on the busiest machine.
  t.ok(elapsed < 5_000, `answered from the stale copies in ${elapsed.toFixed(1)} ms while the CMS hangs`);
  const readyStarted = performance.now();
  const ready = await app.inject({ url: '/readyz' });
  t.ok(performance.now() - readyStarted < 5_000, 'readiness answers without waiting for the CMS');
  t.equal(ready.statusCode, 200, 'ready: the cache can serve');
  t.match(ready.json(), { status: 'ready', content: /^ok/, search: 'ok' });
  fake.fault = { kind: 'reset' };
  const uncached = await app.inject({ url: '/prispevek-na-bydleni' });
  t.equal(uncached.statusCode, 503);
  t.equal(uncached.headers['retry-after'], '30');
  t.match(textOf(dom(uncached.body)('main')), 'Služba je dočasně nedostupná');
  // Bytes: no internal detail anywhere in the answer, markup or page data.
  t.notMatch(uncached.body, /injected failure|ECONNRESET|PORTAL_|at .*\.ts/, 'no internal message or stack');
  t.equal(uncached.headers['cache-control'], 'no-store');
  t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
});

t.test('readiness fails at once when the CMS refuses and nothing is cached, and says so', async (t) => {
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'reset' };
  const app = await buildPortal(t, { cmsUrl: fake.url });
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.same(res.json(), { status: 'unavailable', content: 'the content service is unavailable and no copy of the home page is cached', search: 'the search index is not ready yet' });
});
