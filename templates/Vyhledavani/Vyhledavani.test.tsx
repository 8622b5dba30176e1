import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, otherLanguage, results, tooShort } from './examples.ts';
import { searchUrl } from './Vyhledavani.tsx';
import { Vyhledavani } from './server.ts';

t.test('results: the term kept in the box, the count announced, marked snippets as text, numbered pages', async (t) => {
  const html = renderExample(Vyhledavani, examples.search!, { data: results });
  t.match(html, /data-template="Vyhledavani"/);
  t.match(html, /<form class="search-form" role="search" action="\/vyhledavani" method="get">/);
  t.match(html, /<input id="[^"]+" type="search" name="q" value="prispevek na bydleni"\/>/);
  t.match(html, /<p class="list-count" role="status">12 položek<\/p>/);
  t.match(html, /<mark>příspěvek<\/mark> na <mark>bydlení<\/mark> nahradila &lt;nová&gt; dávka/);
  t.match(html, /href="\/vyhledavani\?q=prispevek\+na\+bydleni&amp;type=Sluzba&amp;page=2"/, 'pages keep the filters');
  t.match(html, /<p class="search-result__type">Služba<\/p>/);
});

t.test('results count themselves with an image no cache keeps; past the count limit, "more than", and "+" beside each choice', async (t) => {
  const counted = renderExample(Vyhledavani, examples.search!, { data: { ...results, countUrl: '/api/search/seen?q=podpora&lang=cs' } });
  t.match(counted, '<img src="/api/search/seen?q=podpora&amp;lang=cs" alt="" hidden=""/>');
  t.notMatch(renderExample(Vyhledavani, examples.search!, { data: results }), '<img', 'no image without a count to make');
  const many = renderExample(Vyhledavani, examples.search!, { data: { ...results, total: 1000, moreThanTotal: true } });
  t.match(many, /<p class="list-count" role="status">Více než 1000 výsledků<\/p>/);
  t.match(many, /<option value="Sluzba" selected="">Služba \(9\+\)<\/option>/, 'choices count at least so many then');
});

t.test('nothing in this language, results in another: said, linked, its pages shown in this language where translated', async (t) => {
  const html = renderExample(Vyhledavani, examples.search!, { data: otherLanguage, locale: 'en' });
  t.match(html, /<p class="notice" role="status">Nothing was found in this language, but there are results in Česky \(15\)\.(?:<!-- -->)? <a href="\/vyhledavani\?q=p%C5%99%C3%ADsp%C4%9Bvek\+na\+bydlen%C3%AD">Show the results in Česky<\/a><\/p>/);
  t.match(html, /<a href="\/en\/housing-allowance">Housing allowance<\/a>/);
  t.match(html, /<a hrefLang="cs-CZ" lang="cs-CZ" href="\/prispevek-na-zivobyti">Příspěvek na živobytí<\/a>/, 'a page in Czech is marked as Czech');
  t.notMatch(html, 'Nothing was found. Try other');
});

t.test('extended search: open while a filter is in force, counts beside each choice, in the same GET form', async (t) => {
  const html = renderExample(Vyhledavani, examples.search!, { data: results });
  t.match(html, /<details class="search-filters" open=""><summary>Rozšířené vyhledávání<\/summary>/);
  t.match(html, /<select id="[^"]+-type" name="type"><option value="">Vše<\/option><option value="Sluzba" selected="">Služba \(9\)<\/option><option value="Aktualita">Aktualita \(3\)<\/option><\/select>/);
  t.notMatch(html, /name="category"/, 'a filter with nothing to choose is left out');
  t.match(html, /<a href="\/vyhledavani\?q=prispevek\+na\+bydleni">Zrušit filtry<\/a>/);
  t.match(html, /<\/details><\/form>/, 'inside the search form: the term goes with the filters');
});

t.test('a term too short: the message next to the field, announced and linked to it', async (t) => {
  const html = renderExample(Vyhledavani, examples.search!, { data: tooShort, locale: 'en' });
  t.match(html, /<p id="([^"]+)-error" class="field-error" role="alert">Please enter at least 3 characters<\/p>/);
  t.match(html, /aria-invalid="true" aria-describedby="[^"]+-error"/);
});

t.test('an empty box offers the most frequent searches and examples as links', async (t) => {
  const html = renderExample(Vyhledavani, examples.search!, { data: { state: 'empty', frequent: ['podpora'], path: '/vyhledavani' } });
  t.match(html, />Nejčastěji hledané</);
  t.match(html, /<a href="\/vyhledavani\?q=podpora">podpora<\/a>/);
  t.match(html, /<a href="\/vyhledavani\?q=rodi%C4%8Dovsk%C3%BD\+p%C5%99%C3%ADsp%C4%9Bvek">rodičovský příspěvek<\/a>/);
});

t.test('search URLs carry the term and the page beyond the first', async (t) => {
  t.equal(searchUrl('/en/search', 'housing'), '/en/search?q=housing');
  t.equal(searchUrl('/en/search', 'a&b', 2), '/en/search?q=a%26b&page=2');
  t.equal(searchUrl('/en/search', 'help', 1, [['region', 'kraj.praha']]), '/en/search?q=help&region=kraj.praha');
});
