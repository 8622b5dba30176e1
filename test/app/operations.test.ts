import t from 'tap';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal, captureLogs } from '../helpers/portal.ts';

t.test('one JSON log line per request: id, method, path, status, duration, CMS cache; secrets redacted', async (t) => {
  const { lines, logger } = captureLogs();
  const app = await buildPortal(t, { logger });
  await app.inject({ url: '/o-nas?ticket=ST-123-secret', headers: { cookie: 'session=abc' } });
  await app.inject({ url: '/o-nas' });
  const requests = lines.filter((l) => l.msg === 'request');
  t.equal(requests.length, 2);
  const [first, second] = requests as Record<string, any>[];
  t.match(first, { method: 'GET', url: '/o-nas?ticket=[Redacted]', status: 200, cms: { hit: 0, stale: 0 } });
  t.ok(first!.cms.miss > 0, 'the first request missed the cache');
  t.match(second, { cms: { miss: 0, stale: 0 } });
  t.ok(second!.cms.hit > 0, 'the second was served from it');
  t.match(first!.reqId, /^[0-9a-f-]{36}$/);
  t.type(first!.ms, 'number');
  t.notMatch(JSON.stringify(lines), /ST-123-secret|session=abc/);
});

t.test('a 5xx is logged with its cause; the body says nothing of it', async (t) => {
  const { lines, logger } = captureLogs();
  const fake = await startFakeCms(t);
  fake.fault = { kind: 'status', status: 500 };
  const app = await buildPortal(t, { logger, cmsUrl: fake.url });
  const res = await app.inject({ url: '/o-nas' });
  t.equal(res.statusCode, 503);
  const failure = lines.find((l) => l.msg === 'request failed') as Record<string, any> | undefined;
  t.match(failure?.err, { code: 'PORTAL_CMS_UNAVAILABLE' });
  t.match(failure?.err?.stack, /PORTAL_CMS_UNAVAILABLE|FastifyError/);
  t.notMatch(res.body, /stack|status 500|injected/i);
});

t.test('assets: hashed names immutable, fixed names for a day, precompressed copies, plain 404', async (t) => {
  const app = await buildPortal(t);
  const html = (await app.inject({ url: '/o-nas' })).body;
  const js = /src="(\/assets\/client-[A-Z0-9]+\.js)"/.exec(html)![1]!;
  const res = await app.inject({ url: js, headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(res.headers['content-encoding'], 'br');
  const icon = await app.inject({ url: '/assets/errors/404.svg' });
  t.equal(icon.statusCode, 200);
  t.equal(icon.headers['cache-control'], 'public, max-age=86400');
  const missing = await app.inject({ url: '/assets/nope.js' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.body, 'Not found');
  const latest = await app.inject({ url: '/builds/latest.json' });
  t.match(latest.json(), { id: /^[0-9a-f]{12}$/ });
});

t.test('security headers: CSP without inline script, no sniffing, frame protection', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/o-nas' });
  t.match(res.headers['content-security-policy'], /script-src 'self'/);
  t.notMatch(res.headers['content-security-policy'], /unsafe-inline/);
  t.match(res.headers['content-security-policy'], /frame-ancestors 'none'/);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
  t.equal(res.headers['x-frame-options'], 'DENY');
});

t.test('pages and page data are compressed for clients that accept it', async (t) => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const app = await buildPortal(t);
  const br = await app.inject({ url: '/o-nas', headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.match(br.headers.vary, /Accept-Encoding/);
  t.match(brotliDecompressSync(br.rawPayload).toString(), /<h1>O nás<\/h1>.*<\/html>$/s);
  const gzip = await app.inject({ url: '/o-nas', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.match(gunzipSync(gzip.rawPayload).toString(), /<h1>O nás<\/h1>/);
  const plain = await app.inject({ url: '/o-nas', headers: { 'accept-encoding': 'br;q=0, identity' } });
  t.equal(plain.headers['content-encoding'], undefined);
  const buildId = /"buildId":"([0-9a-f]+)"/.exec(plain.body)![1]!;
  const data = await app.inject({ url: `/o-nas/_payload.json?${buildId}`, headers: { 'accept-encoding': 'gzip' } });
  t.equal(data.headers['content-encoding'], 'gzip');
  t.equal(JSON.parse(gunzipSync(data.rawPayload).toString()).view.content.name, 'O nás');
});
