/**
 * Sign-in through the pipeline (docs/product.md §2 "Route protection", §11): route protection and every redirect rule,
 * the auth routes, the cookies they set, the session's refresh and end, with the CAS and provider stand-ins over HTTP.
 */
import { randomBytes } from 'node:crypto';
import t, { type Test } from 'tap';
import { KlientskaZona } from '../../templates/KlientskaZona/server.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { last, TestBrowser } from '../helpers/auth-browser.ts';
import { attrsOf, dom, textOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload, embeddedVisitor } from '../helpers/html.ts';
import { buildTestPortal, captureLogs, SAMPLE_CONTENT, type PortalOptions } from '../helpers/portal.ts';

const PORTAL = 'https://portal.example';

async function portal(t: Test, options: PortalOptions = {}) {
  const built = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, ...options });
  return { ...built, browser: () => new TestBrowser(built.app, built.config.publicUrl) };
}

/** The attributes of a Set-Cookie line, lower-cased, by name. */
function cookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

function location(response: Response): string {
  return response.headers.get('location') ?? '';
}

t.test('an anonymous visit to a protected page stores the page and goes to sign in', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  const res = await b.request('/dev/protected?example=profile');
  t.equal(res.status, 302);
  t.equal(location(res), '/auth/login?redirect=%2Fdev%2Fprotected%3Fexample%3Dprofile', 'the login URL with the full path');
  t.equal(res.headers.get('cache-control'), 'private, no-store');
  const cookie = cookieLine(res, 'auth.redirect')!;
  t.match(cookie, /^auth\.redirect=\/dev\/protected\?example=profile;/);
  t.match(cookie, /; Path=\//);
  t.match(cookie, /; SameSite=Lax/);
  t.match(cookie, /; Secure/, 'secure: the public URL is https');
  t.notMatch(cookie, /HttpOnly/i, 'not http-only: the browser writes it too');

  const english = await b.request('/en/dev/protected');
  t.equal(location(english), '/en/auth/login?redirect=%2Fen%2Fdev%2Fprotected', 'in the language of the page');

  const build = embeddedPayload(await (await b.request('/o-uradu-prace')).text()).buildId;
  const payload = await b.request(`/dev/protected/_payload.json?${build}&example=profile`);
  t.equal(payload.status, 302, 'page data of a protected page redirects too (the client then loads the page in full)');
  t.equal(location(payload), '/auth/login?redirect=%2Fdev%2Fprotected%3Fexample%3Dprofile', 'back to the page, not to its data');
});

t.test('content flagged secured needs sign-in even when its template does not ask for it', async (t) => {
  const publicTemplate = { ...KlientskaZona, auth: 'public' as const };
  const { browser } = await portal(t, { templates: { ...serverTemplates, KlientskaZona: publicTemplate } });
  const res = await browser().request('/en/client-zone');
  t.equal(res.status, 302);
  t.equal(location(res), '/en/auth/login?redirect=%2Fen%2Fclient-zone');
  t.equal((await browser().request('/o-uradu-prace')).status, 200, 'other content stays public');
});

t.test('include patterns protect paths in every language; exclude patterns, the login and the logout URL never are', async (t) => {
  const { browser } = await portal(t, {
    env: { AUTH_INCLUDE: '/o-*,/en/about-*', AUTH_EXCLUDE: '/o-uradu-prace,/dev/protected', AUTH_LOGIN_URL: '/dev/login', AUTH_LOGOUT_URL: '/kontakty' },
  });
  const b = browser();
  const status = async (url: string) => (await b.request(url)).status;
  t.equal(await status('/prohlaseni-o-pristupnosti'), 200, 'not included');
  t.equal(await status('/o-uradu-prace'), 200, 'included, but excluded');
  t.equal(location(await b.request('/en/about-the-labour-office')), '/en/dev/login?redirect=%2Fen%2Fabout-the-labour-office', 'included by the path with its prefix; to the configured login URL');
  t.equal(await status('/dev/protected'), 200, 'flagged secured, but excluded');
  t.match(textOf(dom(await (await b.request('/dev/protected')).text())('main')), /Nejste přihlášeni\./, 'shown to nobody in particular');

  const everything = await portal(t, { env: { AUTH_INCLUDE: '/*', AUTH_LOGIN_URL: '/dev/login', AUTH_LOGOUT_URL: '/kontakty' } });
  const e = everything.browser();
  t.equal((await e.request('/o-uradu-prace')).status, 302, 'everything is included');
  t.equal((await e.request('/dev/login')).status, 200, 'but the login URL');
  t.equal((await e.request('/kontakty')).status, 200, 'and the logout URL');
  t.equal((await e.request('/en/dev/login')).status, 200, 'in every language');
  t.equal((await e.request('/assets/favicon.svg')).status, 200, 'files are no pages');
});

t.test('sign-in through CAS: back on the page, in a new encrypted session cookie', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  const visits = await b.signIn('/dev/protected', 'demo');
  t.same(
    visits.map((v) => new URL(v.url).pathname),
    ['/dev/protected', '/auth/login', '/security-provider/auth/cas/login', '/cas/login', '/cas/login', '/security-provider/auth/cas/callback', '/auth/callback', '/dev/protected'],
    'the way there and back',
  );
  const toProvider = new URL(location(visits[1]!.response), PORTAL);
  t.equal(toProvider.searchParams.get('redirect'), `${PORTAL}/auth/callback?redirect=%2Fdev%2Fprotected`, 'the callback carries the return path');
  t.equal(toProvider.searchParams.get('locale'), 'cs');
  const callback = visits.find((v) => new URL(v.url).pathname === '/auth/callback')!;
  t.equal(callback.response.headers.get('cache-control'), 'no-store');
  const session = cookieLine(callback.response, 'portal_session')!;
  t.match(session, /; Path=\//);
  t.match(session, /; HttpOnly/);
  t.match(session, /; Secure/);
  t.match(session, /; SameSite=Lax/);
  t.notMatch(session, /Max-Age|Expires/i, 'a browser-session cookie');
  t.notMatch(session, /Jana|demo/, 'encrypted');

  const page = last(visits).response;
  t.equal(page.status, 200);
  t.equal(page.headers.get('cache-control'), 'private, no-store');
  const html = await page.text();
  const $ = dom(html);
  t.same([textOf($('dd[data-field="name"]')), textOf($('dd[data-field="email"]'))], ['Jana Nováková', 'jana.novakova@example.cz'], 'the profile');
  t.match(textOf($('header')), /Přihlášený uživatel: Jana Nováková/, 'the header names the user');
  t.ok(attrsOf($, 'a', 'href').includes('/auth/logout'), 'and offers to sign out');
  t.notMatch(embeddedPayload(html).site.name, /Jana/, 'the shared page knows nobody');
});

t.test('/auth/login: the redirect parameter, else the stored path, else the landing URL; anything not a path of the portal is /', async (t) => {
  const { browser } = await portal(t, { env: { AUTH_LANDING_URL: '/kontakty' } });
  const callbackOf = async (b: TestBrowser, url: string) => {
    const res = await b.request(url);
    t.equal(res.status, 302);
    const callback = new URL(new URL(location(res), PORTAL).searchParams.get('redirect')!);
    return callback.pathname + ' ' + callback.searchParams.get('redirect');
  };
  const b = browser();
  t.equal(await callbackOf(b, '/auth/login'), '/auth/callback /kontakty', 'nothing stored: the landing URL');
  t.equal(await callbackOf(b, '/en/auth/login'), '/en/auth/callback /en/kontakty', 'in the language of the route');
  b.jar.store(new Response(null, { headers: { 'set-cookie': 'auth.redirect=%2Fprispevek-na-bydleni; Path=/' } }));
  t.equal(await callbackOf(b, '/auth/login'), '/auth/callback /prispevek-na-bydleni', 'the stored return path');
  t.equal(await callbackOf(b, '/auth/login?redirect=%2Fkontakty%3Fa%3D1'), '/auth/callback /kontakty?a=1', 'the parameter wins');
  for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)', '/x%0d%0aSet-Cookie:a=b']) {
    t.equal(await callbackOf(b, `/auth/login?redirect=${encodeURIComponent(hostile)}`), '/auth/callback /', `refused: ${hostile}`);
  }
  b.jar.store(new Response(null, { headers: { 'set-cookie': 'auth.redirect=%2F%2Fevil.example; Path=/' } }));
  t.equal(await callbackOf(b, '/auth/login'), '/auth/callback /', 'a hostile cookie too');

  const renew = await b.request('/auth/login?renew=true');
  t.equal(new URL(location(renew), PORTAL).searchParams.get('renew'), 'true', 'renew is passed on to the provider');
});

t.test('/auth/callback: the return path checked again; without a provider session, the 401 screen and no session', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  const refused = await b.request('/auth/callback?redirect=%2Fkontakty');
  t.equal(refused.status, 401);
  t.match(textOf(dom(await refused.text())('body')), /Je potřeba se přihlásit/);
  t.equal(cookieLine(refused, 'portal_session'), undefined, 'no session');

  const visits = await b.signIn('/auth/login?redirect=' + encodeURIComponent('//evil.example/'), 'demo');
  t.equal(new URL(last(visits).url).pathname, '/', 'a hostile return path ends on the home page');
  const hostileCallback = await b.request('/auth/callback?redirect=https%3A%2F%2Fevil.example');
  t.equal(location(hostileCallback), '/', 'signed in, and sent home rather than away');
});

t.test('signed in: /auth/login goes straight back; a page for guests only sends the visitor home', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  const again = await b.request('/auth/login?redirect=%2Fkontakty');
  t.equal(location(again), '/kontakty', 'no second sign-in');
  const guests = await b.request('/en/dev/login');
  t.equal(guests.status, 302);
  t.equal(location(guests), '/en', 'to the home of the web, in the language of the page');
  t.equal(guests.headers.get('cache-control'), 'private, no-store');
});

t.test('/auth/logout: the session ends here, at the provider and at CAS; then the logout URL', async (t) => {
  const { browser } = await portal(t, { env: { AUTH_LOGOUT_URL: '/kontakty' } });
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  const visits = await b.follow('/en/auth/logout');
  const out = visits[0]!.response;
  t.match(cookieLine(out, 'portal_session'), /^portal_session=; .*Max-Age=0/, 'the portal cookie is cleared');
  t.equal(out.headers.get('cache-control'), 'no-store');
  t.equal(new URL(location(out), PORTAL).searchParams.get('redirect'), `${PORTAL}/en/kontakty`, 'to the provider, back to the logout URL');
  t.same(visits.map((v) => new URL(v.url).pathname), ['/en/auth/logout', '/security-provider/auth/cas/logout', '/cas/logout', '/en/kontakty', '/en/contacts'], 'the Czech slug leads on to the English page');
  t.equal(b.jar.get('SESSION'), undefined, 'the provider session ended');
  t.equal(b.jar.get('TGC'), undefined, 'the CAS session ended');
  const protectedAgain = await b.follow('/dev/protected');
  t.hasStrict(dom(await last(protectedAgain).response.text())('form').attr(), { method: 'post', action: '/cas/login' }, 'the protected page asks to sign in again (no single sign-on left)');

  const inactivity = await b.request('/auth/logout?reason=inactivity');
  t.equal(new URL(location(inactivity), PORTAL).searchParams.get('redirect'), `${PORTAL}/kontakty?signedOut=inactivity`, 'the page after it says why');
});

t.test('"sign in as a different user": cleanup, then a sign-in that asks for a password despite single sign-on', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  const forbidden = dom(await (await b.request('/error/403')).text());
  const another = forbidden('main a[href="/auth/cleanup?renew=true"]');
  t.same([textOf(another), another.attr('class')], ['Přihlásit se jako jiný uživatel', 'portal-button'], 'the 403 screen offers it');

  const visits = await b.follow('/auth/cleanup?renew=true');
  t.same(visits.map((v) => new URL(v.url).pathname), ['/auth/cleanup', '/security-provider/auth/cas/cleanup', '/auth/login', '/security-provider/auth/cas/login', '/cas/login']);
  t.match(cookieLine(visits[0]!.response, 'portal_session'), /Max-Age=0/, 'the portal session ended');
  t.equal(new URL(visits[3]!.url).searchParams.get('renew'), 'true');
  const form = last(visits);
  t.equal(dom(await form.response.clone().text())('input[name="password"]').length, 1, 'CAS asks for a password although its session is alive');
  const back = await b.signInAtCas(form, 'druhy');
  t.equal(new URL(last(back).url).pathname, '/dev/protected', 'back on the stored return path');
  t.equal(textOf(dom(await last(back).response.text())('dd[data-field="name"]')), 'Petr Dvořák');

  // Without renew, CAS's single sign-on signs the same person straight back in: why "another user" needs renew.
  const plain = await b.follow('/auth/cleanup');
  t.equal(new URL(last(plain).url).pathname, '/dev/protected', 'without renew: back to the stored path');
  t.equal(textOf(dom(await last(plain).response.text())('dd[data-field="name"]')), 'Petr Dvořák', 'signed in again as the same user, without a form');
});

t.test('the session is asked of the provider again once SESSION_EXPIRY_S have passed; a session it no longer knows ends', async (t) => {
  let now = Date.parse('2026-11-20T09:00:00Z');
  const { browser } = await portal(t, { env: { SESSION_EXPIRY_S: '300' }, now: () => now });
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  // The provider's session ends behind the portal's back (its cleanup, called directly).
  const provider = await b.follow('/security-provider/auth/cas/cleanup?redirect=%2Fkontakty');
  t.equal(b.jar.get('SESSION'), undefined, 'the provider session is gone');
  t.equal(new URL(last(provider).url).pathname, '/kontakty');

  now += 299_000;
  const fresh = await b.request('/dev/protected');
  t.equal(fresh.status, 200, 'within the expiry the portal does not ask');
  t.equal(cookieLine(fresh, 'portal_session'), undefined, 'and does not touch the cookie');

  now += 1_000;
  const due = await b.request('/dev/protected');
  t.equal(due.status, 302, 'at the expiry the provider is asked and says no: signed out');
  t.match(cookieLine(due, 'portal_session'), /Max-Age=0/, 'the session cookie is cleared');
});

t.test('a confirmed refresh updates the time of the last update; /auth/session forces one', async (t) => {
  let now = Date.parse('2026-11-20T09:00:00Z');
  const { browser } = await portal(t, { env: { SESSION_EXPIRY_S: '60' }, now: () => now });
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  now += 61_000;
  const refreshed = await b.request('/kontakty');
  t.ok(cookieLine(refreshed, 'portal_session'), 'confirmed: the cookie is written anew');
  t.match(textOf(dom(await refreshed.text())('body')), /Jana Nováková/);
  now += 30_000;
  t.equal(cookieLine(await b.request('/kontakty'), 'portal_session'), undefined, 'not due again yet');

  const status = await b.request('/auth/session');
  t.equal(status.headers.get('cache-control'), 'private, no-store');
  t.same(await status.json(), { status: 'authenticated', user: { login: 'demo', name: 'Jana Nováková', email: 'jana.novakova@example.cz' }, error: null, lastRefreshedAt: new Date(now).toISOString() });
  await b.follow('/security-provider/auth/cas/cleanup');
  t.same(await (await b.request('/auth/session')).json(), { status: 'unauthenticated', user: null, error: null, lastRefreshedAt: null }, 'forced: the ended session is noticed at once');
});

t.test('sign-in, refresh and sign-out are events with the time of the last refresh (docs/product.md §3, §4)', async (t) => {
  let now = Date.parse('2026-11-20T09:00:00Z');
  const { app, browser } = await portal(t, { env: { SESSION_EXPIRY_S: '60' }, now: () => now });
  const events: unknown[] = [];
  for (const type of ['signIn', 'refresh', 'signOut'] as const) app.sessionEvents.on(type, (event) => events.push(event));
  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  t.same(events, [{ type: 'signIn', login: 'demo', lastRefreshedAt: '2026-11-20T09:00:00.000Z' }]);
  const page = await (await b.request('/dev/protected')).text();
  t.equal(embeddedVisitor(page).lastRefreshedAt, '2026-11-20T09:00:00.000Z', 'the page’s visitor part says it too');

  now += 61_000;
  await b.request('/kontakty');
  t.same(events.at(-1), { type: 'refresh', login: 'demo', lastRefreshedAt: '2026-11-20T09:01:01.000Z' }, 'a refresh when due');
  await b.follow('/auth/logout');
  t.same(events.at(-1), { type: 'signOut', login: 'demo', lastRefreshedAt: null });

  await b.signIn('/dev/protected', 'demo');
  await b.follow('/security-provider/auth/cas/cleanup');
  now += 61_000;
  await b.request('/kontakty');
  t.same(events.at(-1), { type: 'signOut', login: 'demo', lastRefreshedAt: null }, 'a refresh the provider refuses signs out');
  t.same(events.map((event) => (event as { type: string }).type), ['signIn', 'refresh', 'signOut', 'signIn', 'signOut']);
});

t.test('cookies, tickets and the session never reach the logs', async (t) => {
  const logs = captureLogs('debug');
  const { browser } = await portal(t, { logger: logs.logger });
  const b = browser();
  const visits = await b.signIn('/dev/protected', 'demo');
  await b.follow('/auth/logout');
  const ticket = new URL(visits.find((v) => new URL(v.url).pathname === '/security-provider/auth/cas/callback')!.url).searchParams.get('ticket')!;
  const secrets = [ticket, ...visits.flatMap((v) => v.response.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=')[1]!)).filter((value) => value.length > 20)];
  t.ok(secrets.length >= 3, 'a ticket and cookie values to look for');
  const text = JSON.stringify(logs.lines);
  for (const secret of secrets) t.notOk(text.includes(secret) || text.includes(encodeURIComponent(secret)), `not logged: ${secret.slice(0, 8)}…`);
  t.match(text, /signed in/, 'while the sign-in itself is');
});

t.test('the session key: one configured key decrypts what another portal with the same key wrote (stateless processes)', async (t) => {
  const key = randomBytes(32).toString('base64');
  const first = await portal(t, { env: { SESSION_KEYS: key } });
  const b = first.browser();
  await b.signIn('/dev/protected', 'demo');
  const cookie = b.jar.header('/');
  const second = await portal(t, { env: { SESSION_KEYS: `${randomBytes(32).toString('base64')},${key}` } });
  const res = await second.app.inject({ url: '/dev/protected', headers: { cookie } });
  t.equal(res.statusCode, 200, 'rotation: an older key still decrypts');
  t.match(textOf(dom(res.body)('body')), /Jana Nováková/);
  const other = await portal(t, { env: { SESSION_KEYS: randomBytes(32).toString('base64') } });
  const foreign = await other.app.inject({ url: '/dev/protected', headers: { cookie } });
  t.equal(foreign.statusCode, 302, 'another key: no session');
});

t.test('/dev/401: the 401 screen, offering to sign in, in every language', async (t) => {
  const { app } = await portal(t);
  const cs = await app.inject({ url: '/dev/401' });
  t.equal(cs.statusCode, 401);
  const $cs = dom(cs.body);
  t.equal(textOf($cs('h1#error-headline')), 'Je potřeba se přihlásit');
  const signIn = ($: CheerioAPI) => $('main a.portal-button').toArray().map((link) => ({ text: textOf($(link)), href: $(link).attr('href') }));
  t.same(signIn($cs)[0], { text: 'Přihlásit se', href: '/auth/login' }, 'the first thing the screen offers: to sign in');
  const en = await app.inject({ url: '/en/dev/401' });
  t.same(signIn(dom(en.body))[0], { text: 'Sign in', href: '/en/auth/login' });
});
