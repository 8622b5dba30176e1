/**
 * docs/content-api.md §2 "Web (site)" and §7 "Errors" against the embedded content service over HTTP, and the loading
 * of content files (a broken file is reported with its path and field, the rest is still served).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';
import { get, isError } from './content-service-client.ts';

const UP = {
  id: 'up',
  name: { 'cs-CZ': 'Úřad práce ČR', 'en-GB': 'Labour Office of the Czech Republic', 'ru-RU': 'Управление по труду ЧР', 'uk-UA': 'Управління праці ЧР' },
  defaultLanguage: 'cs-CZ',
  friendlyURL: '/up',
  theme: 'up',
};
const MPSV = { id: 'mpsv', name: { 'cs-CZ': 'Ministerstvo práce a sociálních věcí' }, defaultLanguage: 'cs-CZ', friendlyURL: '/mpsv' };

t.test('GET /webs', async (t) => {
  const { url } = await startContentService(t);

  t.test('lists every valid web as items, JSON in UTF-8', async (t) => {
    const res = await get(url, '/webs');
    t.equal(res.status, 200);
    t.match(res.type, /^application\/json; charset=utf-8$/);
    t.same(Object.keys(res.body), ['items']);
    t.same(res.body.items, [MPSV, UP], 'the broken web file is not among them');
  });

  t.test('with no web at all: 404 No web exists.', async (t) => {
    const empty = await startContentService(t, t.testdir({}));
    t.same(empty.problems, []);
    isError(t, await get(empty.url, '/webs'), 404, 'No web exists.');
  });

  t.test('with an empty webs folder: 404 No web exists.', async (t) => {
    const empty = await startContentService(t, t.testdir({ webs: {} }));
    isError(t, await get(empty.url, '/webs'), 404, 'No web exists.');
  });
});

t.test('GET /webs/by-id/{id}', async (t) => {
  const { url } = await startContentService(t);
  const up = await get(url, '/webs/by-id/up');
  t.equal(up.status, 200);
  t.same(up.body, UP);
  t.same((await get(url, '/webs/by-id/mpsv')).body, MPSV);

  isError(t, await get(url, '/webs/by-id/nope'), 404, 'Web with id nope does not exist.');
  isError(t, await get(url, '/webs/by-id/broken'), 404, 'Web with id broken does not exist.');
  isError(t, await get(url, '/webs/by-id/UP'), 404, 'Web with id UP does not exist.');
  isError(t, await get(url, `/webs/by-id/${encodeURIComponent('ú p')}`), 404, 'Web with id ú p does not exist.');
});

t.test('GET /webs/by-friendly-url/{url}', async (t) => {
  const { url } = await startContentService(t);
  t.same((await get(url, '/webs/by-friendly-url/up')).body, UP, 'without the leading slash');
  t.same((await get(url, '/webs/by-friendly-url/mpsv')).body, MPSV);
  t.same((await get(url, `/webs/by-friendly-url/${encodeURIComponent('up')}`)).body, UP, 'URL-encoded');
  t.same((await get(url, '/webs/by-friendly-url/%2Fup')).body, UP, 'an encoded leading slash is tolerated');

  isError(t, await get(url, '/webs/by-friendly-url/x'), 404, 'Web with url /x does not exist.');
  isError(t, await get(url, '/webs/by-friendly-url/up%2Fx'), 404, 'Web with url /up/x does not exist.');
  isError(t, await get(url, '/webs/by-friendly-url/up/x'), 404, 'Web with url /up/x does not exist.');
  isError(t, await get(url, '/webs/by-friendly-url/broken'), 404, 'Web with url /broken does not exist.');
  isError(t, await get(url, `/webs/by-friendly-url/${encodeURIComponent('úřad práce')}`), 404, 'Web with url /úřad práce does not exist.');
});

t.test('errors are { statusCode, message } with the same status, also off the contract', async (t) => {
  const { url } = await startContentService(t);
  isError(t, await get(url, '/nothing-here'), 404, /^No endpoint GET \/nothing-here\.$/);
  isError(t, await get(url, '/contents/by-id/%E0%A4%A'), 400, /.+/);
  isError(t, await get(url, '/webs/by-friendly-url/%ZZ'), 400, /.+/);
  isError(t, await get(url, `/contents/by-id/${'9'.repeat(1001)}`), 414, /.+/);
  const post = await fetch(`${url}/webs`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  t.equal(post.status, 404, 'only GET is served');
  t.same(Object.keys(await post.json()).sort(), ['message', 'statusCode']);
});

t.test('content file validation', async (t) => {
  const { url, problems } = await startContentService(t);

  t.test('each broken fixture file is reported with its path and the offending field', async (t) => {
    const found = problems.map(({ file, field }) => `${file} ${field}`).sort();
    t.same(found, ['up/pages/broken-missing-url.json translations.cs-CZ.friendlyURL', 'up/pages/broken-syntax.json (file)', 'webs/broken.json name']);
    for (const problem of problems) t.match(problem, { message: /\S/ }, `${problem.file} says what is wrong`);
  });

  t.test('all valid content is still served', async (t) => {
    t.equal((await get(url, '/webs')).body.items.length, 2);
    const up = await get(url, '/contents?webId=up&language=cs-CZ&onlyPublished=false&pageSize=100');
    t.same(up.body.items.map((c: { id: string }) => c.id).sort(), ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '900']);
    isError(t, await get(url, '/contents/by-id/1099'), 404, 'Content with id 1099 does not exist.');
    isError(t, await get(url, '/contents/by-id/1098'), 404, 'Content with id 1098 does not exist.');
    t.equal((await get(url, '/categories?webId=up')).body.items.length, 2);
    t.equal((await get(url, '/tags?webId=up')).body.items.length, 2);
  });

  t.test('schema problems: unknown fields, bad URLs, bad dates, unknown languages, missing translations', async (t) => {
    const dir = t.testdir({
      webs: { 'w.json': JSON.stringify({ id: 'w', name: { 'cs-CZ': 'W' }, defaultLanguage: 'cs-CZ', friendlyURL: '/w' }) },
      w: {
        pages: {
          'ok.json': JSON.stringify({ id: '1', structure: 'BeznaStranka', translations: { 'cs-CZ': { name: 'Ok', friendlyURL: '/ok' } } }),
          'extra.json': JSON.stringify({ id: '2', structure: 'BeznaStranka', colour: 'red', translations: { 'cs-CZ': { name: 'X', friendlyURL: '/x' } } }),
          'upper.json': JSON.stringify({ id: '3', structure: 'BeznaStranka', translations: { 'cs-CZ': { name: 'X', friendlyURL: '/Velka' } } }),
          'date.json': JSON.stringify({ id: '4', structure: 'BeznaStranka', displayAt: 'yesterday', translations: { 'cs-CZ': { name: 'X', friendlyURL: '/d' } } }),
          'lang.json': JSON.stringify({ id: '5', structure: 'BeznaStranka', translations: { 'de-DE': { name: 'X', friendlyURL: '/de' } } }),
          'none.json': JSON.stringify({ id: '6', structure: 'BeznaStranka', translations: {} }),
          'category.json': JSON.stringify({ id: '7', structure: 'BeznaStranka', categories: ['nodot'], translations: { 'cs-CZ': { name: 'X', friendlyURL: '/c' } } }),
          'array.json': '[]',
          'notes.txt': 'not JSON and not read',
        },
        'tags.json': JSON.stringify({ items: [{ title: 'no name' }] }),
        'categories.json': '{',
      },
    });
    const service = await startContentService(t, dir);
    const found = service.problems.map(({ file, field }) => `${file} ${field}`).sort();
    t.same(found, [
      `w${path.sep}categories.json (file)`,
      `w${path.sep}pages${path.sep}array.json (root)`,
      `w${path.sep}pages${path.sep}category.json categories.0`,
      `w${path.sep}pages${path.sep}date.json displayAt`,
      `w${path.sep}pages${path.sep}extra.json (root)`,
      `w${path.sep}pages${path.sep}lang.json translations`,
      `w${path.sep}pages${path.sep}lang.json translations`,
      `w${path.sep}pages${path.sep}none.json translations`,
      `w${path.sep}pages${path.sep}upper.json translations.cs-CZ.friendlyURL`,
      `w${path.sep}tags.json items.0.name`,
    ]);
    t.match(service.problems.find((p) => p.file.endsWith('extra.json')), { message: /colour/ }, 'an unknown field is named');
    t.match(service.problems.find((p) => p.file.endsWith('lang.json')), { message: /de-DE/ }, 'an unknown language is named');
    const list = await get(service.url, '/contents?webId=w');
    t.same(list.body.items.map((c: { id: string }) => c.id), ['1'], 'the valid page is served');
    t.same((await get(service.url, '/tags?webId=w')).body, { items: [] });
    t.same((await get(service.url, '/categories?webId=w')).body, { items: [] });
  });

  t.test('one id or one friendly URL used twice is reported', async (t) => {
    const page = (id: string, friendlyURL: string) => JSON.stringify({ id, structure: 'BeznaStranka', translations: { 'cs-CZ': { name: id, friendlyURL } } });
    const dir = t.testdir({
      webs: { 'w.json': JSON.stringify({ id: 'w', name: { 'cs-CZ': 'W' }, defaultLanguage: 'cs-CZ', friendlyURL: '/w' }) },
      w: { pages: { 'a.json': page('1', '/a'), 'b.json': page('1', '/b'), 'c.json': page('3', '/a') } },
    });
    const { problems } = await startContentService(t, dir);
    t.same(problems.map(({ file, field }) => `${file} ${field}`).sort(), [`w${path.sep}pages translations.cs-CZ.friendlyURL`, `w${path.sep}pages id`].sort());
  });
});

t.test('the sample content in content/ loads with zero problems and is served', async (t) => {
  const { url, problems } = await startContentService(t, SAMPLE_CONTENT);
  t.same(problems, []);
  const webs = await get(url, '/webs');
  t.equal(webs.status, 200);
  t.ok(webs.body.items.length > 0);
  for (const web of webs.body.items as { id: string; friendlyURL: string }[]) {
    t.equal((await get(url, `/webs/by-friendly-url/${encodeURIComponent(web.friendlyURL.slice(1))}`)).body.id, web.id);
    const config = await get(url, `/contents/by-friendly-url/${encodeURIComponent(`config-${web.friendlyURL.slice(1)}`)}?webId=${web.id}&language=cs-CZ`);
    t.equal(config.status, 200, `${web.id} has its web config`);
    const list = await get(url, `/contents?webId=${web.id}&pageSize=100`);
    t.equal(list.status, 200);
    t.ok(list.body.totalCount > 0, `${web.id} has content`);
  }
});

t.test('a web folder without pages, tags, categories or folders is served empty', async (t) => {
  const dir = t.testdir({ webs: { 'w.json': JSON.stringify({ id: 'w', name: { 'cs-CZ': 'W' }, defaultLanguage: 'cs-CZ', friendlyURL: '/w' }) } });
  await mkdir(path.join(dir, 'w'), { recursive: true });
  await writeFile(path.join(dir, 'w', 'README.md'), 'no JSON here');
  const { url, problems } = await startContentService(t, dir);
  t.same(problems, []);
  t.same((await get(url, '/contents?webId=w')).body, { items: [], page: 1, pageSize: 10, totalCount: 0, facets: { structureKey: {}, year: {}, category: {} } });
  t.same((await get(url, '/documents?webId=w')).body, { items: [], page: 1, pageSize: 10, totalCount: 0 });
});
