import t from 'tap';
import type { Content, ContentList } from '../../shared/content.ts';
import { SearchFeed, type ContentListQuery, type ListContents } from '../../server/search/feed.ts';
import type { SearchDocument, StoredIndex } from '../../server/search/engine.ts';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { startContentService } from '../helpers/portal.ts';
import { listingCheck } from '../../server/listing.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { listContentsOf, SEARCH_LISTING } from '../helpers/search.ts';

const urls = async (engine: MiniSearchEngine, term: string, lang: 'cs' | 'en' = 'cs') =>
  (await engine.query({ term, lang, pageSize: 100 })).items.map((item) => item.url);

t.test('every page of every web and language, over HTTP from the content service', async (t) => {
  const service = await startContentService(t);
  const engine = new MiniSearchEngine();
  const queries: ContentListQuery[] = [];
  const list = listContentsOf(service.url);
  const feed = new SearchFeed({
    engine,
    listed: SEARCH_LISTING,
    listContents: (query) => { queries.push(query); return list(query); },
    webs: [{ webId: 'up', prefix: '' }, { webId: 'mpsv', prefix: '/mpsv' }],
    refreshMs: 60_000,
    pageSize: 2,
  });
  t.equal(feed.ready, false, 'not ready before the first walk');
  const report = await feed.refresh();
  t.equal(feed.ready, true);
  t.ok(queries.some((q) => q.webId === 'up' && q.language === 'cs-CZ' && q.page === 3), 'walks past the first page');
  t.ok(queries.every((q) => q.onlyPublished === true && q.pageSize === 2));
  t.same(new Set(queries.map((q) => q.language)), new Set(['cs-CZ', 'en-GB', 'ru-RU', 'uk-UA']));

  t.same(await urls(engine, 'dotační programy'), ['/mpsv/dotace'], 'another web\'s page under its prefix');
  t.same(await urls(engine, 'příspěvek na bydlení', 'en'), [], 'languages apart');
  t.ok((await urls(engine, 'housing', 'en')).includes('/en/housing-allowance'), 'the language prefix in the URL');
  t.notOk((await urls(engine, 'životních situacích')).some((url) => url === '/' || url === '/uvod'), 'a web\'s home is no search result (listed in the sitemap only)');
  t.notOk((await urls(engine, 'ministerstvo práce')).includes('/mpsv'), 'nor another web\'s');
  t.same(await urls(engine, 'koncept'), [], 'unpublished content is not indexed');
  t.equal(report!.total, engine.stats().documents, 'the report counts what is indexed');
  t.notOk((await urls(engine, 'config')).some((url) => url.includes('config')), 'no web config');

  const second = await feed.refresh();
  t.same(second, { indexed: 0, removed: 0, total: report!.total }, 'nothing changed, nothing indexed again');
});

/** A content service in memory: the items a test sets, listed in pages as `GET /contents` lists them. */
function memoryContents(items: Content[]) {
  let failAt: number | undefined;
  const listContents: ListContents = async (query): Promise<ContentList> => {
    if (failAt !== undefined && query.page >= failAt) throw new Error('CMS unavailable');
    const matching = items.filter((item) => item.webId === query.webId && item.language === query.language);
    const start = (query.page - 1) * query.pageSize;
    return { items: matching.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, totalCount: matching.length };
  };
  return { items, listContents, failFromPage: (page: number | undefined) => { failAt = page; } };
}

function content(id: string, name: string, body: string, updatedAt = '2026-10-01T08:00:00Z', language = 'cs-CZ', structure = 'BeznaStranka', data: Record<string, unknown> = {}): Content {
  return {
    id, name, language, webId: 'up', description: null, friendlyURLs: { [language]: `/${id}` }, structure: { key: structure },
    categories: [{ key: 'kraj.praha', name: 'Praha', vocabulary: 'kraj' }, { key: 'zivotni-situace.bydleni', name: 'Bydlení', vocabulary: 'zivotni-situace' }],
    tags: [], displayAt: '2026-09-01T08:00:00Z', updatedAt, data: { body, ...data },
  };
}

t.test('a refresh indexes new and changed items and removes those gone', async (t) => {
  const cms = memoryContents([
    content('kontakty', 'Kontakty', '<p>Telefon a <strong>datová</strong> schránka</p>'),
    content('bydleni', 'Příspěvek na bydlení', '<p>Nájem a energie</p>'),
    content('pece', 'Příspěvek na péči', '<p>Pomoc pro pečující</p>'),
  ]);
  const engine = new MiniSearchEngine();
  const feed = new SearchFeed({ engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, pageSize: 2, languages: ['cs-CZ'] });
  t.same(await feed.refresh(), { indexed: 3, removed: 0, total: 3 });
  const indexed = await engine.query({ term: 'datová schránka', lang: 'cs' });
  t.equal(indexed.items[0]?.snippet, 'Telefon a <mark>datová</mark> <mark>schránka</mark>', 'HTML stripped from the body');
  t.same(indexed.facets.region, { 'kraj.praha': 1 }, 'regions from the region vocabulary');
  t.same(indexed.facets.category, { 'zivotni-situace.bydleni': 1 }, 'the other categories apart');

  cms.items[1] = content('bydleni', 'Příspěvek na nájem', '<p>Nájem a energie</p>', '2026-11-01T08:00:00Z');
  cms.items.splice(2, 1);
  cms.items.push(content('zivobyti', 'Příspěvek na živobytí', '<p>Hmotná nouze</p>'));
  t.same(await feed.refresh(), { indexed: 2, removed: 1, total: 3 }, 'the changed and the new item; the removed one');
  t.same((await urls(engine, 'příspěvek')).sort(), ['/bydleni', '/zivobyti'], 'two left');
  t.same(await urls(engine, 'nájem'), ['/bydleni'], 'the new title is found');
  t.same(await urls(engine, 'bydlení'), [], 'the old title is gone');
  t.same(await urls(engine, 'pečující'), [], 'the removed item vanished');
});

t.test('a walk reads the texts of new and changed items only: each walk sees every item', async (t) => {
  let read = 0;
  /** An item whose body counts its readers: its texts are read only when it is made a document. */
  const counted = (item: Content): Content => {
    const { body, ...data } = item.data;
    return { ...item, data: Object.defineProperty(data, 'body', { enumerable: true, get: () => (read++, body) }) };
  };
  const cms = memoryContents([content('kontakty', 'Kontakty', '<p>Telefon</p>'), content('bydleni', 'Bydlení', '<p>Nájem</p>')].map(counted));
  const feed = new SearchFeed({ engine: new MiniSearchEngine(), listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'] });
  await feed.refresh();
  t.equal(read, 2, 'the first walk: every item');
  read = 0;
  cms.items[1] = counted(content('bydleni', 'Bydlení', '<p>Nájem a energie</p>', '2026-11-01T08:00:00Z'));
  t.same(await feed.refresh(), { indexed: 1, removed: 0, total: 2 });
  t.equal(read, 1, 'the next: the changed item alone');
});

/** What a PostgreSQL index tells the feed of itself, in memory: fingerprints kept, walks stored, one lease. */
function storedIndex(engine: MiniSearchEngine, fingerprints: Map<string, string>, options: { walked?: boolean; leased?: boolean } = {}) {
  const asked: unknown[] = [];
  const store: StoredIndex = {
    fingerprints: async (scope) => {
      asked.push(scope);
      return new Map(fingerprints);
    },
    walked: async () => options.walked ?? false,
    finishedWalk: async () => { options.walked = true; },
    whileLeased: async (work) => (options.leased ? undefined : work(async () => {})),
  };
  return { engine: Object.assign(engine, { store }), asked };
}

t.test('over a stored index a walk indexes only what changed since any process stored it, and removes leftovers', async (t) => {
  const cms = memoryContents([content('kontakty', 'Kontakty', '<p>Telefon</p>'), content('bydleni', 'Příspěvek na bydlení', '<p>Nájem</p>')]);
  // What the index kept after a restart: both items as a walk stored them, and one the CMS removed meanwhile.
  const engine = new MiniSearchEngine();
  const kept: SearchDocument = { id: 'stara', lang: 'cs', webId: 'up', url: '/stara', title: 'Stará stránka', places: '', description: '', body: 'Zrušená služba', type: 'BeznaStranka', categories: [], regions: [] };
  await engine.index([kept, { ...kept, lang: 'en', url: '/en/stara' }]);
  const indexedBefore: string[] = [];
  const original = engine.index.bind(engine);
  engine.index = async (docs) => { indexedBefore.push(...docs.map((doc) => doc.id)); return original(docs); };
  const fingerprintsOf = new Map([['cs kontakty', await fingerprintOfWalk(cms, 'kontakty')], ['cs bydleni', await fingerprintOfWalk(cms, 'bydleni')], ['cs stara', 'old']]);
  const store = storedIndex(engine, fingerprintsOf);
  cms.items[1] = content('bydleni', 'Příspěvek na nájem', '<p>Nájem</p>', '2026-11-01T08:00:00Z');
  const feed = new SearchFeed({ engine: store.engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'] });
  t.same(await feed.refresh(), { indexed: 1, removed: 1, total: 2 }, 'the changed item indexed, the unchanged one not, the leftover removed');
  t.same(indexedBefore, ['bydleni']);
  t.same(store.asked, [{ webIds: ['up'], langs: ['cs'] }], 'asked for its webs and languages');
  t.same(await urls(engine, 'zrušená'), [], 'the leftover is gone');
  t.equal((await engine.query({ term: 'zrušená', lang: 'en' })).total, 1, 'the other language, which the feed does not walk, stays');
});

/** The fingerprint a walk stores for an item: read back from what a feed hands its engine. */
async function fingerprintOfWalk(cms: ReturnType<typeof memoryContents>, id: string): Promise<string> {
  const seen: SearchDocument[] = [];
  const engine = Object.assign(new MiniSearchEngine(), { index: async (docs: SearchDocument[]) => void seen.push(...docs) });
  await new SearchFeed({ engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'] }).refresh();
  return seen.find((doc) => doc.id === id)!.fingerprint!;
}

t.test('a stored index is ready at start; while another process holds the lease, this one only answers', async (t) => {
  const cms = memoryContents([content('kontakty', 'Kontakty', '<p>Telefon</p>')]);
  let listed = 0;
  const { engine } = storedIndex(new MiniSearchEngine(), new Map(), { walked: true, leased: true });
  const feed = new SearchFeed({
    engine, listed: SEARCH_LISTING, listContents: async (query) => { listed++; return cms.listContents(query); }, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'],
  });
  t.teardown(() => feed.stop());
  feed.start();
  await waitFor(() => feed.ready);
  t.pass('ready from what was stored, before any walk of its own');
  t.equal(await feed.refresh(), undefined, 'another process walks');
  t.equal(listed, 0, 'the content service was not asked');
});

t.test('nothing that needs sign-in, redirects or announces an outage is indexed', async (t) => {
  const cms = memoryContents([
    content('verejna', 'Veřejná stránka', '<p>Co zde najdete</p>'),
    content('zona', 'Klientská zóna', '<p>Co zde najdete</p>', undefined, 'cs-CZ', 'KlientskaZona'),
    content('tajna', 'Zabezpečená', '<p>Co zde najdete</p>', undefined, 'cs-CZ', 'BeznaStranka', { secured: true }),
    content('presmerovani', 'Přesměrování', '<p>Co zde najdete</p>', undefined, 'cs-CZ', 'Presmerovani', { target: { label: 'x', url: '/verejna' } }),
    content('odstavka', 'Odstávka', '<p>Co zde najdete</p>', undefined, 'cs-CZ', 'Odstavka'),
    content('vyhledavani', 'Vyhledávání', '<p>Co zde najdete</p>', undefined, 'cs-CZ', 'Vyhledavani'),
    content('klienti', 'Pro klienty', '<p>Co zde najdete</p>'),
  ]);
  const engine = new MiniSearchEngine();
  // AUTH_INCLUDE=/klienti*, as route protection reads it.
  const listed = listingCheck('search', serverTemplates, { pathIsProtected: (path, flagged) => flagged === true || path.startsWith('/klienti') });
  await new SearchFeed({ engine, listed, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'] }).refresh();
  t.same(await urls(engine, 'co zde najdete'), ['/verejna']);
});

t.test('more items than the index may hold are refused before any is indexed', async (t) => {
  const cms = memoryContents(['jedna', 'dva', 'tri'].map((id) => content(id, `Stránka ${id}`, '<p>Obsah</p>')));
  const engine = new MiniSearchEngine();
  const feed = new SearchFeed({ engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'], maxDocuments: 2 });
  await t.rejects(feed.refresh(), /3 items, more than the 2/);
  t.equal(engine.stats().documents, 0);
  t.equal(feed.ready, false);
});

t.test('a walk that fails half way removes nothing and leaves the index as it was', async (t) => {
  const cms = memoryContents(['jedna', 'dva', 'tri', 'ctyri'].map((id) => content(id, `Stránka ${id}`, '<p>Obsah</p>')));
  const engine = new MiniSearchEngine();
  const feed = new SearchFeed({ engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, pageSize: 2, languages: ['cs-CZ'] });
  await feed.refresh();
  cms.failFromPage(2);
  await t.rejects(feed.refresh(), /CMS unavailable/);
  t.equal(feed.ready, true, 'still ready: the index it has is whole');
  t.equal((await engine.query({ term: 'obsah', lang: 'cs' })).total, 4, 'the items on the pages it could not read stay');
});

t.test('start() builds in the background, retries a failed first walk, and keeps refreshing', async (t) => {
  const cms = memoryContents([content('jedna', 'První stránka', '<p>Obsah</p>')]);
  cms.failFromPage(1);
  const engine = new MiniSearchEngine();
  const warnings: string[] = [];
  const feed = new SearchFeed({
    engine, listed: SEARCH_LISTING, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 80, retryMs: 20, languages: ['cs-CZ'],
    log: { info() {}, warn: (_details, message) => warnings.push(message) },
  });
  t.teardown(() => feed.stop());
  feed.start();
  t.equal(feed.ready, false, 'start returns at once');
  await new Promise((resolve) => setTimeout(resolve, 30));
  t.equal(feed.ready, false, 'the CMS is down: still not ready');
  t.ok(warnings.length >= 1, 'the failure is logged');
  cms.failFromPage(undefined);
  await waitFor(() => feed.ready);
  t.equal((await engine.query({ term: 'první', lang: 'cs' })).total, 1, 'built after a retry');
  cms.items.push(content('dva', 'Druhá stránka', '<p>Obsah</p>'));
  await waitFor(async () => (await engine.query({ term: 'druhá', lang: 'cs' })).total === 1);
  t.pass('a new item appears within a retention period');
  feed.stop();
  cms.items.push(content('tri', 'Třetí stránka', '<p>Obsah</p>'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal((await engine.query({ term: 'třetí', lang: 'cs' })).total, 0, 'stopped: no more walks');
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
