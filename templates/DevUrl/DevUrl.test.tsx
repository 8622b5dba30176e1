import t from 'tap';
import { dom, links, textOf, type CheerioAPI } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedUrls } from './examples.ts';
import { DevUrl } from './server.ts';

/** Each body row of a table as what it names, the link's target and the address the link shows. */
const addresses = ($: CheerioAPI, caption: string) => $(`#${caption}`).closest('table').find('tbody tr').toArray()
  .map((row) => [textOf($(row).children('th[scope="row"]')), $(row).find('td > a').attr('href'), textOf($(row).find('td > a > code'))]);

t.test('the URL preview: a page in four languages, a list’s filter state in the query, other paths, all as links', async (t) => {
  const $ = dom(renderExample(DevUrl, examples.adresy!, { data: loadedUrls }));
  t.equal($('[data-template]').attr('data-template'), 'DevUrl');
  t.equal(textOf($('caption#url-page-1-caption')), 'Příspěvek na bydlení v jednotlivých jazycích');
  t.same(addresses($, 'url-page-1-caption')[1], ['English', '/en/housing-allowance', '/en/housing-allowance']);
  t.equal(textOf($('#url-page-1-caption').closest('table').find('th[scope="col"]').last()), 'Adresa');
  const paged = '/aktuality?year=2026&page=2';
  t.ok(addresses($, 'url-list-caption').some(([, href, shown]) => href === paged && shown === paged), 'the filter state in the query, shown as the link');
  const hrefs = links($).map(({ href }) => href);
  t.ok(hrefs.includes('/aktuality?year=abc'), 'an invalid filter value too');
  t.ok(hrefs.includes('/dev/tabulka?example=siroka'));
});

t.test('in English the portal’s own paths carry the language prefix', async (t) => {
  const hrefs = links(dom(renderExample(DevUrl, examples.adresy!, { data: loadedUrls, locale: 'en' }))).map(({ href }) => href);
  t.ok(hrefs.includes('/en/error/404'));
  t.ok(hrefs.includes('/en/feeds/news.xml'));
});
