/**
 * Open now, and when next: an office's page, the finder's answer and `GET /api/offices` at chosen moments of the
 * portal's clock (Europe/Prague, Czech public holidays), each kept by caches no longer than until the next change.
 */
import t, { type Test } from 'tap';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';

/** A portal whose clock stands at a moment (the sample office of Benešov: Mon and Wed 8–17, Tue and Thu 8–13). */
async function portalAt(t: Test, moment: string) {
  return buildPortal(t, { contentDir: SAMPLE_CONTENT, now: () => Date.parse(moment) });
}

const sMaxAge = (header: string | string[] | number | undefined) => Number(/s-maxage=(\d+)/.exec(String(header))?.[1]);

t.test('open now: until when, and kept no longer than until it closes', async (t) => {
  const app = await portalAt(t, '2026-12-07T16:59:30+01:00');
  const res = await app.inject({ url: '/kontakty/pracoviste-benesov' });
  t.equal(res.statusCode, 200);
  t.equal(textOf(dom(res.body)('p.office-open-now')), 'Nyní otevřeno do 17:00.');
  t.equal(sMaxAge(res.headers['cache-control']), 30, 'kept 30 s: it closes at 17:00');
  const api = await app.inject({ url: '/api/offices?municipality=Vla%C5%A1im' });
  t.equal(api.statusCode, 200);
  t.match(api.json(), { status: 'found', place: { name: 'Vlašim', district: { code: '3201', name: 'Benešov' } }, servedBy: 'district', offices: [{ url: '/kontakty/pracoviste-benesov', hours: { today: 'monday', openNow: true, closesAt: '17:00', todaysHours: [{ open: '08:00', close: '17:00' }] } }] });
  t.equal(api.headers['cache-control'], 'public, max-age=30', 'the API too');
  const finder = dom((await app.inject({ url: '/kontaktni-pracoviste?obec=Vla%C5%A1im' })).body);
  t.equal(textOf(finder('.found-office p.office-open-now')), 'Nyní otevřeno do 17:00.', 'the finder says it too');
});

t.test('closed until tomorrow, in four languages', async (t) => {
  const app = await portalAt(t, '2026-12-07T17:30:00+01:00');
  const pages: [string, string][] = [
    ['/kontakty/pracoviste-benesov', 'Nyní zavřeno. Otevírá zítra v 08:00.'],
    ['/en/contacts/office-benesov', 'Closed now. Opens tomorrow at 08:00.'],
    ['/ru/kontakty/otdelenie-benesov', 'Сейчас закрыто. Откроется завтра в 08:00.'],
    ['/ua/kontakty/viddilennia-benesov', 'Зараз зачинено. Відчиниться завтра о 08:00.'],
  ];
  for (const [url, said] of pages) {
    const res = await app.inject({ url });
    t.equal(textOf(dom(res.body)('p.office-open-now')), said, url);
    t.equal(sMaxAge(res.headers['cache-control']), 60, `${url}: a minute at most (the day ends later)`);
  }
});

t.test('a public holiday: closed all day, open on the next working day', async (t) => {
  const app = await portalAt(t, '2026-12-24T09:00:00+01:00');
  const $ = dom((await app.inject({ url: '/kontakty/pracoviste-benesov' })).body);
  t.equal(textOf($('p.office-open-now')), 'Nyní zavřeno. Dnes je státní svátek. Otevírá 28. prosince 2026 (pondělí) v 08:00.');
  t.equal(textOf($('p.office-hours__today')), 'Dnes (čtvrtek): Zavřeno', 'not the Thursday hours');
  const api = (await app.inject({ url: '/api/offices?municipality=Bene%C5%A1ov&lang=en' })).json();
  t.match(api, { status: 'choice', reading: 'exact', candidates: [{ code: '529303', district: { name: 'Benešov' } }, { code: '581330', district: { name: 'Blansko' } }] }, 'two Benešovs: a choice');
  const chosen = (await app.inject({ url: '/api/offices?municipality=529303&lang=en' })).json();
  t.match(chosen, { status: 'found', offices: [{ url: '/en/contacts/office-benesov', hours: { openNow: false, publicHoliday: true, todaysHours: [], nextOpening: { date: '2026-12-28', time: '08:00' } } }] });
});

t.test('the API refuses what is no question, and says when nothing is found', async (t) => {
  const app = await portalAt(t, '2026-12-07T10:00:00+01:00');
  const missing = await app.inject({ url: '/api/offices' });
  t.equal(missing.statusCode, 400);
  t.same(missing.json(), { statusCode: 400, message: 'Give the municipality to look for: /api/offices?municipality=Benešov', query: '' });
  t.equal((await app.inject({ url: '/api/offices?municipality=%20%20' })).statusCode, 400, 'blank');
  const long = await app.inject({ url: `/api/offices?municipality=${'a'.repeat(101)}` });
  t.same([long.statusCode, long.json().message], [400, 'The municipality is at most 100 characters.']);
  t.same((await app.inject({ url: '/api/offices?municipality=Brno&lang=xx' })).json().message, 'lang is one of cs, en, ru, ua.');
  const none = await app.inject({ url: '/api/offices?municipality=Atlantis' });
  t.same([none.statusCode, none.json()], [404, { statusCode: 404, message: 'No municipality of the Czech Republic is called "Atlantis".', query: 'Atlantis' }]);
  const cyrillic = (await app.inject({ url: `/api/offices?municipality=${encodeURIComponent('Острава-Поруба')}&lang=ua` })).json();
  t.match(cyrillic, { status: 'found', place: { kind: 'cityDistrict', name: 'Ostrava-Poruba', district: { name: 'Ostrava-město' } }, offices: [{ url: '/ua/kontakty/viddilennia-ostrava-mesto' }] });
  t.equal((await app.inject({ url: '/api/offices?municipality=Brno' })).headers['access-control-allow-origin'], '*', 'open to other sites');
});

t.test('a search for a municipality offers its office first', async (t) => {
  const app = await portalAt(t, '2026-12-07T10:00:00+01:00');
  await searchReady(app);
  const $ = dom((await app.inject({ url: '/vyhledavani?q=Vla%C5%A1im' })).body);
  const office = $('section.search-office');
  t.equal(textOf(office.find('h2')), 'Vaše pracoviště úřadu práce pro Vlašim');
  t.equal(office.find('.found-office h3 a').attr('href'), '/kontakty/pracoviste-benesov', 'the office serving it');
  t.equal(textOf(office.find('p.office-open-now')), 'Nyní otevřeno do 17:00.');
  t.ok(office.nextAll('.list-count').length === 1, 'before the results');
  const other = dom((await app.inject({ url: '/vyhledavani?q=p%C5%99%C3%ADsp%C4%9Bvek%20na%20bydlen%C3%AD' })).body);
  t.equal(other('section.search-office').length, 0, 'words that name no municipality: no office');
  const shared = dom((await app.inject({ url: '/vyhledavani?q=Adamov' })).body);
  t.equal(shared('section.search-office').length, 0, 'a name three municipalities share: no guess');
  const alike = dom((await app.inject({ url: '/vyhledavani?q=Mezholezy' })).body);
  t.equal(alike('section.search-office .found-office h3 a').attr('href'), '/kontakty/pracoviste-domazlice', 'two places of one name that one office serves: that office');
});

t.test('the API answers JSON when the content service fails', async (t) => {
  const app = await buildPortal(t, { cmsUrl: 'http://127.0.0.1:9', now: () => Date.parse('2026-12-07T10:00:00+01:00') });
  const res = await app.inject({ url: '/api/offices?municipality=Brno' });
  t.same([res.statusCode, res.headers['content-type'], res.json().statusCode], [503, 'application/json; charset=utf-8', 503]);
  t.equal(res.headers['cache-control'], 'no-store');
});
