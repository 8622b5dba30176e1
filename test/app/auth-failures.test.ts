/**
 * Sign-in when something is wrong (docs/product.md §11.3): replayed and foreign CAS tickets, a CAS answer with a DTD,
 * and a security provider that is down or hangs. Public pages keep working; sign-in fails closed and fast.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import t, { type Test } from 'tap';
import { startAuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { LOCALES } from '../../shared/locales.ts';
import { last, TestBrowser } from '../helpers/auth-browser.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildTestPortal, SAMPLE_CONTENT, type PortalOptions } from '../helpers/portal.ts';

const PORTAL = 'https://portal.example';
const UNAVAILABLE = /Přihlášení je dočasně nedostupné/;

async function portal(t: Test, options: PortalOptions = {}) {
  const built = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, ...options });
  return { ...built, browser: () => new TestBrowser(built.app, built.config.publicUrl) };
}

/** An HTTP server on a free loopback port answering with `handler`; counts its requests. */
async function server(t: Test, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const http = createServer((req, res) => {
    seen.push(req.url!);
    handler(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => {
    http.closeAllConnections();
    http.close(resolve);
  }));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, seen };
}

/** A loopback address nothing listens on any more. */
async function closedPort(): Promise<string> {
  const gone = createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const port = (gone.address() as AddressInfo).port;
  await new Promise((resolve) => gone.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** Follows the sign-in until the CAS form; the browser then has a sign-in in progress at the provider. */
async function startSignIn(b: TestBrowser) {
  const visits = await b.follow('/dev/protected');
  if (!/name="password"/.test(await last(visits).response.clone().text())) throw new Error('the CAS form was expected');
  return visits;
}

/** The provider's callback with `ticket`, in the sign-in this browser started (its state). */
async function callbackWith(b: TestBrowser, ticket: string) {
  return b.follow(`/security-provider/auth/cas/callback?${new URLSearchParams({ state: b.jar.get('SP_LOGIN')!.value, ticket })}`);
}

t.test('a replayed ticket signs nobody in', async (t) => {
  const { browser } = await portal(t);
  const first = browser();
  const visits = await first.signIn('/dev/protected', 'demo');
  const used = new URL(visits.find((v) => v.url.includes('/cas/callback?'))!.url).searchParams.get('ticket')!;
  t.equal(last(visits).response.status, 200, 'the ticket signed its owner in');

  const attacker = browser();
  await startSignIn(attacker);
  const replay = await callbackWith(attacker, used);
  t.same(replay.map((v) => new URL(v.url).pathname), ['/security-provider/auth/cas/callback', '/auth/callback']);
  t.equal(last(replay).response.status, 401, 'the portal finds no provider session: the 401 screen');
  t.equal(attacker.jar.get('portal_session'), undefined, 'no portal session');
  t.equal(attacker.jar.get('SESSION'), undefined, 'no provider session');
});

t.test('an interrupted or expired sign-in ends on the error screen in the visitor’s language, not the provider’s JSON', async (t) => {
  const { browser } = await portal(t);
  const cases: { what: string; headers: Record<string, string>; lang: string; headline: string }[] = [
    { what: 'no sign-in in progress', headers: { 'accept-language': 'en-GB,en;q=0.9' }, lang: LOCALES.en.tag, headline: 'Sign-in required' },
    { what: 'a sign-in of another browser', headers: { 'accept-language': 'cs', cookie: 'i18n_redirected=ua' }, lang: LOCALES.ua.tag, headline: 'Потрібно увійти' },
  ];
  for (const { what, headers, lang, headline } of cases) {
    const b = browser();
    const visits = await b.follow('/security-provider/auth/cas/callback?state=abc&ticket=ST-abc', { headers });
    const end = last(visits).response;
    t.equal(end.status, 401, `${what}: the 401 screen`);
    t.match(end.headers.get('content-type'), /^text\/html/, `${what}: a page, not JSON`);
    const $ = dom(await end.text());
    t.equal($('html').attr('lang'), lang, `${what}: in the visitor's language`);
    t.equal(textOf($('h1#error-headline')), headline);
    t.equal(b.jar.get('portal_session'), undefined, 'nobody signed in');
  }
});

t.test('a ticket issued for another service signs nobody in', async (t) => {
  const { browser, standIns } = await portal(t);
  const elsewhere = browser();
  const form = await elsewhere.follow(`${standIns!.casUrl}/login?service=${encodeURIComponent(`${PORTAL}/another-service`)}`);
  const issued = await elsewhere.signInAtCas(last(form), 'demo');
  const foreign = new URL(issued[0]!.response.headers.get('location')!).searchParams.get('ticket')!;
  t.match(foreign, /^ST-/, 'CAS issued a ticket for the other service');

  const b = browser();
  await startSignIn(b);
  const answer = await callbackWith(b, foreign);
  t.equal(last(answer).response.status, 401);
  t.equal(b.jar.get('portal_session'), undefined);
});

t.test('a CAS answer with a DTD signs nobody in; the same answer without it does', async (t) => {
  const success = (login: string) =>
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${login}</cas:user><cas:attributes><cas:name>Eve</cas:name></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;
  for (const [what, xml, signedIn] of [
    ['with a DTD', `<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY who "demo">]>\n${success('&who;')}`, false],
    ['without', success('demo'), true],
  ] as const) {
    const cas = await server(t, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(xml);
    });
    const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl: PORTAL, providerPort: 0, casPort: 0, casUrl: `${cas.url}/cas` });
    t.teardown(() => standIns.close());
    const { browser } = await portal(t, { env: { SECURITY_PROVIDER_URL: standIns.providerUrl } });
    const b = browser();
    const toCas = await b.follow('/auth/login?redirect=%2Fdev%2Fprotected');
    t.equal(new URL(last(toCas).url).origin, cas.url, 'sent to that CAS');
    const answer = await callbackWith(b, 'ST-abc');
    t.ok(cas.seen.some((url) => url.startsWith('/cas/p3/serviceValidate?')), `${what}: the ticket was validated`);
    t.equal(last(answer).response.status, signedIn ? 200 : 401, what);
    t.equal(b.jar.get('portal_session') !== undefined, signedIn, `${what}: ${signedIn ? 'a' : 'no'} session`);
  }
});

t.test('the provider down: public pages as always, sign-in fails at once with the error screen, protected pages say so', async (t) => {
  const key = randomBytes(32).toString('base64');
  const working = await portal(t, { env: { SESSION_KEYS: key } });
  const signedIn = working.browser();
  await signedIn.signIn('/dev/protected', 'demo');

  const down = await closedPort();
  // Another process with the same key, its provider down, and the session due for a refresh.
  const { app } = await portal(t, { env: { SESSION_KEYS: key, SECURITY_PROVIDER_URL: down, SECURITY_PROVIDER_TIMEOUT_MS: '500' }, now: () => Date.now() + 10 * 60_000 });
  const anonymous = new TestBrowser(app, PORTAL);
  const publicPage = await anonymous.request('/kontakty');
  t.equal(publicPage.status, 200, 'an anonymous visitor sees public pages');
  t.match(publicPage.headers.get('cache-control'), /^public/, 'still cacheable');

  const toProvider = await anonymous.follow('/auth/login');
  t.equal(last(toProvider).response.status, 503, 'the way to the provider ends on the error screen');
  t.match(await last(toProvider).response.text(), UNAVAILABLE);
  const callback = await anonymous.request('/auth/callback', { headers: { cookie: 'SESSION=whatever' } });
  t.equal(callback.status, 503, '/auth/callback: the error screen');

  const cookie = signedIn.jar.header('/');
  const page = await app.inject({ url: '/kontakty', headers: { cookie } });
  t.equal(page.statusCode, 200, 'a signed-in visitor still sees public pages');
  t.match(textOf(dom(page.body)('header')), /Přihlásit se/, 'as anonymous for now');
  t.equal(page.headers['cache-control'], 'private, no-store', 'made for a visitor with a session: private');
  t.equal(page.headers['set-cookie'], undefined, 'the session is kept for when the provider is back');
  const protectedPage = await app.inject({ url: '/dev/protected', headers: { cookie } });
  t.equal(protectedPage.statusCode, 503, 'a protected page cannot be shown');
  const screen = textOf(dom(protectedPage.body)('main'));
  t.match(screen, UNAVAILABLE, 'and says that sign-in is unavailable');
  t.match(screen, /Veřejné stránky portálu fungují dál/);
  const status = await app.inject({ url: '/auth/session', headers: { cookie } });
  t.same(status.json(), { status: 'unauthenticated', user: null, error: 'provider-unavailable', lastRefreshedAt: null });
});

t.test('a provider that hangs: every wait ends at the timeout, with the same answers', async (t) => {
  const hanging = await server(t, () => {});
  const { app } = await portal(t, { env: { SECURITY_PROVIDER_URL: hanging.url, SECURITY_PROVIDER_TIMEOUT_MS: '300' } });
  const proxied = await app.inject({ url: '/security-provider/rest/user-info', headers: { cookie: 'SESSION=x' } });
  t.equal(proxied.statusCode, 503, 'the proxy gives up: the error screen');
  t.match(textOf(dom(proxied.body)('main')), UNAVAILABLE);
  const callback = await app.inject({ url: '/auth/callback', headers: { cookie: 'SESSION=x' } });
  t.equal(callback.statusCode, 503, '/auth/callback gives up');
  t.ok(hanging.seen.length >= 2, 'the provider was asked each time: the answers came from the timeout');
  t.equal((await app.inject({ url: '/kontakty' })).statusCode, 200, 'public pages never wait for it');
});
