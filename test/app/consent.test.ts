/**
 * Cookie consent (docs/product.md §13.1): the POST route (choices, same-origin rule, validation, safe redirects, cookie
 * attributes), the bar by consent state, and public caching left as it was.
 */
import t, { type Test } from 'tap';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../../shared/consent.ts';
import { dom, links, textOf, type CheerioAPI } from '../helpers/dom.ts';
import { buildTestPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const ORIGIN = 'https://portal.example';
const PUBLIC = /^public, max-age=0, s-maxage=\d+/;
const NOW = Date.parse('2025-03-04T10:00:00Z');

async function portal(t: Test) {
  return (await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, now: () => NOW })).app;
}

function post(app: Awaited<ReturnType<typeof portal>>, url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
}

function consentCookie(res: { headers: Record<string, unknown> }): string {
  const lines = [res.headers['set-cookie']].flat().filter((line): line is string => typeof line === 'string');
  return lines.find((line) => line.startsWith(`${CONSENT_COOKIE}=`)) ?? '';
}

const hasBar = (html: string) => dom(html)('.cookie-bar').length > 0;

/** Where the page's form goes back to (its hidden `redirect` field). */
const returnPath = ($: CheerioAPI) => $('main form input[type="hidden"][name="redirect"]').val();

/** Each checkbox of the settings form: its name (none when it cannot change), whether on, whether fixed, its label. */
const switches = ($: CheerioAPI) =>
  $('main form input[type="checkbox"]').toArray().map((box) => ({ name: box.attribs.name, on: box.attribs.checked !== undefined, fixed: box.attribs.disabled !== undefined, label: textOf($(box).parent()) }));

t.test('agree, decline and custom choices set the cookie and go back with 303', async (t) => {
  const app = await portal(t);
  const cases = [
    [{ choice: 'all' }, 's1m1'],
    [{ choice: 'none' }, 's0m0'],
    [{ choice: 'custom', statistical: 'on' }, 's1m0'],
    [{ choice: 'custom', marketing: 'on' }, 's0m1'],
  ] as const;
  for (const [fields, categories] of cases) {
    const res = await post(app, '/en/consent', { ...fields, redirect: '/en/contacts?x=1' });
    t.equal(res.statusCode, 303, fields.choice);
    t.equal(res.headers.location, '/en/contacts?x=1');
    t.equal(res.headers['cache-control'], 'no-store');
    const cookie = consentCookie(res);
    t.match(cookie, new RegExp(`^${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.${categories}\\.2025-03-04;`));
    t.match(cookie, /; Max-Age=31536000/);
    t.match(cookie, /; Path=\//);
    t.match(cookie, /; SameSite=Lax/);
    t.match(cookie, /; Secure/, 'the public URL is https');
    t.notMatch(cookie, /HttpOnly/, 'the client API reads it');
  }
  const cs = await post(app, '/consent', { choice: 'all' });
  t.equal(cs.headers.location, '/', 'without a return path: the language root');
  const ru = await post(app, '/ru/consent', { choice: 'all' }, { 'sec-fetch-site': 'same-origin' });
  t.equal(ru.statusCode, 303, 'Fetch Metadata same-origin is enough');
  t.equal(ru.headers.location, '/ru/');
});

t.test('the page\'s query comes back too: the Referer of a page of this portal at the same path', async (t) => {
  const app = await portal(t);
  const back = (referer: string, redirect = '/en/news') => post(app, '/en/consent', { choice: 'none', redirect }, { origin: ORIGIN, referer });
  t.equal((await back(`${ORIGIN}/en/news?page=2&sort=date`)).headers.location, '/en/news?page=2&sort=date', 'a list with its page and order');
  t.equal((await back(`${ORIGIN}/en/contacts?page=2`)).headers.location, '/en/news', 'another page\'s query is not taken');
  t.equal((await back('https://evil.example/en/news?page=2')).headers.location, '/en/news', 'nor another site\'s');
  t.equal((await back(`${ORIGIN}/en/news?q=%5C%5Cevil.example`)).headers.location, '/en/news', 'nor a query that is no safe path');
  t.equal((await back(`${ORIGIN}/en/news?page=2`, '/en/news?page=3')).headers.location, '/en/news?page=3', 'a return path with a query of its own keeps it');
  const bare = await post(app, '/en/consent', { choice: 'none', redirect: '/en/news' });
  t.equal(bare.headers.location, '/en/news', 'no Referer (a privacy tool): the path');

  const settings = await app.inject({ url: '/en/cookie-settings?redirect=%2Fen%2Fnews', headers: { referer: `${ORIGIN}/en/news?page=2&sort=date` } });
  t.equal(returnPath(dom(settings.body)), '/en/news?page=2&sort=date', 'the settings page goes back to the page with its query');
});

t.test('only same-origin paths are followed', async (t) => {
  const app = await portal(t);
  for (const redirect of ['https://evil.example/', '//evil.example', '/%2F%2Fevil.example', '/\\evil.example', 'javascript:alert(1)']) {
    const res = await post(app, '/consent', { choice: 'none', redirect });
    t.equal(res.statusCode, 303, redirect);
    t.equal(res.headers.location, '/', redirect);
  }
});

t.test('a POST that is not same-origin is refused and sets nothing', async (t) => {
  const app = await portal(t);
  // same-site: another host of the same registrable domain (a sibling subdomain) is not this portal either.
  for (const headers of [{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }] as Record<string, string>[]) {
    const res = await post(app, '/consent', { choice: 'all' }, headers);
    t.equal(res.statusCode, 403, JSON.stringify(headers));
    t.equal(consentCookie(res), '');
  }
});

t.test('bad values answer 400 with a clear message', async (t) => {
  const app = await portal(t);
  const missing = await post(app, '/consent', {});
  t.equal(missing.statusCode, 400);
  t.match(missing.body, /choice must be all, none or custom/);
  const wrong = await post(app, '/consent', { choice: 'some' });
  t.equal(wrong.statusCode, 400);
  const switchValue = await post(app, '/consent', { choice: 'custom', marketing: 'yes' });
  t.equal(switchValue.statusCode, 400);
  t.match(switchValue.body, /marketing must be on or absent/);
  t.equal(consentCookie(switchValue), '');
});

t.test('the bar shows without a valid choice, in each language, and caching stays public', async (t) => {
  const app = await portal(t);
  const first = await app.inject({ url: '/en' });
  t.equal(first.statusCode, 200);
  t.ok(hasBar(first.body), 'no choice: the bar');
  const $first = dom(first.body);
  t.hasStrict($first('.cookie-bar form').attr(), { action: '/en/consent', method: 'post' }, 'the bar: a plain form');
  t.match(textOf($first('.cookie-bar')), /Agree to all/);
  t.match(first.headers['cache-control'] as string, PUBLIC, 'the bar keeps the page public');
  t.match(first.headers.vary as string, /Cookie/, 'shared caches key the HTML on the consent cookie');

  const chosen = await app.inject({ url: '/en', headers: { cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s0m0.2026-01-01` } });
  t.notOk(hasBar(chosen.body), 'a valid choice: no bar');
  t.match(chosen.headers['cache-control'] as string, PUBLIC);

  const old = await app.inject({ url: '/en', headers: { cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION - 1}.s1m1.2025-01-01` } });
  t.ok(hasBar(old.body), 'a choice of another version: the bar again');
  const junk = await app.inject({ url: '/en', headers: { cookie: `${CONSENT_COOKIE}=yes` } });
  t.ok(hasBar(junk.body), 'a malformed cookie: the bar');

  const payload = await app.inject({ url: '/en/_payload.json' });
  t.notMatch(payload.body, /cookie-bar|consent/i, 'the shared payload knows nothing of it');

  for (const [url, text] of [['/', 'Přijmout vše'], ['/en', 'Agree to all'], ['/ru', 'Принять все'], ['/ua', 'Прийняти все']] as const) {
    const res = await app.inject({ url, headers: { cookie: 'i18n_redirected=cs' } });
    t.match(textOf(dom(res.body)('.cookie-bar')), text, url);
  }
});

const csrfField = (html: string) => dom(html)('input[type="hidden"][name="_csrf"]').val()?.toString() ?? '';

function cookieHeader(res: { headers: Record<string, unknown> }): string {
  return [res.headers['set-cookie']].flat().filter((line): line is string => typeof line === 'string').map((line) => line.split(';')[0]).join('; ');
}

t.test('the bar and the footer link to the settings page, which goes back where the visitor was', async (t) => {
  const app = await portal(t);
  const page = await app.inject({ url: '/en/contacts' });
  const settingsLink = { text: 'Cookie settings', href: '/en/cookie-settings?redirect=%2Fen%2Fcontacts' };
  const $page = dom(page.body);
  t.equal($page('.cookie-bar a.cookie-bar__settings').attr('href'), settingsLink.href, 'the bar: Settings');
  t.same(links($page, 'footer').filter((link) => link.href === settingsLink.href), [settingsLink], 'the footer: Cookie settings');
  const chosen = await app.inject({ url: '/en/contacts', headers: { cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0.2026-01-01` } });
  t.same(links(dom(chosen.body), 'footer').filter((link) => link.href === settingsLink.href), [settingsLink], 'the footer link stays once chosen');

  const settings = await app.inject({ url: '/en/cookie-settings?redirect=%2Fen%2Fcontacts', headers: { cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0.2026-01-01` } });
  t.equal(settings.statusCode, 200);
  t.equal(settings.headers['cache-control'], 'private, no-store', 'its form carries a CSRF token');
  const $settings = dom(settings.body);
  t.equal(textOf($settings('h1')), 'Cookie settings');
  t.hasStrict($settings('main form').attr(), { action: '/en/cookie-settings', method: 'post' });
  t.equal(returnPath($settings), '/en/contacts');
  const [necessary, statistical, marketing] = switches($settings);
  t.hasStrict(necessary, { name: undefined, on: true, fixed: true }, 'necessary: always on');
  t.match(necessary?.label, /^Necessary/);
  t.hasStrict(statistical, { name: 'statistical', on: true, fixed: false }, 'the current choice: statistical on');
  t.hasStrict(marketing, { name: 'marketing', on: false, fixed: false }, 'marketing off');
  t.notOk(hasBar(settings.body), 'no bar over the settings themselves');
  t.ok(csrfField(settings.body), 'a CSRF token');

  const cs = await app.inject({ url: '/cookie-settings?redirect=https%3A%2F%2Fevil.example%2F' });
  t.equal(textOf(dom(cs.body)('h1')), 'Nastavení cookies', 'in Czech');
  t.equal(returnPath(dom(cs.body)), '/', 'only a path of this portal to go back to');
  const payload = await app.inject({ url: '/ru/cookie-settings/_payload.json?build&redirect=%2Fru%2Fkontakty' });
  t.equal(payload.statusCode, 200, 'its payload, for a client-side navigation there');
  t.same(JSON.parse(payload.body).view, { kind: 'consentSettings', returnPath: '/ru/kontakty' });
  t.equal(payload.headers['cache-control'], 'private, no-store');
  const none = await app.inject({ url: '/ua/cookie-settings' });
  t.equal(returnPath(dom(none.body)), '/ua', 'no return path: the site root');
  t.hasStrict(switches(dom(none.body)).find((box) => box.name === 'statistical'), { on: false }, 'no choice yet: off');
});

t.test('the settings form: CSRF token and same origin, then the cookie and 303 back', async (t) => {
  const app = await portal(t);
  const form = await app.inject({ url: '/en/cookie-settings?redirect=%2Fen%2Fcontacts' });
  const cookies = cookieHeader(form);
  const token = csrfField(form.body);
  const fields = { _csrf: token, choice: 'custom', marketing: 'on', redirect: '/en/contacts' };

  const saved = await post(app, '/en/cookie-settings', fields, { origin: ORIGIN, cookie: cookies });
  t.equal(saved.statusCode, 303);
  t.equal(saved.headers.location, '/en/contacts');
  t.match(consentCookie(saved), new RegExp(`^${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.s0m1\\.2025-03-04;`));

  const noToken = await post(app, '/en/cookie-settings', { ...fields, _csrf: '' }, { origin: ORIGIN, cookie: cookies });
  t.equal(noToken.statusCode, 403, 'no token: refused');
  t.equal(consentCookie(noToken), '');
  const wrongToken = await post(app, '/en/cookie-settings', { ...fields, _csrf: token.slice(0, -2) + 'xx' }, { origin: ORIGIN, cookie: cookies });
  t.equal(wrongToken.statusCode, 403, 'a wrong token: refused');
  const noSecret = await post(app, '/en/cookie-settings', fields, { origin: ORIGIN });
  t.equal(noSecret.statusCode, 403, 'a token without its secret cookie: refused');
  const foreign = await post(app, '/en/cookie-settings', fields, { origin: 'https://evil.example', cookie: cookies });
  t.equal(foreign.statusCode, 403, 'another origin: refused, token or not');
  t.equal(consentCookie(foreign), '');
});

t.test('the HTML depends on the consent state only, not on the day of the choice or other cookies', async (t) => {
  const app = await portal(t);
  const html = async (cookie?: string) => (await app.inject({ url: '/en/contacts', headers: cookie ? { cookie } : {} })).body;
  const chosen = `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0`;
  const reference = await html(`${chosen}.2026-01-01`);
  t.equal(await html(`${chosen}.2025-06-30`), reference, 'another day, same choice');
  t.equal(await html(`${chosen}.2026-01-01; breakpoint=mobile; _ga=GA1.2.3; i18n_redirected=ru`), reference, 'other cookies change nothing');
  t.not(await html(`${CONSENT_COOKIE}=v${CONSENT_VERSION}.s0m0.2026-01-01`), reference, 'another choice is another variant');
  t.equal(await html('breakpoint=tablet'), await html(), 'the breakpoint cookie changes nothing');
});
