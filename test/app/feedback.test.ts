/** "Is this page useful?": the widget under content pages, the POST with and without JavaScript, the file it fills. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { dom, labelledBy, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-feedback-'));
t.teardown(() => rm(dataDir, { recursive: true, force: true }));
const app = await buildPortal(t, { env: { DATA_DIR: dataDir } });
const ORIGIN = 'https://portal.example';
const file = path.join(dataDir, 'feedback.jsonl');
const entries = async () => (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

const send = (fields: Record<string, string>, headers: Record<string, string> = {}, address = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: address, headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });

t.test('under a content page: Yes and No as plain forms; the page stays public and the same for everyone', async (t) => {
  const page = await app.inject({ url: '/en/housing-allowance' });
  t.equal(page.statusCode, 200);
  t.match(page.headers['cache-control'], /^public/);
  t.notOk(page.headers['set-cookie']);
  const $ = dom(page.body);
  t.equal($('[name*="csrf"]').length, 0, 'no CSRF token: the POST is checked by its origin');
  const widget = labelledBy($, 'page-feedback-title');
  t.same([widget.prop('tagName'), widget.attr('class')], ['SECTION', 'gov-container page-feedback'], 'a section labelled by its question');
  const yes = widget.find('form').first();
  t.hasStrict(yes.attr(), { action: '/api/feedback', method: 'post' }, 'Yes: a plain form');
  t.same(yes.children('input[type="hidden"]').toArray().map((input) => [$(input).attr('name'), $(input).val()]), [['path', '/en/housing-allowance'], ['useful', 'yes']], 'carrying the page and the answer');
  t.equal(textOf(widget.find('details.page-feedback__no > summary')), 'No', 'No opens the questions');
  t.hasStrict($('textarea#page-feedback-doing').attr(), { name: 'doing', rows: '3', maxlength: '500' });
  const again = await app.inject({ url: '/en/housing-allowance', headers: { cookie: 'portal_csrf=x; other=y' } });
  t.equal(again.body.replace(/"buildId":"[^"]+"/, ''), page.body.replace(/"buildId":"[^"]+"/, ''), 'cookies change nothing');
  const error = await app.inject({ url: '/no-such-page' });
  t.equal(dom(error.body)('.page-feedback').length, 0, 'not on error screens');
});

t.test('without JavaScript: 303 back to the page’s thank-you; the answer appended, masked', async (t) => {
  const yes = await send({ path: '/en/housing-allowance?page=2', useful: 'yes', doing: 'ignored with a yes' });
  t.equal(yes.statusCode, 303);
  t.equal(yes.headers.location, '/en/housing-allowance#feedback-thanks');
  const no = await send({ path: '/prispevek-na-bydleni', useful: 'no', doing: 'Hledal jsem formulář, jana.novakova@example.cz', wrong: 'Rodné číslo 855612/1234 ani 8556121234 nepřijal, ani 855612 / 123.' });
  t.equal(no.headers.location, '/prispevek-na-bydleni#feedback-thanks');
  const [first, second] = await entries();
  t.match(first, { path: '/en/housing-allowance', useful: true });
  t.notOk('doing' in first!, 'a yes keeps no text');
  t.match(second, { path: '/prispevek-na-bydleni', useful: false, doing: 'Hledal jsem formulář, [e-mail]', wrong: 'Rodné číslo [rodné číslo] ani [rodné číslo] nepřijal, ani [rodné číslo].' });
  t.match(String(second!.at), /^\d{4}-\d\d-\d\dT/);
  t.same(Object.keys(second!).sort(), ['at', 'doing', 'path', 'useful', 'wrong'], 'no address, no browser');
});

t.test('with JavaScript: 204; refusals as JSON', async (t) => {
  const json = { accept: 'application/json' };
  t.equal((await send({ path: '/kontakty', useful: 'yes' }, json)).statusCode, 204);
  const invalid = await send({ path: '/kontakty', useful: 'maybe' }, json);
  t.equal(invalid.statusCode, 400);
  t.same(invalid.json(), { statusCode: 400, message: 'Invalid feedback.' });
  t.equal((await send({ path: '/kontakty', useful: 'no', wrong: 'x'.repeat(501) }, json)).statusCode, 400, 'answers are short');
  t.equal((await send({ path: '/kontakty', useful: 'no', wrong: 'x'.repeat(9000) }, json)).statusCode, 413, 'bodies are bounded');
  const refusedNoJs = await send({ path: '/kontakty', useful: 'maybe' });
  t.equal(refusedNoJs.statusCode, 303);
  t.equal(refusedNoJs.headers.location, '/kontakty#feedback-failed');
  t.equal((await send({ path: 'https://evil.example/', useful: 'yes' })).headers.location, '/#feedback-thanks', 'only back to a portal path');
});

t.test('only from the portal’s own pages (Sec-Fetch-Site, else Origin)', async (t) => {
  t.equal((await send({ path: '/', useful: 'yes' }, { origin: 'https://evil.example' })).statusCode, 403);
  t.equal((await send({ path: '/', useful: 'yes' }, { origin: 'null' })).statusCode, 403);
  const noOrigin = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'path=%2F&useful=yes' });
  t.equal((await noOrigin({})).statusCode, 403, 'neither');
  t.equal((await noOrigin({ referer: 'https://evil.example/page' })).statusCode, 403);
  t.equal((await noOrigin({ referer: `${ORIGIN}/kontakty` })).statusCode, 403, 'a Referer is not enough');
  t.equal((await noOrigin({ 'sec-fetch-site': 'same-origin' })).statusCode, 303);
  t.equal((await noOrigin({ 'sec-fetch-site': 'cross-site', origin: ORIGIN })).statusCode, 403, 'Fetch Metadata first');
  t.equal((await noOrigin({ host: 'localhost:3000', origin: 'http://localhost:3000' })).statusCode, 303, 'or the host it was asked at');
});

t.test('rate-limited per client address', async (t) => {
  const before = (await entries()).length;
  const answers = [];
  for (let index = 0; index < 21; index++) answers.push((await send({ path: '/kontakty', useful: 'yes' }, { accept: 'application/json' }, '10.0.0.9')).statusCode);
  t.same(answers.slice(0, 20), Array(20).fill(204));
  t.equal(answers[20], 429);
  const noJs = await send({ path: '/kontakty', useful: 'yes' }, {}, '10.0.0.9');
  t.equal(noJs.headers.location, '/kontakty#feedback-failed', 'without JavaScript, back to the page’s failure message');
  t.equal((await send({ path: '/kontakty', useful: 'yes' }, { accept: 'application/json' }, '10.0.0.10')).statusCode, 204, 'another address is not held up');
  t.equal((await entries()).length, before + 21);
});
