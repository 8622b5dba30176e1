/**
 * The search test suite every engine runs (docs/product.md §12.2): the sample content of all four languages through the
 * real feed, plus the fixture documents. Where an engine legitimately behaves otherwise, `EngineTraits` says so and the
 * suite asserts what that engine does instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Test } from 'tap';
import { SEARCH_LANGUAGES, type SearchLanguage } from '../../server/search/analyzer.ts';
import type { SearchDocument, SearchEngine, SearchResult } from '../../server/search/engine.ts';
import { Synonyms } from '../../server/search/synonyms.ts';
import { searchWithHelp } from '../../server/search/other-languages.ts';
import { templateFor } from '../../templates/module.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { isWebItemName } from '../../server/site.ts';
import { measureQuality, QUERY_SETS, type QualityQuery } from './search-quality.ts';
import { sampleSearch, sampleSynonymTable, sampleThesaurus, SEARCH_FIXTURES } from './search.ts';
import { SAMPLE_CONTENT } from './portal.ts';

export type SuiteEngine = SearchEngine & { stats(): { documents: number } | Promise<{ documents: number }> };

export interface EngineTraits {
  /** A fresh, empty engine with these synonyms, news aged by the tests' clock (`TODAY`). */
  makeEngine(synonyms?: Synonyms): Promise<SuiteEngine>;
  /** Leave out the checks that run hundreds of queries and do not depend on how candidates are read (a second run of an engine). */
  brief?: boolean;
}

export async function searchEngineSuite(t: Test, traits: EngineTraits): Promise<void> {
  const fixtures: SearchDocument[] = JSON.parse(readFileSync(`${SEARCH_FIXTURES}/documents.json`, 'utf8')).map((doc: Omit<SearchDocument, 'places'>) => ({ ...doc, places: '' }));
  const { engine } = await sampleSearch(t, fixtures, traits.makeEngine);
  const urls = (result: SearchResult) => result.items.map((item) => item.url);

  /** Every result of a query, read page by page as a visitor pages through them. */
  async function allPages(term: string, lang: SearchLanguage = 'cs'): Promise<string[]> {
    const found: string[] = [];
    for (let page = 1; ; page++) {
      const items = urls(await engine.query({ term, lang, page }));
      if (items.length === 0) return found;
      found.push(...items);
    }
  }

  /** The first results of a misspelt query: both engines forgive typos alike (query-plan.ts). */
  async function typoResults(_t: Test, term: string, lang: SearchLanguage): Promise<string[]> {
    return urls(await engine.query({ term, lang }));
  }

  /** What the sample content should give the search: one document a translation of each published page, config, redirects, the maintenance notice and withdrawn items (the service lists them not) left out. */
  function sampleDocumentCount(): number {
    const dir = `${SAMPLE_CONTENT}/up/pages`;
    return readdirSync(dir).reduce((count, file) => {
      const page = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
      const searchable = page.published !== false && page.withdrawn !== true && templateFor(page.structure, serverTemplates).listing === 'search' && page.data?.secured !== true && !isWebItemName(file);
      return count + (searchable ? Object.keys(page.translations).length : 0);
    }, 0);
  }

  t.test('the sample content of all four languages is indexed through the feed', async (t) => {
    t.equal((await engine.stats()).documents, sampleDocumentCount() + fixtures.length, 'every published page in every language, the web config left out, and the fixtures');
    t.same(urls(await engine.query({ term: 'config up', lang: 'cs' })), [], 'the web config is no page');
  });

  t.test('Czech: a query without diacritics finds the page with them, best first', async (t) => {
    const result = await engine.query({ term: 'prispevek na bydleni', lang: 'cs' });
    t.equal(urls(result)[0], '/prispevek-na-bydleni');
    t.match(result.items[0]!.snippet, /<mark>bydlení<\/mark>/, 'the words are marked as the page writes them');
    t.equal(urls(await engine.query({ term: 'zamestnavani cizincu', lang: 'cs' }))[0], '/zamestnavani-cizincu');
  });

  t.test('Czech: inflected forms find the base form', async (t) => {
    // The fixture pages hold only the base forms: "Příspěvek", "nezaměstnanost", "úřad" (the sample pages hold every form).
    const mobility = '/vzor/prispevek-na-mobilitu';
    t.ok(urls(await engine.query({ term: 'příspěvku', lang: 'cs', pageSize: 100 })).includes(mobility), 'příspěvku → příspěvek');
    t.ok(urls(await engine.query({ term: 'příspěvků na mobilitu', lang: 'cs', pageSize: 50 })).includes(mobility), 'příspěvků → příspěvek');
    t.ok(urls(await engine.query({ term: 'nezaměstnanosti v Praze', lang: 'cs' })).includes('/statistika-nezamestnanost'), 'nezaměstnanosti → nezaměstnanost');
    const office = (await engine.query({ term: 'úřadu žadatele', lang: 'cs', pageSize: 50 })).items.find((item) => item.url === mobility);
    t.ok(office, 'úřadu → úřad');
    t.match(office?.snippet, /<mark>úřad<\/mark>/, 'the base form is marked');
  });

  t.test('synonyms from the editors\' file find their target', async (t) => {
    t.equal(urls(await engine.query({ term: 'pracák', lang: 'cs' }))[0], '/o-uradu-prace', 'pracák → úřad práce (as a phrase in the title)');
    t.equal(urls(await engine.query({ term: 'rodičák', lang: 'cs' }))[0], '/rodicovsky-prispevek', 'rodičák → rodičovský příspěvek (the page titled so, before the form for it)');
    t.equal(urls(await engine.query({ term: 'superdávka', lang: 'cs' }))[0], '/davka-statni-socialni-pomoci', 'superdávka → dávka státní sociální pomoci');
    // Two pages are titled with the phrase ("About the Labour Office", "Labour Office podcast"): either may lead.
    const jobcentre = await engine.query({ term: 'jobcentre', lang: 'en' });
    t.match(jobcentre.items[0]?.title, /Labour Office/, 'jobcentre → labour office');
    t.ok(urls(jobcentre).slice(0, 2).includes('/en/about-the-labour-office'), 'the page about the office among the first two');
    t.equal(urls(await engine.query({ term: 'биржа труда', lang: 'ru' }))[0], '/ru/ob-upravlenii-truda', 'биржа труда → управление труда');
    t.equal(urls(await engine.query({ term: 'біржа праці', lang: 'uk' }))[0], '/ua/pro-upravlinnia-pratsi', 'біржа праці → управління праці');
    t.same(urls(await engine.query({ term: 'pracák', lang: 'en' })), [], 'a synonym belongs to its language');
  });

  if (!traits.brief) t.test('every entry of the editors\' thesaurus finds a page of the sample content', async (t) => {
    const table = sampleSynonymTable();
    for (const [lang, entries] of Object.entries(table) as [SearchLanguage, Record<string, string[]>][]) {
      for (const term of Object.keys(entries)) {
        t.ok((await engine.query({ term, lang })).total > 0, `${lang}: ${term}`);
      }
    }
  });

  t.test('best bets: the page the editors pinned for a query comes first', async (t) => {
    for (const [lang, bets] of Object.entries(sampleThesaurus().bestBets) as [SearchLanguage, Record<string, string>][]) {
      for (const [term, url] of Object.entries(bets)) t.equal(urls(await engine.query({ term, lang }))[0], url, `${lang}: ${term}`);
    }
    const own = await traits.makeEngine(new Synonyms({}, { cs: { 'příspěvek na auto': '/pomucka' } }));
    const page = (url: string, title: string, body: string): SearchDocument => ({ id: url, lang: 'cs', webId: 'up', url, title, places: '', description: '', body, type: 'Sluzba', categories: [], regions: [] });
    await own.index([page('/auto', 'Příspěvek na auto', 'Příspěvek na auto.'), page('/pomucka', 'Příspěvek na zvláštní pomůcku', 'Také příspěvek na auto.')]);
    t.same(urls(await own.query({ term: 'příspěvek na auto', lang: 'cs' })), ['/pomucka', '/auto'], 'pinned above the page titled with the query');
    t.same(urls(await own.query({ term: 'příspěvek auto zvláštní', lang: 'cs' }))[0], '/pomucka', 'another query ranks as it would');
  });

  t.test('English, Russian, Ukrainian: stems, folding and typos', async (t) => {
    t.equal(urls(await engine.query({ term: 'allowances for housing', lang: 'en' }))[0], '/en/housing-allowance', 'plural → singular');
    t.equal((await typoResults(t, 'housing allowence', 'en'))[0], '/en/housing-allowance', 'a typo still finds the page');
    t.equal(urls(await engine.query({ term: 'пособие на жилье', lang: 'ru' }))[0], '/ru/posobie-na-zhile', '"жилье" finds "жильё"');
    t.equal((await typoResults(t, 'пособе по безработице', 'ru'))[0], '/ru/posobie-po-bezrabotitse', 'a typo still finds the page');
    t.equal(urls(await engine.query({ term: 'допомоги на житло', lang: 'uk' }))[0], '/ua/dopomoha-na-zhytlo', 'genitive → nominative');
    t.equal((await typoResults(t, 'допомога по безробітя', 'uk'))[0], '/ua/dopomoha-po-bezrobittiu', 'a typo still finds the page');
  });

  t.test('"did you mean" below three results names the closest real words', async (t) => {
    // Misplaced diacritics are folded away with the others: "pecě" is the term of "péče", found plenty.
    const pece = await engine.query({ term: 'pecě', lang: 'cs' });
    t.ok(pece.total >= 3 && pece.suggestion === undefined, `"pecě" finds the pages of "péče" (${pece.total})`);
    t.match(pece.items[0]?.snippet, /<mark>péč[ei]<\/mark>/, 'and marks the word as written');
    t.ok((await typoResults(t, 'mobilyta', 'cs')).slice(0, 3).includes('/prispevek-na-mobilitu'), 'one letter off: the page is still found');
    const podcast = await engine.query({ term: 'podcsst', lang: 'cs' });
    t.same(urls(podcast).slice(0, 1), ['/podcast'], 'the typo forgiven');
    t.equal(podcast.suggestion, 'podcast', 'found little: the word as it is written');
    t.equal((await engine.query({ term: 'mobilita', lang: 'cs' })).suggestion, undefined, 'a word whose term is indexed is not corrected');
    t.equal((await engine.query({ term: 'příspěvek', lang: 'cs' })).suggestion, undefined, 'nothing when the query finds plenty');
  });

  t.test('snippets are escaped text: neither the content nor the query becomes markup', async (t) => {
    const result = await engine.query({ term: '<script>alert("x")</script> formuláře', lang: 'cs' });
    t.same(urls(result), ['/bezpecnost-formularu']);
    const snippet = result.items[0]!.snippet;
    t.notMatch(snippet, /<(?!\/?mark>)/, 'no tag but <mark>');
    t.match(snippet, '&lt;<mark>script</mark>&gt;<mark>alert</mark>(&quot;<mark>x</mark>&quot;)&lt;/<mark>script</mark>&gt;', 'a one-letter word is a word too');
    t.match(snippet, 'odkazy &amp; znaky &lt; &gt;');
    const empty = await engine.query({ term: '<img src=x onerror=alert(1)>', lang: 'cs' });
    t.equal(empty.items.length, 0);
    t.notMatch(empty.suggestion ?? '', /[<>]/, 'a suggestion is words only');
  });

  t.test('ranking: title above body, recent news above old', async (t) => {
    const title = urls(await engine.query({ term: 'zprostředkování zaměstnání', lang: 'cs' }));
    t.equal(title[0], '/zprostredkovani-zamestnani', 'the page with the words in its title is first');
    const news = urls(await engine.query({ term: 'veletrh řemesel', lang: 'cs' }));
    t.same(news, ['/aktuality/veletrh-remesel-2026', '/aktuality/veletrh-remesel-2023'], 'the same news item, newer first');
  });

  t.test('facets count each filter\'s values over the results the other filters let through', async (t) => {
    const all = await engine.query({ term: 'práce', lang: 'cs', pageSize: 50 });
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    t.equal(sum(all.facets.type), all.total, 'one type a document');
    t.ok(all.facets.type.Aktualita! >= 1 && all.facets.type.Sluzba! >= 1);

    const news = await engine.query({ term: 'práce', lang: 'cs', filters: { type: ['Aktualita'] } });
    t.equal(news.total, all.facets.type.Aktualita, 'a filter gives what its count said');
    t.ok(news.items.every((item) => item.type === 'Aktualita'));
    t.same(news.facets.type, all.facets.type, 'the type counts still show the other types');
    t.equal(sum(news.facets.year), news.total, 'the year counts follow the type filter');

    const region = await engine.query({ term: 'práce', lang: 'cs', filters: { region: 'kraj.moravskoslezsky' } });
    t.equal(region.total, all.facets.region['kraj.moravskoslezsky']);
    t.ok(region.total < all.total, 'the region filter leaves pages out');
    t.ok(urls(region).includes('/aktuality/veletrh-prace-ostrava-2026') && urls(region).includes('/kontakty/krajska-pobocka-ostrava'), 'news and offices of the region');
    t.notOk(urls(region).some((url) => /praha|brno|plzen/.test(url)), 'nothing of other regions');

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
    const all = await engine.query({ term: 'práce', lang: 'cs', pageSize: 100 });
    const paged = await allPages('práce');
    t.equal(paged.length, first.total, 'every result on some page');
    t.equal(new Set(paged).size, paged.length, 'no result on two pages');
    t.same(paged.slice(0, 100), urls(all), 'the same order across pages');
    // A phrase reranks the best results: every page must rank them alike, or a result repeats or vanishes at a page's end.
    const phrase = await allPages('dávka státní sociální pomoci');
    t.ok(phrase.length > 20 && phrase.length <= 100, `a phrase with several pages of results (${phrase.length})`);
    t.same(phrase, urls(await engine.query({ term: 'dávka státní sociální pomoci', lang: 'cs', pageSize: 100 })), 'a phrase query pages in one order');
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
    const own = await traits.makeEngine();
    const base = fixtures.find((d) => d.id === 'f-mobilita')!;
    await own.index([base, { ...base, lang: 'en', url: '/en/mobility-allowance', title: 'Mobility allowance', description: '', body: 'Paid monthly.' }]);
    t.equal((await own.query({ term: 'mobilitu', lang: 'cs' })).total, 1);
    await own.index([{ ...base, title: 'Příspěvek na dopravu', description: '', body: 'Vyplácí úřad.' }]);
    t.equal((await own.query({ term: 'mobilitu', lang: 'cs' })).total, 0, 'the old text is gone');
    t.same(urls(await own.query({ term: 'dopravu', lang: 'cs' })), [base.url]);
    t.equal((await own.query({ term: 'mobilyta', lang: 'cs' })).suggestion, undefined, 'its words left the dictionary');
    await own.remove([{ id: base.id, lang: 'cs' }]);
    t.equal((await own.query({ term: 'dopravu', lang: 'cs' })).total, 0);
    t.equal((await own.query({ term: 'mobility', lang: 'en' })).total, 1, 'the other language stays');
    t.equal((await own.stats()).documents, 1, 'one document left');
  });

  t.test('the held-out query set (test/fixtures/search/queries.json): at least 92 % first, 97 % among the first three', async (t) => {
    const { rows, score } = await measureQuality((query) => searchWithHelp(engine, { term: query.q, lang: query.lang }));
    const misses = rows.filter((row) => row.place !== 1).map((row) => `${row.lang} "${row.q}": ${row.place || '-'}`);
    t.ok(score.all.first >= 0.92 * score.all.queries, `first: ${score.all.first} of ${score.all.queries} (misses: ${misses.join('; ')})`);
    t.ok(score.all.firstThree >= 0.97 * score.all.queries, `first three: ${score.all.firstThree} of ${score.all.queries}`);
    for (const lang of SEARCH_LANGUAGES) t.ok(score[lang].first >= 0.85 * score[lang].queries, `${lang}: ${score[lang].first} of ${score[lang].queries} first`);
  });

  /** A held-out set scored: the shares of its queries with a page answered first and in the first three, and how many with nothing to find answer nothing. */
  async function scoreHeldOut(t: Test, queries: QualityQuery[], least: { first: number; firstThree: number; nothingAnswered: number }) {
    const { rows, score, byKind } = await measureQuality((query) => searchWithHelp(engine, { term: query.q, lang: query.lang }), queries);
    const misses = rows.filter((row) => row.place !== 1).map((row) => `${row.lang} "${row.q}": ${row.place || '-'}`);
    const answered = rows.filter((row) => row.expect !== null);
    const first = answered.filter((row) => row.place === 1).length, firstThree = answered.filter((row) => row.place >= 1 && row.place <= 3).length;
    t.ok(first >= least.first * answered.length, `first: ${first} of ${answered.length} (misses: ${misses.join('; ')})`);
    t.ok(firstThree >= least.firstThree * answered.length, `first three: ${firstThree} of ${answered.length}`);
    t.ok(byKind.nothing!.first >= least.nothingAnswered, `nothing to find, nothing answered: ${byKind.nothing!.first} of ${byKind.nothing!.queries}`);
    return score;
  }

  if (!traits.brief) t.test('the held-out set in citizens\' own words (test/fixtures/search/citizens.json): scored, never tuned on', async (t) => {
    // The bar of issue 45 is 90 % and 97 %; these are what both engines reach today (docs/search.md "Quality").
    // Measured on the sample content (2026-12-07, relaxed by the information covered: query-plan.ts `coverage`):
    // embedded 76 and 79 of 81, PostgreSQL 77 and 80 of 81.
    const score = await scoreHeldOut(t, QUERY_SETS.heldOut, { first: 0.93, firstThree: 0.97, nothingAnswered: 9 });
    t.ok(score.all.queries >= 90, 'at least 80 queries with a page and 10 without');
  });

  if (!traits.brief) t.test('the second held-out set (test/fixtures/search/citizens-2.json): scored, never tuned on', async (t) => {
    // What both engines reach (2026-12-07, relaxed by the information covered): embedded 41 and 42 of 51, PostgreSQL
    // 38 and 41 of 51; 8 of 9 with nothing to find answer nothing. Below the bar of issue 45 (90 % and 97 %):
    // docs/search.md "Quality".
    await scoreHeldOut(t, QUERY_SETS.heldOut2, { first: 0.74, firstThree: 0.8, nothingAnswered: 8 });
  });

  if (!traits.brief) t.test('the third held-out set (test/fixtures/search/citizens-3.json): written blind, scored, never tuned on', async (t) => {
    // Written by someone who read the sample content but not the search's code, thesaurus or results, and committed
    // before this session's tuning was merged: the fair measure. What both engines reach (2026-12-07, relaxed by the
    // information covered): embedded 62 and 64 of 88, PostgreSQL 56 and 63 of 88 (main before it: 53 and 54, 47 and
    // 53); 12 of 12 with nothing to find answer nothing. Below the bar of issue 45 (90 % and 97 %):
    // bench/results/search.md says why.
    await scoreHeldOut(t, QUERY_SETS.heldOut3, { first: 0.63, firstThree: 0.71, nothingAnswered: 12 });
  });

  if (!traits.brief) t.test('the fourth held-out set (test/fixtures/search/citizens-4.json): written blind, scored, never tuned on', async (t) => {
    // Written blind as the third, more questions and sentences, while the relaxation was redesigned by someone who
    // never saw it. What both engines reach (2026-12-07, scored after that merge): embedded 48 and 54 of 88,
    // PostgreSQL 49 and 53 of 88 (main before it: 37 and 43, 36 and 42; 49 and 55, 49 and 54 before "dát", whose
    // term is also "datum"'s, stopped being a question word); 9 of 12 with nothing to find answer nothing (10 before:
    // the country's name no longer selects, and "sick pay" is in the parental allowance's text). Below the bar of
    // issue 45 (90 % and 97 %): bench/results/search.md says why.
    await scoreHeldOut(t, QUERY_SETS.heldOut4, { first: 0.54, firstThree: 0.6, nothingAnswered: 9 });
  });

  t.test('a question\'s words select nothing; a relaxed query keeps the pages covering most of it', async (t) => {
    const asked = await engine.query({ term: 'kolik je porodné', lang: 'cs' });
    t.equal(urls(asked)[0], '/porodne', '"kolik" selects nothing');
    const partial = await engine.query({ term: 'chtěl bych požádat o mimořádnou okamžitou pomoc', lang: 'cs' });
    t.equal(urls(partial)[0], '/mimoradna-okamzita-pomoc');
    const nothing = await searchWithHelp(engine, { term: 'stavební úřad sousedé', lang: 'cs' });
    t.same(urls(nothing), [], 'a page holding one word of three is no answer');
  });

  t.test('a guide that names every benefit in a long body does not answer alone: the benefit titled with the topic does', async (t) => {
    const own = await traits.makeEngine(new Synonyms());
    const page = (url: string, title: string, description: string, body: string): SearchDocument => ({ id: url, lang: 'cs', webId: 'up', url, title, places: '', description, body, type: 'Sluzba', categories: [], regions: [] });
    await own.index([
      page('/pruvodce', 'Průvodce dávkami', 'Které dávky můžete dostat.', `Porodné vyplácíme jednou. ${'Odpovězte na otázky o rodině, práci a bydlení. '.repeat(300)}`),
      page('/porodne', 'Porodné', 'Jednorázová dávka při narození dítěte.', 'Porodné je dávka pro rodiny s nižšími příjmy.'),
      page('/bydleni', 'Příspěvek na bydlení', 'Dávka na náklady na bydlení.', 'Pro nájemníky i vlastníky.'),
    ]);
    // "vyplácíme" only the guide's 14 KB body holds: the guide holds the whole query, but only in passing.
    t.same(urls(await own.query({ term: 'porodné vyplácíme', lang: 'cs' })), ['/porodne', '/pruvodce']);
  });

  t.test('Russian and Ukrainian typed in Latin letters, and text typed on the other keyboard layout', async (t) => {
    t.equal(urls(await engine.query({ term: 'posobie po bezrabotice', lang: 'ru' }))[0], '/ru/posobie-po-bezrabotitse', 'scholarly romanization, "по" a stop word');
    t.equal(urls(await engine.query({ term: 'posobiye na zhilye', lang: 'ru' }))[0], '/ru/posobie-na-zhile', 'English-style romanization');
    t.equal(urls(await engine.query({ term: 'dopomoga na zhytlo', lang: 'uk' }))[0], '/ua/dopomoha-na-zhytlo', '"g" for "г"');
    t.equal(urls(await engine.query({ term: 'gjcj,bt gj ,tphf,jnbwt', lang: 'ru' }))[0], '/ru/posobie-po-bezrabotitse', 'Latin layout for Russian');
    t.equal(urls(await engine.query({ term: 'зщкщвту', lang: 'cs' }))[0], '/porodne', 'Cyrillic layout for Czech');
    t.equal(urls(await engine.query({ term: 'jobs.gov.cz', lang: 'ru' }))[0], '/ru/portaly/jobs-gov-cz', 'a Latin name the index knows stays Latin');
  });

  t.test('offices: the town and the district number find the office, above other pages of the town', async (t) => {
    t.equal(urls(await engine.query({ term: 'úřad práce Brno', lang: 'cs' }))[0], '/kontakty/krajska-pobocka-brno', 'the branch, not the job fair in Brno');
    t.equal(urls(await engine.query({ term: 'úřad práce Jihlava', lang: 'cs' }))[0], '/kontakty/krajska-pobocka-jihlava', 'of a town\'s offices, its regional branch');
    t.equal(urls(await engine.query({ term: 'labour office Prague', lang: 'en' }))[0], '/en/contacts/regional-branch-praha', 'the branch in Praha 3, the town named without its number');
    t.equal(urls(await engine.query({ term: 'úřad práce Praha 4', lang: 'cs' }))[0], '/kontakty/pracoviste-praha-4', 'the district number counts');
    t.equal(urls(await engine.query({ term: 'pracoviste praha 9', lang: 'cs' }))[0], '/kontakty/pracoviste-praha-9');
    t.equal(urls(await engine.query({ term: 'отделение Прага 5', lang: 'ru' }))[0], '/ru/kontakty/otdelenie-praha-5');
  });

  t.test('a benefit\'s name finds its service page above the form for it', async (t) => {
    for (const [term, service, form] of [['porodné', '/porodne', '/formulare/zadost-o-porodne'], ['pohrebne', '/pohrebne', '/formulare/zadost-o-pohrebne'], ['rodičovský příspěvek', '/rodicovsky-prispevek', '/formulare/zadost-o-rodicovsky-prispevek']]) {
      const found = urls(await engine.query({ term: term!, lang: 'cs' }));
      t.equal(found[0], service, term!);
      t.ok(found.includes(form!), `${term}: the form further down`);
    }
  });

  t.test('words found in a third of the pages or more rank, they do not select', async (t) => {
    t.equal(urls(await engine.query({ term: 'objednat se na úřad práce', lang: 'cs' }))[0], '/objednani-na-pracoviste', 'the booking page never names the office');
  });

  t.test('a typo: forgiven in the results, and "did you mean" names a real word when little is found', async (t) => {
    t.equal(urls(await engine.query({ term: 'rekvalifkace', lang: 'cs' }))[0], '/rekvalifikace');
    t.equal(urls(await engine.query({ term: 'unemploymnt benefit', lang: 'en' }))[0], '/en/unemployment-benefit');
    const nonsense = await engine.query({ term: 'veletrh prxyq', lang: 'cs' });
    t.equal(nonsense.total, 0);
    t.equal(nonsense.suggestion, undefined, 'nothing close to "prxyq": no suggestion made up');
  });

  t.test('help across languages: a query that finds nothing in its language links another\'s results', async (t) => {
    const czechOnEnglish = await searchWithHelp(engine, { term: 'příspěvek na bydlení', lang: 'en' });
    t.equal(czechOnEnglish.total, 0);
    t.equal(czechOnEnglish.otherLanguage?.lang, 'cs');
    t.equal(czechOnEnglish.otherLanguage?.items[0]?.url, '/en/housing-allowance', 'the page found, in the visitor\'s language');
    const czechOnly = await searchWithHelp(engine, { term: 'přídavek na dítě', lang: 'en' });
    t.ok(czechOnly.otherLanguage?.items.some((item) => item.url === '/pridavek-na-dite' && item.lang === 'cs'), 'a page without a translation, in its own language');
    const russianOnUkrainian = await searchWithHelp(engine, { term: 'пособие по безработице', lang: 'uk' });
    t.equal(russianOnUkrainian.otherLanguage?.lang, 'ru');
    t.equal(russianOnUkrainian.otherLanguage?.items[0]?.url, '/ua/dopomoha-po-bezrobittiu');
    t.equal(russianOnUkrainian.suggestion, undefined, 'no "did you mean" of Ukrainian words for a Russian query');
    t.equal((await searchWithHelp(engine, { term: 'housing allowance', lang: 'en' })).otherLanguage, undefined, 'no help where the language has results');
  });

  t.test('nothing that needs sign-in is found', async (t) => {
    t.same(urls(await engine.query({ term: 'co zde najdete', lang: 'cs' })).filter((url) => url.startsWith('/klientska-zona')), [], 'the client zone is not indexed');
    t.notOk(urls(await engine.query({ term: 'klientská zóna', lang: 'cs' })).includes('/klientska-zona'), 'nor by its name');
  });
}
