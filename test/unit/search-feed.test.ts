import t from 'tap';
import type { Content, ContentList } from '../../shared/content.ts';
import { SearchFeed, type ContentListQuery, type ListContents } from '../../server/search/feed.ts';
import type { SearchDocument } from '../../server/search/engine.ts';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { startContentService } from '../helpers/portal.ts';
import { httpListContents } from '../helpers/search.ts';

const urls = async (engine: MiniSearchEngine, term: string, lang: 'cs' | 'en' = 'cs') =>
  (await engine.query({ term, lang, pageSize: 100 })).items.map((item) => item.url);

t.test('every page of every web and language, over HTTP from the content service', async (t) => {
  const service = await startContentService(t);
  const engine = new MiniSearchEngine();
  const queries: ContentListQuery[] = [];
  const list = httpListContents(service.url);
  const feed = new SearchFeed({
    engine,
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
  t.ok((await urls(engine, 'životních situacích')).includes('/'), 'text in structured data (the home page hero) is searchable');
  t.notOk((await urls(engine, 'životních situacích')).includes('/uvod'), 'the home page is found at the web\'s root, its one address');
  t.ok((await urls(engine, 'ministerstvo práce')).includes('/mpsv'), 'another web\'s home at its root');
  t.same(await urls(engine, 'koncept'), [], 'unpublished content is not indexed');
  t.equal(report.total, engine.stats().documents, 'the report counts what is indexed');
  t.notOk((await urls(engine, 'config')).some((url) => url.includes('config')), 'no web config');

  const second = await feed.refresh();
  t.same(second, { indexed: 0, removed: 0, total: report.total }, 'nothing changed, nothing indexed again');
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

function content(id: string, name: string, body: string, updatedAt = '2026-10-01T08:00:00Z', language = 'cs-CZ'): Content {
  return {
    id, name, language, webId: 'up', description: null, friendlyURLs: { [language]: `/${id}` }, structure: { key: 'BeznaStranka' },
    categories: [{ key: 'kraj.praha', name: 'Praha', vocabulary: 'kraj' }, { key: 'zivotni-situace.bydleni', name: 'Bydlení', vocabulary: 'zivotni-situace' }],
    tags: [], displayAt: '2026-09-01T08:00:00Z', updatedAt, data: { body },
  };
}

t.test('a refresh indexes new and changed items and removes those gone', async (t) => {
  const cms = memoryContents([
    content('kontakty', 'Kontakty', '<p>Telefon a <strong>datová</strong> schránka</p>'),
    content('bydleni', 'Příspěvek na bydlení', '<p>Nájem a energie</p>'),
    content('pece', 'Příspěvek na péči', '<p>Pomoc pro pečující</p>'),
  ]);
  const engine = new MiniSearchEngine();
  const feed = new SearchFeed({ engine, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, pageSize: 2, languages: ['cs-CZ'] });
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

t.test('the first walk over an index kept from before removes what the CMS no longer lists, in its webs and languages only', async (t) => {
  const cms = memoryContents([content('kontakty', 'Kontakty', '<p>Telefon</p>')]);
  const engine = new MiniSearchEngine();
  const kept: SearchDocument = { id: 'stara', lang: 'cs', webId: 'up', url: '/stara', title: 'Stará stránka', description: '', body: 'Zrušená služba', type: 'BeznaStranka', categories: [], regions: [] };
  await engine.index([kept, { ...kept, lang: 'en', url: '/en/stara' }]);
  // What a PostgreSQL index tells of itself after a restart; asked for this feed's webs and languages.
  const scopes: unknown[] = [];
  const persistent = Object.assign(engine, {
    storedRefs: async (scope: { webIds: string[]; langs: string[] }) => {
      scopes.push(scope);
      return [{ id: 'stara', lang: 'cs' as const }, { id: 'kontakty', lang: 'cs' as const }];
    },
  });
  const feed = new SearchFeed({ engine: persistent, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, languages: ['cs-CZ'] });
  t.same(await feed.refresh(), { indexed: 1, removed: 1, total: 1 }, 'the listed item indexed, the leftover removed');
  t.same(scopes, [{ webIds: ['up'], langs: ['cs'] }]);
  t.same(await urls(engine, 'zrušená'), [], 'the leftover is gone');
  t.equal((await engine.query({ term: 'zrušená', lang: 'en' })).total, 1, 'the other language, which the feed does not walk, stays');
  await feed.refresh();
  t.equal(scopes.length, 1, 'only the first walk asks');
});

t.test('a walk that fails half way removes nothing and leaves the index as it was', async (t) => {
  const cms = memoryContents(['jedna', 'dva', 'tri', 'ctyri'].map((id) => content(id, `Stránka ${id}`, '<p>Obsah</p>')));
  const engine = new MiniSearchEngine();
  const feed = new SearchFeed({ engine, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, pageSize: 2, languages: ['cs-CZ'] });
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
    engine, listContents: cms.listContents, webs: [{ webId: 'up', prefix: '' }], refreshMs: 80, retryMs: 20, languages: ['cs-CZ'],
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
