/**
 * Privacy and caching of a session (docs/product.md §11.2 "Privacy and caching"), and the password form of the token
 * calls with its CSRF token: answers that depend on a visitor, or go to a request carrying the portal's session
 * cookie, are private; public pages without one stay cacheable.
 */
import t, { type Test } from 'tap';
import { ProviderPaths } from '../../shared/security-provider.ts';
import { last, TestBrowser } from '../helpers/auth-browser.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildTestPortal, SAMPLE_CONTENT, type PortalOptions } from '../helpers/portal.ts';

const PUBLIC = /^public, max-age=0, s-maxage=\d+/;

async function portal(t: Test, options: PortalOptions = {}) {
  const built = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, ...options });
  return { ...built, browser: () => new TestBrowser(built.app, built.config.publicUrl) };
}

function cookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** The hidden CSRF field of a page holding the password form. */
function csrfField(html: string): string {
  return dom(html)('input[type="hidden"][name="_csrf"]').val()?.toString() ?? '';
}

async function postForm(b: TestBrowser, url: string, fields: Record<string, string>) {
  return b.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

t.test('public pages stay cacheable without a session cookie, and are private with one', async (t) => {
  const { app, browser } = await portal(t);
  const anonymous = await app.inject({ url: '/kontakty', headers: { cookie: 'i18n_redirected=cs; auth.redirect=%2Fkontakty; consent=all' } });
  t.match(anonymous.headers['cache-control'], PUBLIC, 'other cookies change nothing');
  t.equal(anonymous.headers['set-cookie'], undefined, 'and nothing is set');

  const stale = await app.inject({ url: '/kontakty', headers: { cookie: 'portal_session=not-a-session-we-wrote' } });
  t.equal(stale.headers['cache-control'], 'private, no-store', 'a session cookie, even one that is no session: private');
  t.match(stale.headers['set-cookie'], /^portal_session=; .*Max-Age=0/, 'and it is cleared, so the next page is public again');

  const b = browser();
  await b.signIn('/dev/protected', 'demo');
  const page = await b.request('/kontakty');
  t.equal(page.headers.get('cache-control'), 'private, no-store', 'a public page for a signed-in visitor');
  const html = await page.text();
  t.match(textOf(dom(html)('body')), /Jana Nováková/);
  const build = embeddedPayload(html).buildId;
  const data = await b.request(`/kontakty/_payload.json?${build}`);
  t.equal(data.headers.get('cache-control'), 'private, no-store', 'its page data too');
  t.notMatch(await data.text(), /Jana|demo/, 'which knows nothing of the visitor');
  t.equal((await b.request('/kontakty', { method: 'HEAD' })).headers.get('cache-control'), 'private, no-store', 'HEAD alike');
  t.equal((await b.request('/neexistuje')).headers.get('cache-control'), 'private, no-store', 'and error screens');

  const after = await app.inject({ url: '/kontakty' });
  t.match(after.headers['cache-control'], PUBLIC, 'other visitors still get the cacheable page');
  // Bytes: the name must be nowhere in the shared answer, markup or page data.
  t.notMatch(after.body, /Jana/);
});

t.test('the password form: private, with a CSRF token checked before anything else', async (t) => {
  const { browser } = await portal(t);
  const b = browser();
  const form = await b.request('/dev/login?redirect=%2Fdev%2Fprotected');
  t.equal(form.status, 200);
  t.equal(form.headers.get('cache-control'), 'private, no-store', 'it holds a token for one visitor');
  const csrfCookie = cookieLine(form, '__Host-portal_csrf')!;
  t.match(csrfCookie, /; HttpOnly/);
  t.match(csrfCookie, /; SameSite=Strict/);
  t.match(csrfCookie, /; Secure/);
  const html = await form.text();
  const token = csrfField(html);
  t.ok(token.length > 20, 'the form carries the token');
  const $ = dom(html);
  t.hasStrict($('form.login-form').attr(), { action: '/dev/login', method: 'post' }, 'a plain form: it works without JavaScript');
  t.equal($('form.login-form input[type="hidden"][name="redirect"]').val(), '/dev/protected');
  t.equal(textOf($('label[for="login-username"]')), 'Uživatelské jméno');

  const forged = await postForm(b, '/dev/login', { username: 'demo', password: 'demo' });
  t.equal(forged.status, 403, 'without the token: refused');
  const wrongToken = await postForm(b, '/dev/login', { username: 'demo', password: 'demo', _csrf: token.slice(0, -2) + 'xx' });
  t.equal(wrongToken.status, 403, 'with a wrong token: refused');
  t.equal(b.jar.get('portal_session'), undefined, 'nobody signed in');

  const wrong = await postForm(b, '/dev/login', { username: 'demo', password: 'wrong', _csrf: token, redirect: '/dev/protected' });
  t.equal(wrong.status, 303);
  t.equal(wrong.headers.get('location'), '/dev/login?error=credentials&redirect=%2Fdev%2Fprotected', 'back to the form, saying why');
  const again = await (await b.request(wrong.headers.get('location')!)).text();
  const $again = dom(again);
  t.equal($again('[role="alert"]').length, 1, 'the error announced');
  t.match(textOf($again('body')), /Uživatelské jméno nebo heslo není správné\./);
  t.equal(b.jar.get('portal_session'), undefined);

  const right = await postForm(b, '/dev/login', { username: 'demo', password: 'demo', _csrf: csrfField(again), redirect: '//evil.example/' });
  t.equal(right.status, 303);
  t.equal(right.headers.get('location'), '/', 'a hostile return path is not followed');
  t.equal(textOf(dom(await (await b.request('/dev/protected')).text())('dd[data-field="name"]')), 'Jana Nováková', 'signed in');
});

t.test('the password form cannot be posted by a sibling origin, not even with a secret and token of its own', async (t) => {
  const { browser } = await portal(t);
  // The attacker's own visit: a secret (its cookie) and a token that belong together.
  const attacker = browser();
  const token = csrfField(await (await attacker.request('/dev/login')).text());
  const secret = attacker.jar.get('__Host-portal_csrf')!.value;
  const fields = { username: 'druhy', password: 'druhy', _csrf: token };

  // A sibling (another subdomain, plain HTTP on the name) can set a cookie without the prefix, never one with it.
  const tossed = browser();
  const withTossedCookie = await postForm(tossed, '/dev/login', { ...fields });
  t.equal(withTossedCookie.status, 403, 'no secret of this origin: refused');
  const victim = browser();
  const answer = await victim.request('/dev/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `portal_csrf=${secret}` },
    body: new URLSearchParams(fields).toString(),
  });
  t.equal(answer.status, 403, 'a tossed cookie without the __Host- prefix is no secret of the portal');
  t.equal(victim.jar.get('portal_session'), undefined, 'nobody signed in');

  // The secret and token right, the post from another site's page: refused by Fetch Metadata (and Origin).
  const crossSite = await attacker.request('/dev/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-site', origin: 'https://evil.portal.example' },
    body: new URLSearchParams(fields).toString(),
  });
  t.equal(crossSite.status, 403, 'posted from a sibling origin: refused');
  t.equal(attacker.jar.get('portal_session'), undefined);
  const own = await postForm(attacker, '/dev/login', fields);
  t.equal(own.status, 303, 'the same secret and token from the portal’s own page sign in');
});

t.test('a password session is refreshed with its tokens, and sign-out spends them', async (t) => {
  let now = Date.parse('2026-11-20T09:00:00Z');
  const { app, browser, standIns } = await portal(t, { env: { SESSION_EXPIRY_S: '60' }, now: () => now });
  const b = browser();
  const token = csrfField(await (await b.request('/en/dev/login')).text());
  const signedIn = await postForm(b, '/en/dev/login', { username: 'druhy', password: 'druhy', _csrf: token });
  t.equal(signedIn.headers.get('location'), '/en', 'no return path: the landing URL in the language of the form');
  const tokens = app.decodeSecureSession(decodeURIComponent(b.jar.get('portal_session')!.value))?.get('tokens');
  t.match(tokens, { token: /\w{20,}/, refreshToken: /\w{20,}/ }, 'the tokens are kept in the encrypted session');

  now += 61_000;
  const refreshed = await b.request('/en/dev/protected');
  t.match(textOf(dom(await refreshed.text())('body')), /Petr Dvořák/, 'refreshed through the token calls');

  await b.follow('/auth/logout');
  const session = await fetch(standIns!.providerUrl + ProviderPaths.session, { headers: { authorization: `Bearer ${tokens!.token}` } });
  t.equal(session.status, 401, 'the token is spent at sign-out');
});

t.test('the password form when the provider is down says so', async (t) => {
  const { browser } = await portal(t, { env: { SECURITY_PROVIDER_URL: 'http://127.0.0.1:9', SECURITY_PROVIDER_TIMEOUT_MS: '300' } });
  const b = browser();
  const token = csrfField(await (await b.request('/ua/dev/login')).text());
  const answer = await b.follow('/ua/dev/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo', password: 'demo', _csrf: token }).toString(),
  });
  t.equal(new URL(last(answer).url).pathname + new URL(last(answer).url).search, '/ua/dev/login?error=unavailable&redirect=%2Fua');
  t.match(textOf(dom(await last(answer).response.text())('body')), /Служба входу зараз не відповідає/);
});
