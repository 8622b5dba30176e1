/**
 * Colour mode (docs/product.md §13.2): the switch's POST route (cookie, 303 back, same origin only), the mode on <html>
 * from the cookie on the server (first paint), a page that forces a mode through its content data, and `system`
 * refused as a forced mode with a warning in the log.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { COLOUR_MODE_COOKIE } from '../../shared/colour-mode.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildTestPortal, captureLogs, FIXTURES } from '../helpers/portal.ts';

const ORIGIN = 'https://portal.example';
const PUBLIC = /^public, max-age=0, s-maxage=\d+/;

type App = Awaited<ReturnType<typeof buildTestPortal>>['app'];

function post(app: App, url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
}

function modeCookie(res: { headers: Record<string, unknown> }): string {
  return [res.headers['set-cookie']].flat().find((line): line is string => typeof line === 'string' && line.startsWith(`${COLOUR_MODE_COOKIE}=`)) ?? '';
}

/** The colour-mode class and the data-theme of <html>. */
function htmlMode(body: string): { className: string; theme: string } {
  const html = dom(body)('html');
  return { className: (html.attr('class') ?? '').split(' ').find((name) => name.startsWith('colour-mode-')) ?? '', theme: html.attr('data-theme') ?? '' };
}

const get = (app: App, url: string, mode?: string) => app.inject({ url, headers: mode ? { cookie: `${COLOUR_MODE_COOKIE}=${mode}` } : {} });

t.test('the switch posts the preference: a cookie for a year and 303 back', async (t) => {
  const { app } = await buildTestPortal(t);
  for (const mode of ['dark', 'light', 'system']) {
    const res = await post(app, '/en/colour-mode', { mode, redirect: '/en/o-nas?x=1' });
    t.equal(res.statusCode, 303, mode);
    t.equal(res.headers.location, '/en/o-nas?x=1');
    t.equal(res.headers['cache-control'], 'no-store');
    const cookie = modeCookie(res);
    t.match(cookie, new RegExp(`^${COLOUR_MODE_COOKIE}=${mode};`));
    t.match(cookie, /; Max-Age=31536000/);
    t.match(cookie, /; Path=\//);
    t.match(cookie, /; SameSite=Lax/);
    t.match(cookie, /; Secure/, 'the public URL is https');
  }
  const list = await post(app, '/en/colour-mode', { mode: 'dark', redirect: '/en/news' }, { origin: ORIGIN, referer: `${ORIGIN}/en/news?page=2&sort=date` });
  t.equal(list.headers.location, '/en/news?page=2&sort=date', 'back to the page with its query (its Referer)');
  const foreign = await post(app, '/en/colour-mode', { mode: 'dark', redirect: '/en/news' }, { origin: ORIGIN, referer: 'https://evil.example/en/news?page=2' });
  t.equal(foreign.headers.location, '/en/news', 'not another site\'s query');
  const cs = await post(app, '/colour-mode', { mode: 'dark', redirect: '//evil.example/' }, { 'sec-fetch-site': 'same-origin' });
  t.equal(cs.headers.location, '/', 'only a path of this portal');
  const noRedirect = await post(app, '/ru/colour-mode', { mode: 'dark' });
  t.equal(noRedirect.headers.location, '/ru/', 'without a return path: the language root');
});

t.test('a POST from elsewhere or with a bad mode sets nothing', async (t) => {
  const { app } = await buildTestPortal(t);
  for (const headers of [{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
    const res = await post(app, '/colour-mode', { mode: 'dark' }, headers);
    t.equal(res.statusCode, 403, JSON.stringify(headers));
    t.equal(modeCookie(res), '');
  }
  for (const fields of [{}, { mode: 'sepia' }] as Record<string, string>[]) {
    const res = await post(app, '/colour-mode', fields);
    t.equal(res.statusCode, 400, JSON.stringify(fields));
    t.match(res.body, /mode must be system, light or dark/);
    t.equal(modeCookie(res), '');
  }
});

t.test('the server puts the preference on <html>, and the switch shows it; the page stays public', async (t) => {
  const { app } = await buildTestPortal(t);
  t.same(htmlMode((await get(app, '/en')).body), { className: 'colour-mode-system', theme: 'auto' }, 'no cookie: the system decides');
  t.same(htmlMode((await get(app, '/en', 'dark')).body), { className: 'colour-mode-dark', theme: 'dark' });
  t.same(htmlMode((await get(app, '/en', 'light')).body), { className: 'colour-mode-light', theme: 'light' });
  t.same(htmlMode((await get(app, '/en', 'purple')).body), { className: 'colour-mode-system', theme: 'auto' }, 'nonsense: system');
  const dark = await get(app, '/en', 'dark');
  t.match(dark.headers['cache-control'] as string, PUBLIC);
  const $dark = dom(dark.body);
  t.hasStrict($dark('form.colour-mode-switch').attr(), { action: '/en/colour-mode', method: 'post' }, 'a plain form');
  t.same(
    $dark('form.colour-mode-switch button').toArray().map((button) => ({ text: textOf($dark(button)), ...button.attribs })),
    [
      { text: 'System', type: 'submit', value: 'system', 'aria-pressed': 'false', name: 'mode' },
      { text: 'Light', type: 'submit', value: 'light', 'aria-pressed': 'false', name: 'mode' },
      { text: 'Dark', type: 'submit', value: 'dark', 'aria-pressed': 'true', name: 'mode' },
    ],
    'one button a mode, the chosen one pressed',
  );
  const payload = await get(app, '/en/_payload.json', 'dark');
  t.notMatch(payload.body, /colour|"dark"/, 'the shared payload knows nothing of the preference');
  t.same(htmlMode((await get(app, '/error/404', 'dark')).body).theme, 'dark', 'error screens too');
  t.equal(textOf(dom((await get(app, '/cs', 'dark')).body)('form.colour-mode-switch legend')), 'Barevný režim');
});

t.test('content may force light or dark; forcing system is refused with a warning', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'colour-mode-content-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(FIXTURES, dir, { recursive: true });
  const pages = path.join(dir, 'up', 'pages');
  const base = JSON.parse(await readFile(path.join(pages, 'o-nas.json'), 'utf8'));
  const variant = async (id: string, slug: string, colourMode: unknown) => {
    const item = structuredClone(base);
    item.id = id;
    item.translations = { 'cs-CZ': { ...base.translations['cs-CZ'], friendlyURL: `/${slug}` } };
    item.data = { ...item.data, colourMode };
    await writeFile(path.join(pages, `${slug}.json`), JSON.stringify(item));
  };
  await variant('9101', 'vzdy-tmava', 'dark');
  await variant('9102', 'vzdy-svetla', 'light');
  await variant('9103', 'podle-systemu', 'system');
  const { lines, logger } = captureLogs('warn');
  const { app } = await buildTestPortal(t, { contentDir: dir, logger });

  t.same(htmlMode((await get(app, '/vzdy-tmava', 'light')).body), { className: 'colour-mode-dark', theme: 'dark' }, 'forced dark over a light preference');
  t.same(htmlMode((await get(app, '/vzdy-tmava')).body).theme, 'dark');
  t.same(htmlMode((await get(app, '/vzdy-svetla', 'dark')).body), { className: 'colour-mode-light', theme: 'light' }, 'forced light');
  const forcedPayload = JSON.parse((await get(app, '/vzdy-tmava/_payload.json')).body);
  t.equal(forcedPayload.colourMode, 'dark', 'client navigation learns it from the payload');

  t.same(htmlMode((await get(app, '/podle-systemu', 'dark')).body).theme, 'dark', 'system refused: the preference stands');
  t.same(htmlMode((await get(app, '/podle-systemu')).body).theme, 'auto');
  const warning = lines.find((line) => /cannot force the colour mode system/.test(String(line.msg)));
  t.ok(warning, 'a warning in the log');
  t.equal(warning?.level, 40);
  t.equal(warning?.contentId, '9103');
  t.notOk(lines.some((line) => /colour mode/.test(String(line.msg)) && line.contentId !== '9103'), 'no warning for the valid modes');
});
