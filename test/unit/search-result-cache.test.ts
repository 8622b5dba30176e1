/** The results cache in front of a search engine: repeated searches answered once, emptied when the index or the thesaurus changes. */
import t from 'tap';
import type { SearchEngine, SearchQuery, SearchResult } from '../../server/search/engine.ts';
import { CachedResults } from '../../server/search/result-cache.ts';
import { Synonyms } from '../../server/search/synonyms.ts';

/** An engine that counts its queries and answers with the count, failing when told to. */
function countingEngine() {
  const calls: SearchQuery[] = [];
  const synonymsSet: Synonyms[] = [];
  let failNext = false;
  const engine: SearchEngine = {
    index: async () => undefined,
    remove: async () => undefined,
    suggest: async () => [],
    documents: async () => [],
    correct: async (term) => term,
    setSynonyms: (synonyms) => void synonymsSet.push(synonyms),
    query: async (query) => {
      calls.push(query);
      if (failNext) {
        failNext = false;
        throw new Error('engine down');
      }
      return { total: calls.length, page: query.page ?? 1, pageSize: 10, items: [], facets: { type: {}, year: {}, category: {}, region: {} } } satisfies SearchResult;
    },
  };
  return { engine, calls, synonymsSet, failOnce: () => void (failNext = true) };
}

const doc = { id: '1', lang: 'cs' as const, webId: 'up', url: '/a', title: 'A', places: '', description: '', body: '', type: 'Default', categories: [], regions: [] };

t.test('the same search twice is one engine call; another page, language or filter is another', async (t) => {
  const { engine, calls } = countingEngine();
  const cached = new CachedResults(engine, 60_000);
  const first = await cached.query({ term: 'podpora', lang: 'cs' });
  t.equal((await cached.query({ term: 'podpora', lang: 'cs', page: 1 })).total, first.total, 'page 1 is the default page');
  t.equal(calls.length, 1);
  await cached.query({ term: 'podpora', lang: 'cs', page: 2 });
  await cached.query({ term: 'podpora', lang: 'en' });
  await cached.query({ term: 'podpora', lang: 'cs', filters: { year: 2026 } });
  await cached.query({ term: 'podpora', lang: 'cs', filters: { region: 'kraj.praha' } });
  await cached.query({ term: 'podpora', lang: 'cs', filters: { type: ['Sluzba', 'Formular'] } });
  t.equal(calls.length, 6);
});

t.test('concurrent identical searches share one call', async (t) => {
  const { engine, calls } = countingEngine();
  const cached = new CachedResults(engine, 60_000);
  await Promise.all([1, 2, 3].map(() => cached.query({ term: 'dávky', lang: 'cs' })));
  t.equal(calls.length, 1);
});

t.test('indexing or removing empties it: the next search asks the engine again', async (t) => {
  const { engine } = countingEngine();
  const cached = new CachedResults(engine, 60_000);
  await cached.query({ term: 'podpora', lang: 'cs' });
  await cached.index([doc]);
  t.equal((await cached.query({ term: 'podpora', lang: 'cs' })).total, 2, 'asked anew after indexing');
  await cached.remove([{ id: '1', lang: 'cs' }]);
  t.equal((await cached.query({ term: 'podpora', lang: 'cs' })).total, 3, 'asked anew after removing');
});

t.test('a changed thesaurus is passed on and empties it', async (t) => {
  const { engine, calls, synonymsSet } = countingEngine();
  const cached = new CachedResults(engine, 60_000);
  await cached.query({ term: 'podpora', lang: 'cs' });
  const synonyms = new Synonyms({ cs: { pracák: ['úřad práce'] } });
  cached.setSynonyms(synonyms);
  t.same(synonymsSet, [synonyms], 'the engine has it');
  await cached.query({ term: 'podpora', lang: 'cs' });
  t.equal(calls.length, 2, 'the search is asked again');
});

t.test('a failed search is not kept', async (t) => {
  const { engine, calls, failOnce } = countingEngine();
  const cached = new CachedResults(engine, 60_000);
  failOnce();
  await t.rejects(cached.query({ term: 'podpora', lang: 'cs' }), /engine down/);
  t.equal((await cached.query({ term: 'podpora', lang: 'cs' })).total, 2, 'the next one asks again and succeeds');
  t.equal(calls.length, 2);
});

t.test('an answer is kept for at most its maximum age: another process may have changed the index', async (t) => {
  const { engine, calls } = countingEngine();
  const cached = new CachedResults(engine, 30);
  await cached.query({ term: 'podpora', lang: 'cs' });
  await new Promise((resolve) => setTimeout(resolve, 60));
  await cached.query({ term: 'podpora', lang: 'cs' });
  t.equal(calls.length, 2);
});

t.test('the store of a shared index is passed on; an engine in the process has none', async (t) => {
  t.equal(new CachedResults(countingEngine().engine, 60_000).store, undefined);
  const store = { fingerprints: async () => new Map(), walked: async () => true, finishedWalk: async () => {}, whileLeased: async () => undefined };
  t.equal(new CachedResults({ ...countingEngine().engine, store }, 60_000).store, store);
});
