/**
 * docs/content-api.md §4 "Content": `GET /contents/by-id/{id}` and `GET /contents/by-friendly-url/{url}` with webId,
 * language and onlyPublished, against the embedded content service over HTTP.
 */
import t from 'tap';
import { startContentService } from '../helpers/portal.ts';
import { get, isError } from './content-service-client.ts';

const HOUSING_CS = {
  id: '1001',
  name: 'Příspěvek na bydlení',
  description: 'Pomoc s náklady na bydlení.',
  language: 'cs-CZ',
  webId: 'up',
  web: { id: 'up' },
  friendlyURLs: { 'cs-CZ': '/prispevek-na-bydleni', 'en-GB': '/housing-allowance' },
  structure: { key: 'Sluzba' },
  categories: [
    { key: 'zivotni-situace.bydleni', vocabulary: 'zivotni-situace', name: 'Bydlení' },
    { key: 'kraj.praha', vocabulary: 'kraj', name: 'Hlavní město Praha' },
  ],
  tags: ['bydleni', 'davky'],
  published: true,
  displayAt: '2026-10-02T08:00:00Z',
  createdAt: null,
  updatedAt: '2026-11-02T08:00:00Z',
  // Each language's own last change (docs/content-api.md): the fixture's translations carry none, so the item's.
  updatedAtByLanguage: { 'cs-CZ': '2026-11-02T08:00:00Z', 'en-GB': '2026-11-02T08:00:00Z' },
  data: {
    related: [{ label: 'O nás', url: '/o-nas' }],
    body: '<h2>Kdo má nárok</h2><p>Vlastník nebo nájemce bytu. <a href="/o-nas">O nás</a></p><script>alert(1)</script><p><a href="javascript:alert(1)">zlý odkaz</a></p><img src=x onerror=alert(1)>',
  },
};

t.test('GET /contents/by-id/{id}', async (t) => {
  const { url } = await startContentService(t);

  t.test('answers the Content of docs/content-api.md', async (t) => {
    const res = await get(url, '/contents/by-id/1001?webId=up&language=cs-CZ');
    t.equal(res.status, 200);
    t.match(res.type, /^application\/json; charset=utf-8$/);
    t.same(res.body, HOUSING_CS);
  });

  t.test('language picks the translation; categories get their localized name', async (t) => {
    const en = (await get(url, '/contents/by-id/1001?webId=up&language=en-GB')).body;
    t.match(en, { id: '1001', language: 'en-GB', name: 'Housing allowance', description: 'Help with housing costs.', webId: 'up', web: { id: 'up' } });
    t.same(en.categories, [
      { key: 'zivotni-situace.bydleni', vocabulary: 'zivotni-situace', name: 'Housing' },
      { key: 'kraj.praha', vocabulary: 'kraj', name: 'Prague' },
    ]);
    t.same(en.friendlyURLs, HOUSING_CS.friendlyURLs, 'friendlyURLs are the same in every language');
    t.same(en.data, { related: [{ label: 'O nás', url: '/o-nas' }], body: '<p>Who can get it. See <a href="/en">home</a>.</p>' }, 'translation data merged over shared data');
  });

  t.test('without a language the web default language is chosen', async (t) => {
    t.match((await get(url, '/contents/by-id/1000')).body, { language: 'cs-CZ', name: 'Úvod' });
    t.match((await get(url, '/contents/by-id/1000?webId=up')).body, { language: 'cs-CZ', name: 'Úvod' });
    t.match((await get(url, '/contents/by-id/1000?language=')).body, { language: 'cs-CZ' }, 'an empty parameter counts as absent');
    t.match((await get(url, '/contents/by-id/1000?language=uk-UA')).body, { language: 'uk-UA', name: 'Головна', description: null });
    t.match((await get(url, '/contents/by-id/1000?language=ru-RU')).body, { language: 'ru-RU', name: 'Главная' });
  });

  t.test('friendlyURLs hold only the languages the item exists in', async (t) => {
    t.same((await get(url, '/contents/by-id/1006')).body.friendlyURLs, { 'cs-CZ': '/aktuality/vanoce' });
    t.same((await get(url, '/contents/by-id/1000')).body.friendlyURLs, { 'cs-CZ': '/uvod', 'en-GB': '/home', 'ru-RU': '/glavnaya', 'uk-UA': '/holovna' });
  });

  t.test('web.id always equals webId', async (t) => {
    for (const [id, webId] of [['1001', 'up'], ['1000', 'up'], ['2001', 'mpsv'], ['2900', 'mpsv']]) {
      const { body } = await get(url, `/contents/by-id/${id}?webId=${webId}`);
      t.equal(body.webId, webId);
      t.same(body.web, { id: webId });
    }
  });

  t.test('missing: 404 Content with id {id} does not exist.', async (t) => {
    isError(t, await get(url, '/contents/by-id/4242'), 404, 'Content with id 4242 does not exist.');
    isError(t, await get(url, '/contents/by-id/2001?webId=up'), 404, 'Content with id 2001 does not exist.');
    isError(t, await get(url, '/contents/by-id/1001?webId=mpsv'), 404, 'Content with id 1001 does not exist.');
    isError(t, await get(url, '/contents/by-id/1001?webId=nope'), 404, 'Content with id 1001 does not exist.');
    isError(t, await get(url, '/contents/by-id/1006?language=en-GB'), 404, 'Content with id 1006 does not exist.', 'no such translation');
    isError(t, await get(url, '/contents/by-id/1001?language=de-DE'), 404, 'Content with id 1001 does not exist.');
    isError(t, await get(url, '/contents/by-id/a%20b'), 404, 'Content with id a b does not exist.');
  });

  t.test('onlyPublished defaults to true; unpublished content is then a 404', async (t) => {
    isError(t, await get(url, '/contents/by-id/1005'), 404, 'Content with id 1005 does not exist.');
    isError(t, await get(url, '/contents/by-id/1005?onlyPublished=true'), 404, 'Content with id 1005 does not exist.');
    const draft = await get(url, '/contents/by-id/1005?onlyPublished=false');
    t.equal(draft.status, 200);
    t.match(draft.body, { id: '1005', name: 'Koncept', published: false, friendlyURLs: { 'cs-CZ': '/koncept' } });
    t.match((await get(url, '/contents/by-id/1001?onlyPublished=false')).body, { id: '1001', published: true }, 'published content too');
  });

  t.test('bad parameters: 400 naming the parameter', async (t) => {
    isError(t, await get(url, '/contents/by-id/1001?onlyPublished=maybe'), 400, /onlyPublished/);
    isError(t, await get(url, '/contents/by-id/1001?onlyPublished=1'), 400, /onlyPublished/);
    isError(t, await get(url, '/contents/by-id/1001?webId=up&webId=mpsv'), 400, /webId/);
    isError(t, await get(url, '/contents/by-id/1001?language=cs-CZ&language=en-GB'), 400, /language/);
  });
});

t.test('GET /contents/by-friendly-url/{url}', async (t) => {
  const { url } = await startContentService(t);

  t.test('the url comes without the leading slash, URL-encoded or not', async (t) => {
    const res = await get(url, '/contents/by-friendly-url/prispevek-na-bydleni?webId=up&language=cs-CZ');
    t.equal(res.status, 200);
    t.same(res.body, HOUSING_CS);
    t.match((await get(url, '/contents/by-friendly-url/aktuality%2Fvanoce?webId=up&language=cs-CZ')).body, { id: '1006', friendlyURLs: { 'cs-CZ': '/aktuality/vanoce' } });
    t.match((await get(url, `/contents/by-friendly-url/${encodeURIComponent('aktuality/vanoce')}`)).body, { id: '1006' });
    t.match((await get(url, '/contents/by-friendly-url/aktuality/vanoce?webId=up')).body, { id: '1006' }, 'not encoded');
    t.match((await get(url, '/contents/by-friendly-url/%2Faktuality%2Fvanoce')).body, { id: '1006' }, 'an encoded leading slash is tolerated');
  });

  t.test('each language has its own friendly URL', async (t) => {
    t.match((await get(url, '/contents/by-friendly-url/housing-allowance?webId=up&language=en-GB')).body, { id: '1001', language: 'en-GB', name: 'Housing allowance' });
    t.match((await get(url, '/contents/by-friendly-url/holovna?webId=up&language=uk-UA')).body, { id: '1000', language: 'uk-UA' });
    t.match((await get(url, '/contents/by-friendly-url/home')).body, { id: '1000', language: 'en-GB' }, 'without a language any language matches');
    t.match((await get(url, '/contents/by-friendly-url/config-up?language=ru-RU')).body, { id: '900', language: 'ru-RU', data: { home: '/glavnaya' } });
    t.match((await get(url, '/contents/by-friendly-url/config-up')).body, { id: '900', language: 'cs-CZ' }, 'one URL in all languages: the default wins');
  });

  t.test('webId scopes the look-up and web.id equals it', async (t) => {
    const dotace = await get(url, '/contents/by-friendly-url/dotace?webId=mpsv&language=cs-CZ');
    t.match(dotace.body, { id: '2001', webId: 'mpsv', web: { id: 'mpsv' } });
    isError(t, await get(url, '/contents/by-friendly-url/dotace?webId=up&language=cs-CZ'), 404, 'Content with url /dotace and language cs-CZ does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/uvod?webId=mpsv&language=cs-CZ'), 404, 'Content with url /uvod and language cs-CZ does not exist.');
  });

  t.test('missing: 404 Content with url {url} and language {language} does not exist.', async (t) => {
    isError(t, await get(url, '/contents/by-friendly-url/x?webId=up&language=cs-CZ'), 404, 'Content with url /x and language cs-CZ does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/x?webId=up&language=en-GB'), 404, 'Content with url /x and language en-GB does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/housing-allowance?webId=up&language=cs-CZ'), 404, 'Content with url /housing-allowance and language cs-CZ does not exist.', 'another language\'s URL');
    isError(t, await get(url, '/contents/by-friendly-url/aktuality%2Fnic?language=cs-CZ'), 404, 'Content with url /aktuality/nic and language cs-CZ does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/x'), 404, 'Content with url /x and language cs-CZ does not exist.', 'without a language: the default language is named');
    isError(t, await get(url, '/contents/by-friendly-url/x?webId=up'), 404, 'Content with url /x and language cs-CZ does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/'), 404, 'Content with url / and language cs-CZ does not exist.');
  });

  t.test('onlyPublished: /koncept is a 404 by default, found with onlyPublished=false', async (t) => {
    isError(t, await get(url, '/contents/by-friendly-url/koncept?webId=up&language=cs-CZ'), 404, 'Content with url /koncept and language cs-CZ does not exist.');
    isError(t, await get(url, '/contents/by-friendly-url/koncept?webId=up&language=cs-CZ&onlyPublished=true'), 404, 'Content with url /koncept and language cs-CZ does not exist.');
    t.match((await get(url, '/contents/by-friendly-url/koncept?webId=up&language=cs-CZ&onlyPublished=false')).body, { id: '1005', published: false });
  });

  t.test('bad parameters: 400 naming the parameter', async (t) => {
    isError(t, await get(url, '/contents/by-friendly-url/uvod?onlyPublished=yes'), 400, /onlyPublished/);
    isError(t, await get(url, '/contents/by-friendly-url/uvod?webId=up&webId=up'), 400, /webId/);
    isError(t, await get(url, '/contents/by-friendly-url/uvod?language=cs-CZ&language=cs-CZ'), 400, /language/);
  });
});

t.test('content assembly: data merge, category names, a web with another default language', async (t) => {
  const dir = t.testdir({
    webs: { 'en.json': JSON.stringify({ id: 'en', name: { 'en-GB': 'English web' }, defaultLanguage: 'en-GB', friendlyURL: '/en-web' }) },
    en: {
      'categories.json': JSON.stringify({
        items: [{ name: 'tema', categories: [{ name: 'prace', title: { 'cs-CZ': 'Práce', 'en-GB': 'Work' }, children: [{ name: 'brigady', title: { 'cs-CZ': 'Brigády' }, children: [] }] }] }],
      }),
      pages: {
        'a.json': JSON.stringify({
          id: 'a',
          structure: 'BeznaStranka',
          categories: ['tema.prace', 'tema.brigady', 'tema.neni'],
          createdAt: '2024-01-01T00:00:00Z',
          data: { shared: 1, over: 'shared', nested: { a: 1 } },
          translations: {
            'cs-CZ': { name: 'Česky', friendlyURL: '/cesky', data: { over: 'cs' } },
            'en-GB': { name: 'English', friendlyURL: '/english', data: { over: 'en', nested: { b: 2 } } },
            'ru-RU': { name: 'Русский', friendlyURL: '/russkij' },
          },
        }),
      },
    },
  });
  const { url, problems } = await startContentService(t, dir);
  t.same(problems, []);

  const en = (await get(url, '/contents/by-id/a?webId=en')).body;
  t.equal(en.language, 'en-GB', "the web's own default language wins without a language");
  t.same(en.data, { shared: 1, over: 'en', nested: { b: 2 } }, 'translation data replaces shared keys');
  t.equal(en.displayAt, '2024-01-01T00:00:00Z', 'displayAt falls back to createdAt');
  t.same(en.categories, [
    { key: 'tema.prace', vocabulary: 'tema', name: 'Work' },
    { key: 'tema.brigady', vocabulary: 'tema', name: 'Brigády' },
    { key: 'tema.neni', vocabulary: 'tema', name: 'neni' },
  ], 'nested categories are found; a missing title falls back to Czech, then to the name');

  const cs = (await get(url, '/contents/by-id/a?language=cs-CZ')).body;
  t.same(cs.data, { shared: 1, over: 'cs', nested: { a: 1 } });
  const ru = (await get(url, '/contents/by-friendly-url/russkij?language=ru-RU')).body;
  t.same(ru.data, { shared: 1, over: 'shared', nested: { a: 1 } }, 'no translation data: the shared data');
  t.equal(ru.categories[0].name, 'Práce');
  isError(t, await get(url, '/contents/by-friendly-url/nic?webId=en'), 404, 'Content with url /nic and language en-GB does not exist.');
});

t.test('what the portal builds the web config and embedded content from', async (t) => {
  const { url } = await startContentService(t);

  t.test('web config: the item config-{web} by friendly URL, data values possibly JSON strings', async (t) => {
    const config = (await get(url, '/contents/by-friendly-url/config-up?webId=up&language=cs-CZ')).body;
    t.match(config, { id: '900', name: 'config-up', webId: 'up', data: { home: '/uvod', nazevWebu: 'Úřad práce České republiky' } });
    t.same(JSON.parse(config.data.vychoziObrazek), { url: '/assets/share/up.png' }, 'a JSON string is served as stored');
    t.match((await get(url, '/contents/by-friendly-url/config-mpsv?webId=mpsv&language=cs-CZ')).body, { id: '2900', data: { home: '/uvod-mpsv' } });
    isError(t, await get(url, '/contents/by-friendly-url/config-up?webId=mpsv&language=cs-CZ'), 404, 'Content with url /config-up and language cs-CZ does not exist.');
  });

  t.test('embedded content: data.stranka names another item of the same web', async (t) => {
    const host = (await get(url, '/contents/by-id/1002?webId=up&language=cs-CZ')).body;
    t.same(host.data.stranka, { friendlyURL: '/kontakty-vlozene' });
    t.match((await get(url, `/contents/by-friendly-url/${encodeURIComponent(host.data.stranka.friendlyURL.slice(1))}?webId=up&language=cs-CZ`)).body, { id: '1003', name: 'Kontakty' });
    const broken = (await get(url, '/contents/by-id/1004?webId=up&language=cs-CZ')).body;
    t.same(broken.data, { stranka: { friendlyURL: '/neexistuje' }, layout: { layoutKey: 'false' }, body: '<p>Text.</p>' });
    isError(t, await get(url, '/contents/by-friendly-url/neexistuje?webId=up&language=cs-CZ'), 404, 'Content with url /neexistuje and language cs-CZ does not exist.');
    t.notOk('stranka' in (await get(url, '/contents/by-id/1001?webId=up&language=cs-CZ')).body.data, 'content without data.stranka');
  });
});
