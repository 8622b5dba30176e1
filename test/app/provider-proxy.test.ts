/**
 * The `/security-provider/*` proxy against a provider that echoes what it was sent: which headers and cookies
 * pass, paths that stay inside the prefix, and the answer's hop-by-hop headers.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import t, { type Test } from 'tap';
import { buildPortal } from '../helpers/portal.ts';

async function echoProvider(t: Test) {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('connection', 'x-hop-secret');
      res.setHeader('x-hop-secret', 'only for the next hop');
      res.setHeader('keep-alive', 'timeout=5');
      res.setHeader('set-cookie', 'SESSION=fresh; Path=/; HttpOnly');
      res.setHeader('content-type', 'application/json');
      res.setHeader('location', 'https://portal.example/auth/callback?redirect=%2F');
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

t.test('forwarding and identity headers a client sent, hop-by-hop headers and the portal’s cookies stay behind', async (t) => {
  const provider = await echoProvider(t);
  const app = await buildPortal(t, { env: { SECURITY_PROVIDER_URL: provider.url } });
  const res = await app.inject({
    url: '/security-provider/rest/user-info?a=1&b=two',
    headers: {
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      forwarded: 'for=10.0.0.1;host=evil.example',
      'x-real-ip': '10.0.0.1',
      'x-remote-user': 'admin',
      'remote-user': 'admin',
      'x-user': 'admin',
      'x-authenticated-user': 'admin',
      via: '1.1 somewhere',
      connection: 'keep-alive, x-drop-me',
      'x-drop-me': 'hop-by-hop by the client’s own word',
      'proxy-authorization': 'Basic eDp5',
      te: 'gzip',
      authorization: 'Bearer token-of-the-token-calls',
      'accept-language': 'en',
      cookie: 'portal_session=secret-of-the-portal; auth.redirect=%2Fx; i18n_redirected=en; portal_csrf=s; SESSION=abc; SP_LOGIN=def',
    },
  });
  t.equal(res.statusCode, 200);
  t.equal(provider.seen.length, 1);
  const sent = provider.seen[0]!;
  t.equal(sent.url, '/security-provider/rest/user-info?a=1&b=two', 'the path and query as they were, prefix included');
  for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'x-remote-user', 'remote-user', 'x-user', 'x-authenticated-user', 'via', 'x-drop-me', 'proxy-authorization', 'te']) {
    t.equal(sent.headers[name], undefined, `${name} not passed on`);
  }
  t.not(sent.headers.connection, 'keep-alive, x-drop-me');
  t.equal(sent.headers.host, new URL(provider.url).host, 'the provider’s own host');
  t.equal(sent.headers.authorization, 'Bearer token-of-the-token-calls', 'the token calls keep their token');
  t.equal(sent.headers['accept-language'], 'en');
  t.equal(sent.headers.cookie, 'SESSION=abc; SP_LOGIN=def', 'only cookies that are not the portal’s');

  t.equal(res.headers['x-hop-secret'], undefined, 'a header the answer’s Connection names is dropped');
  t.equal(res.headers['keep-alive'], undefined);
  t.equal(res.headers['set-cookie'], 'SESSION=fresh; Path=/; HttpOnly', 'the provider’s cookie reaches the browser');
  t.equal(res.headers.location, 'https://portal.example/auth/callback?redirect=%2F', 'its Location as it said');
  t.same(res.json(), { ok: true });
});

t.test('a POST body passes as it was sent', async (t) => {
  const provider = await echoProvider(t);
  const app = await buildPortal(t, { env: { SECURITY_PROVIDER_URL: provider.url } });
  const body = JSON.stringify({ username: 'demo', password: 'demo' });
  const res = await app.inject({ method: 'POST', url: '/security-provider/rest/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: body });
  t.equal(res.statusCode, 200);
  t.equal(provider.seen[0]!.method, 'POST');
  t.same(JSON.parse(provider.seen[0]!.body), { username: 'demo', password: 'demo' });
});

t.test('sign-up never passes through the portal: no visitor creates accounts at the provider through it', async (t) => {
  const provider = await echoProvider(t);
  const app = await buildPortal(t, { env: { SECURITY_PROVIDER_URL: provider.url } });
  const account = JSON.stringify({ username: 'jana.nova', password: 'Zahrada-Lipa-2026', name: 'Jana Nová', email: 'jana@example.cz' });
  for (const url of ['/security-provider/rest/auth/sign-up', '/security-provider/rest/auth/sign-up/', '/security-provider/rest/auth/sign-up?x=1']) {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: account });
    t.equal(res.statusCode, 404, url);
  }
  t.same(provider.seen, [], 'nothing reached the provider');
  const signIn = await app.inject({ method: 'POST', url: '/security-provider/rest/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{}' });
  t.equal(signIn.statusCode, 200, 'the other paths still pass');
});

t.test('a body over 64 KB is refused with 413 and never reaches the provider, announced or chunked', async (t) => {
  const provider = await echoProvider(t);
  const app = await buildPortal(t, { env: { SECURITY_PROVIDER_URL: provider.url } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/security-provider/rest/auth/sign-in`;
  const big = 'x'.repeat(64 * 1024 + 1);
  for (const type of ['application/json', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
    const announced = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body: big });
    t.equal(announced.status, 413, `${type}, with Content-Length`);
    t.ok(announced.headers.get('x-request-id'), 'an answer of the portal');
  }
  // Sent in chunks with no length announced: counted as it arrives.
  const chunks = async function* () {
    for (let i = 0; i < 200; i++) yield new TextEncoder().encode('y'.repeat(4096));
  };
  const chunked = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Readable.toWeb(Readable.from(chunks())) as ReadableStream, duplex: 'half' } as RequestInit);
  t.equal(chunked.status, 413, 'chunked');
  t.same(provider.seen, [], 'nothing was relayed');

  const limit = JSON.stringify({ username: 'demo', password: 'p'.repeat(64 * 1024 - 40) });
  t.ok(limit.length <= 64 * 1024);
  const fits = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: limit });
  t.equal(fits.status, 200, 'a body within the limit passes');
  t.equal(provider.seen[0]?.body, limit, 'byte for byte');
});

t.test('paths stay inside the prefix', async (t) => {
  const provider = await echoProvider(t);
  const app = await buildPortal(t, { env: { SECURITY_PROVIDER_URL: provider.url } });
  for (const url of [
    '/security-provider/../admin',
    '/security-provider/%2e%2e/admin',
    '/security-provider/%2E%2E%2Fadmin',
    '/security-provider/..%5Cadmin',
    '/security-provider/rest/..%2F..%2Fadmin',
    '/security-provider/%2F%2Fevil.example/x',
  ]) {
    const res = await app.inject({ url });
    t.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: refused (${res.statusCode})`);
  }
  t.same(provider.seen, [], 'none of them reached the provider');
  t.equal((await app.inject({ url: '/security-providerx/rest/user-info' })).statusCode, 404, 'a look-alike prefix is a page of the portal');
  t.same(provider.seen, []);
});
