import { readFileSync } from 'node:fs';
import t from 'tap';
import type { SearchDocument, SearchResult } from '../../server/search/engine.ts';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { sampleSearch, SEARCH_FIXTURES, TODAY } from '../helpers/search.ts';

const fixtures: SearchDocument[] = JSON.parse(readFileSync(`${SEARCH_FIXTURES}/documents.json`, 'utf8'));
const { engine } = await sampleSearch(t, fixtures);
const urls = (result: SearchResult) => result.items.map((item) => item.url);

t.test('the sample content of all four languages is indexed through the feed', async (t) => {
  t.equal(engine.stats().documents, 35 + fixtures.length, 'every published page in every language, the web config left out, and the fixtures');
  t.same(urls(await engine.query({ term: 'config up', lang: 'cs' })), [], 'the web config is no page');
});

t.test('Czech: a query without diacritics finds the page with them, best first', async (t) => {
  const result = await engine.query({ term: 'prispevek na bydleni', lang: 'cs' });
  t.equal(urls(result)[0], '/prispevek-na-bydleni');
  t.match(result.items[0]!.snippet, /<mark>bydlení<\/mark>/, 'the words are marked as the page writes them');
  t.equal(urls(await engine.query({ term: 'zamestnavani cizincu', lang: 'cs' }))[0], '/zamestnavani-cizincu');
});

t.test('Czech: inflected forms find the base form', async (t) => {
  // The fixture pages hold only the base forms: "Příspěvek", "nezaměstnanost", "úřad".
  t.ok(urls(await engine.query({ term: 'příspěvku', lang: 'cs' })).includes('/prispevek-na-mobilitu'), 'příspěvku → příspěvek');
  t.ok(urls(await engine.query({ term: 'příspěvků na mobilitu', lang: 'cs', pageSize: 50 })).includes('/prispevek-na-mobilitu'), 'příspěvků → příspěvek');
  t.ok(urls(await engine.query({ term: 'nezaměstnanosti v Praze', lang: 'cs' })).includes('/statistika-nezamestnanost'), 'nezaměstnanosti → nezaměstnanost');
  const office = await engine.query({ term: 'úřadu žadatele', lang: 'cs' });
  t.same(urls(office), ['/prispevek-na-mobilitu'], 'úřadu → úřad');
  t.match(office.items[0]!.snippet, /<mark>úřad<\/mark>/, 'the base form is marked');
});

t.test('synonyms from the editors\' file find their target', async (t) => {
  t.equal(urls(await engine.query({ term: 'pracák', lang: 'cs' }))[0], '/o-uradu-prace', 'pracák → úřad práce (as a phrase in the title)');
  t.equal(urls(await engine.query({ term: 'rodičák', lang: 'cs' }))[0], '/rodicovsky-prispevek', 'rodičák → rodičovský příspěvek');
  t.equal(urls(await engine.query({ term: 'jobcentre', lang: 'en' }))[0], '/en/about-the-labour-office', 'jobcentre → labour office');
  t.equal(urls(await engine.query({ term: 'биржа труда', lang: 'ru' }))[0], '/ru/ob-upravlenii-truda', 'биржа труда → управление труда');
  t.equal(urls(await engine.query({ term: 'біржа праці', lang: 'uk' }))[0], '/ua/pro-upravlinnia-pratsi', 'біржа праці → управління праці');
  t.same(urls(await engine.query({ term: 'pracák', lang: 'en' })), [], 'a synonym belongs to its language');
});

t.test('English, Russian, Ukrainian: stems, folding and typos', async (t) => {
  t.equal(urls(await engine.query({ term: 'allowances for housing', lang: 'en' }))[0], '/en/housing-allowance', 'plural → singular');
  t.equal(urls(await engine.query({ term: 'housing allowence', lang: 'en' }))[0], '/en/housing-allowance', 'a typo still finds the page');
  t.equal(urls(await engine.query({ term: 'пособие на жилье', lang: 'ru' }))[0], '/ru/posobie-na-zhile', '"жилье" finds "жильё"');
  t.equal(urls(await engine.query({ term: 'пособе по безработице', lang: 'ru' }))[0], '/ru/posobie-po-bezrabotitse', 'a typo still finds the page');
  t.equal(urls(await engine.query({ term: 'допомоги на житло', lang: 'uk' }))[0], '/ua/dopomoha-na-zhytlo', 'genitive → nominative');
  t.equal(urls(await engine.query({ term: 'допомога по безробітя', lang: 'uk' }))[0], '/ua/dopomoha-po-bezrobittiu', 'a typo still finds the page');
});

t.test('a typo the index cannot forgive gets a suggestion of known words', async (t) => {
  const english = await engine.query({ term: 'unemploymnt', lang: 'en' });
  t.equal(english.total, 0);
  t.equal(english.suggestion, 'unemployment');
  t.equal((await engine.query({ term: english.suggestion!, lang: 'en' })).items[0]?.url, '/en/unemployment-benefit', 'the suggestion finds the page');
  t.equal((await engine.query({ term: 'pecě', lang: 'cs' })).suggestion, 'péče', 'the same letters with their diacritics');
  t.equal((await engine.query({ term: 'mobilyta', lang: 'cs' })).suggestion, 'mobilitu', 'one letter off');
  t.equal((await engine.query({ term: 'mobilita', lang: 'cs' })).suggestion, undefined, 'a word whose stem is indexed is not corrected');
  t.equal((await engine.query({ term: 'příspěvek', lang: 'cs' })).suggestion, undefined, 'nothing when the query finds plenty');
});

t.test('snippets are escaped text: neither the content nor the query becomes markup', async (t) => {
  const result = await engine.query({ term: '<script>alert("x")</script> formuláře', lang: 'cs' });
  t.same(urls(result), ['/bezpecnost-formularu']);
  const snippet = result.items[0]!.snippet;
  t.notMatch(snippet, /<(?!\/?mark>)/, 'no tag but <mark>');
  t.match(snippet, '&lt;<mark>script</mark>&gt;<mark>alert</mark>(&quot;x&quot;)&lt;/<mark>script</mark>&gt;');
  t.match(snippet, 'odkazy &amp; znaky &lt; &gt;');
  const empty = await engine.query({ term: '<img src=x onerror=alert(1)>', lang: 'cs' });
  t.equal(empty.items.length, 0);
  t.notMatch(empty.suggestion ?? '', /[<>]/, 'a suggestion is words only');
});

t.test('ranking: title above body, phrase above scattered words, recent news above old', async (t) => {
  const title = urls(await engine.query({ term: 'zprostředkování zaměstnání', lang: 'cs' }));
  t.equal(title[0], '/zprostredkovani-zamestnani', 'the page with the words in its title is first');
  const phrase = urls(await engine.query({ term: 'dohoda o provedení práce', lang: 'cs' }));
  t.ok(phrase.indexOf('/dohody-mimo-pracovni-pomer') < phrase.indexOf('/kontrola-zamestnavatelu'), 'the phrase wins over the same words scattered in a shorter text');
  const news = urls(await engine.query({ term: 'veletrh řemesel', lang: 'cs' }));
  t.same(news, ['/aktuality/veletrh-remesel-2026', '/aktuality/veletrh-remesel-2023'], 'the same news item, newer first');
});

t.test('facets count each filter\'s values over the results the other filters let through', async (t) => {
  const all = await engine.query({ term: 'práce', lang: 'cs', pageSize: 50 });
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  t.equal(sum(all.facets.type), all.total, 'one type a document');
  t.ok(all.facets.type.Aktualita! >= 1 && all.facets.type.Sluzba! >= 1);

  const news = await engine.query({ term: 'práce', lang: 'cs', filters: { type: 'Aktualita' } });
  t.equal(news.total, all.facets.type.Aktualita, 'a filter gives what its count said');
  t.ok(news.items.every((item) => item.type === 'Aktualita'));
  t.same(news.facets.type, all.facets.type, 'the type counts still show the other types');
  t.equal(sum(news.facets.year), news.total, 'the year counts follow the type filter');

  const region = await engine.query({ term: 'práce', lang: 'cs', filters: { region: 'kraj.moravskoslezsky' } });
  t.equal(region.total, all.facets.region['kraj.moravskoslezsky']);
  t.same(urls(region), ['/aktuality/veletrh-prace-ostrava-2026']);

  const category = await engine.query({ term: 'práce', lang: 'cs', filters: { category: 'zivotni-situace.nezamestnanost', year: 2026 } });
  t.ok(category.total > 0);
  t.equal(category.total, category.facets.category['zivotni-situace.nezamestnanost'], 'the category count is taken with the year filter on');
  t.equal(category.total, sum(category.facets.type));
  t.ok(category.items.every((item) => item.date?.startsWith('2026')));
  t.equal((await engine.query({ term: 'práce', lang: 'cs', filters: { year: 1999 } })).total, 0);
});

t.test('pagination: pages of 10 that together hold every result once', async (t) => {
  const first = await engine.query({ term: 'práce', lang: 'cs' });
  t.ok(first.total > 10, `enough results to page (${first.total})`);
  t.equal(first.items.length, 10);
  t.equal(first.pageSize, 10);
  const second = await engine.query({ term: 'práce', lang: 'cs', page: 2 });
  t.equal(second.items.length, first.total - 10);
  const all = await engine.query({ term: 'práce', lang: 'cs', pageSize: 100 });
  t.same([...urls(first), ...urls(second)], urls(all), 'the same order across pages');
  t.same((await engine.query({ term: 'práce', lang: 'cs', page: 99 })).items, [], 'past the end: no items, the total stays');
  t.equal((await engine.query({ term: 'práce', lang: 'cs', page: 0, pageSize: 1000 })).pageSize, 100, 'sizes are bounded');
});

t.test('completions of the last word, most common first', async (t) => {
  const completions = await engine.suggest('příspěvek na byd', 'cs');
  t.equal(completions[0], 'příspěvek na bydlení');
  t.ok((await engine.suggest('zaměst', 'cs')).includes('zaměstnání'));
  t.ok((await engine.suggest('допомо', 'uk')).some((c) => c.startsWith('допомог')));
  t.same(await engine.suggest('zaměst ', 'cs'), [], 'a finished word is not completed');
});

t.test('index replaces a document of the same id and language; remove takes it out', async (t) => {
  const own = new MiniSearchEngine({ now: () => TODAY });
  const base = fixtures.find((d) => d.id === 'f-mobilita')!;
  await own.index([base, { ...base, lang: 'en', url: '/en/mobility-allowance', title: 'Mobility allowance', description: '', body: 'Paid monthly.' }]);
  t.equal((await own.query({ term: 'mobilitu', lang: 'cs' })).total, 1);
  await own.index([{ ...base, title: 'Příspěvek na dopravu', description: '', body: 'Vyplácí úřad.' }]);
  t.equal((await own.query({ term: 'mobilitu', lang: 'cs' })).total, 0, 'the old text is gone');
  t.same(urls(await own.query({ term: 'dopravu', lang: 'cs' })), ['/prispevek-na-mobilitu']);
  t.equal((await own.query({ term: 'mobilyta', lang: 'cs' })).suggestion, undefined, 'its words left the dictionary');
  await own.remove([{ id: base.id, lang: 'cs' }]);
  t.equal((await own.query({ term: 'dopravu', lang: 'cs' })).total, 0);
  t.equal((await own.query({ term: 'mobility', lang: 'en' })).total, 1, 'the other language stays');
  t.same(own.stats(), { documents: 1, terms: own.stats().terms, words: own.stats().words });
});
