/** The portal's client for the provider's user-info, against a provider that misbehaves on request. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ProviderClient } from '../../server/provider-client.ts';
import { ProviderPaths } from '../../shared/security-provider.ts';

type Answer = { status: number; body: string } | 'hang' | 'reset';

async function fakeProvider(t: { teardown(fn: () => unknown): void }, answer: Answer) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    if (answer === 'hang') return;
    if (answer === 'reset') return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const COOKIES = 'i18n_redirected=en; portal.session=secret-of-the-portal; SESSION=abc123; consent=all';

t.test('a user: user-info asked with the provider cookie only', async (t) => {
  const provider = await fakeProvider(t, { status: 200, body: JSON.stringify({ login: 'demo', name: 'Jana Nováková', email: 'jana@example.cz', extra: 1 }) });
  const client = new ProviderClient(provider.url, 1000, ['SESSION']);
  t.same(await client.userInfo(COOKIES), { login: 'demo', name: 'Jana Nováková', email: 'jana@example.cz' });
  t.equal(provider.seen.length, 1);
  t.equal(provider.seen[0]!.url, ProviderPaths.userInfo);
  t.equal(provider.seen[0]!.headers.cookie, 'SESSION=abc123', "the portal's own and other cookies stay home");
});

t.test('several provider cookies are forwarded as sent; look-alike names are not', async (t) => {
  const client = new ProviderClient('http://unused', 1000, ['SESSION', 'XSRF-TOKEN']);
  t.equal(client.providerCookies('SESSIONX=1; SESSION=a%20b; XSRF-TOKEN=z=z; SESSION; =SESSION'), 'SESSION=a%20b; XSRF-TOKEN=z=z');
  t.equal(client.providerCookies(undefined), '');
});

t.test('no provider cookie: null, and the provider is not asked', async (t) => {
  const provider = await fakeProvider(t, { status: 200, body: '{"login":"demo"}' });
  const client = new ProviderClient(provider.url, 1000, ['SESSION']);
  t.equal(await client.userInfo('portal.session=x'), null);
  t.equal(await client.userInfo(undefined), null);
  t.equal(provider.seen.length, 0);
});

t.test('401: null (unauthenticated)', async (t) => {
  const provider = await fakeProvider(t, { status: 401, body: '{"statusCode":401,"message":"Not signed in."}' });
  t.equal(await new ProviderClient(provider.url, 1000, ['SESSION']).userInfo(COOKIES), null);
});

t.test('a name or e-mail left out: the login stands in for the name', async (t) => {
  const provider = await fakeProvider(t, { status: 200, body: '{"login":"demo"}' });
  t.same(await new ProviderClient(provider.url, 1000, ['SESSION']).userInfo(COOKIES), { login: 'demo', name: 'demo', email: '' });
});

t.test('a provider that cannot say: AUTH_PROVIDER_UNAVAILABLE (503), never null', async (t) => {
  const cases: [string, Answer, RegExp][] = [
    ['a 500', { status: 500, body: '{}' }, /user-info answered HTTP 500/],
    ['a 403', { status: 403, body: '{}' }, /user-info answered HTTP 403/],
    ['not JSON', { status: 200, body: '<html>' }, /not JSON/],
    ['JSON without a login', { status: 200, body: '{"name":"x"}' }, /without a login/],
    ['a dropped connection', 'reset', /failed/],
  ];
  for (const [what, answer, message] of cases) {
    const provider = await fakeProvider(t, answer);
    await t.rejects(new ProviderClient(provider.url, 1000, ['SESSION']).userInfo(COOKIES), { code: 'PORTAL_AUTH_PROVIDER_UNAVAILABLE', statusCode: 503, message }, what);
  }
});

t.test('a provider that hangs: given up after the timeout', async (t) => {
  const provider = await fakeProvider(t, 'hang');
  const started = performance.now();
  await t.rejects(new ProviderClient(provider.url, 200, ['SESSION']).userInfo(COOKIES), { code: 'PORTAL_AUTH_PROVIDER_UNAVAILABLE', message: /timed out after 200 ms/ });
  t.ok(performance.now() - started < 5000, 'given up, not waited for');
  t.notMatch(provider.seen.map((s) => s.url).join(), /abc123/, 'the cookie is never in a URL');
});

t.test('token calls: tokens, null for a 401, and a token that is not a string stops the sign-in (docs/product.md §5)', async (t) => {
  const tokens = await fakeProvider(t, { status: 200, body: '{"token":"t1","refreshToken":"r1"}' });
  t.same(await new ProviderClient(tokens.url, 1000, ['SESSION']).signIn('demo', 'demo'), { token: 't1', refreshToken: 'r1' });
  t.equal(tokens.seen[0]!.url, ProviderPaths.signIn);
  t.equal(tokens.seen[0]!.headers['content-type'], 'application/json');

  const refused = await fakeProvider(t, { status: 401, body: '{"message":"Wrong username or password."}' });
  t.equal(await new ProviderClient(refused.url, 1000, ['SESSION']).signIn('demo', 'x'), null);
  t.equal(await new ProviderClient(refused.url, 1000, ['SESSION']).session('t1'), null);
  t.equal(await new ProviderClient(refused.url, 1000, ['SESSION']).refresh('r1'), null);

  const signUp = { username: 'jan.novak', password: 'Zahrada-Lipa-2026', name: 'Jan Novák', email: 'jan@example.cz' };
  const created = await fakeProvider(t, { status: 201, body: '{"token":"t2","refreshToken":"r2"}' });
  t.same(await new ProviderClient(created.url, 1000, ['SESSION']).signUp(signUp), { token: 't2', refreshToken: 'r2' });
  t.equal(created.seen[0]!.url, ProviderPaths.signUp);
  t.equal((await fakeProvider(t, { status: 409, body: '{}' }).then((p) => new ProviderClient(p.url, 1000, ['SESSION']).signUp(signUp))), 'taken');
  t.equal((await fakeProvider(t, { status: 400, body: '{}' }).then((p) => new ProviderClient(p.url, 1000, ['SESSION']).signUp(signUp))), 'invalid');
  const down = await fakeProvider(t, { status: 500, body: '{}' });
  await t.rejects(new ProviderClient(down.url, 1000, ['SESSION']).signUp(signUp), { code: 'PORTAL_AUTH_PROVIDER_UNAVAILABLE' }, 'a provider that fails is no refusal');

  const numeric = await fakeProvider(t, { status: 200, body: '{"token":42}' });
  await t.rejects(new ProviderClient(numeric.url, 1000, ['SESSION']).signIn('demo', 'demo'), { code: 'PORTAL_AUTH_PROVIDER_UNAVAILABLE', message: /sign-in answered JSON without a token/ });

  const session = await fakeProvider(t, { status: 200, body: '{"user":{"login":"demo","name":"Jana"}}' });
  t.same(await new ProviderClient(session.url, 1000, ['SESSION']).session('t1'), { login: 'demo', name: 'Jana', email: '' });
  t.equal(session.seen[0]!.headers.authorization, 'Bearer t1', 'the token in a header, never in the URL');
  t.equal(session.seen[0]!.url, ProviderPaths.session);
});
