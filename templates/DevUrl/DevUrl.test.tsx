import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedUrls } from './examples.ts';
import { DevUrl } from './server.ts';

t.test('the URL preview: a page in four languages, a list’s filter state in the query, other paths, all as links', async (t) => {
  const html = renderExample(DevUrl, examples.adresy!, { data: loadedUrls });
  t.match(html, /data-template="DevUrl"/);
  t.match(html, /<caption id="url-page-1-caption">Příspěvek na bydlení v jednotlivých jazycích<\/caption>/);
  t.match(html, /<th scope="row">English<\/th><td><a href="\/en\/housing-allowance"><code>\/en\/housing-allowance<\/code><\/a><\/td>/);
  t.match(html, /<th scope="col">Adresa<\/th>/);
  t.match(html, /<a href="\/aktuality\?year=2026&amp;page=2"><code>\/aktuality\?year=2026&amp;page=2<\/code><\/a>/);
  t.match(html, /<a href="\/aktuality\?year=abc">/);
  t.match(html, /<a href="\/dev\/tabulka\?example=siroka">/);
});

t.test('in English the portal’s own paths carry the language prefix', async (t) => {
  const html = renderExample(DevUrl, examples.adresy!, { data: loadedUrls, locale: 'en' });
  t.match(html, /<a href="\/en\/error\/404">/);
  t.match(html, /<a href="\/en\/feeds\/news.xml">/);
});
