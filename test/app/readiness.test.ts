/**
 * Readiness tells the truth (docs/operations.md "Health and readiness"): `/readyz` is 200 only when the default web and
 * its home page resolve through the configured content service and the search can answer; otherwise 503 with the
 * reason. Liveness (`/healthz`) asks nothing of anyone.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal } from '../helpers/portal.ts';
import { eventually, testClock } from '../helpers/time.ts';

const readyz = async (app: Awaited<ReturnType<typeof buildPortal>>) => {
  const res = await app.inject({ url: '/readyz' });
  return { status: res.statusCode, body: res.json() as { status: string; content: string; search: string }, cacheControl: res.headers['cache-control'] };
};

t.test('ready once the home page resolves and the search can answer', async (t) => {
  const app = await buildPortal(t);
  await eventually(async () => (await readyz(app)).status === 200);
  t.same(await readyz(app), { status: 200, body: { status: 'ready', content: 'ok', search: 'ok' }, cacheControl: 'no-store' });
});

t.test('while the search index cannot be built: 503, the search named as the reason', async (t) => {
  const fake = await startFakeCms(t);
  // The feed lists the content at /contents; the home page is asked for by its friendly URL.
  fake.fault = { kind: 'hang', path: '/contents' };
  const app = await buildPortal(t, { cmsUrl: fake.url });
  const { status, body } = await readyz(app);
  t.equal(status, 503);
  t.same(body, { status: 'unavailable', content: 'ok', search: 'the search index is not ready yet' });
  t.equal((await app.inject({ url: '/api/search?q=bydleni' })).statusCode, 503, 'as the search API says itself');
});

t.test('a CMS URL that is not this content API: not ready, the default web named', async (t) => {
  const other = createServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => other.close(resolve)));
  const app = await buildPortal(t, { cmsUrl: `http://127.0.0.1:${(other.address() as AddressInfo).port}` });
  const { status, body } = await readyz(app);
  t.equal(status, 503);
  t.equal(body.status, 'unavailable');
  t.equal(body.content, 'the content service does not know the default web /up');
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 404, 'indeed no page can be made');
});

t.test('a web whose config names a home page the CMS lacks: not ready', async (t) => {
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'edit', edit: (body) => body.replace('"home":"/uvod"', '"home":"/no-such-home"') };
  const app = await buildPortal(t, { cmsUrl: fake.url });
  const { status, body } = await readyz(app);
  t.equal(status, 503);
  t.equal(body.content, 'the home page of the default web /up was not found at the content service');
  t.equal((await app.inject({ url: '/', headers: { 'accept-language': 'cs' } })).statusCode, 404, 'the home page is indeed missing');
});

t.test('a content service that hangs with nothing cached: 503 without waiting for its timeout', async (t) => {
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'slow', ms: 10_000 };
  const app = await buildPortal(t, { cmsUrl: fake.url, env: { CMS_TIMEOUT_MS: '5000' } });
  const { status, body } = await readyz(app);
  t.equal(status, 503);
  t.equal(body.content, 'the content service did not answer within 1000 ms');
});

t.test('a content service that fails while its answers are cached: ready, and says so', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock });
  await eventually(async () => (await readyz(app)).status === 200);
  fake.fault = { kind: 'status', status: 500 };
  clock.advance(61_000);
  await eventually(async () => (await readyz(app)).body.content !== 'ok');
  t.same((await readyz(app)).body, { status: 'ready', content: 'ok: the content service is failing, cached copies are served', search: 'ok' });
});

t.test('liveness is cheap: it asks nothing of the content service, up or down', async (t) => {
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'reset' };
  const app = await buildPortal(t, { cmsUrl: fake.url });
  // Start-up itself asks the content service (the embedded search's corpus check); liveness must not.
  await app.ready();
  const before = fake.totalCalls();
  const res = await app.inject({ url: '/healthz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok', version: JSON.parse(readFileSync('package.json', 'utf8')).version }, 'the release it runs');
  t.equal(fake.totalCalls(), before, 'no call to the content service');
});
