/** The sample form of /dev/components/form without JavaScript: a plain POST, checked on the server by its rules. */
import t from 'tap';
import { CONSENT_PATH } from '../../shared/consent.ts';
import { buildPortal } from '../helpers/portal.ts';

const app = await buildPortal(t);

/** The form page as a visitor gets it: its CSRF cookie and token. */
async function openForm(path = '/dev/components/form') {
  const page = await app.inject({ url: path });
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { page, cookie, token };
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: path, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

const valid = { fullName: 'Jana Vzorová', username: 'jana_1', email: 'jana@example.cz', age: '30', amount: '1 250,50', startDate: '2026-10-01', endDate: '2026-11-01', employer: '', password: 'Sekretni-Vlak-77!', confirmation: 'Sekretni-Vlak-77!' };

t.test('the form page: private, with a CSRF token', async (t) => {
  const { page, cookie, token } = await openForm();
  t.equal(page.statusCode, 200);
  t.equal(page.headers['cache-control'], 'private, no-store');
  t.match(cookie, /^portal_csrf=/);
  t.ok(token.length > 10);
  t.match(page.body, /<form class="demo-form" noValidate="" action="\/dev\/components\/form" method="post">/i);
});

t.test('a form that passes: 303 back to the page, which says so', async (t) => {
  const { cookie, token } = await openForm();
  const sent = await post('/dev/components/form', cookie, { ...valid, _csrf: token });
  t.equal(sent.statusCode, 303);
  t.equal(sent.headers.location, '/dev/components/form?sent=1');
  t.equal(sent.headers['cache-control'], 'no-store');
  const after = await app.inject({ url: '/dev/components/form?sent=1', headers: { cookie } });
  t.match(after.body, /<p class="form-notice" role="status">Formulář prošel všemi kontrolami\.<\/p>/);
});

t.test('a refused form: the page again with the summary, the messages and the values, never the password', async (t) => {
  const { cookie, token } = await openForm('/en/dev/components/form');
  const refused = await post('/en/dev/components/form', cookie, { ...valid, email: 'jana@', age: '12', endDate: '2026-09-01', employed: 'on', confirmation: 'other-password', _csrf: token });
  t.equal(refused.statusCode, 200);
  t.equal(refused.headers['cache-control'], 'private, no-store');
  t.match(refused.body, /<div class="error-summary" role="alert"[^>]*autofocus=""><h2 id="demo-errors-title">There is a problem<\/h2>/);
  const links = [...refused.body.matchAll(/<li><a href="#demo-(\w+)">/g)].map((match) => match[1]);
  t.same(links, ['email', 'age', 'endDate', 'employer', 'confirmation'], 'in the form’s order');
  t.match(refused.body, /The date in &quot;End date&quot; must be after &quot;Start date&quot;\./);
  t.match(refused.body, /&quot;Age&quot; must be between 18 and 99\./);
  t.match(refused.body, /The value of &quot;Confirm password&quot; must be the same as &quot;Password&quot;\./);
  t.match(refused.body, /id="demo-email"[^>]*name="email" value="jana@"/);
  t.notMatch(refused.body, /Sekretni-Vlak|other-password/, 'passwords are not sent back');
  t.match(refused.body, /name="_csrf" value="[^"]+"/, 'a token for the next try');
});

t.test('without the CSRF token, or with another visitor’s, the form is refused', async (t) => {
  const { cookie } = await openForm();
  t.equal((await post('/dev/components/form', cookie, valid)).statusCode, 403);
  const other = await openForm();
  t.equal((await post('/dev/components/form', cookie, { ...valid, _csrf: other.token })).statusCode, 403);
  t.equal((await post('/dev/components/form', '', { ...valid, _csrf: other.token })).statusCode, 403, 'no cookie');
});

t.test('a body far larger than any form of the portal is refused before it is read, JSON too', async (t) => {
  const { cookie } = await openForm();
  const large = JSON.stringify({ fullName: 'x'.repeat(900_000) });
  const asJson = await app.inject({ method: 'POST', url: '/dev/components/form', headers: { cookie, 'content-type': 'application/json' }, payload: large });
  t.equal(asJson.statusCode, 413);
  const consent = await app.inject({ method: 'POST', url: CONSENT_PATH, headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, payload: large });
  t.equal(consent.statusCode, 413, 'the consent form likewise');
});
