/** The CAS stand-in over real HTTP: the login form, tickets, validation XML, single sign-on, logout. */
import { XMLValidator } from 'fast-xml-parser';
import t from 'tap';
import { parseServiceResponse } from '../../embedded/cas-client.ts';
import { CAS_TICKET_TTL_MS } from '../../embedded/cas-server.ts';
import { dom, links, textOf, textsOf } from '../helpers/dom.ts';
import { browse, CookieJar, PORTAL, SERVICE, startCas, submitLogin, ticketOf } from '../helpers/auth-stand-ins.ts';

type Cas = Awaited<ReturnType<typeof startCas>>;

const loginUrl = (cas: Cas, query: Record<string, string> = { service: SERVICE }) => `${cas.origin}/cas/login?${new URLSearchParams(query)}`;

async function validate(cas: Cas, ticket: string, service = SERVICE, path = '/cas/p3/serviceValidate', extra: Record<string, string> = {}) {
  const response = await fetch(`${cas.origin}${path}?${new URLSearchParams({ service, ticket, ...extra })}`);
  const xml = await response.text();
  return { response, xml, result: parseServiceResponse(xml) };
}

/** Signs `demo` in with the form and returns the ticket for `service` and the browser's jar. */
async function signIn(cas: Cas, service = SERVICE, jar = new CookieJar(), username = 'demo') {
  const form = await (await browse(jar, loginUrl(cas, { service }))).text();
  const response = await submitLogin(jar, cas.origin, form, username, username);
  return { jar, response, ticket: ticketOf(response) };
}

t.test('the login form: labelled fields, the service kept, no script, Czech by default', async (t) => {
  const cas = await startCas(t);
  const response = await fetch(loginUrl(cas));
  const html = await response.text();
  t.equal(response.status, 200);
  t.match(response.headers.get('content-type'), /^text\/html; charset=utf-8/);
  t.equal(response.headers.get('cache-control'), 'no-store');
  t.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
  const $ = dom(html);
  t.equal($('html').attr('lang'), 'cs-CZ');
  t.equal(textOf($('h1')), 'Přihlášení');
  t.hasStrict($('form').attr(), { method: 'post', action: '/cas/login' });
  t.same(textsOf($, 'form label'), ['Uživatelské jméno', 'Heslo'], 'a label for each field');
  t.hasStrict($('label[for="username"] + input').attr(), { id: 'username', name: 'username', type: 'text', autocomplete: 'username' }, 'the username labelled');
  t.hasStrict($('label[for="password"] + input').attr(), { id: 'password', name: 'password', type: 'password', autocomplete: 'current-password' }, 'the password labelled');
  t.equal($('form input[type="hidden"][name="service"]').val(), SERVICE);
  t.match($('form input[type="hidden"][name="execution"]').val(), /^[0-9a-f]{32}$/);
  t.equal($('script').length, 0);
  t.equal($('[role="alert"]').length, 0, 'no error summary before anything was sent');
});

t.test('the form speaks the language asked for, else the browser’s', async (t) => {
  const cas = await startCas(t);
  const page = async (query: Record<string, string>, acceptLanguage?: string) =>
    dom(await (await fetch(loginUrl(cas, { service: SERVICE, ...query }), { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).text());
  const lang = async (query: Record<string, string>, acceptLanguage?: string) => (await page(query, acceptLanguage))('html').attr('lang');
  const english = await page({ locale: 'en' });
  t.same([english('html').attr('lang'), textOf(english('h1')), textOf(english('label[for="password"]'))], ['en-GB', 'Sign in', 'Password']);
  const russian = await page({ locale: 'ru' });
  t.same([russian('html').attr('lang'), textOf(russian('h1'))], ['ru-RU', 'Вход']);
  const ukrainian = await page({ locale: 'uk' });
  t.same([ukrainian('html').attr('lang'), textOf(ukrainian('h1'))], ['uk-UA', 'Вхід']);
  t.equal(await lang({ locale: 'ua' }), 'uk-UA');
  t.equal(await lang({}, 'uk-UA,uk;q=0.9,en;q=0.5'), 'uk-UA');
  t.equal(await lang({}, 'de-DE, en;q=0.8'), 'en-GB');
  t.equal(await lang({ locale: 'ru' }, 'en'), 'ru-RU', 'the parameter wins over Accept-Language');
  t.equal(await lang({ locale: 'xx' }, 'de'), 'cs-CZ', 'Czech when nothing fits');
  const ukrainianLink = english('nav a[hreflang="uk-UA"]');
  t.same([textOf(ukrainianLink), ukrainianLink.attr('lang')], ['Українська', 'uk-UA']);
  const target = new URL(ukrainianLink.attr('href') ?? '', cas.origin);
  t.same([target.pathname, target.searchParams.get('locale'), target.searchParams.get('service')], ['/cas/login', 'ua', SERVICE], 'language links keep the service');
  const current = english('nav a[aria-current="true"]');
  t.same([textOf(current), current.attr('lang'), current.attr('hreflang')], ['English', 'en-GB', 'en-GB'], 'the current language marked');
});

t.test('a wrong password: 401, the error linked to its field, no cookie, the form again', async (t) => {
  const cas = await startCas(t);
  const jar = new CookieJar();
  const form = await (await browse(jar, loginUrl(cas, { service: SERVICE, locale: 'en' }))).text();
  const response = await submitLogin(jar, cas.origin, form, 'demo', 'wrong');
  const html = await response.text();
  t.equal(response.status, 401);
  t.equal(response.headers.getSetCookie().length, 0, 'no ticket-granting cookie');
  const $ = dom(html);
  t.equal($('title').text(), 'Error: Sign in – Single sign-on');
  const summary = $('div.error-summary');
  t.same([summary.attr('role'), summary.attr('aria-labelledby'), $('#error-summary-title').closest('.error-summary').length], ['alert', 'error-summary-title', 1], 'an error summary, announced and labelled');
  t.same(links($, '.error-summary li'), [{ text: 'The username or password is not correct.', href: '#password' }], 'the error linked to its field');
  t.equal(textOf($('p.error#password-error')), 'The username or password is not correct.');
  t.hasStrict($('#password-error + input').attr(), { id: 'password', 'aria-invalid': 'true', 'aria-describedby': 'password-error' }, 'the message right above the field it describes');
  t.equal($('input#username').val(), 'demo', 'the username is kept');
  t.equal($('input[type="hidden"][name="service"]').val(), SERVICE);
  t.equal($('html').attr('lang'), 'en-GB', 'the language is kept');
});

t.test('empty fields: 400 with an error on each field', async (t) => {
  const cas = await startCas(t);
  const jar = new CookieJar();
  const form = await (await browse(jar, loginUrl(cas))).text();
  const response = await submitLogin(jar, cas.origin, form, '  ', '');
  const html = await response.text();
  t.equal(response.status, 400);
  const $ = dom(html);
  t.same(links($, '.error-summary'), [
    { text: 'Zadejte uživatelské jméno.', href: '#username' },
    { text: 'Zadejte heslo.', href: '#password' },
  ], 'each error linked to its field, in the order of the fields');
  for (const field of ['username', 'password']) {
    t.hasStrict($(`#${field}`).attr(), { 'aria-invalid': 'true', 'aria-describedby': `${field}-error` }, `${field}: invalid, described by its message`);
  }
});

t.test('a form is good for one post only, and one from elsewhere is refused', async (t) => {
  const cas = await startCas(t);
  const jar = new CookieJar();
  const form = await (await browse(jar, loginUrl(cas))).text();
  t.equal((await submitLogin(jar, cas.origin, form, 'demo', 'wrong')).status, 401);
  const replay = await submitLogin(jar, cas.origin, form, 'demo', 'demo');
  t.equal(replay.status, 400, 'the same form posted again');
  t.match(textOf(dom(await replay.text())('body')), /Platnost formuláře vypršela/);
  const forged = await submitLogin(jar, cas.origin, `<input type="hidden" name="service" value="${SERVICE}">`, 'demo', 'demo');
  t.equal(forged.status, 400, 'a post without a form of this server');
  t.equal(forged.headers.getSetCookie().length, 0);
});

t.test('a good password: the ticket-granting cookie and a 303 to the service with a service ticket', async (t) => {
  const cas = await startCas(t);
  const { jar, response, ticket } = await signIn(cas);
  t.equal(response.status, 303);
  t.equal(response.headers.get('location'), `${SERVICE}?ticket=${ticket}`);
  t.match(ticket, /^ST-[0-9a-f]{64}$/, 'a random ticket of the allowed characters');
  const tgc = jar.get('TGC');
  t.match(tgc?.value, /^TGT-[0-9a-f]{64}$/);
  t.match(tgc?.attributes, /HttpOnly/);
  t.match(tgc?.attributes, /SameSite=Lax/);
  t.equal(tgc?.path, '/cas');
  const another = await signIn(cas);
  t.not(another.ticket, ticket, 'tickets differ');
});

t.test('a service with its own query and fragment gets the ticket in the query', async (t) => {
  const cas = await startCas(t);
  const service = `${PORTAL}/app/?lang=cs#top`;
  const { response, ticket } = await signIn(cas, service);
  t.equal(response.headers.get('location'), `${PORTAL}/app/?lang=cs&ticket=${ticket}#top`);
  t.match((await validate(cas, ticket, service)).result, { ok: true, user: 'demo' });
});

t.test('serviceValidate: success with the user and the attributes, on both paths', async (t) => {
  const cas = await startCas(t);
  for (const path of ['/cas/p3/serviceValidate', '/cas/serviceValidate']) {
    const { ticket } = await signIn(cas);
    const { response, xml, result } = await validate(cas, ticket, SERVICE, path);
    t.equal(response.status, 200);
    t.match(response.headers.get('content-type'), /^application\/xml/);
    t.equal(XMLValidator.validate(xml), true, 'well-formed');
    t.match(xml, /^<cas:serviceResponse xmlns:cas="http:\/\/www\.yale\.edu\/tp\/cas">\s*<cas:authenticationSuccess>\s*<cas:user>demo<\/cas:user>/);
    t.same(result, {
      ok: true,
      user: 'demo',
      attributes: {
        authenticationDate: '2026-03-02T09:00:00.000Z',
        longTermAuthenticationRequestTokenUsed: 'false',
        isFromNewLogin: 'true',
        name: 'Jana Nováková',
        email: 'jana.novakova@example.cz',
      },
    }, path);
  }
  const second = await signIn(cas, SERVICE, new CookieJar(), 'druhy');
  t.match((await validate(cas, second.ticket)).result, { ok: true, user: 'druhy', attributes: { name: 'Petr Dvořák' } });
});

t.test('a ticket is spent by its first validation', async (t) => {
  const cas = await startCas(t);
  const { ticket } = await signIn(cas);
  t.match((await validate(cas, ticket)).result, { ok: true });
  const replay = await validate(cas, ticket);
  t.match(replay.result, { ok: false, code: 'INVALID_TICKET' });
  t.equal(replay.response.status, 200, 'failures are answers too');
});

t.test('a ticket for another service: INVALID_SERVICE, and the ticket is spent', async (t) => {
  const cas = await startCas(t);
  const { ticket } = await signIn(cas);
  t.match((await validate(cas, ticket, `${PORTAL}/security-provider/other`)).result, { ok: false, code: 'INVALID_SERVICE' });
  t.match((await validate(cas, ticket)).result, { ok: false, code: 'INVALID_TICKET' });
  const next = await signIn(cas);
  t.match((await validate(cas, next.ticket, `${SERVICE}/`)).result, { ok: false, code: 'INVALID_SERVICE' }, 'exact match: no trailing slash added');
});

t.test('a ticket lapses after about ten seconds', async (t) => {
  const cas = await startCas(t);
  const fresh = await signIn(cas);
  cas.advance(CAS_TICKET_TTL_MS - 1);
  t.match((await validate(cas, fresh.ticket)).result, { ok: true }, 'still good just before');
  const old = await signIn(cas);
  cas.advance(CAS_TICKET_TTL_MS);
  t.match((await validate(cas, old.ticket)).result, { ok: false, code: 'INVALID_TICKET' });
});

t.test('validation without service or ticket: INVALID_REQUEST; unknown tickets: INVALID_TICKET', async (t) => {
  const cas = await startCas(t);
  const missing = await (await fetch(`${cas.origin}/cas/p3/serviceValidate?ticket=ST-1`)).text();
  t.match(parseServiceResponse(missing), { ok: false, code: 'INVALID_REQUEST' });
  t.match((await validate(cas, 'ST-made-up')).result, { ok: false, code: 'INVALID_TICKET' });
});

t.test('what goes into XML is escaped', async (t) => {
  const cas = await startCas(t);
  const { xml, result } = await validate(cas, `ST-<x a="1">&amp;</x>`);
  t.equal(XMLValidator.validate(xml), true);
  t.match(xml, /Ticket &#39;ST-&lt;x a=&quot;1&quot;&gt;&amp;amp;&lt;\/x&gt;&#39; not recognized/);
  t.match(result, { ok: false, code: 'INVALID_TICKET', message: `Ticket 'ST-<x a="1">&amp;</x>' not recognized.` });
});

t.test('what goes into HTML is escaped', async (t) => {
  const cas = await startCas(t);
  const service = `${PORTAL}/app?x="><script>alert(1)</script>`;
  const jar = new CookieJar();
  // The point is the bytes: escaped in the markup, and so read back as the very text that was sent.
  const form = await (await browse(jar, loginUrl(cas, { service }))).text();
  t.notMatch(form, /<script/);
  t.match(form, 'value="http://portal.test/app?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  t.equal(dom(form)('input[name="service"]').val(), service);
  const wrong = await (await submitLogin(jar, cas.origin, form, '<b>"x"</b>', 'nope')).text();
  t.notMatch(wrong, /<b>/);
  t.match(wrong, 'value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
  t.equal(dom(wrong)('input#username').val(), '<b>"x"</b>');
});

t.test('services off the allow-list get no form and no ticket', async (t) => {
  const cas = await startCas(t, { services: [`${PORTAL}/security-provider/`] });
  const refused = [
    'https://evil.test/security-provider/auth/cas/callback',
    'http://portal.test.evil.test/security-provider/',
    'http://portal.test:8080/security-provider/',
    'https://portal.test/security-provider/',
    'http://portal.test@evil.test/security-provider/',
    'http://user:pass@portal.test/security-provider/',
    'http://portal.test/security-provider/../admin',
    'http://portal.test/security-provider-evil/',
    'http://portal.test/',
    'javascript:alert(1)',
    'not a url',
  ];
  for (const service of refused) {
    const response = await fetch(loginUrl(cas, { service, locale: 'en' }));
    t.equal(response.status, 403, service);
    t.equal(textOf(dom(await response.text())('h1')), 'Service not allowed');
  }
  t.equal((await fetch(loginUrl(cas, { service: `${PORTAL}/security-provider/auth/cas/callback` }))).status, 200, 'the allowed prefix');

  // Nor can a form be posted with one.
  const jar = new CookieJar();
  const form = await (await browse(jar, loginUrl(cas, { service: SERVICE }))).text();
  const posted = await browse(jar, `${cas.origin}/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ execution: dom(form)('input[name="execution"]').val() as string, service: 'https://evil.test/', username: 'demo', password: 'demo' }).toString(),
  });
  t.equal(posted.status, 403);
  t.equal(posted.headers.get('location'), null);
});

t.test('single sign-on: with the cookie a ticket comes at once; renew asks again; gateway does not ask', async (t) => {
  const cas = await startCas(t);
  const { jar } = await signIn(cas);
  cas.advance(60_000);

  const sso = await browse(jar, loginUrl(cas));
  t.equal(sso.status, 302);
  const ssoTicket = ticketOf(sso);
  t.match((await validate(cas, ssoTicket)).result, { ok: true, user: 'demo', attributes: { isFromNewLogin: 'false', authenticationDate: '2026-03-02T09:00:00.000Z' } });

  const plain = await browse(jar, `${cas.origin}/cas/login?locale=en`);
  t.equal(textOf(dom(await plain.text())('h1')), 'You are signed in', 'without a service: signed-in page');

  const renew = await browse(jar, loginUrl(cas, { service: SERVICE, renew: 'true' }));
  t.equal(renew.status, 200, 'renew shows the form');
  t.equal(dom(await renew.text())('form').attr('method'), 'post');

  const another = ticketOf(await browse(jar, loginUrl(cas)));
  t.match((await validate(cas, another, SERVICE, '/cas/p3/serviceValidate', { renew: 'true' })).result, { ok: false, code: 'INVALID_TICKET' }, 'renew validation refuses an SSO ticket');

  const gateway = await fetch(loginUrl(cas, { service: SERVICE, gateway: 'true' }), { redirect: 'manual' });
  t.equal(gateway.status, 302, 'gateway without a session');
  t.equal(gateway.headers.get('location'), SERVICE, 'back to the service without a ticket');
});

t.test('signing in as another user replaces the single sign-on session', async (t) => {
  const cas = await startCas(t);
  const { jar } = await signIn(cas);
  const form = await (await browse(jar, loginUrl(cas, { service: SERVICE, renew: 'true' }))).text();
  const second = await submitLogin(jar, cas.origin, form, 'druhy', 'druhy');
  t.match((await validate(cas, ticketOf(second), SERVICE, '/cas/p3/serviceValidate', { renew: 'true' })).result, { ok: true, user: 'druhy' });
  t.match((await validate(cas, ticketOf(await browse(jar, loginUrl(cas))))).result, { ok: true, user: 'druhy' });
});

t.test('a lapsed single sign-on session asks again', async (t) => {
  const cas = await startCas(t, { ssoTtlMs: 60_000 });
  const { jar } = await signIn(cas);
  cas.advance(60_000);
  t.equal((await browse(jar, loginUrl(cas))).status, 200);
});

t.test('logout ends the session, then follows only an allowed service', async (t) => {
  const cas = await startCas(t);
  const { jar } = await signIn(cas);
  const oldCookie = jar.header('/cas');

  const out = await browse(jar, `${cas.origin}/cas/logout?${new URLSearchParams({ service: `${PORTAL}/` })}`);
  t.equal(out.status, 302);
  t.equal(out.headers.get('location'), `${PORTAL}/`);
  t.match(out.headers.getSetCookie()[0], /^TGC=;.*Path=\/cas/, 'the cookie is cleared');
  t.equal(jar.get('TGC'), undefined);

  const replayed = await fetch(loginUrl(cas), { headers: { cookie: oldCookie }, redirect: 'manual' });
  t.equal(replayed.status, 200, 'the old cookie no longer signs in');

  const viaUrl = await fetch(`${cas.origin}/cas/logout?${new URLSearchParams({ url: `${PORTAL}/x` })}`, { redirect: 'manual' });
  t.equal(viaUrl.headers.get('location'), `${PORTAL}/x`, 'the older url parameter too');

  const evil = await fetch(`${cas.origin}/cas/logout?${new URLSearchParams({ service: 'https://evil.test/', locale: 'en' })}`, { redirect: 'manual' });
  t.equal(evil.status, 200, 'no redirect to a service off the list');
  t.equal(textOf(dom(await evil.text())('h1')), 'You are signed out');
});
