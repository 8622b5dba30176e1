/** The sample form of /dev/components/form without JavaScript: a plain POST, checked on the server by its rules. */
import t from 'tap';
import { CONSENT_PATH } from '../../shared/consent.ts';
import { attrsOf, dom, textOf } from '../helpers/dom.ts';
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
  t.match(cookie, /^__Host-portal_csrf=/, 'over HTTPS, a cookie only this origin can set');
  t.ok(token.length > 10);
  t.hasStrict(dom(page.body)('form.demo-form').attr(), { novalidate: '', action: '/dev/components/form', method: 'post' }, 'a plain form the server checks');
});

t.test('a form that passes: 303 back to the page, which says so', async (t) => {
  const { cookie, token } = await openForm();
  const sent = await post('/dev/components/form', cookie, { ...valid, _csrf: token });
  t.equal(sent.statusCode, 303);
  t.equal(sent.headers.location, '/dev/components/form?sent=1');
  t.equal(sent.headers['cache-control'], 'no-store');
  const after = await app.inject({ url: '/dev/components/form?sent=1', headers: { cookie } });
  const notice = dom(after.body)('p.form-notice');
  t.same([notice.attr('role'), textOf(notice)], ['status', 'Formulář prošel všemi kontrolami.']);
});

t.test('a refused form: the page again with the summary, the messages and the values, never the password', async (t) => {
  const { cookie, token } = await openForm('/en/dev/components/form');
  const refused = await post('/en/dev/components/form', cookie, { ...valid, email: 'jana@', age: '12', endDate: '2026-09-01', employed: 'on', confirmation: 'other-password', _csrf: token });
  t.equal(refused.statusCode, 200);
  t.equal(refused.headers['cache-control'], 'private, no-store');
  const $ = dom(refused.body);
  const summary = $('div.error-summary');
  t.same([summary.attr('role'), summary.is('[autofocus]'), textOf(summary.children().first().filter('h2#demo-errors-title'))], ['alert', true, 'There is a problem'], 'the summary first, announced and focused');
  const links = attrsOf($, '.error-summary li > a', 'href');
  t.same(links, ['#demo-email', '#demo-age', '#demo-endDate', '#demo-employer', '#demo-confirmation'], 'in the form’s order');
  const spoken = textOf($('body'));
  t.match(spoken, 'The date in "End date" must be after "Start date".');
  t.match(spoken, '"Age" must be between 18 and 99.');
  t.match(spoken, 'The value of "Confirm password" must be the same as "Password".');
  t.hasStrict($('#demo-email').attr(), { name: 'email', value: 'jana@' }, 'the values kept');
  // Bytes: the passwords must be nowhere in the answer, in a field or in the page data.
  t.notMatch(refused.body, /Sekretni-Vlak|other-password/, 'passwords are not sent back');
  t.ok($('input[name="_csrf"]').val(), 'a token for the next try');
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
