/**
 * docs/content-api.md §6 "Taxonomy, folders, documents": `/categories`, `/tags`, `/folders/by-id/{id}/tree` and
 * `/documents` against the embedded content service over HTTP.
 */
import t from 'tap';
import { startContentService } from '../helpers/portal.ts';
import { get, ids, isError } from './content-service-client.ts';

const D1 = { id: 'd1', title: 'Plná moc', fileName: 'plna-moc.pdf', mimeType: 'application/pdf', size: 50000, url: '/cms/documents/d1/plna-moc.pdf', webId: 'up', updatedAt: '2026-09-01T08:00:00Z' };
const D2 = { id: 'd2', title: 'Žádost o příspěvek na bydlení', fileName: 'zadost-bydleni.pdf', mimeType: 'application/pdf', size: 120000, url: '/cms/documents/d2/zadost-bydleni.pdf', webId: 'up', updatedAt: '2026-10-01T08:00:00Z' };
const F2 = { id: 'f2', name: 'Bydlení', children: [], documents: [D2] };
const F1 = { id: 'f1', name: 'Formuláře', children: [F2], documents: [D1] };

t.test('GET /categories?webId=', async (t) => {
  const { url } = await startContentService(t);
  const res = await get(url, '/categories?webId=up');
  t.equal(res.status, 200);
  t.match(res.type, /^application\/json; charset=utf-8$/);
  t.same(res.body, {
    items: [
      {
        name: 'zivotni-situace',
        title: { 'cs-CZ': 'Životní situace' },
        categories: [
          { name: 'bydleni', title: { 'cs-CZ': 'Bydlení', 'en-GB': 'Housing' }, children: [] },
          { name: 'rodina', title: { 'cs-CZ': 'Rodina', 'en-GB': 'Family' }, children: [{ name: 'deti', title: { 'cs-CZ': 'Děti', 'en-GB': 'Children' }, children: [] }] },
        ],
      },
      { name: 'kraj', categories: [{ name: 'praha', title: { 'cs-CZ': 'Hlavní město Praha', 'en-GB': 'Prague' }, children: [] }] },
    ],
  }, 'vocabularies with category trees, children everywhere');
  t.same((await get(url, '/categories?webId=mpsv')).body, { items: [] }, 'a web without categories');
  t.same((await get(url, '/categories')).body, res.body, 'without webId: every web');
  isError(t, await get(url, '/categories?webId=nope'), 404, 'Web with id nope does not exist.');
  isError(t, await get(url, '/categories?webId=broken'), 404, 'Web with id broken does not exist.');
});

t.test('GET /tags?webId=', async (t) => {
  const { url } = await startContentService(t);
  const res = await get(url, '/tags?webId=up');
  t.equal(res.status, 200);
  t.same(res.body, { items: [{ name: 'bydleni' }, { name: 'davky' }] });
  t.same((await get(url, '/tags?webId=mpsv')).body, { items: [] });
  t.same((await get(url, '/tags')).body, res.body);
  isError(t, await get(url, '/tags?webId=nope'), 404, 'Web with id nope does not exist.');
});

t.test('GET /folders/by-id/{id}/tree', async (t) => {
  const { url } = await startContentService(t);
  const res = await get(url, '/folders/by-id/f1/tree');
  t.equal(res.status, 200);
  t.same(res.body, F1, 'the folder with its sub-folders and documents');
  t.same((await get(url, '/folders/by-id/f2/tree')).body, F2, 'a nested folder is found');
  isError(t, await get(url, '/folders/by-id/nope/tree'), 404, 'Folder with id nope does not exist.');
  isError(t, await get(url, '/folders/by-id/d1/tree'), 404, 'Folder with id d1 does not exist.', 'a document id is no folder');
  isError(t, await get(url, '/folders/by-id/f1'), 404, 'No endpoint GET /folders/by-id/f1.');
});

t.test('GET /documents', async (t) => {
  const { url } = await startContentService(t);

  t.test('lists documents of a web, with paging fields', async (t) => {
    const res = await get(url, '/documents?webId=up');
    t.equal(res.status, 200);
    t.same(res.body, { items: [D1, D2], page: 1, pageSize: 10, totalCount: 2 });
    for (const doc of res.body.items) t.equal(doc.url, `/cms/documents/${doc.id}/${doc.fileName}`);
    t.same((await get(url, '/documents')).body, res.body, 'without webId: every web');
    t.same((await get(url, '/documents?webId=mpsv')).body, { items: [], page: 1, pageSize: 10, totalCount: 0 });
  });

  t.test('folderId: the folder and its sub-folders', async (t) => {
    t.same(ids(await get(url, '/documents?folderId=f1')), ['d1', 'd2']);
    t.same((await get(url, '/documents?webId=up&folderId=f2')).body, { items: [D2], page: 1, pageSize: 10, totalCount: 1 });
    t.same((await get(url, '/documents?webId=mpsv&folderId=f1')).body.items, [], "another web's folder holds none of this web's documents");
    isError(t, await get(url, '/documents?folderId=nope'), 404, 'Folder with id nope does not exist.');
  });

  t.test('page and pageSize', async (t) => {
    t.same((await get(url, '/documents?webId=up&pageSize=1')).body, { items: [D1], page: 1, pageSize: 1, totalCount: 2 });
    t.same((await get(url, '/documents?webId=up&pageSize=1&page=2')).body, { items: [D2], page: 2, pageSize: 1, totalCount: 2 });
    t.same((await get(url, '/documents?webId=up&pageSize=1&page=3')).body, { items: [], page: 3, pageSize: 1, totalCount: 2 });
    t.match((await get(url, '/documents?pageSize=100')).body, { pageSize: 100, totalCount: 2 });
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101', 'pageSize=abc', 'page=1&page=1']) {
      isError(t, await get(url, `/documents?${query}`), 400, query.startsWith('pageSize') ? /pageSize/ : /page/, query);
    }
  });

  t.test('an unknown webId is the web 404, with or without folderId', async (t) => {
    isError(t, await get(url, '/documents?webId=nope'), 404, 'Web with id nope does not exist.');
    isError(t, await get(url, '/documents?webId=nope&folderId=f1'), 404, 'Web with id nope does not exist.');
  });
});
