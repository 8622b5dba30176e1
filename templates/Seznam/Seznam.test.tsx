import t from 'tap';
import { dom, labelOf, links, optionsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedPage } from './examples.ts';
import { listUrl } from '../lists/ListView.tsx';
import { Seznam } from './server.ts';

t.test('news: the filter as a GET form, the count announced, items, numbered pages keeping the filter', async (t) => {
  const $ = dom(renderExample(Seznam, examples.news!, { data: loadedPage }));
  t.equal($('[data-template]').attr('data-template'), 'Seznam');
  const form = $('form.list-filter');
  t.same([form.attr('action'), form.attr('method')], ['/aktuality', 'get']);
  t.equal(textOf(form.find('> fieldset > legend.list-filter__legend')), 'Filtrovat seznam');
  t.equal(optionsOf($, 'select[name="year"]').find((option) => option.endsWith('(selected)')), '2026 2026 (selected)');
  t.equal(labelOf($, 'select[name="kraj"]'), 'Kraje');
  t.match($('select[name="kraj"]').attr('id'), /-kraj$/);
  t.ok($('select[name="kraj"]').prev().is(`label[for="${$('select[name="kraj"]').attr('id')}"]`), 'the label right before its field');
  t.equal(optionsOf($, 'select[name="kraj"]').find((option) => option.endsWith('(selected)')), 'moravskoslezsky Moravskoslezský kraj (selected)');
  t.match($('select[name="sort"]').attr('id'), /-sort$/);
  t.same(optionsOf($, 'select[name="sort"]'), ['displayAt:desc Od nejnovějších (selected)', 'displayAt:asc Od nejstarších']);
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['12 položek', 'status']);
  t.ok(links($).some(({ text, href }) => text === 'Veletrh práce v Ostravě' && href === '/aktuality/veletrh-prace-ostrava-2026'), 'an item linked');
  t.equal(textOf($('time[datetime="2026-10-15T08:00:00Z"]')), '15. října 2026');
  t.same(links($, 'nav.gov-pagination li:has(> a[rel="prev"])'), [{ text: 'Předchozí', href: '/aktuality?year=2026&kraj=moravskoslezsky' }], 'the previous page keeps the filter');
  t.equal(textOf($('[aria-current="page"]')), 'Stránka 2');
  t.equal(textOf($('[aria-current="page"] > .visually-hidden')), 'Stránka', 'the word said to a screen reader only');
  t.equal($('[rel="next"]').length, 0, 'no next page after the last');
});

t.test('an ignored filter value is said, an empty list says so', async (t) => {
  const $ = dom(renderExample(Seznam, examples.news!, { data: { ...loadedPage, items: [], total: 0, page: 1, pageCount: 0, ignored: ['year'] }, locale: 'en' }));
  t.same(textsOf($, 'p[role="note"]'), ['Some filter values made no sense and were ignored.']);
  t.match(textOf($('body')), /No items/);
});

t.test('a list without a usable definition renders as a plain page (Default)', async (t) => {
  const $ = dom(renderExample(Seznam, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.equal(textOf($('h1')), 'Seznam bez definice');
});

t.test('list URLs: the first page and no filter are the bare path', async (t) => {
  t.equal(listUrl('/en/news', [], 1), '/en/news');
  t.equal(listUrl('/en/news', [['year', '2025']], 1), '/en/news?year=2025');
  t.equal(listUrl('/en/news', [['year', '2025'], ['sort', 'displayAt:asc']], 3), '/en/news?year=2025&sort=displayAt%3Aasc&page=3');
});
