/**
 * Page-cache hits over HTTP (server/page-cache/server.ts): answered by the server's own listener before Fastify,
 * with what every answer gets (security headers, a request id, a log line, the metrics), and everything else handed
 * to Fastify: a session, another host, a host a client names without a trusted proxy, a page not kept.
 */
import { createServer, IncomingMessage, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { SESSION_COOKIE } from '../../server/session/cookie.ts';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../../shared/consent.ts';
import { LOCALE_COOKIE } from '../../shared/locales.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal, captureLogs, type PortalOptions } from '../helpers/portal.ts';
import { eventually, testClock } from '../helpers/time.ts';

/** The public URL's host (test/helpers/portal.ts): the one whose pages are kept. */
const HOST = 'portal.example';
const METRICS_TOKEN = 'a-metrics-token-of-some-length';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The portal listening on loopback, how many requests Fastify answered (a hit in its hooks included) and how many of
 * them came by `inject` (its stand-in request is no `IncomingMessage`).
 */
async function listening(t: { teardown(fn: () => unknown): void }, options: PortalOptions = {}, beforeListening?: (app: FastifyInstance) => void) {
  const app = await buildPortal(t, options);
  beforeListening?.(app);
  const fastify = { requests: 0, injected: 0 };
  app.addHook('onResponse', (request, _reply, done) => {
    fastify.requests++;
    if (!(request.raw instanceof IncomingMessage)) fastify.injected++;
    done();
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(base + path, { method, headers: { host: HOST, ...headers } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  return { app, fastify, ask };
}

async function kept(ask: (path: string) => Promise<Answer>, path: string): Promise<void> {
  await ask(path);
  await eventually(async () => (await ask(path)).headers['x-page-cache'] === 'hit');
}

t.test('a kept page is answered before Fastify: the same page and headers, a request id and a log line of its own', async (t) => {
  const { lines, logger } = captureLogs();
  const { app, fastify, ask } = await listening(t, { logger });
  const made = await ask('/o-nas');
  t.equal(made.headers['x-page-cache'], undefined, 'made by Fastify and React');
  await kept(ask, '/o-nas');
  const before = fastify.requests;

  const identity = await ask('/o-nas');
  const br = await ask('/o-nas', { 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await ask('/o-nas', { 'accept-encoding': 'gzip' });
  const head = await ask('/o-nas', {}, 'HEAD');
  const notModified = await ask('/o-nas', { 'if-none-match': String(identity.headers.etag) });
  t.equal(fastify.requests, before, 'none of them reached Fastify');

  t.equal(identity.status, 200);
  t.equal(identity.headers['x-page-cache'], 'hit');
  t.equal(identity.body.toString(), made.body.toString(), 'the same page, byte for byte');
  t.equal(brotliDecompressSync(br.body).toString(), made.body.toString());
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(gunzipSync(gzip.body).toString(), made.body.toString());
  t.equal(Number(identity.headers['content-length']), identity.body.length);
  t.equal(head.status, 200);
  t.equal(head.body.length, 0, 'HEAD: the headers only');
  t.equal(head.headers['content-length'], identity.headers['content-length']);
  t.equal(notModified.status, 304);
  t.equal(notModified.body.length, 0);
  t.equal(notModified.headers.etag, identity.headers.etag);

  // The made page was streamed (chunked, no ETag yet); the rest is the same.
  const perAnswer = new Set(['x-request-id', 'x-page-cache', 'date', 'connection', 'keep-alive', 'etag', 'content-length', 'content-encoding', 'transfer-encoding']);
  for (const [name, value] of Object.entries(made.headers)) {
    if (!perAnswer.has(name)) t.equal(identity.headers[name], value, `${name}: as on the page made`);
  }
  const ids = [identity, br, gzip, head, notModified].map((answer) => answer.headers['x-request-id']);
  t.equal(new Set(ids).size, 5, 'each answer its own request id');

  // The log is written in batches: the lines are there once the logger has them.
  const line = lines.find((entry) => entry.reqId === identity.headers['x-request-id']);
  t.match(line, { level: 30, method: 'GET', url: '/o-nas', status: 200, msg: 'request' }, "the hit's log line");
  t.match(lines.find((entry) => entry.reqId === notModified.headers['x-request-id']), { status: 304 });
  t.match(app.pageCache!.stats(), { hits: Number }, 'counted');
});

t.test('what is handed to Fastify: a session, another host, a host named without a trusted proxy', async (t) => {
  const { fastify, ask } = await listening(t);
  await kept(ask, '/o-nas');
  const bypassing: Record<string, Record<string, string>> = {
    'a session cookie': { cookie: `${SESSION_COOKIE}=anything` },
    'another host': { host: 'evil.example' },
    'X-Forwarded-Host from a client that is no trusted proxy': { host: 'evil.example', 'x-forwarded-host': HOST },
  };
  for (const [what, headers] of Object.entries(bypassing)) {
    const before = fastify.requests;
    const answer = await ask('/o-nas', headers);
    t.equal(answer.headers['x-page-cache'], undefined, `${what}: not from the cache`);
    t.equal(fastify.requests, before + 1, `${what}: Fastify answered`);
  }
  const before = fastify.requests;
  t.equal((await ask('/o-nas', { 'x-forwarded-host': 'evil.example' })).headers['x-page-cache'], 'hit', "an untrusted X-Forwarded-Host counts for nothing: the Host's page");
  t.equal(fastify.requests, before);
});

t.test('a hit is found again at once only by a request asked the same way: each header the key depends on; not after a purge', async (t) => {
  const { app, fastify, ask } = await listening(t);
  const czech = { 'accept-language': 'cs' };
  const fromSite = { 'accept-language': 'en', referer: `http://${HOST}/o-nas` };
  await ask('/', czech);
  await eventually(async () => (await ask('/', czech)).headers['x-page-cache'] === 'hit');
  // Each request below differs from the hit just before it (the one remembered) by one header.
  const hit = async (headers: Record<string, string>, what: string) => t.equal((await ask('/', headers)).headers['x-page-cache'], 'hit', what);
  const repeated = await ask('/', czech);
  t.equal(repeated.headers['x-page-cache'], 'hit', 'the same request again');

  const english = await ask('/', { 'accept-language': 'en' });
  t.equal(english.status, 302, 'another language: the bare root redirects');
  t.equal(english.headers.location, '/en');
  await hit(czech, 'Czech');
  t.equal((await ask('/', { ...czech, cookie: `${LOCALE_COOKIE}=ua` })).headers.location, '/ua', 'another cookie: a language chosen before');
  const site = await ask('/', fromSite);
  t.equal(site.headers['x-page-cache'], 'hit', 'from a page of the site: the Czech home');
  t.equal(site.body.toString(), repeated.body.toString());
  t.equal((await ask('/', { ...fromSite, referer: 'https://search.example/?q=mpsv' })).headers.location, '/en', 'another referrer: from elsewhere, redirected');

  const before = fastify.requests;
  await hit(czech, 'Czech');
  t.equal((await ask('/', { ...czech, cookie: `${SESSION_COOKIE}=anything` })).headers['x-page-cache'], undefined, 'a session: not from the cache');
  await hit(czech, 'Czech');
  const consent = await ask('/', { ...czech, cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0.2026-11-01` });
  t.equal(consent.headers['x-page-cache'], undefined, 'a consent given: a page of its own, made');
  t.equal(fastify.requests, before + 2);

  await hit(czech, 'Czech');
  app.pageCache!.purge(['/']);
  t.equal((await ask('/', czech)).headers['x-page-cache'], undefined, 'purged: made again');
});

t.test('behind a trusted proxy, the host it forwards is the one that counts', async (t) => {
  const { fastify, ask } = await listening(t, { env: { TRUST_PROXY: '127.0.0.1' } });
  await kept(ask, '/o-nas');
  const before = fastify.requests;
  t.equal((await ask('/o-nas', { host: '127.0.0.1', 'x-forwarded-host': HOST })).headers['x-page-cache'], 'hit', 'the forwarded public host');
  t.equal(fastify.requests, before);
  t.equal((await ask('/o-nas', { 'x-forwarded-host': 'evil.example' })).headers['x-page-cache'], undefined, 'a forwarded foreign host');
  t.equal((await ask('/o-nas', { 'x-forwarded-host': `evil.example, ${HOST}` })).headers['x-page-cache'], 'hit', 'the value the nearest proxy added, as Fastify reads it');
});

t.test('the trusted proxies are compiled once, into the one test Fastify and the listener both ask', async (t) => {
  const compile = proxyAddr.compile;
  let compiled = 0;
  proxyAddr.compile = (value) => {
    compiled++;
    return compile(value);
  };
  t.teardown(() => {
    proxyAddr.compile = compile;
  });
  await listening(t, { env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
  t.equal(compiled, 1);
});

t.test('an expired page is answered stale at once over HTTP and made again in the background, asked of the listener', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const { fastify, ask } = await listening(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60' } });
  await kept(ask, '/o-nas');
  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('O nás', 'O nás (upraveno)') };
  clock.advance(61_000);
  const before = fastify.requests;
  const stale = await ask('/o-nas');
  t.equal(stale.headers['x-page-cache'], 'stale');
  t.notMatch(stale.body.toString(), 'upraveno');
  await eventually(async () => (await ask('/o-nas')).body.toString().includes('<h1>O nás (upraveno)</h1>'));
  t.equal((await ask('/o-nas')).headers['x-page-cache'], 'hit');
  t.equal(fastify.requests, before + 1, 'one request made the page again');
  t.equal(fastify.injected, 0, 'over HTTP, not by inject');
});

t.test('hits answered before Fastify are timed in the metrics like every answer (HEAD is not)', async (t) => {
  const { app, ask } = await listening(t, { env: { METRICS_TOKEN } });
  const count = async () => {
    const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    return Number(/^http_request_duration_seconds_count\{(?=[^}]*method="GET")(?=[^}]*kind="page")(?=[^}]*status_code="200")[^}]*\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };
  await kept(ask, '/o-nas');
  const before = await count();
  for (let i = 0; i < 5; i++) await ask('/o-nas');
  await ask('/o-nas', {}, 'HEAD');
  t.equal(await count(), before + 5);
});

/**
 * A connection to the listening portal on which requests are written one after another, each answer read whole:
 * its header block as written, and as many bytes of body as it says (none when `bodyless`: HEAD, 304).
 */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => ((received = Buffer.concat([received, chunk])), wake()));
  socket.on('close', () => ((closed = true), wake()));
  const more = () => new Promise<void>((resolve) => (wake = resolve));
  return {
    async send(request: string, bodyless = false): Promise<{ head: string; body: Buffer }> {
      socket.write(request);
      for (;;) {
        const end = received.indexOf('\r\n\r\n') + 4;
        if (end >= 4) {
          const head = received.subarray(0, end).toString('latin1');
          const length = bodyless ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
          if (received.length >= end + length) {
            const body = received.subarray(end, end + length);
            received = received.subarray(end + length);
            return { head, body };
          }
        }
        if (closed) throw new Error(`closed before the answer was whole: ${received.toString('latin1').slice(0, 200)}`);
        await more();
      }
    },
    async untilClosed(): Promise<void> {
      while (!closed) await more();
    },
    destroy: () => socket.destroy(),
  };
}

/** The header block Node's own server writes for this status and these headers, with this keep-alive timeout. */
async function nodeWrites(status: number, headers: string[], keepAliveTimeout: number): Promise<string> {
  const server = createServer((_request, response) => response.writeHead(status, headers).end());
  server.keepAliveTimeout = keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const connection = rawConnection((server.address() as AddressInfo).port);
  const { head } = await connection.send(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`, true);
  connection.destroy();
  server.close();
  return head;
}

const asked = (path: string, ...lines: string[]) => `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]+/, '');

t.test('a hit is written as Node writes an answer: the same header block, the connection kept or closed as asked', async (t) => {
  const { app, ask } = await listening(t);
  await kept(ask, '/o-nas');
  const { port } = app.server.address() as AddressInfo;
  const connection = rawConnection(port);
  const br = await connection.send(asked('/o-nas', 'Accept-Encoding: br'));
  t.match(br.head, /^HTTP\/1\.1 200 OK\r\n/);
  t.match(br.head, /\r\nx-page-cache: hit\r\nx-request-id: [0-9a-f-]{36}\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
  t.match(br.head, /\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+\r\n\r\n$/, 'kept open, as Node says it');
  t.equal(br.body.length, Number(/\r\ncontent-length: (\d+)/.exec(br.head)?.[1]));
  const fields = br.head.split('\r\n').slice(1, -2).filter((line) => !/^(Date|Connection|Keep-Alive):/.test(line));
  const headers = fields.flatMap((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]);
  t.equal(withoutDate(br.head), withoutDate(await nodeWrites(200, headers, app.server.keepAliveTimeout)), "byte for byte Node's own, but the date");

  const head = await connection.send(`HEAD /o-nas HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: br\r\n\r\n`, true);
  t.equal(withoutDate(head.head).replace(/x-request-id: [^\r]+/, ''), withoutDate(br.head).replace(/x-request-id: [^\r]+/, ''), 'HEAD: the same headers on the same connection');
  const etag = /\r\netag: ([^\r]+)/.exec(br.head)![1]!;
  const notModified = await connection.send(asked('/o-nas', `If-None-Match: ${etag}`), true);
  t.match(notModified.head, /^HTTP\/1\.1 304 Not Modified\r\n/);
  t.notMatch(notModified.head, /content-length/i);
  const identity = await connection.send(asked('/o-nas'));
  t.match(identity.body.toString(), /<h1>O nás<\/h1>/, 'after a body-less answer, the next one whole');
  const last = await connection.send(asked('/o-nas', 'Connection: close'));
  t.match(last.head, /\r\nConnection: close\r\n\r\n$/, 'asked to close: says so');
  t.equal(last.body.length, identity.body.length);
  await connection.untilClosed();
  t.pass('and closes it');

  const http10 = rawConnection(port);
  const old = await http10.send(`GET /o-nas HTTP/1.0\r\nHost: ${HOST}\r\n\r\n`);
  t.match(old.head, /\r\nx-page-cache: hit\r\n/);
  t.match(old.head, /\r\nConnection: close\r\n\r\n$/, 'HTTP/1.0 without keep-alive: closed');
  await http10.untilClosed();
});

t.test('a hit while the process shuts down ends its keep-alive connection, as onSend does for other answers', async (t) => {
  // Shutting down begins with preClose; while a slow one of them runs, the portal still listens.
  let closing!: () => void;
  const began = new Promise<void>((resolve) => (closing = resolve));
  const { app, ask } = await listening(t, {}, (app) =>
    app.addHook('preClose', async () => {
      closing();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }),
  );
  await kept(ask, '/o-nas');
  const connection = rawConnection((app.server.address() as AddressInfo).port);
  t.match((await connection.send(asked('/o-nas'))).head, /Connection: keep-alive/, 'while running: kept open');
  const closed = app.close();
  await began;
  const last = await connection.send(asked('/o-nas'));
  t.match(last.head, /\r\nx-page-cache: hit\r\n/);
  t.match(last.head, /\r\nConnection: close\r\n\r\n$/);
  await connection.untilClosed();
  await closed;
});
