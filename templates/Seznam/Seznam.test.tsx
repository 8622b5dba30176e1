import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedPage } from './examples.ts';
import { listUrl } from '../lists/ListView.tsx';
import { Seznam } from './server.ts';

t.test('news: the filter as a GET form, the count announced, items, numbered pages keeping the filter', async (t) => {
  const html = renderExample(Seznam, examples.news!, { data: loadedPage });
  t.match(html, /data-template="Seznam"/);
  t.match(html, /<form class="list-filter" action="\/aktuality" method="get"><fieldset><legend class="list-filter__legend">Filtrovat seznam<\/legend>/);
  t.match(html, /<option value="2026" selected="">2026<\/option>/);
  t.match(html, /<label for="[^"]+-kraj">Kraje<\/label><select id="[^"]+-kraj" name="kraj">/);
  t.match(html, /<option value="moravskoslezsky" selected="">Moravskoslezský kraj<\/option>/);
  t.match(html, /<select id="[^"]+-sort" name="sort"><option value="displayAt:desc" selected="">Od nejnovějších<\/option><option value="displayAt:asc">Od nejstarších<\/option>/);
  t.match(html, /<p class="list-count" role="status">12 položek<\/p>/);
  t.match(html, /<a href="\/aktuality\/veletrh-prace-ostrava-2026">Veletrh práce v Ostravě<\/a>/);
  t.match(html, /<time dateTime="2026-10-15T08:00:00Z">15\. října 2026<\/time>/);
  t.match(html, /<a rel="prev" href="\/aktuality\?year=2026&amp;kraj=moravskoslezsky">Předchozí<\/a>/);
  t.match(html, /<span aria-current="page"[^>]*><span class="visually-hidden">Stránka <\/span>2<\/span>/);
  t.notMatch(html, /rel="next"/, 'no next page after the last');
});

t.test('an ignored filter value is said, an empty list says so', async (t) => {
  const html = renderExample(Seznam, examples.news!, { data: { ...loadedPage, items: [], total: 0, page: 1, pageCount: 0, ignored: ['year'] }, locale: 'en' });
  t.match(html, /role="note">Some filter values made no sense and were ignored\.<\/p>/);
  t.match(html, /No items/);
});

t.test('a list without a usable definition renders as a plain page (Default)', async (t) => {
  const html = renderExample(Seznam, examples.broken!);
  t.match(html, /data-template="Default"/);
  t.match(html, /<h1>Seznam bez definice<\/h1>/);
});

t.test('list URLs: the first page and no filter are the bare path', async (t) => {
  t.equal(listUrl('/en/news', [], 1), '/en/news');
  t.equal(listUrl('/en/news', [['year', '2025']], 1), '/en/news?year=2025');
  t.equal(listUrl('/en/news', [['year', '2025'], ['sort', 'displayAt:asc']], 3), '/en/news?year=2025&sort=displayAt%3Aasc&page=3');
});
