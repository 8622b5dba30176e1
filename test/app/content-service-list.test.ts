/**
 * docs/content-api.md §5 "Lists and search": `GET /contents` with every query parameter, facets, full-text search with
 * its highlight, and the 400 for bad parameters (never a 500, checked with random query strings too).
 */
import fc from 'fast-check';
import t from 'tap';
import { startContentService } from '../helpers/portal.ts';
import { get, ids, isError } from './content-service-client.ts';

/** The published Czech items of web `up`, newest first; those without displayAt (time 0) keep file order. */
const UP_CS_NEWEST = ['1001', '1006', '1002', '1004', '900', '1003', '1000'];
const UP_CS = 'webId=up&language=cs-CZ';

t.test('GET /contents', async (t) => {
  const { url } = await startContentService(t);
  const list = (query: string) => get(url, `/contents?${query}`);

  t.test('without parameters: every published item in every language, page 1 of 10', async (t) => {
    const res = await list('');
    t.equal(res.status, 200);
    t.match(res.type, /^application\/json; charset=utf-8$/);
    t.same(Object.keys(res.body).sort(), ['facets', 'items', 'page', 'pageSize', 'totalCount']);
    t.match(res.body, { page: 1, pageSize: 10, totalCount: 17 });
    t.equal(res.body.items.length, 10);
    t.same((await get(url, '/contents')).body, res.body, 'no query string at all is the same');
  });

  t.test('every item is a Content whose web.id equals webId', async (t) => {
    const { body } = await list('onlyPublished=false&pageSize=100');
    t.equal(body.totalCount, 18);
    for (const item of body.items) {
      t.match(item, { id: String, name: String, language: String, webId: String, friendlyURLs: Object, structure: { key: String }, categories: Array, tags: Array, published: Boolean, data: Object });
      t.same(item.web, { id: item.webId });
      t.equal(item.friendlyURLs[item.language] !== undefined, true, `${item.id} ${item.language} has its own friendly URL`);
    }
  });

  t.test('webId and language', async (t) => {
    t.same(ids(await list(UP_CS)), UP_CS_NEWEST);
    t.same(ids(await list('webId=up&language=en-GB')), ['1001', '900', '1000']);
    t.same(ids(await list('webId=up&language=uk-UA')), ['900', '1000']);
    t.same(ids(await list('webId=mpsv')), ['2900', '2001', '2000']);
    t.match((await list('webId=mpsv')).body.items, [{ webId: 'mpsv', web: { id: 'mpsv' } }]);
    t.same(ids(await list('language=en-GB')), ['1001', '900', '1000'], 'all webs');
    t.same(ids(await list('webId=up&language=de-DE')), []);
  });

  t.test('structureKey is repeatable (any of them)', async (t) => {
    t.same(ids(await list(`${UP_CS}&structureKey=BeznaStranka`)), ['1002', '1003']);
    t.same(ids(await list(`${UP_CS}&structureKey=BeznaStranka&structureKey=Sluzba`)), ['1001', '1002', '1003']);
    t.same(ids(await list(`${UP_CS}&structureKey=Neexistuje`)), []);
    t.same(ids(await list(`${UP_CS}&structureKey=`)), UP_CS_NEWEST, 'an empty value is no filter');
  });

  t.test('category is repeatable (vocabulary.name keys, all of them)', async (t) => {
    t.same(ids(await list(`${UP_CS}&category=zivotni-situace.bydleni`)), ['1001']);
    t.same(ids(await list(`${UP_CS}&category=kraj.praha&category=zivotni-situace.bydleni`)), ['1001']);
    t.same(ids(await list(`${UP_CS}&category=zivotni-situace.rodina`)), []);
    t.same(ids(await list(`${UP_CS}&category=bydleni`)), [], 'a bare category name is not a key');
    t.same(ids(await list(`webId=up&language=en-GB&category=${encodeURIComponent('zivotni-situace.bydleni')}`)), ['1001']);
  });

  t.test('tag is repeatable (all of them)', async (t) => {
    t.same(ids(await list(`${UP_CS}&tag=davky`)), ['1001', '1006']);
    t.same(ids(await list(`${UP_CS}&tag=davky&tag=bydleni`)), ['1001']);
    t.same(ids(await list(`${UP_CS}&tag=nic`)), []);
  });

  t.test('year filters by the year of displayAt', async (t) => {
    t.same(ids(await list(`${UP_CS}&year=2025`)), ['1006', '1002']);
    t.same(ids(await list(`${UP_CS}&year=2026`)), ['1001']);
    t.same(ids(await list(`${UP_CS}&year=1999`)), []);
    t.same(ids(await list(`${UP_CS}&year=`)), UP_CS_NEWEST, 'an empty value is no filter');
  });

  t.test('sort in all five values', async (t) => {
    t.same(ids(await list(`${UP_CS}&sort=displayAt:desc`)), UP_CS_NEWEST, 'displayAt:desc');
    t.same(ids(await list(`${UP_CS}&sort=${encodeURIComponent('displayAt:desc')}`)), UP_CS_NEWEST, 'URL-encoded');
    t.same(ids(await list(`${UP_CS}&sort=displayAt:asc`)), ['1004', '900', '1003', '1000', '1002', '1006', '1001'], 'displayAt:asc');
    // Czech collation: "config-up", "Kontakty", "O nás", "Příspěvek…", "Stránka…", "Úvod", "Změna…".
    t.same(ids(await list(`${UP_CS}&sort=name:asc`)), ['900', '1003', '1002', '1001', '1004', '1000', '1006'], 'name:asc');
    t.same(ids(await list(`${UP_CS}&sort=name:desc`)), ['1006', '1000', '1004', '1001', '1002', '1003', '900'], 'name:desc');
    t.same(ids(await list(`${UP_CS}&search=bydleni&sort=relevance`)), ['1001', '1006'], 'relevance: a hit in the name weighs most');
    t.same(ids(await list(`${UP_CS}&search=bydleni`)), ['1001', '1006'], 'relevance is the default when searching');
    t.same(ids(await list(`${UP_CS}&search=bydleni&sort=displayAt:asc`)), ['1006', '1001'], 'another sort with a search');
    t.same(ids(await list(`${UP_CS}&search=bydleni&sort=name:desc`)), ['1006', '1001']);
  });

  t.test('page and pageSize', async (t) => {
    t.match((await list(`${UP_CS}&pageSize=3`)).body, { page: 1, pageSize: 3, totalCount: 7 });
    t.same(ids(await list(`${UP_CS}&pageSize=3`)), UP_CS_NEWEST.slice(0, 3));
    t.same(ids(await list(`${UP_CS}&pageSize=3&page=2`)), UP_CS_NEWEST.slice(3, 6));
    t.same(ids(await list(`${UP_CS}&pageSize=3&page=3`)), UP_CS_NEWEST.slice(6));
    const past = await list(`${UP_CS}&pageSize=3&page=4`);
    t.equal(past.status, 200, 'a page past the end is empty, not an error');
    t.match(past.body, { items: [], page: 4, pageSize: 3, totalCount: 7 });
    t.match((await list('pageSize=100')).body, { pageSize: 100, totalCount: 17 }, 'pageSize 100 is the maximum');
    t.equal((await list('pageSize=100')).body.items.length, 17);
    t.match((await list('pageSize=1')).body, { pageSize: 1, items: [{}] });
    t.match((await list('page=')).body, { page: 1, pageSize: 10 }, 'empty values take the defaults');
    t.match((await list('pageSize=007')).body, { pageSize: 7 });
  });

  t.test('onlyPublished', async (t) => {
    t.notOk(ids(await list(UP_CS)).includes('1005'), 'unpublished items are left out by default');
    t.notOk(ids(await list(`${UP_CS}&onlyPublished=true`)).includes('1005'));
    const all = await list(`${UP_CS}&onlyPublished=false`);
    t.equal(all.body.totalCount, 8);
    t.match(all.body.items.find((c: { id: string }) => c.id === '1005'), { name: 'Koncept', published: false });
  });

  t.test('facets count all matches, not just the page', async (t) => {
    const { body } = await list(`${UP_CS}&pageSize=1`);
    t.same(body.facets, {
      structureKey: { Aktualita: 1, NeznamaSablona: 1, Default: 1, BeznaStranka: 2, Sluzba: 1, HlavniStranka: 1 },
      year: { 2025: 2, 2026: 1 },
      category: { 'zivotni-situace.bydleni': 1, 'kraj.praha': 1 },
    });
    t.same((await list(`${UP_CS}&year=2025`)).body.facets, { structureKey: { Aktualita: 1, BeznaStranka: 1 }, year: { 2025: 2 }, category: {} });
    t.same((await list(`${UP_CS}&tag=nic`)).body.facets, { structureKey: {}, year: {}, category: {} });
  });

  t.test('all parameters combine', async (t) => {
    const res = await list(`${UP_CS}&structureKey=Sluzba&structureKey=Aktualita&tag=davky&year=2025&search=PRISPEVEK&sort=name:asc&page=1&pageSize=5&onlyPublished=true`);
    t.equal(res.status, 200);
    t.same(ids(res), ['1006']);
    t.match(res.body, { page: 1, pageSize: 5, totalCount: 1 });
  });
});

t.test('full-text search', async (t) => {
  const { url } = await startContentService(t);
  const list = (query: string) => get(url, `/contents?${query}`);

  t.test('ignores case and diacritics', async (t) => {
    for (const term of ['prispevek', 'Příspěvek', 'PŘÍSPĚVEK', 'PriSpEvEk', '  prispevek  ']) {
      t.same(ids(await list(`${UP_CS}&search=${encodeURIComponent(term)}`)), ['1001', '1006'], term);
    }
    t.same(ids(await list(`webId=mpsv&search=${encodeURIComponent('dotační')}`)), ['2001'], 'body text is searched');
    t.same(ids(await list(`${UP_CS}&search=${encodeURIComponent('kdo jsme')}`)), ['1002'], 'description is searched');
  });

  t.test('every word must occur', async (t) => {
    t.same(ids(await list(`${UP_CS}&search=${encodeURIComponent('prispevek svatky')}`)), ['1006']);
    t.same(ids(await list(`${UP_CS}&search=${encodeURIComponent('prispevek neexistuje')}`)), []);
    t.same(ids(await list(`${UP_CS}&search=${encodeURIComponent('!!! ???')}`)), [], 'a term without words finds nothing');
  });

  t.test('finds visible text only, not markup', async (t) => {
    t.same(ids(await list(`${UP_CS}&search=href`)), [], 'attributes are not text');
    t.same(ids(await list(`${UP_CS}&search=onerror`)), []);
    t.same(ids(await list(`${UP_CS}&search=alert`)), [], 'script source is not text');
  });

  t.test('the highlight marks the hits with <mark> and nothing else is markup', async (t) => {
    const { body } = await list(`${UP_CS}&search=prispevek`);
    t.same(body.items.map((c: { highlight: string }) => c.highlight), [
      '<mark>Příspěvek</mark> na bydlení',
      'Mezi svátky jsou pracoviště otevřena jen dopoledne. <mark>Příspěvek</mark> na bydlení vyplácíme beze změny.',
    ]);
    t.equal((await list(`${UP_CS}&search=bydleni`)).body.items[0].highlight, 'Pomoc s náklady na <mark>bydlení</mark>.', 'the description is preferred to the name');
    t.notOk('highlight' in (await list(UP_CS)).body.items[0], 'no highlight without a search');
  });

  t.test('highlight escaping, entities and long text', async (t) => {
    const long = 'slovo '.repeat(40);
    const dir = t.testdir({
      webs: { 'w.json': JSON.stringify({ id: 'w', name: { 'cs-CZ': 'W' }, defaultLanguage: 'cs-CZ', friendlyURL: '/w' }) },
      w: {
        pages: {
          'a.json': JSON.stringify({
            id: 'a',
            structure: 'BeznaStranka',
            translations: { 'cs-CZ': { name: 'Značky', friendlyURL: '/a', data: { body: '<p>Hledej &lt;b&gt; &amp; "uvozovky" &amp;lt;i&amp;gt; <em>zde</em></p><style>.hledej{}</style><script>var hledej = "<b>";</script>' } } },
          }),
          'b.json': JSON.stringify({
            id: 'b',
            structure: 'BeznaStranka',
            translations: { 'cs-CZ': { name: 'Dlouhý', friendlyURL: '/b', data: { body: `<p>${long}uprostred ${long}</p>` } } },
          }),
          'c.json': JSON.stringify({
            id: 'c',
            structure: 'BeznaStranka',
            translations: { 'cs-CZ': { name: 'İstanbul İzmir hledej', friendlyURL: '/c' } },
          }),
        },
      },
    });
    const { url: base, problems } = await startContentService(t, dir);
    t.same(problems, []);
    const a = (await get(base, '/contents?search=hledej&sort=name:asc')).body.items;
    t.same(a.map((c: { id: string }) => c.id), ['c', 'a']);
    t.equal(a[1].highlight, '<mark>Hledej</mark> &lt;b&gt; &amp; &quot;uvozovky&quot; &amp;lt;i&amp;gt; zde', 'text is escaped once, entities decoded once, script and style left out');
    t.equal(a[0].highlight, 'İstanbul İzmir <mark>hledej</mark>', 'letters whose lower case is longer do not shift the marks');
    t.equal((await get(base, '/contents?search=istanbul')).body.items[0].highlight, '<mark>İstanbul</mark> İzmir hledej');

    const b = (await get(base, '/contents?search=uprostred')).body.items[0].highlight as string;
    t.match(b, /^….{70,80}<mark>uprostred<\/mark>.{70,80}…$/u, 'a long text is cut around the first hit');
  });
});

t.test('bad parameters: 400 with a message naming the parameter', async (t) => {
  const { url } = await startContentService(t);
  const cases: [string, RegExp][] = [
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=1.5', /page/],
    ['page=1e3', /page/],
    ['page=%201', /page/],
    ['page=100001', /page/],
    ['pageSize=0', /pageSize/],
    ['pageSize=101', /pageSize/],
    ['pageSize=abc', /pageSize/],
    ['pageSize=99999999999999999999999', /pageSize/],
    ['year=abc', /year/],
    ['year=20x6', /year/],
    ['year=-2025', /year/],
    ['year=99999', /year/],
    ['sort=bogus', /sort/],
    ['sort=name', /sort/],
    ['sort=NAME:ASC', /sort/],
    ['sort=relevance', /sort=relevance/],
    ['sort=relevance&search=%20%20', /sort=relevance/],
    ['onlyPublished=maybe', /onlyPublished/],
    ['onlyPublished=TRUE', /onlyPublished/],
    ['onlyPublished=1', /onlyPublished/],
    ['page=1&page=2', /page/],
    ['pageSize=10&pageSize=10', /pageSize/],
    ['webId=up&webId=mpsv', /webId/],
    ['language=cs-CZ&language=en-GB', /language/],
    ['year=2025&year=2026', /year/],
    ['search=a&search=b', /search/],
    ['sort=name:asc&sort=name:desc', /sort/],
    ['onlyPublished=true&onlyPublished=false', /onlyPublished/],
  ];
  for (const [query, names] of cases) isError(t, await get(url, `/contents?${query}`), 400, names, query);

  isError(t, await get(url, '/documents?page=0'), 400, /page/, '/documents page=0');
  isError(t, await get(url, '/documents?pageSize=101'), 400, /pageSize/, '/documents pageSize=101');
  isError(t, await get(url, '/documents?folderId=f1&folderId=f2'), 400, /folderId/, '/documents folderId twice');
  isError(t, await get(url, '/categories?webId=up&webId=up'), 400, /webId/, '/categories webId twice');
  isError(t, await get(url, '/tags?webId=up&webId=up'), 400, /webId/, '/tags webId twice');
});

t.test('random query strings never give a 500: 200 with a list or 400 with an error', async (t) => {
  const { url } = await startContentService(t);
  const names = ['webId', 'language', 'structureKey', 'category', 'tag', 'year', 'search', 'sort', 'page', 'pageSize', 'onlyPublished', '__proto__', 'constructor', 'page[]', ''];
  const known = ['up', 'mpsv', 'cs-CZ', 'en-GB', 'Sluzba', 'kraj.praha', 'davky', '2025', '0', '1', '100', '101', '-1', 'true', 'false', 'relevance', 'name:asc', 'displayAt:desc', 'prispevek', ''];
  const value = fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 20, unit: 'grapheme' }), fc.integer().map(String));
  const part = fc.oneof(
    fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    fc.constantFrom('%', '%ZZ', '%E0%A4%A', '=', '&', '==x', 'page', 'search=%C5', 'a=%00', 'sort=relevance', 'search=a%26b%3Dc'),
  );
  const query = fc.array(part, { maxLength: 8 }).map((parts) => parts.join('&'));

  const checked = await fc.check(
    fc.asyncProperty(query, async (q) => {
      const res = await get(url, `/contents?${q}`);
      if (!/^application\/json/.test(res.type ?? '')) return false;
      if (res.status === 400) return Object.keys(res.body).sort().join() === 'message,statusCode' && res.body.statusCode === 400 && typeof res.body.message === 'string';
      if (res.status !== 200) return false;
      const { items, page, pageSize, totalCount, facets } = res.body;
      return Array.isArray(items) && Number.isInteger(page) && page >= 1 && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 100
        && Number.isInteger(totalCount) && items.length <= pageSize && typeof facets === 'object'
        && items.every((c: { id: unknown; webId: unknown; web: { id: unknown } }) => typeof c.id === 'string' && c.web.id === c.webId);
    }),
    { numRuns: 300, seed: 20261102 },
  );
  t.notOk(checked.failed, checked.failed ? `counterexample: /contents?${String(checked.counterexample)}` : 'no counterexample');
});
