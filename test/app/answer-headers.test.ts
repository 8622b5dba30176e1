/**
 * The headers every answer carries (server/answer-headers.ts), the answers Fastify gives before any route
 * included, and the error answers of the routes that are no pages: short, branded by status, nothing internal.
 */
import { connect } from 'node:net';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

function checkSecurityHeaders(t: Test, headers: Record<string, unknown>, what: string) {
  for (const name of SECURITY_HEADERS) t.ok(headers[name], `${what}: ${name}`);
  t.match(String(headers['content-security-policy']), /frame-ancestors 'none'/, `${what}: no page of the portal in another's frame`);
  t.not(String(headers['x-frame-options']).toUpperCase(), 'SAMEORIGIN', `${what}: not SAMEORIGIN`);
  t.match(String(headers['x-request-id']), /^[0-9a-f-]{36}$/, `${what}: a request id`);
}

/** What a raw connection to the listening portal reads back after `text` is written to it, until the portal closes it. */
async function exchange(app: FastifyInstance, text: string, written?: () => void): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(text);
  written?.();
  let raw = '';
  for await (const chunk of socket) raw += chunk;
  return raw;
}

/** The status line, headers and body of the answer in `raw` that starts with `statusLine`. */
function answerIn(raw: string, statusLine: string) {
  const at = raw.indexOf(statusLine);
  if (at < 0) throw new Error(`no ${statusLine} in ${raw.slice(0, 200)}`);
  const [head = '', ...rest] = raw.slice(at).split('\r\n\r\n');
  const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { headers, body: rest.join('\r\n\r\n') };
}

t.test('a page: frame-ancestors none and X-Frame-Options DENY, never SAMEORIGIN', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/o-nas' });
  checkSecurityHeaders(t, res.headers, 'page');
  t.equal(res.headers['x-frame-options'], 'DENY');
});

t.test('an undecodable URL: the branded 404 with the security headers and a request id (Fastify answers it before routing)', async (t) => {
  const app = await buildPortal(t);
  for (const url of ['/%E0%A4%A', '/en/%E0%A4%A?x=1']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 404, url);
    t.match(res.headers['content-type'], /text\/html/);
    t.equal(dom(res.body)('h1#error-headline').length, 1, 'the error screen');
    checkSecurityHeaders(t, res.headers, url);
  }
});

t.test('a request Node cannot parse: its 400 with the security headers and a request id', async (t) => {
  const app = await buildPortal(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const raw = await exchange(app, 'GET / HTTP/1.1\r\nHost: portal.example\r\nBroken header line\r\n\r\n');
  t.match(raw, /^HTTP\/1\.1 400 Bad Request\r\n/);
  const { headers, body } = answerIn(raw, 'HTTP/1.1 400');
  checkSecurityHeaders(t, headers, 'unparsable request');
  t.equal(body, 'Bad Request\n');
});

t.test('a request that arrives while the process shuts down: answered as ever, its connection closed after', async (t) => {
  const app = await buildPortal(t);
  // Shutting down begins with preClose; while a slow one of them runs, the portal still listens.
  let closing!: () => void;
  const began = new Promise<void>((resolve) => (closing = resolve));
  app.addHook('preClose', async () => {
    closing();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const closed = app.close();
  await began;
  // A render (nothing kept yet): nginx passes a portal's answer on, so a 503 here would reach the visitor.
  const res = await fetch(`http://127.0.0.1:${port}/o-nas`);
  t.equal(res.status, 200, 'the page, not a refusal');
  t.equal(res.headers.get('connection'), 'close', 'and the connection ends, so close() is not held up');
  checkSecurityHeaders(t, Object.fromEntries(res.headers), 'while closing');
  const page = dom(await res.text());
  t.equal(page('h1#error-headline').length, 0, 'no error screen');
  t.ok(page('h1').first().text().trim(), 'the page with its headline');
  await closed;
});

t.test('feeds, the sitemap and calendars with the CMS down: 503, Retry-After, a short body naming nothing internal', async (t) => {
  const fake = await startFakeCms(t);
  const app = await buildPortal(t, { cmsUrl: fake.url });
  const missing = await app.inject({ url: '/feeds/events/no-such-event.ics' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.body, 'Not Found\n', 'a 404 likewise');
  fake.fault = { kind: 'status', status: 500 };
  for (const url of ['/sitemap.xml', '/feeds/news.xml', '/en/feeds/press.xml', '/feeds/events.ics', '/feeds/events/1.ics']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 503, url);
    t.equal(res.headers['retry-after'], '30', `${url}: Retry-After`);
    t.equal(res.headers['cache-control'], 'no-store');
    t.match(res.headers['content-type'], /^text\/plain/);
    t.equal(res.body, 'Service Unavailable\n', `${url}: the status, nothing of the cause`);
    t.notMatch(res.body, /127\.0\.0\.1|http:|webs|PORTAL_/);
    checkSecurityHeaders(t, res.headers, url);
  }
});
