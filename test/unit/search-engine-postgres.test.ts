/** The search test suite over PostgreSQL, each engine in a database of its own made by the migrations (test/helpers/search-engines.ts). */
import t from 'tap';
import { startPostgres } from '../helpers/postgres.ts';
import { searchEngineSuite } from '../helpers/search-engine-suite.ts';
import { postgresTestEngine } from '../helpers/search-engines.ts';
import type { SearchDocument } from '../../server/search/engine.ts';

const postgres = await startPostgres(t);

await searchEngineSuite(t, { makeEngine: (synonyms) => postgresTestEngine(t, postgres, synonyms) });

// The candidates of a query found in many titles come from the titles' index (docs/search.md "PostgreSQL backend"):
// at 100,000 pages from 200 of them; here from one, so that every query of the suite with a title match takes it.
t.test('candidates from the titles\' index', (t) => searchEngineSuite(t, { makeEngine: (synonyms) => postgresTestEngine(t, postgres, synonyms, { enoughTitles: 1 }), brief: true }));

t.test('a query named by many titles: those first, then the other matches, every result once; counts capped at 1,000', async (t) => {
  const engine = await postgresTestEngine(t, postgres);
  const page = (i: number, title: string, body: string, type: string): SearchDocument => ({
    id: `p${i}`, lang: 'cs', webId: 'up', url: `/p${i}`, title, places: '', description: '', body, type, categories: [], regions: [],
  });
  // 250 pages named by the query, enough for the titles' index to give the candidates; 300 that only mention it; 600
  // more that share only the words "úřad práce" with them.
  const docs = [
    ...Array.from({ length: 250 }, (_, i) => page(i, `Příspěvek na péči ${i}`, 'Dávka úřadu práce pro ty, kdo potřebují pomoc druhého.', 'Sluzba')),
    ...Array.from({ length: 300 }, (_, i) => page(250 + i, `Zpráva ${i}`, 'Příspěvek na péči a příspěvek na péči o dítě se zvyšuje. Úřad práce radí.', 'Aktualita')),
    ...Array.from({ length: 600 }, (_, i) => page(550 + i, `Stránka ${i}`, 'Úřad práce zprostředkuje zaměstnání.', 'Stranka')),
  ];
  for (let start = 0; start < docs.length; start += 100) await engine.index(docs.slice(start, start + 100));
  const term = 'příspěvek na péči';
  const first = await engine.query({ term, lang: 'cs' });
  t.equal(first.total, 550);
  t.notOk(first.moreThanTotal);
  t.same(first.facets.type, { Sluzba: 250, Aktualita: 300 }, 'every match counted');
  t.ok(first.items.every((item) => item.title.startsWith('Příspěvek na péči')), 'the first page: pages the query names');
  const paged: string[] = [];
  for (let n = 1; n <= 6; n++) paged.push(...(await engine.query({ term, lang: 'cs', page: n, pageSize: 100 })).items.map((item) => item.url));
  t.equal(paged.length, 550, 'every result on some page');
  t.equal(new Set(paged).size, 550, 'no result on two pages');
  t.ok(paged.slice(0, 250).every((url) => Number(url.slice(2)) < 250), 'the pages it names, then the others');
  const news = await engine.query({ term, lang: 'cs', filters: { type: ['Aktualita'] } });
  t.equal(news.total, 300, 'a filter counts its own matches');
  t.equal(news.facets.type.Sluzba, 250, 'the other choices stay counted');
  const broad = await engine.query({ term: 'úřad práce', lang: 'cs' });
  t.equal(broad.total, 1000);
  t.equal(broad.moreThanTotal, true, 'past 1,000 matches the total says "more than"');
  t.ok(Object.values(broad.facets.type).reduce((sum, n) => sum + n, 0) > 1000, 'the facets count the matches counted');
});
