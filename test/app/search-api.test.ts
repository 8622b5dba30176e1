/** The public search API over the sample content: validation, the index being built, results, CORS, the rate limit. */
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { MIN_CLIENTS } from '../../server/search/frequent.ts';
import { attrsOf, dom, templateOf, textOf, textsOf } from '../helpers/dom.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';

type App = Awaited<ReturnType<typeof buildPortal>>;
/** What a browser says of a ping or a beacon from the portal's own page. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };


t.test('validation, the index being built, then results with CORS and a short public cache', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const short = await app.inject({ url: '/api/search?q=ab' });
  t.equal(short.statusCode, 400);
  t.equal(short.json().message, 'Zadejte prosím alespoň 3 znaky');
  t.equal((await app.inject({ url: '/api/search?q=ab&lang=en' })).json().message, 'Please enter at least 3 characters');
  const building = await app.inject({ url: '/api/search?q=podpora' });
  if (building.statusCode === 503) t.equal(building.headers['retry-after'], '5', 'while the index is built: 503 with Retry-After');
  await searchReady(app);
  const res = await app.inject({ url: '/api/search?q=prispevek%20na%20bydleni' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['access-control-allow-origin'], '*');
  t.match(res.headers['cache-control'], /^public, max-age=60$/);
  const body = res.json();
  t.ok(body.total > 0);
  t.equal(body.pageSize, 10);
  t.ok(body.items.some((item: { url: string }) => item.url === '/prispevek-na-bydleni'), 'without diacritics it finds the page with them');
  t.match(body.items[0], { title: String, url: String, snippet: String, type: String });
  const english = (await app.inject({ url: '/api/search?q=housing%20allowance&lang=en' })).json();
  t.ok(english.items.some((item: { url: string }) => item.url === '/en/housing-allowance'), 'in English');
  // The API answers data: a hostile term comes back as a JSON string, and snippets are escaped text with <mark> only.
  const hostile = await app.inject({ url: '/api/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
  t.match(hostile.headers['content-type'], /^application\/json/);
  t.equal(hostile.json().query, '<script>alert(1)</script>');
  const marked = (await app.inject({ url: '/api/search?q=nezamestnanosti' })).json();
  t.ok(marked.items.length > 0);
  for (const item of marked.items) t.notMatch(item.snippet.replace(/<\/?mark>/g, ''), /[<>]/, 'no markup in a snippet but <mark>');
});

t.test('a client that searches too often gets 429 with Retry-After', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  let limited;
  for (let i = 0; i < 70 && !limited; i++) {
    const res = await app.inject({ url: '/api/search?q=ab', remoteAddress: '192.0.2.7' });
    if (res.statusCode === 429) limited = res;
  }
  t.ok(limited, 'limited within 70 searches');
  t.ok(Number(limited?.headers['retry-after']) > 0);
  t.match(limited?.json(), { statusCode: 429 });
  t.equal((await app.inject({ url: '/api/search?q=ab', remoteAddress: '192.0.2.8' })).statusCode, 400, 'another address is not limited');
});

/** The page type shown on each result, in order. */
const resultTypes = (html: string) => textsOf(dom(html), 'p.search-result__type');

t.test('the search page: a short term said next to the field with 200, results once the index is built, per language', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const short = await app.inject({ url: '/vyhledavani?q=ab' });
  t.equal(short.statusCode, 200, 'a form, not an error page');
  const $short = dom(short.body);
  t.equal(templateOf($short), 'Vyhledavani');
  t.ok(textsOf($short, 'p[role="alert"]').includes('Zadejte prosím alespoň 3 znaky'), 'the error announced');
  const $empty = dom((await app.inject({ url: '/vyhledavani' })).body);
  t.ok($empty('main *').toArray().some((element) => textOf($empty(element)) === 'Například'), 'examples under an empty box');
  await searchReady(app);
  const found = await app.inject({ url: '/vyhledavani?q=prispevku%20na%20bydleni' });
  t.equal(found.statusCode, 200);
  const $found = dom(found.body);
  t.ok(attrsOf($found, 'main a', 'href').includes('/prispevek-na-bydleni'), 'an inflected form without diacritics finds the page');
  t.ok($found('mark').length > 0, 'the words found marked');
  t.match(found.headers['cache-control'], /^public, max-age=0, s-maxage=60/);
  const again = await app.inject({ url: '/vyhledavani?q=rodicak' });
  t.match(textOf(dom(again.body)('main')), /rodičovsk/i, 'a synonym finds its target');
  const hostile = await app.inject({ url: '/vyhledavani?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
  t.equal(hostile.statusCode, 200);
  // The point is the bytes: the words come back escaped, never as markup.
  t.notMatch(hostile.body.replace(/<script id="portal-data"[^>]*>[^<]*<\/script>/, ''), /<script>alert/, 'the query is text, never markup');
  t.match(hostile.body, 'value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  t.ok(attrsOf(dom(hostile.body), 'input[name="q"]', 'value').includes('<script>alert(1)</script>'), 'and read back as the words typed');
  const english = await app.inject({ url: '/en/search?q=housing%20allowance' });
  t.equal(english.statusCode, 200);
  t.ok(attrsOf(dom(english.body), 'main a', 'href').includes('/en/housing-allowance'), 'in English');
  // Switching language keeps the words and the filters (not the page number: the other language's results are others).
  const paged = await app.inject({ url: '/vyhledavani?q=p%C5%99%C3%ADsp%C4%9Bvek&page=2' });
  const switcher = attrsOf(dom(paged.body), '.language-switcher a', 'href');
  t.ok(switcher.includes('/en/search?q=p%C5%99%C3%ADsp%C4%9Bvek&chosen-language'), 'English keeps the words');
  t.ok(switcher.includes('/ua/poshuk?q=p%C5%99%C3%ADsp%C4%9Bvek&chosen-language'), 'so does Ukrainian');
  t.same(switcher.filter((href) => href?.includes('page=2')), [], 'not the page number');
  const filtered = await app.inject({ url: '/vyhledavani?q=p%C5%99%C3%ADsp%C4%9Bvek&type=Sluzba&year=2026&page=2' });
  t.ok(attrsOf(dom(filtered.body), '.language-switcher a', 'href').includes('/en/search?q=p%C5%99%C3%ADsp%C4%9Bvek&type=Sluzba&year=2026&chosen-language'), 'the filters too, as the lists keep theirs');
  const chosen = await app.inject({ url: '/en/search?q=p%C5%99%C3%ADsp%C4%9Bvek&chosen-language' });
  t.equal(chosen.statusCode, 303);
  t.equal(chosen.headers.location, '/en/search?q=p%C5%99%C3%ADsp%C4%9Bvek', 'on to the English search for the same words');
});

t.test('the extended search on the page: filters with facet counts, pages keep them, nonsense ignored with a note', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  await searchReady(app);
  const all = await app.inject({ url: '/vyhledavani?q=prispevek' });
  const $all = dom(all.body);
  t.equal(textOf($all('details.search-filters > summary')), 'Rozšířené vyhledávání');
  t.notOk($all('details.search-filters').is('[open]'), 'closed while no filter is chosen');
  const services = /^Služba \((\d+)\)$/.exec(textOf($all('option[value="Sluzba"]')));
  t.ok(services, 'page types offered with their counts');
  const filtered = await app.inject({ url: '/vyhledavani?q=prispevek&type=Sluzba' });
  const $filtered = dom(filtered.body);
  t.ok($filtered('details.search-filters').is('[open]'), 'open while a filter is chosen');
  t.equal($filtered('p.list-count').attr('role'), 'status');
  t.match(textOf($filtered('p.list-count')), new RegExp(`^${services![1]} `), 'the count beside the choice is what it finds');
  const types = resultTypes(filtered.body);
  t.ok(types.length > 0 && types.every((type) => type === 'Služba'), 'services only');
  if (Number(services![1]) > 10) t.ok(attrsOf($filtered, 'a', 'href').includes('/vyhledavani?q=prispevek&type=Sluzba&page=2'), 'pages keep the filter');
  const nonsense = await app.inject({ url: '/vyhledavani?q=prispevek&type=%3Cscript%3E&year=abc' });
  t.equal(nonsense.statusCode, 200);
  t.ok(textsOf(dom(nonsense.body), '[role="note"]').includes('Některé hodnoty filtru nedávaly smysl a byly vynechány.'), 'the ignored values noted');
  const $english = dom((await app.inject({ url: '/en/search?q=allowance' })).body);
  t.equal(textOf($english('details.search-filters > summary')), 'Extended search');
  t.match(textOf($english('option[value="Sluzba"]')), /^Service \(\d+\)$/);
});

t.test('every page has the header search box, sending to the search page of its language', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pages: [string, string][] = [['/', '/vyhledavani'], ['/prispevek-na-bydleni', '/vyhledavani'], ['/en/housing-allowance', '/en/search'], ['/ru', '/ru/poisk'], ['/ua/neni-tu', '/ua/poshuk']];
  for (const [url, action] of pages) {
    const res = await app.inject({ url });
    const form = dom(res.body)('form.header-search');
    t.hasStrict(form.attr(), { role: 'search', action, method: 'get' }, url);
    const label = form.children().first().filter('label.visually-hidden');
    t.ok(label.attr('for') && form.find(`#${label.attr('for')}`).length === 1, `${url}: the box labelled, the label heard only`);
  }
});

/** The links of the most frequent searches under the empty search box. */
async function frequentList(app: App, url = '/vyhledavani'): Promise<string[]> {
  const $ = dom((await app.inject({ url })).body);
  const heading = $('h2').filter((_, h2) => textOf($(h2)) === 'Nejčastěji hledané');
  return heading.next('ul').find('a').toArray().map((link) => textOf($(link)));
}

t.test('the most frequent searches: counted by the results\' image, shown from many clients, corrected, the editors\' first', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { SEARCH_RATE_PER_MINUTE: '10000' } });
  await searchReady(app);
  const found = await app.inject({ url: '/vyhledavani?q=porodn%C3%A9' });
  const counter = dom(found.body)('img[src="/api/search/seen?q=porodn%C3%A9&lang=cs"]');
  t.same([counter.attr('alt'), counter.is('[hidden]')], ['', true], 'the results count themselves, even when a cache answers the page: an image no one sees');
  const seen = await app.inject({ url: '/api/search/seen?q=porodn%C3%A9&lang=cs', remoteAddress: '198.51.100.1' });
  t.equal(seen.statusCode, 200);
  t.equal(seen.headers['content-type'], 'image/gif');
  t.equal(seen.headers['cache-control'], 'no-store', 'never kept by nginx or a browser');

  for (let i = 0; i < 100; i++) await app.inject({ url: '/api/search/seen?q=konkurence%20je%20lep%C5%A1%C3%AD&lang=cs', remoteAddress: '203.0.113.9' });
  for (const address of ['192.0.2.1', '192.0.2.2', '198.18.0.1']) for (let i = 0; i < 30; i++) await app.inject({ url: '/api/search/seen?q=konkurence&lang=cs', remoteAddress: address });
  for (let i = 0; i < MIN_CLIENTS; i++) await app.inject({ url: '/api/search/seen?q=rekvalifkace&lang=cs', remoteAddress: `198.51.${i}.4` });
  for (let i = 0; i < MIN_CLIENTS; i++) await app.inject({ url: '/api/search/seen?q=co%20zde%20najdete&lang=cs', remoteAddress: `198.51.${i}.4` });
  const list = await frequentList(app);
  t.same(list.slice(0, 6), ['dávka státní sociální pomoci', 'podpora v nezaměstnanosti', 'rodičovský příspěvek', 'příspěvek na péči', 'úřední hodiny', 'formuláře'], 'the web config\'s pinned searches first');
  t.ok(list.includes('rekvalifikace'), 'ten clients\' typo, shown corrected');
  t.notOk(list.some((term) => /konkurence|rekvalifkace|najdete/.test(term)), 'one client or a few move nothing; a search that finds nothing (the client zone is not indexed) is not shown');
  // After the list: a search that found nothing offers the list (worked out at most once a minute) with its tips.
  const nothing = dom((await app.inject({ url: '/vyhledavani?q=xqzwv' })).body);
  t.same(attrsOf(nothing, '[src]', 'src').filter((src) => src?.startsWith('/api/search/seen')), ['/api/search/seen?q=xqzwv&lang=cs&found=0'], 'a search that found nothing is counted as such');
});

t.test("where search fails: the results' links tell of a click; the week's counts hold it with the nothing found", async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { SEARCH_RATE_PER_MINUTE: '10000' } });
  await searchReady(app);
  const found = dom((await app.inject({ url: '/vyhledavani?q=porodn%C3%A9' })).body);
  const pings = attrsOf(found, 'main .content-list a', 'ping');
  t.ok(pings.length > 0 && pings.every((ping) => ping === '/api/search/clicked?q=porodn%C3%A9&lang=cs'), 'every result tells of its click, as the browser pings');
  const otherLanguage = dom((await app.inject({ url: `/en/search?q=${encodeURIComponent('příspěvek na bydlení')}` })).body);
  t.ok(attrsOf(otherLanguage, 'main .content-list a', 'ping').includes(`/api/search/clicked?q=${encodeURIComponent('příspěvek na bydlení').replaceAll('%20', '+')}&lang=en`), "another language's pages too");
  t.same(attrsOf(otherLanguage, '[src]', 'src').filter((src) => src?.startsWith('/api/search/seen')), [`/api/search/seen?q=${encodeURIComponent('příspěvek na bydlení').replaceAll('%20', '+')}&lang=en&found=0`], 'found nothing in its language');

  const ping = await app.inject({ method: 'POST', url: '/api/search/clicked?q=porodn%C3%A9&lang=cs', headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' }, payload: 'PING', remoteAddress: '198.51.100.1' });
  t.equal(ping.statusCode, 204, "a browser's ping");
  t.equal(ping.headers['cache-control'], 'no-store');
  t.equal((await app.inject({ method: 'POST', url: '/api/search/clicked?q=porodn%C3%A9&lang=cs', headers: SAME_ORIGIN, remoteAddress: '198.51.100.1' })).statusCode, 204, "the page's beacon, without a body");
  t.equal((await app.inject({ method: 'POST', url: '/api/search/clicked?q=a&lang=cs', headers: SAME_ORIGIN })).statusCode, 204, 'a term that is no search: nothing counted, no error');
  t.equal((await app.inject({ method: 'POST', url: '/api/search/clicked?q=porodn%C3%A9&lang=cs', headers: { 'sec-fetch-site': 'cross-site' }, remoteAddress: '198.51.77.1' })).statusCode, 403, "another site's: refused, not counted");

  for (let i = 0; i < MIN_CLIENTS; i++) {
    const remoteAddress = `198.51.${i}.6`;
    await app.inject({ url: '/api/search/seen?q=xqzwv%20prkqt&lang=cs&found=0', remoteAddress });
    await app.inject({ url: '/api/search/seen?q=rekvalifikace&lang=cs', remoteAddress });
    await app.inject({ url: '/api/search/seen?q=porodn%C3%A9&lang=cs', remoteAddress });
  }
  await app.inject({ method: 'POST', url: '/api/search/clicked?q=porodn%C3%A9&lang=cs', headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' }, payload: 'PING', remoteAddress: '198.51.0.6' });
  t.same((await app.siteSearch.thisWeek()).map(({ term, clients, foundNothing, clicked }) => [term, clients, foundNothing, clicked]), [
    ['porodne', MIN_CLIENTS + 1, 0, 2],
    ['rekvalifikace', MIN_CLIENTS, 0, 0],
    ['xqzwv prkqt', MIN_CLIENTS, MIN_CLIENTS, 0],
  ], 'this week: who found nothing, who clicked, each client once');
});

t.test('the search page: help across languages, one option a page type name', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  await searchReady(app);
  const czechOnEnglish = dom((await app.inject({ url: '/en/search?q=p%C5%99%C3%ADdavek%20na%20d%C3%ADt%C4%9B' })).body);
  t.match(textOf(czechOnEnglish('main')), 'Nothing was found in this language, but there are results in Česky', 'said');
  t.ok(attrsOf(czechOnEnglish, 'main a', 'href').includes('/vyhledavani?q=p%C5%99%C3%ADdavek+na+d%C3%ADt%C4%9B'), 'linked to the Czech search');
  const czechPage = czechOnEnglish('main a[href="/pridavek-na-dite"]');
  t.same([czechPage.attr('hreflang'), czechPage.attr('lang')], ['cs-CZ', 'cs-CZ'], 'the Czech page, marked as Czech');
  const api = (await app.inject({ url: '/api/search?q=p%C5%99%C3%ADspěvek%20na%20bydlen%C3%AD&lang=en' })).json();
  t.match(api.otherLanguage, { lang: 'cs', items: [{ url: '/en/housing-allowance', lang: 'en' }] }, 'the API says so too, with the page in English');
  const $work = dom((await app.inject({ url: '/vyhledavani?q=pr%C3%A1ce' })).body);
  const types = $work('option').toArray().filter((option) => /^Stránka \(\d+\)$/.test(textOf($work(option)))).map((option) => option.attribs.value);
  t.equal(types.length, 1, 'the types a visitor knows as "Stránka" are one option');
  const keys = types[0]!.split(',');
  t.ok(keys.length > 1, `of several structure keys (${keys})`);
  const pages = await app.inject({ url: `/vyhledavani?q=pr%C3%A1ce&type=${encodeURIComponent(types[0]!)}` });
  const shown = resultTypes(pages.body);
  t.ok(shown.length > 0 && shown.every((type) => type === 'Stránka'), 'choosing it finds them all');
  // Forms and the lists of forms, in every language: one option a kind, never "Formulář" beside "Formuláře" (a list
  // of forms is a list).
  const searches = { cs: '/vyhledavani?q=formul%C3%A1%C5%99', en: '/en/search?q=form', ru: `/ru/poisk?q=${encodeURIComponent('форма')}`, uk: `/ua/poshuk?q=${encodeURIComponent('форма')}` };
  for (const [language, url] of Object.entries(searches)) {
    const messages = JSON.parse(await readFile(`locales/${language}.json`, 'utf8')) as Record<string, string>;
    const $forms = dom((await app.inject({ url })).body);
    const options = $forms('select[name="type"] option').toArray().filter((option) => option.attribs.value).map((option) => ({ keys: option.attribs.value!.split(','), label: textOf($forms(option)).replace(/ \(\d+\+?\)$/, '') }));
    const labels = options.map((option) => option.label);
    t.equal(new Set(labels).size, labels.length, `${url}: each kind once (${labels.join(', ')})`);
    const label = (key: string) => options.find((option) => option.keys.includes(key))?.label;
    t.same([label('Formular'), label('SeznamFormularu')], [messages['pageType.Formular'], messages['pageType.Seznam']], `${url}: forms, and their lists among the lists`);
  }
});

t.test('the embedded search refuses at start, with one line naming PostgreSQL, content whose index would not fit its heap', async (t) => {
  const cms = await startFakeCms(t, SAMPLE_CONTENT);
  // The content service says it holds five million items.
  cms.fault = { kind: 'edit', edit: (body) => body.replace(/"totalCount":\d+/, '"totalCount":5000000') };
  const app = await buildPortal(t, { cmsUrl: cms.url, contentDir: SAMPLE_CONTENT });
  await t.rejects(async () => { await app.ready(); }, /the content holds 20,000,000 items, more than the [\d,]+ whose embedded index fits this process's heap; set SEARCH_BACKEND=postgres/);
});

t.test('a process warms its search before it listens: the first walk made, or given up at once when the CMS is down', async (t) => {
  const cms = await startFakeCms(t, SAMPLE_CONTENT);
  const app = await buildPortal(t, { cmsUrl: cms.url, contentDir: SAMPLE_CONTENT });
  await app.ready();
  t.notOk(app.server.listening, 'not listening yet');
  await app.siteSearch.warm(120_000);
  t.ok(app.siteSearch.ready(), 'the index answers from the first request on');

  const down = await startFakeCms(t, SAMPLE_CONTENT);
  down.fault = { kind: 'status', status: 503 };
  const unready = await buildPortal(t, { cmsUrl: down.url, contentDir: SAMPLE_CONTENT });
  await unready.ready();
  // A deadline far beyond the test's own limit: only the failed walk can end the wait.
  await unready.siteSearch.warm(3_600_000);
  t.notOk(unready.siteSearch.ready(), 'the walk failed and the process may listen, answering 503 for search until it can');
});
