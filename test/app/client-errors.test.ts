/** The browser's error reports (server/client-errors.ts) and the build files it reads (builds/latest.json, builds/meta). */
import t from 'tap';
import { rulesFor } from '../../shared/route-rules.ts';
import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERRORS_PER_MINUTE } from '../../server/client-errors.ts';
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '../../shared/client-errors.ts';
import { testClientBuild } from '../helpers/client-build.ts';
import { buildPortal, captureLogs } from '../helpers/portal.ts';

const report = { kind: 'error', message: 'TypeError: x is undefined', stack: 'TypeError: x is undefined\n    at f (/assets/client.js:1:2)', url: '/o-nas?ticket=ST-1-secret' };
const post = (body: string, remoteAddress = '192.0.2.1', contentType = 'application/json') => ({
  method: 'POST' as const,
  url: CLIENT_ERRORS_PATH,
  headers: { 'content-type': contentType },
  remoteAddress,
  body,
});

t.test('a report is logged with the request id and answered 204 without a body', async (t) => {
  const { lines, logger } = captureLogs();
  const app = await buildPortal(t, { logger });
  const res = await app.inject(post(JSON.stringify(report)));
  t.equal(res.statusCode, 204);
  t.equal(res.body, '');
  t.equal(res.headers['cache-control'], 'no-store');
  const logged = lines.find((l) => l.msg === 'unexpected error in the browser') as Record<string, any> | undefined;
  t.ok(logged, 'the report is in the log');
  t.equal(logged?.reqId, res.headers['x-request-id'], 'with the id of its request');
  t.equal(logged?.level, 40, 'as a warning');
  t.match(logged?.clientError, { kind: 'error', message: report.message, stack: report.stack, url: '/o-nas?ticket=[Redacted]' });
  t.notMatch(JSON.stringify(lines), /ST-1-secret/, 'secrets in the page URL are not logged');
});

t.test('a report that does not fit is refused with 400 and a fixed message, never echoing the body', async (t) => {
  const { lines, logger } = captureLogs();
  const app = await buildPortal(t, { logger });
  const refused = [
    { ...report, kind: 'bogus<script>' },
    { ...report, message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
    { ...report, stack: 42 },
    { ...report, extra: 'bogus<script>' },
    { kind: 'error', url: '/' },
  ];
  for (const body of refused) {
    const res = await app.inject(post(JSON.stringify(body), '192.0.2.2'));
    t.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
    t.same(res.json(), { statusCode: 400, message: 'Invalid error report.' });
  }
  const broken = await app.inject(post('{"kind":"bogus<script>', '192.0.2.2'));
  t.equal(broken.statusCode, 400, 'JSON that does not parse');
  t.notMatch(broken.body, /bogus/, 'the parser message quoting the body is not sent');
  t.equal((await app.inject(post('kind=error', '192.0.2.2', 'application/x-www-form-urlencoded'))).statusCode, 415, 'only JSON');
  t.notOk(lines.some((l) => l.msg === 'unexpected error in the browser'), 'nothing refused is logged as a report');
});

t.test('a body over the limit is refused with 413', async (t) => {
  const app = await buildPortal(t);
  const body = JSON.stringify({ ...report, stack: 's'.repeat(CLIENT_ERROR_BODY_LIMIT) });
  const res = await app.inject(post(body, '192.0.2.3'));
  t.equal(res.statusCode, 413);
  t.same(res.json(), { statusCode: 413, message: 'The report is too large.' });
  const largestFitting = JSON.stringify({ kind: 'error', message: 'm'.repeat(CLIENT_ERROR_LIMITS.message), stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack), url: '/' + 'u'.repeat(CLIENT_ERROR_LIMITS.url - 1) });
  t.equal((await app.inject(post(largestFitting, '192.0.2.3'))).statusCode, 204, 'the longest texts the browser sends fit the limit');
});

t.test('reports are rate-limited per client address: 429 with Retry-After', async (t) => {
  const app = await buildPortal(t);
  const body = JSON.stringify(report);
  for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) t.equal((await app.inject(post(body, '192.0.2.4'))).statusCode, 204);
  const limited = await app.inject(post(body, '192.0.2.4'));
  t.equal(limited.statusCode, 429);
  t.ok(Number(limited.headers['retry-after']) > 0, 'Retry-After');
  t.same(limited.json(), { statusCode: 429, message: 'Too many reports; try again later.' });
  t.equal((await app.inject(post(body, '192.0.2.5'))).statusCode, 204, 'another address is not limited');
});

t.test('builds/latest.json: the build id of the running client bundle, never cached', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/builds/latest.json' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'no-cache');
  t.same(res.json(), { id: (await testClientBuild()).buildId });
});

t.test('builds/meta/{buildId}.json: the build manifest with its route rules (docs/product.md §7); another build is a JSON 404', async (t) => {
  const app = await buildPortal(t, { env: { AUTH_INCLUDE: '/klientska-zona/*', AUTH_EXCLUDE: '/klientska-zona/napoveda' } });
  const build = await testClientBuild();
  const res = await app.inject({ url: `/builds/meta/${build.buildId}.json` });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  const manifest = res.json();
  t.equal(manifest.id, build.buildId);
  t.ok(manifest.timestamp > Date.parse('2026-01-01'), 'when it was built');
  t.same(manifest.routeRules['/auth/*'], { render: 'server' });
  t.same(manifest.routeRules['/dev/*'], { robots: 'noindex' });
  t.same(manifest.routeRules['/klientska-zona/*'], { signIn: true });
  t.same(rulesFor('/en/klientska-zona/profil', manifest.routeRules), { signIn: true }, 'matched in any language');
  t.same(rulesFor('/klientska-zona/napoveda', manifest.routeRules), { signIn: false }, 'an exclude wins');
  t.same(rulesFor('/ua/auth/login?redirect=/', manifest.routeRules), { render: 'server' });
  t.same(rulesFor('/podpora-v-nezamestnanosti', manifest.routeRules), {});
  const other = await app.inject({ url: '/builds/meta/0123456789ab.json' });
  t.equal(other.statusCode, 404);
  t.match(other.headers['content-type'], /^application\/json/);
  t.same(other.json(), { statusCode: 404, message: 'No build 0123456789ab is served here.' });
});
