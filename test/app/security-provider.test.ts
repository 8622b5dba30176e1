/**
 * The security provider stand-in over real HTTP, with the CAS stand-in behind it: the whole browser flow,
 * the session cookie, user-info, logout and cleanup, the token calls, and a CAS that answers with a DTD.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ProviderPaths } from '../../shared/security-provider.ts';
import { ProviderClient } from '../../server/provider-client.ts';
import { browse, CookieJar, PORTAL, SERVICE, startCas, startProvider, submitLogin, viaPortal } from '../helpers/auth-stand-ins.ts';
import { captureLogs } from '../helpers/portal.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

type Provider = Awaited<ReturnType<typeof startProvider>>;

const CALLBACK = `${PORTAL}/auth/callback?redirect=%2Fdev%2Fprotected`;
const JANA = { login: 'demo', name: 'Jana Nováková', email: 'jana.novakova@example.cz' };

async function stack(t: Teardown) {
  const cas = await startCas(t);
  const provider = await startProvider(t, cas.url);
  // The browser keeps the portal's cookies (the provider's among them) apart from those of the CAS host.
  return { cas, provider, portalJar: new CookieJar(), casJar: new CookieJar() };
}

type Stack = Awaited<ReturnType<typeof stack>>;

/** The browser's way from the provider's login to the callback; returns the provider's last answer. */
async function signIn(s: Stack, username = 'demo', query: Record<string, string> = { redirect: CALLBACK }) {
  const start = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams(query)}`);
  const form = await browse(s.casJar, start.headers.get('location')!);
  const posted = form.status === 200 ? await submitLogin(s.casJar, s.cas.origin, await form.text(), username, username) : form;
  return browse(s.portalJar, viaPortal(posted.headers.get('location')!, s.provider.origin));
}

async function userInfo(provider: Provider, cookie: string) {
  const response = await fetch(provider.origin + ProviderPaths.userInfo, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

t.test('login: the callback remembered for this browser, then off to CAS with the provider’s own service URL', async (t) => {
  const s = await stack(t);
  const response = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams({ redirect: CALLBACK, locale: 'en' })}`);
  t.equal(response.status, 302);
  const login = s.portalJar.get('SP_LOGIN');
  t.match(login?.value, /^[0-9a-f]{64}$/);
  t.equal(response.headers.get('location'), `${s.cas.url}/login?${new URLSearchParams({ service: `${SERVICE}?state=${login?.value}`, locale: 'en' })}`, 'the service URL carries the sign-in\'s state');
  t.equal(login?.path, '/security-provider/auth/cas', 'sent to the login and the callback only');
  t.match(login?.attributes, /HttpOnly/);
  const renew = await fetch(`${s.provider.origin}${ProviderPaths.casLogin}?redirect=%2F&renew=true`, { redirect: 'manual' });
  t.match(renew.headers.get('location'), /&renew=true$/, 'renew is passed on to CAS');
});

t.test('the whole CAS flow: a session with a new random id in an HttpOnly cookie, then the callback', async (t) => {
  const s = await stack(t);
  const before = s.provider.storedEntries();
  const done = await signIn(s);
  t.equal(done.status, 302);
  t.equal(done.headers.get('location'), CALLBACK);
  const session = s.portalJar.get('SESSION');
  t.match(session?.value, /^[0-9a-f]{64}$/);
  t.equal(session?.path, '/', 'the portal sees it on its own paths and forwards it');
  t.match(session?.attributes, /HttpOnly/);
  t.match(session?.attributes, /SameSite=Lax/);
  t.equal(s.portalJar.get('SP_LOGIN'), undefined, 'the sign-in in progress is over');
  t.equal(s.provider.storedEntries(), before + 1, 'one session, nothing else left behind');

  const info = await userInfo(s.provider, s.portalJar.header('/dev/protected'));
  t.same(info, { status: 200, body: JANA, cacheControl: 'no-store' });

  // The portal's own client reads the same answer, forwarding only the provider's cookie.
  const client = new ProviderClient(s.provider.origin, 1000, ['SESSION']);
  t.same(await client.userInfo(`i18n_redirected=en; ${s.portalJar.header('/')}`), JANA);
  t.equal(await client.userInfo('i18n_redirected=en'), null);

  const again = await signIn(s);
  t.not(s.portalJar.get('SESSION')?.value, session?.value, 'every sign-in gets a new id (single sign-on this time)');
  t.equal(again.headers.get('location'), CALLBACK);
  t.equal((await userInfo(s.provider, `SESSION=${session?.value}`)).status, 401, 'and the old session is over');
});

t.test('user-info without a session, or with a made-up or lapsed one: 401', async (t) => {
  const s = await stack(t);
  t.same(await userInfo(s.provider, ''), { status: 401, body: { statusCode: 401, message: 'Not signed in.' }, cacheControl: 'no-store' });
  t.equal((await userInfo(s.provider, 'SESSION=' + 'a'.repeat(64))).status, 401);
  await signIn(s);
  s.provider.advance(8 * 60 * 60 * 1000);
  t.equal((await userInfo(s.provider, s.portalJar.header('/'))).status, 401, 'after eight hours');
});

t.test('redirects are followed only to allowed origins', async (t) => {
  const cas = await startCas(t);
  const provider = await startProvider(t, cas.url, { redirectOrigins: ['https://partner.test'] });
  const go = (path: string, redirect: string) => fetch(`${provider.origin}${path}?${new URLSearchParams({ redirect })}`, { redirect: 'manual' });
  for (const path of [ProviderPaths.casLogin, ProviderPaths.casLogout, ProviderPaths.casCleanup]) {
    for (const evil of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'http://portal.test.evil.test/', 'https://portal.test/', 'javascript:alert(1)', ' /x', '/x\ny']) {
      const response = await go(path, evil);
      t.equal(response.status, 400, `${path} ${JSON.stringify(evil)}`);
      t.equal(response.headers.get('location'), null);
    }
  }
  t.equal((await go(ProviderPaths.casCleanup, '/dev/protected')).headers.get('location'), `${PORTAL}/dev/protected`, 'a path: on the public URL');
  t.equal((await go(ProviderPaths.casCleanup, 'https://partner.test/x')).headers.get('location'), 'https://partner.test/x', 'a configured origin');
  t.equal((await fetch(provider.origin + ProviderPaths.casCleanup, { redirect: 'manual' })).headers.get('location'), `${PORTAL}/`, 'none: the public root');
});

t.test('a callback without a sign-in started in this browser is refused', async (t) => {
  const s = await stack(t);
  const response = await fetch(`${s.provider.origin}${ProviderPaths.casCallback}?ticket=ST-1`, { redirect: 'manual' });
  t.equal(response.status, 400);
  t.equal(response.headers.getSetCookie().some((c) => /^SESSION=[^;]/.test(c)), false);
});

t.test('a replayed ticket opens no session', async (t) => {
  const s = await stack(t);
  const start = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams({ redirect: CALLBACK })}`);
  const form = await (await browse(s.casJar, start.headers.get('location')!)).text();
  const callback = viaPortal((await submitLogin(s.casJar, s.cas.origin, form, 'demo', 'demo')).headers.get('location')!, s.provider.origin);
  await browse(s.portalJar, callback);
  t.equal((await userInfo(s.provider, s.portalJar.header('/'))).status, 200);

  // Someone else replays the callback URL, ticket and all, after starting a sign-in of their own.
  const other = new CookieJar();
  await browse(other, `${s.provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
  const before = s.provider.storedEntries();
  const replay = await browse(other, callback);
  t.equal(replay.status, 400, 'refused: the sign-in it belongs to was started in another browser');
  t.equal(other.get('SESSION'), undefined);
  t.equal(s.provider.storedEntries(), before - 1, 'only the sign-in in progress is gone');
});

t.test('a ticket CAS issued for another service opens no session', async (t) => {
  const s = await stack(t);
  const start = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
  t.equal(start.status, 302);
  const foreign = `${PORTAL}/another-app`;
  const form = await (await browse(s.casJar, `${s.cas.url}/login?${new URLSearchParams({ service: foreign })}`)).text();
  const ticket = new URL((await submitLogin(s.casJar, s.cas.origin, form, 'demo', 'demo')).headers.get('location')!).searchParams.get('ticket');
  await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casCallback}?ticket=${ticket}`);
  t.equal(s.portalJar.get('SESSION'), undefined);
});

/** A CAS that answers every serviceValidate with the given document, counting the calls. */
async function fakeCas(t: Teardown, document: string) {
  let calls = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/cas/p3/serviceValidate?')) calls++;
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(document);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`, calls: () => calls };
}

const SUCCESS = (user: string) => `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes><cas:name>Eve</cas:name></cas:attributes></cas:authenticationSuccess>
</cas:serviceResponse>`;

async function callbackAgainst(t: Teardown, casUrl: string) {
  const { lines, logger } = captureLogs();
  const provider = await startProvider(t, casUrl, { logger });
  const jar = new CookieJar();
  await browse(jar, `${provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
  const response = await browse(jar, `${provider.origin}${ProviderPaths.casCallback}?state=${jar.get('SP_LOGIN')!.value}&ticket=ST-abc`);
  return { response, jar, lines };
}

t.test('an answer with a DTD is refused, entities and all', async (t) => {
  const dtd = await fakeCas(t, `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY who "demo">]>\n${SUCCESS('&who;')}`);
  const refused = await callbackAgainst(t, dtd.url);
  t.equal(dtd.calls(), 1, 'the provider did ask');
  t.equal(refused.response.status, 302);
  t.equal(refused.jar.get('SESSION'), undefined, 'no session');
  t.match(refused.lines.find((line) => line.msg === 'CAS ticket not accepted'), { level: 40, code: 'INVALID_RESPONSE' });
  t.notMatch(JSON.stringify(refused.lines), /ST-abc/, 'the ticket is not logged');

  // The same answer without its DTD is a login: the DTD alone made the difference.
  const plain = await fakeCas(t, SUCCESS('demo'));
  const accepted = await callbackAgainst(t, plain.url);
  t.match(accepted.jar.get('SESSION')?.value, /^[0-9a-f]{64}$/);
  t.same(await (await fetch(`${accepted.response.url.replace(/\/security-provider.*/, '')}${ProviderPaths.userInfo}`, { headers: { cookie: accepted.jar.header('/') } })).json(), {
    login: 'demo',
    name: 'Eve',
    email: '',
  });
});

t.test('a ticket that is no CAS service ticket: 400, and CAS is never asked', async (t) => {
  const cas = await fakeCas(t, SUCCESS('demo'));
  const provider = await startProvider(t, cas.url);
  for (const ticket of ['', 'ST-', 'TGT-abc', 'st-abc', 'ST-abc def', 'ST-abc\ndef', 'ST-abc%', `ST-${'a'.repeat(257)}`, 'ST-ü']) {
    const jar = new CookieJar();
    await browse(jar, `${provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
    const state = jar.get('SP_LOGIN')!.value;
    const response = await browse(jar, `${provider.origin}${ProviderPaths.casCallback}?${new URLSearchParams({ state, ticket })}`);
    t.equal(response.status, 400, JSON.stringify(ticket));
    t.equal(jar.get('SESSION'), undefined);
  }
  t.equal(cas.calls(), 0, 'no call to CAS');
  const jar = new CookieJar();
  await browse(jar, `${provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
  await browse(jar, `${provider.origin}${ProviderPaths.casCallback}?state=${jar.get('SP_LOGIN')!.value}&ticket=ST-${'a'.repeat(256)}`);
  t.equal(cas.calls(), 1, 'the longest ticket CAS may issue is asked about');
});

t.test("login CSRF: the attacker's unused ticket, replayed in a victim's browser, signs nobody in", async (t) => {
  const s = await stack(t);
  // The attacker signs in as himself and keeps the callback URL CAS sent him to, ticket unused.
  const attacker = new CookieJar();
  const start = await browse(attacker, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams({ redirect: CALLBACK })}`);
  const form = await (await browse(s.casJar, start.headers.get('location')!)).text();
  const attackersCallback = new URL(viaPortal((await submitLogin(s.casJar, s.cas.origin, form, 'druhy', 'druhy')).headers.get('location')!, s.provider.origin));
  const ticket = attackersCallback.searchParams.get('ticket')!;

  // The victim's browser is made to start a sign-in of its own, then sent to the attacker's callback.
  const victim = new CookieJar();
  await browse(victim, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams({ redirect: CALLBACK })}`);
  const replayed = await browse(victim, attackersCallback.href);
  t.equal(replayed.status, 400, 'his state is not this browser\'s');
  t.equal(victim.get('SESSION'), undefined, 'no session');

  // With the victim's own state (were it known) the ticket still fails: CAS issued it for the attacker's service URL.
  await browse(victim, `${s.provider.origin}${ProviderPaths.casLogin}?${new URLSearchParams({ redirect: CALLBACK })}`);
  const withOwnState = await browse(victim, `${s.provider.origin}${ProviderPaths.casCallback}?${new URLSearchParams({ state: victim.get('SP_LOGIN')!.value, ticket })}`);
  t.equal(withOwnState.status, 302);
  t.equal(victim.get('SESSION'), undefined, 'still no session');
  t.equal((await userInfo(s.provider, victim.header('/'))).status, 401);

  // Without any sign-in of its own, the victim's browser is refused as before.
  const fresh = new CookieJar();
  t.equal((await browse(fresh, attackersCallback.href)).status, 400);
  t.equal(fresh.get('SESSION'), undefined);
});

t.test('a CAS that is down opens no session and does not hang', async (t) => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  const { response, jar, lines } = await callbackAgainst(t, `http://127.0.0.1:${port}/cas`);
  t.equal(response.status, 302);
  t.equal(jar.get('SESSION'), undefined);
  t.match(lines.find((line) => line.msg === 'CAS ticket not accepted'), { code: 'CAS_UNAVAILABLE' });
});

t.test('logout: the session ends, then CAS logout, then the redirect', async (t) => {
  const s = await stack(t);
  await signIn(s);
  const cookie = s.portalJar.header('/');
  const out = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogout}?redirect=%2F`);
  t.equal(out.status, 302);
  t.equal(out.headers.get('location'), `${s.cas.url}/logout?${new URLSearchParams({ service: `${PORTAL}/` })}`);
  t.equal(s.portalJar.get('SESSION'), undefined, 'the cookie is cleared');
  t.equal((await userInfo(s.provider, cookie)).status, 401, 'and the session is gone on the provider');

  const casOut = await browse(s.casJar, out.headers.get('location')!);
  t.equal(casOut.headers.get('location'), `${PORTAL}/`, 'CAS sends the browser back to the portal');
  const next = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casLogin}?redirect=%2F`);
  t.equal((await browse(s.casJar, next.headers.get('location')!)).status, 200, 'the next sign-in asks for the password');
});

t.test('cleanup ends the local session only; sign in as another user with renew', async (t) => {
  const s = await stack(t);
  await signIn(s);
  const cleanup = await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casCleanup}?${new URLSearchParams({ redirect: '/auth/login' })}`);
  t.equal(cleanup.headers.get('location'), `${PORTAL}/auth/login`);
  t.equal(s.portalJar.get('SESSION'), undefined);
  t.equal((await userInfo(s.provider, s.portalJar.header('/'))).status, 401);

  const sso = await signIn(s);
  t.equal(sso.headers.get('location'), CALLBACK, 'CAS still knows the browser: straight back');
  t.same((await userInfo(s.provider, s.portalJar.header('/'))).body, JANA);

  await browse(s.portalJar, `${s.provider.origin}${ProviderPaths.casCleanup}?redirect=%2F`);
  await signIn(s, 'druhy', { redirect: CALLBACK, renew: 'true' });
  t.same((await userInfo(s.provider, s.portalJar.header('/'))).body, { login: 'druhy', name: 'Petr Dvořák', email: 'petr.dvorak@example.cz' });
});

t.test('token calls: sign-in, get-session, refresh, sign-out', async (t) => {
  const s = await stack(t);
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(s.provider.origin + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, cookies: response.headers.getSetCookie() };
  };

  const before = s.provider.storedEntries();
  for (const body of [{ username: 'demo', password: 'wrong' }, { username: 'nobody', password: 'demo' }, { username: 'demo' }, { username: ['demo'], password: ['demo'] }]) {
    const failed = await call(ProviderPaths.signIn, { method: 'POST', body });
    t.same(failed, { status: 401, body: { statusCode: 401, message: 'Wrong username or password.' }, cookies: [] }, JSON.stringify(body));
  }
  t.equal(s.provider.storedEntries(), before, 'a failed sign-in stores nothing');

  const signedIn = await call(ProviderPaths.signIn, { method: 'POST', body: { username: 'demo', password: 'demo' } });
  t.equal(signedIn.status, 200);
  t.match(signedIn.body, { token: /^[0-9a-f]{64}$/, refreshToken: /^[0-9a-f]{64}$/ });
  const { token, refreshToken } = signedIn.body;

  t.same(await call(ProviderPaths.session, { token }), { status: 200, body: { user: JANA }, cookies: [] });
  t.equal((await call(ProviderPaths.session)).status, 401, 'no token');
  t.equal((await call(ProviderPaths.session, { token: 'f'.repeat(64) })).status, 401, 'an unknown token');

  const refreshed = await call(ProviderPaths.refresh, { method: 'POST', body: { refreshToken } });
  t.equal(refreshed.status, 200);
  t.not(refreshed.body.token, token);
  t.not(refreshed.body.refreshToken, refreshToken);
  t.same((await call(ProviderPaths.session, { token: refreshed.body.token })).body, { user: JANA });
  t.equal((await call(ProviderPaths.refresh, { method: 'POST', body: { refreshToken } })).status, 401, 'a refresh token works once');
  t.equal((await call(ProviderPaths.refresh, { method: 'POST', body: {} })).status, 401);

  s.provider.advance(15 * 60 * 1000);
  t.equal((await call(ProviderPaths.session, { token: refreshed.body.token })).status, 401, 'tokens lapse after 15 minutes');
  const late = await call(ProviderPaths.refresh, { method: 'POST', body: { refreshToken: refreshed.body.refreshToken } });
  t.equal(late.status, 200, 'the refresh token outlives the token');

  const out = await call(ProviderPaths.signOut, { method: 'POST', token: late.body.token, body: { refreshToken: late.body.refreshToken } });
  t.equal(out.status, 204);
  t.equal((await call(ProviderPaths.session, { token: late.body.token })).status, 401, 'signed out');
  t.equal((await call(ProviderPaths.refresh, { method: 'POST', body: { refreshToken: late.body.refreshToken } })).status, 401, 'its refresh token too');

  const bare = await call(ProviderPaths.signIn, { method: 'POST', body: { username: 'druhy', password: 'druhy' } });
  t.equal((await call(ProviderPaths.signOut, { method: 'POST', token: bare.body.token })).status, 204, 'sign-out with the token alone');
  t.equal((await call(ProviderPaths.refresh, { method: 'POST', body: { refreshToken: bare.body.refreshToken } })).status, 401, 'ends the refresh token as well');
});

t.test('sign-up (docs/product.md §7), the portal’s client against the stand-in: a new account is signed in at once', async (t) => {
  const s = await stack(t);
  const client = new ProviderClient(s.provider.origin, 2000, ['SESSION']);
  const account = { username: 'jan.novak', password: 'Zahrada-Lipa-2026', name: 'Jan Novák', email: 'jan.novak@example.cz' };
  const tokens = await client.signUp(account);
  if (typeof tokens === 'string') return t.fail(`refused: ${tokens}`);
  t.same(await client.session(tokens.token), { login: 'jan.novak', name: 'Jan Novák', email: 'jan.novak@example.cz' });
  t.ok(await client.signIn('jan.novak', 'Zahrada-Lipa-2026'), 'and signs in with its password afterwards');
  t.equal(await client.signIn('jan.novak', 'wrong-password'), null);

  t.equal(await client.signUp(account), 'taken', 'the same username again');
  t.equal(await client.signUp({ ...account, username: 'demo' }), 'taken', 'a demo user’s username');
  for (const broken of [{ password: 'short' }, { email: 'jan@' }, { username: 'Jan Novák' }, { name: ' ' }]) {
    t.equal(await client.signUp({ ...account, username: 'jana.nova', ...broken }), 'invalid', JSON.stringify(broken));
  }
  const raw = await fetch(s.provider.origin + ProviderPaths.signUp, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, username: 'petra' }) });
  t.equal(raw.status, 201, 'created');
  const taken = await fetch(s.provider.origin + ProviderPaths.signUp, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, username: 'petra' }) });
  t.same({ status: taken.status, body: await taken.json() }, { status: 409, body: { statusCode: 409, message: 'The username is taken.' } });
});
