/** A template with a load (Seznam): items asked of the CMS by filters, ten a page, the state in the URL. */
import t from 'tap';
import { attrsOf, dom, metaOf, templateOf, textOf, textsOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const web = { id: 'up', name: { 'cs-CZ': 'ÚP', 'en-GB': 'LO' }, defaultLanguage: 'cs-CZ', friendlyURL: '/up' };
const item = (id: string, structure: string, translations: Record<string, object>, extra: object = {}) => JSON.stringify({ id, structure, ...extra, translations });

/** 23 news items, 13 of 2026 and 10 of 2025, and the list page that shows them. */
function content() {
  const pages: Record<string, string> = {
    'config-up.json': item('9', 'Default', { 'cs-CZ': { name: 'config-up', friendlyURL: '/config-up', data: { home: '/aktuality' } } }),
    'aktuality.json': item('1', 'Seznam', {
      'cs-CZ': { name: 'Aktuality', friendlyURL: '/aktuality', data: { list: { structureKeys: ['Aktualita'], filters: ['year'] } } },
      'en-GB': { name: 'News', friendlyURL: '/news', data: { list: { structureKeys: ['Aktualita'], filters: ['year'] } } },
    }),
  };
  for (let n = 1; n <= 23; n++) {
    const year = n <= 13 ? 2026 : 2025;
    const month = String(((n - 1) % 12) + 1).padStart(2, '0');
    pages[`zprava-${n}.json`] = item(`n${n}`, 'Aktualita', { 'cs-CZ': { name: `Zpráva ${n}`, description: `Perex ${n}`, friendlyURL: `/zprava-${n}`, data: { body: '<p>Text</p>' } } }, { displayAt: `${year}-${month}-10T08:00:00Z` });
  }
  return { webs: { 'up.json': JSON.stringify(web) }, up: { pages } };
}

/** The titles of the items listed: each a linked heading of its own. */
const titles = (html: string) => textsOf(dom(html), 'h2[class="h4"] > a[href]');

/** The list's count, read as the status it is announced as. */
const countOf = ($: CheerioAPI) => ({ text: textOf($('p.list-count')), role: $('p.list-count').attr('role') });

/** The note that ignored filter values were left out. */
const IGNORED = 'Některé hodnoty filtru nedávaly smysl a byly vynechány.';

/** The value of each option of the select named `name`, and the chosen one. */
const optionsOf = ($: CheerioAPI, name: string) => ({
  values: attrsOf($, `select[name="${name}"] option`, 'value'),
  selected: $(`select[name="${name}"] option[selected]`).attr('value'),
});

t.test('ten items a page, newest first, numbered pages, the count announced', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const first = await app.inject({ url: '/aktuality' });
  t.equal(first.statusCode, 200);
  const $ = dom(first.body);
  t.equal(templateOf($), 'Seznam');
  t.equal(titles(first.body).length, 10);
  t.equal(titles(first.body)[0], 'Zpráva 12', 'the newest first (December 2026)');
  t.equal(textOf($('time[datetime="2026-12-10T08:00:00Z"]')), '10.12.26', 'the date in the short form of lists (docs/product.md §9)');
  t.same(countOf($), { text: '23 položek', role: 'status' });
  const pageThree = $('a[aria-label="Stránka 3"]');
  t.same([textOf(pageThree), pageThree.attr('href')], ['3', '/aktuality?page=3'], 'a numbered page, named for a reader');
  t.same([textOf($('a[rel="next"]')), $('a[rel="next"]').attr('href')], ['Další', '/aktuality?page=2']);
  const third = await app.inject({ url: '/aktuality?page=3' });
  t.equal(titles(third.body).length, 3, 'the rest on the last page');
  const current = dom(third.body)('span[aria-current="page"]');
  t.same([textOf(current), textOf(current.children('.visually-hidden'))], ['Stránka 3', 'Stránka'], 'the current page, not a link, named for a reader');
});

t.test('the year filter: its choices from the CMS facets, the state in the URL, pages keep it', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const res = await app.inject({ url: '/aktuality?year=2025' });
  t.equal(titles(res.body).length, 10);
  t.ok(titles(res.body).every((title) => Number(title!.split(' ')[1]) >= 14), 'only items of 2025');
  const $ = dom(res.body);
  t.hasStrict(optionsOf($, 'year'), { selected: '2025' }, 'the year chosen');
  t.ok(optionsOf($, 'year').values.includes('2026'), 'the other year offered');
  t.same([textOf($('option[value="2025"]')), textOf($('option[value="2026"]'))], ['2025', '2026'], 'each year named');
  t.match(textOf($('body')), '10 položek');
  t.same(attrsOf($, 'a[href]', 'href').filter((href) => href?.includes('page=2')), [], 'one page only');
  const second = await app.inject({ url: '/aktuality?year=2026&page=2' });
  t.equal(titles(second.body).length, 3);
  t.equal(dom(second.body)('a[rel="prev"]').attr('href'), '/aktuality?year=2026');
});

t.test('nonsense filter values are ignored with a visible note, never an error', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  for (const url of ['/aktuality?year=abc', '/aktuality?page=-1', '/aktuality?year=99999&page=x', '/aktuality?page=%00']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.ok(textsOf(dom(res.body), '[role="note"]').includes(IGNORED), url);
    t.equal(titles(res.body).length, 10, `${url}: the unfiltered first page`);
  }
  const beyond = await app.inject({ url: '/aktuality?page=9' });
  t.equal(beyond.statusCode, 404, 'a page past the last is not found');
  const $beyond = dom(beyond.body);
  const wayBack = $beyond('main p').filter((_, p) => textOf($beyond(p)) === 'Taková stránka seznamu neexistuje. Přejít na první stránku');
  t.equal(wayBack.find('a').attr('href'), '/aktuality', 'though it shows the way back');
  const back = $beyond('a[rel="prev"]').attr('href');
  const last = Math.max(...attrsOf($beyond, '[aria-label^="Stránka "]', 'aria-label').map((label) => Number(label?.slice('Stránka '.length))));
  t.equal(back, `/aktuality?page=${last}`, 'Previous leads to the last page, not to page 8');
  t.equal((await app.inject({ url: `/aktuality?page=${last}` })).statusCode, 200, 'the last page is found');
  const json = await app.inject({ url: `/aktuality/_payload.json?${embeddedPayload(beyond.body).buildId}&page=9` });
  t.equal(json.statusCode, 404, 'its page data likewise');
});

t.test('the page data for client navigation holds the same list; the list works in English', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const html = await app.inject({ url: '/aktuality?year=2026&page=2' });
  const fromHtml = embeddedPayload(html.body);
  const json = await app.inject({ url: `/aktuality/_payload.json?${fromHtml.buildId}&year=2026&page=2` });
  t.same(json.json(), fromHtml);
  const view = fromHtml.view;
  t.equal(view.kind === 'content' && (view.data as { page: number }).page, 2);
  const en = await app.inject({ url: '/en/news' });
  t.equal(en.statusCode, 200);
  const $en = dom(en.body);
  t.ok(textsOf($en, 'main p').includes('No items match this selection.'), 'the news exist only in Czech');
  t.equal($en('[class*="list-filter"]').length, 0, 'no years to choose from');
});

t.test('the /dev preview of a list shows its example with items from the CMS', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const res = await app.inject({ url: '/dev/search/aktuality' });
  t.equal(res.statusCode, 200);
  const $ = dom(res.body);
  t.equal(templateOf($), 'Seznam');
  t.equal(metaOf($, 'robots'), 'noindex');
  t.equal(titles(res.body).length, 10);
});

t.test('the sample lists: filters by category, a district narrowed to its region, sort, nonsense ignored with a note', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/kariera' });
  t.equal(all.statusCode, 200);
  const $all = dom(all.body);
  t.match($all('select[name="kraj"]').attr('id'), /.-kraj$/, 'the region select, labelled by its id');
  t.equal(textOf($all('select[name="kraj"] option[value="moravskoslezsky"]')), 'Moravskoslezský kraj', 'regions that have vacancies are offered');
  t.notOk(optionsOf($all, 'kraj').values.includes('zlinsky'), 'a region without vacancies is not offered');
  t.equal(textOf($all('select[name="okres"] option[value="tabor"]')), 'Tábor', 'every district with vacancies while no region is chosen');

  const region = dom((await app.inject({ url: '/kariera?kraj=moravskoslezsky' })).body);
  t.same(countOf(region), { text: '2 položky', role: 'status' });
  t.equal(textOf(region('select[name="okres"] option[value="karvina"]')), 'Karviná');
  t.notOk(optionsOf(region, 'okres').values.includes('tabor'), 'districts of other regions are not offered');

  const elsewhere = await app.inject({ url: '/kariera?kraj=moravskoslezsky&okres=tabor' });
  t.equal(elsewhere.statusCode, 200);
  t.ok(textsOf(dom(elsewhere.body), '[role="note"]').includes(IGNORED));
  t.same(countOf(dom(elsewhere.body)), { text: '2 položky', role: 'status' }, 'the district of another region is ignored');

  for (const url of ['/kariera?kraj=atlantida', '/kariera?sort=name:sideways', '/aktuality?year=abc', '/kariera?year=2025']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.ok(textsOf(dom(res.body), '[role="note"]').includes(IGNORED), `${url}: the ignored value is noted`);
  }

  const oldest = await app.inject({ url: '/aktuality?sort=displayAt:asc' });
  const newest = await app.inject({ url: '/aktuality' });
  t.not(titles(oldest.body)[0], titles(newest.body)[0], 'oldest first starts elsewhere');
  t.equal(dom(oldest.body)('a[rel="next"]').attr('href'), '/aktuality?sort=displayAt%3Aasc&page=2', 'pages keep the sort');

  const $empty = dom((await app.inject({ url: '/aktuality?kraj=plzensky&year=2024' })).body);
  const clear = $empty('a.list-clear');
  t.same([textOf(clear.parent('p')), clear.attr('href')], ['Tomuto výběru neodpovídá žádná položka. Zrušit filtry', '/aktuality'], 'nothing found, and the way to clear the filters');
});

t.test('the sample list of forms: by area, A–Z and Z–A, in Czech and English', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const az = await app.inject({ url: '/formulare' });
  t.equal(az.statusCode, 200);
  t.equal(templateOf(dom(az.body)), 'SeznamFormularu');
  const names = titles(az.body);
  t.ok(names.length > 1);
  const czech = new Intl.Collator('cs-CZ');
  t.same(names, [...names].sort((a, b) => czech.compare(a ?? '', b ?? '')), 'A–Z by Czech collation');
  const za = await app.inject({ url: '/formulare?sort=name:desc' });
  t.not(titles(za.body)[0], names[0], 'Z–A starts at the other end');
  const area = await app.inject({ url: '/formulare?agenda=prispevek-na-peci' });
  t.equal(optionsOf(dom(area.body), 'agenda').selected, 'prispevek-na-peci');
  t.same(countOf(dom(area.body)), { text: '2 položky', role: 'status' }, 'the two forms of the care allowance');
  t.equal(titles(area.body).length, 2);
  const en = await app.inject({ url: '/en/forms' });
  t.equal(en.statusCode, 200);
  t.equal(templateOf(dom(en.body)), 'SeznamFormularu');
  t.match(textOf(dom(en.body)('body')), 'Alphabetically A–Z');
});

t.test('the language switch keeps a list’s filters and order, not its page number', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const forms = await app.inject({ url: '/formulare?agenda=prispevek-na-peci&sort=name%3Adesc&page=1' });
  const english = dom(forms.body)('.language-switcher a[hreflang="en-GB"]');
  t.same([textOf(english), english.attr('lang'), english.attr('href')], ['English', 'en-GB', '/en/forms?agenda=prispevek-na-peci&sort=name%3Adesc&chosen-language']);
  t.same(embeddedPayload(forms.body).alternates.find((alternate) => alternate.locale === 'ua')?.href, '/ua/formy?agenda=prispevek-na-peci&sort=name%3Adesc', 'in the page data too');
  const offices = await app.inject({ url: '/en/contact-offices?kraj=liberecky' });
  t.ok(attrsOf(dom(offices.body), '.language-switcher a', 'href').includes('/kontaktni-pracoviste?kraj=liberecky&chosen-language'), 'the workplaces by region');
});

t.test('the sample list of workplaces: by region, district and office type, each with its hours', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/kontaktni-pracoviste' });
  t.equal(all.statusCode, 200);
  const $all = dom(all.body);
  t.equal(templateOf($all), 'UpCzKontaktySouhrnPracovist');
  t.match($all('select[name="typ-pracoviste"]').attr('id'), /.-typ-pracoviste$/);
  const hours = $all('h3[id^="hours-"]').first();
  t.same([textOf(hours), /^hours-\d+$/.test(hours.attr('id') ?? '')], ['Úřední hodiny', true], 'each workplace with its hours');
  const region = await app.inject({ url: '/kontaktni-pracoviste?kraj=stredocesky' });
  const districts = optionsOf(dom(region.body), 'okres').values;
  t.ok(districts.includes('benesov'));
  t.notOk(districts.includes('brno-mesto'), 'only the districts of the chosen region');
  const names = titles(region.body);
  t.ok(names.length > 0 && names.every((name) => name !== undefined), 'workplaces of the region listed');
  const english = await app.inject({ url: '/en/contact-offices?kraj=stredocesky' });
  t.equal(english.statusCode, 200);
  t.equal(textOf(dom(english.body)('h3[id^="hours-"]').first()), 'Office hours');
});
