/**
 * Cookie consent (issue 12): the POST route (choices, same-origin rule, validation, safe redirects, cookie
 * attributes), the bar by consent state, and public caching left as it was.
 */
import t, { type Test } from 'tap';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../../shared/consent.ts';
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

const hasBar = (html: string) => html.includes('class="cookie-bar"');

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
  for (const headers of [{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Record<string, string>[]) {
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
  t.match(first.body, /<form[^>]* action="\/en\/consent" method="post"/);
  t.match(first.body, /Agree to all/);
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
    t.match(res.body, text, url);
  }
});
