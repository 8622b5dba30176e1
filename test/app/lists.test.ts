/** A template with a load (Seznam): items asked of the CMS by filters, ten a page, the state in the URL. */
import t from 'tap';
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

const titles = (html: string) => [...html.matchAll(/<h2 class="h4"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);

t.test('ten items a page, newest first, numbered pages, the count announced', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const first = await app.inject({ url: '/aktuality' });
  t.equal(first.statusCode, 200);
  t.match(first.body, 'data-template="Seznam"');
  t.equal(titles(first.body).length, 10);
  t.equal(titles(first.body)[0], 'Zpráva 12', 'the newest first (December 2026)');
  t.match(first.body, '<time dateTime="2026-12-10T08:00:00Z">10.12.26</time>', 'the date in the short form of lists (docs/product.md §9)');
  t.match(first.body, '<p class="list-count" role="status">23 položek</p>');
  t.match(first.body, /<a aria-label="Stránka 3" href="\/aktuality\?page=3">3<\/a>/);
  t.match(first.body, /<a rel="next" href="\/aktuality\?page=2">Další<\/a>/);
  const third = await app.inject({ url: '/aktuality?page=3' });
  t.equal(titles(third.body).length, 3, 'the rest on the last page');
  t.match(third.body, /<span aria-current="page"[^>]*><span class="visually-hidden">Stránka <\/span>3<\/span>/);
});

t.test('the year filter: its choices from the CMS facets, the state in the URL, pages keep it', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const res = await app.inject({ url: '/aktuality?year=2025' });
  t.equal(titles(res.body).length, 10);
  t.ok(titles(res.body).every((title) => Number(title!.split(' ')[1]) >= 14), 'only items of 2025');
  t.match(res.body, '<option value="2025" selected="">2025</option>');
  t.match(res.body, '<option value="2026">2026</option>');
  t.match(res.body, '10 položek');
  t.notMatch(res.body, /page=2/, 'one page only');
  const second = await app.inject({ url: '/aktuality?year=2026&page=2' });
  t.equal(titles(second.body).length, 3);
  t.match(second.body, /rel="prev" href="\/aktuality\?year=2026"/);
});

t.test('nonsense filter values are ignored with a visible note, never an error', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  for (const url of ['/aktuality?year=abc', '/aktuality?page=-1', '/aktuality?year=99999&page=x', '/aktuality?page=%00']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, 'role="note">Některé hodnoty filtru nedávaly smysl a byly vynechány.', url);
    t.equal(titles(res.body).length, 10, `${url}: the unfiltered first page`);
  }
  const beyond = await app.inject({ url: '/aktuality?page=9' });
  t.equal(beyond.statusCode, 404, 'a page past the last is not found');
  t.match(beyond.body, '<p>Taková stránka seznamu neexistuje. <a href="/aktuality">Přejít na první stránku</a></p>', 'though it shows the way back');
  const back = /<a rel="prev" href="([^"]+)"/.exec(beyond.body)?.[1];
  const last = Math.max(...[...beyond.body.matchAll(/aria-label="Stránka (\d+)"/g)].map((m) => Number(m[1])));
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
  t.match(en.body, '<p>No items match this selection.</p>', 'the news exist only in Czech');
  t.notMatch(en.body, 'list-filter', 'no years to choose from');
});

t.test('the /dev preview of a list shows its example with items from the CMS', async (t) => {
  const app = await buildPortal(t, { contentDir: t.testdir(content()) });
  const res = await app.inject({ url: '/dev/search/aktuality' });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'data-template="Seznam"');
  t.match(res.body, '<meta name="robots" content="noindex"/>');
  t.equal(titles(res.body).length, 10);
});

t.test('the sample lists: filters by category, a district narrowed to its region, sort, nonsense ignored with a note', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/kariera' });
  t.equal(all.statusCode, 200);
  t.match(all.body, /<select id="[^"]+-kraj" name="kraj">/);
  t.match(all.body, /<option value="moravskoslezsky">Moravskoslezský kraj<\/option>/, 'regions that have vacancies are offered');
  t.notMatch(all.body, /<option value="zlinsky">/, 'a region without vacancies is not offered');
  t.match(all.body, /<option value="tabor">Tábor<\/option>/, 'every district with vacancies while no region is chosen');

  const region = await app.inject({ url: '/kariera?kraj=moravskoslezsky' });
  t.match(region.body, '<p class="list-count" role="status">2 položky</p>');
  t.match(region.body, /<option value="karvina">Karviná<\/option>/);
  t.notMatch(region.body, /<option value="tabor">/, 'districts of other regions are not offered');

  const elsewhere = await app.inject({ url: '/kariera?kraj=moravskoslezsky&okres=tabor' });
  t.equal(elsewhere.statusCode, 200);
  t.match(elsewhere.body, 'role="note">Některé hodnoty filtru nedávaly smysl a byly vynechány.');
  t.match(elsewhere.body, '<p class="list-count" role="status">2 položky</p>', 'the district of another region is ignored');

  for (const url of ['/kariera?kraj=atlantida', '/kariera?sort=name:sideways', '/aktuality?year=abc', '/kariera?year=2025']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, 'role="note">', `${url}: the ignored value is noted`);
  }

  const oldest = await app.inject({ url: '/aktuality?sort=displayAt:asc' });
  const newest = await app.inject({ url: '/aktuality' });
  t.not(titles(oldest.body)[0], titles(newest.body)[0], 'oldest first starts elsewhere');
  t.match(oldest.body, /<a rel="next" href="\/aktuality\?sort=displayAt%3Aasc&amp;page=2">/, 'pages keep the sort');

  const empty = await app.inject({ url: '/aktuality?kraj=plzensky&year=2024' });
  t.match(empty.body, '<p>Tomuto výběru neodpovídá žádná položka. <a class="list-clear" href="/aktuality">Zrušit filtry</a></p>');
});

t.test('the sample list of forms: by area, A–Z and Z–A, in Czech and English', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const az = await app.inject({ url: '/formulare' });
  t.equal(az.statusCode, 200);
  t.match(az.body, 'data-template="SeznamFormularu"');
  const names = titles(az.body);
  t.ok(names.length > 1);
  const czech = new Intl.Collator('cs-CZ');
  t.same(names, [...names].sort((a, b) => czech.compare(a ?? '', b ?? '')), 'A–Z by Czech collation');
  const za = await app.inject({ url: '/formulare?sort=name:desc' });
  t.not(titles(za.body)[0], names[0], 'Z–A starts at the other end');
  const area = await app.inject({ url: '/formulare?agenda=prispevek-na-peci' });
  t.match(area.body, /<option value="prispevek-na-peci" selected="">/);
  t.match(area.body, '<p class="list-count" role="status">2 položky</p>', 'the two forms of the care allowance');
  t.equal(titles(area.body).length, 2);
  const en = await app.inject({ url: '/en/forms' });
  t.equal(en.statusCode, 200);
  t.match(en.body, 'data-template="SeznamFormularu"');
  t.match(en.body, 'Alphabetically A–Z');
});

t.test('the language switch keeps a list’s filters and order, not its page number', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const forms = await app.inject({ url: '/formulare?agenda=prispevek-na-peci&sort=name%3Adesc&page=1' });
  t.match(forms.body, /<a lang="en-GB" hrefLang="en-GB" href="\/en\/forms\?agenda=prispevek-na-peci&amp;sort=name%3Adesc&amp;chosen-language">English<\/a>/);
  t.same(embeddedPayload(forms.body).alternates.find((alternate) => alternate.locale === 'ua')?.href, '/ua/formy?agenda=prispevek-na-peci&sort=name%3Adesc', 'in the page data too');
  const offices = await app.inject({ url: '/en/contact-offices?kraj=liberecky' });
  t.match(offices.body, /href="\/kontaktni-pracoviste\?kraj=liberecky&amp;chosen-language"/, 'the workplaces by region');
});

t.test('the sample list of workplaces: by region, district and office type, each with its hours', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/kontaktni-pracoviste' });
  t.equal(all.statusCode, 200);
  t.match(all.body, 'data-template="UpCzKontaktySouhrnPracovist"');
  t.match(all.body, /<select id="[^"]+-typ-pracoviste" name="typ-pracoviste">/);
  t.match(all.body, /<h3 id="hours-\d+">Úřední hodiny<\/h3>/);
  const region = await app.inject({ url: '/kontaktni-pracoviste?kraj=stredocesky' });
  const districts = [...region.body.matchAll(/<select id="[^"]+-okres" name="okres">(.*?)<\/select>/gs)][0]?.[1] ?? '';
  t.match(districts, /value="benesov"/);
  t.notMatch(districts, /value="brno-mesto"/, 'only the districts of the chosen region');
  const names = titles(region.body);
  t.ok(names.length > 0 && names.every((name) => name !== undefined), 'workplaces of the region listed');
  const english = await app.inject({ url: '/en/contact-offices?kraj=stredocesky' });
  t.equal(english.statusCode, 200);
  t.match(english.body, '<h3 id="hours-');
  t.match(english.body, 'Office hours');
});
