/**
 * The web's notice on every page (server/site-notice.ts): from the config's `siteNotice`, in the page's language or
 * in Czech marked as such, on content and error pages alike, and gone at its end: no cache keeps a page past it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { siteNoticeAt, parseSiteNotice } from '../../server/site-notice.ts';
import { contentWith } from '../helpers/content-dir.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

t.test('when a notice shows, in which language, and until when', async (t) => {
  const { notice: config } = parseSiteNotice({ severity: 'error', start: '2026-12-01T08:00:00+01:00', end: '2026-12-02T08:00:00+01:00', text: { 'cs-CZ': 'Výpadek', 'en-GB': 'Outage' } });
  const start = Date.parse('2026-12-01T08:00:00+01:00');
  t.same(siteNoticeAt(config, 'en', start - 90_000), { changesInS: 90 }, 'before its start: none, and the page changes at the start');
  t.same(siteNoticeAt(config, 'en', start), { notice: { severity: 'error', text: 'Outage' }, changesInS: 86_400 });
  t.same(siteNoticeAt(config, 'ru', start).notice, { severity: 'error', text: 'Výpadek', lang: 'cs-CZ' }, 'in Czech, marked so, where the language has none');
  t.same(siteNoticeAt(config, 'cs', start + 86_400_000), {}, 'after its end: nothing');
  t.match(parseSiteNotice({ end: 'tomorrow', text: { 'cs-CZ': 'x' } }).problem, /end/, 'a notice that does not fit is reported, not shown');
  t.match(parseSiteNotice({ end: '2026-12-02T08:00:00+01:00', text: { 'en-GB': 'x' } }).problem, /Czech/);
});

t.test('on every page until it ends, then gone from the page cache too', async (t) => {
  const dir = await contentWith(t, []);
  const configFile = path.join(dir, 'up', 'pages', 'config-up.json');
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  // The portal's clock is set once it has started (which takes its time on a busy machine): the notice then ends in 4 s.
  const endMs = Date.parse('2030-01-01T00:00:00Z');
  let offsetMs = 0;
  config.data = { siteNotice: { severity: 'warning', start: iso(endMs - 3_600_000), end: iso(endMs), text: { 'cs-CZ': 'Elektronické služby nebudou v sobotu dostupné.', 'en-GB': 'Online services will be down on Saturday.' } } };
  await writeFile(configFile, JSON.stringify(config));
  const app = await buildPortal(t, { contentDir: dir, now: () => Date.now() + offsetMs });
  offsetMs = endMs - 4000 - Date.now();

  const en = await app.inject({ url: '/en' });
  let $ = dom(en.body);
  t.equal(textOf($('.site-notice')), 'Warning: Online services will be down on Saturday.');
  t.equal($('.site-notice').attr('role'), 'region');
  t.equal($('.site-notice').next().is('header, .gov-header, [class*="header"]'), true, 'above the header');
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(String(en.headers['cache-control']))?.[1]);
  t.ok(sMaxAge >= 1 && sMaxAge <= 4, `a shared cache keeps it until the end at most (s-maxage=${sMaxAge})`);

  $ = dom((await app.inject({ url: '/ua' })).body);
  t.equal($('.site-notice [lang="cs-CZ"]').text(), 'Elektronické služby nebudou v sobotu dostupné.', 'no Ukrainian text: the Czech one, marked Czech');
  t.equal(textOf($('.site-notice__language')), '(чеською)');

  const missing = await app.inject({ url: '/en/no-such-page' });
  t.equal(missing.statusCode, 404);
  t.equal(dom(missing.body)('.site-notice').length, 1, 'on an error page too');
  const payload = await app.inject({ url: '/en/_payload.json' });
  t.equal(payload.json().notice.text, 'Online services will be down on Saturday.', 'in the page data of client navigation');
  t.equal(dom((await app.inject({ url: '/en' })).body)('.site-notice').length, 1, 'still there, from the page cache or not');

  await sleep(endMs - (Date.now() + offsetMs) + 300);
  const after = await app.inject({ url: '/en' });
  t.equal(dom(after.body)('.site-notice').length, 0, 'gone at its end, though the page cache held the page');
  t.match(String(after.headers['cache-control']), /stale-while-revalidate/, 'cached as usual again');
});
