import t from 'tap';
import { attrsOf, dom, links, optionsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, otherLanguage, results, tooShort } from './examples.ts';
import { searchUrl, type SearchView } from './Vyhledavani.tsx';
import { Vyhledavani } from './server.ts';

t.test('results: the term kept in the box, the count announced, marked snippets as text, numbered pages', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: results }));
  t.equal($('[data-template]').attr('data-template'), 'Vyhledavani');
  const form = $('form.search-form');
  t.same([form.attr('role'), form.attr('action'), form.attr('method')], ['search', '/vyhledavani', 'get']);
  const box = $('input[name="q"]');
  t.same([box.attr('type'), box.attr('value')], ['search', 'prispevek na bydleni']);
  t.ok(box.attr('id'), 'the box has an id its label names');
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['12 položek', 'status']);
  const snippet = $('.search-snippet').first();
  t.match(textOf(snippet), /příspěvek na bydlení nahradila <nová> dávka/, 'the content’s angle brackets stay text');
  t.same(snippet.children().toArray().map((child) => `${child.tagName} ${textOf($(child))}`), ['mark příspěvek', 'mark bydlení'], 'only the matches are marked up');
  t.ok(attrsOf($, '.gov-pagination a', 'href').includes('/vyhledavani?q=prispevek+na+bydleni&type=Sluzba&page=2'), 'pages keep the filters');
  t.ok(textsOf($, 'p.search-result__type').includes('Služba'));
});

t.test('results count themselves with an image no cache keeps; past the count limit, "more than", and "+" beside each choice', async (t) => {
  const counted = dom(renderExample(Vyhledavani, examples.search!, { data: { ...results, countUrl: '/api/search/seen?q=podpora&lang=cs' } }));
  const image = counted('img');
  t.same([image.length, image.attr('src'), image.attr('alt'), image.is('[hidden]')], [1, '/api/search/seen?q=podpora&lang=cs', '', true]);
  t.equal(dom(renderExample(Vyhledavani, examples.search!, { data: results }))('img').length, 0, 'no image without a count to make');
  const many = dom(renderExample(Vyhledavani, examples.search!, { data: { ...results, total: 1000, moreThanTotal: true } }));
  t.same([textOf(many('p.list-count')), many('p.list-count').attr('role')], ['Více než 1000 výsledků', 'status']);
  t.ok(optionsOf(many, 'select[name="type"]').includes('Sluzba Služba (9+) (selected)'), 'choices count at least so many then');
});

t.test('nothing in this language, results in another: said, linked, its pages shown in this language where translated', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: otherLanguage, locale: 'en' }));
  const notice = $('p.notice[role="status"]');
  t.equal(textOf(notice), 'Nothing was found in this language, but there are results in Česky (15). Show the results in Česky');
  t.same(links($, 'p.notice[role="status"]'), [{ text: 'Show the results in Česky', href: '/vyhledavani?q=p%C5%99%C3%ADsp%C4%9Bvek+na+bydlen%C3%AD' }]);
  t.ok(links($).some(({ text, href }) => text === 'Housing allowance' && href === '/en/housing-allowance'));
  const czech = $('a[href="/prispevek-na-zivobyti"]');
  t.same([czech.attr('hreflang'), czech.attr('lang'), textOf(czech)], ['cs-CZ', 'cs-CZ', 'Příspěvek na živobytí'], 'a page in Czech is marked as Czech');
  t.notMatch(textOf($('body')), /Nothing was found\. Try other/);
});

t.test('little in this language: its results first, another language\'s best beside, each marked with its language', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: { ...otherLanguage, total: 1, pageCount: 1, items: [{ id: '9', title: 'Overview of social benefits', url: '/en/overview-of-benefits', type: 'Page', snippet: 'Which benefits …' }] }, locale: 'en' }));
  const titles = textsOf($, '.content-list h2 a');
  t.same(titles, ['Overview of social benefits', 'Housing allowance', 'Příspěvek na živobytí'], 'the results, then the other language\'s');
  t.equal(textOf($('p.notice[role="status"]')), 'Little was found in this language; there are more results in Česky (15). Show the results in Česky');
  t.same([$('a[href="/prispevek-na-zivobyti"]').attr('hreflang'), $('a[href="/prispevek-na-zivobyti"]').attr('lang')], ['cs-CZ', 'cs-CZ']);
});

t.test('nothing found anywhere: said, with tips and the most frequent searches, in the page\'s language', async (t) => {
  const nothing: SearchView = { ...(results as Extract<SearchView, { state: 'results' }>), term: 'cestovní pas', total: 0, pageCount: 0, items: [], chosen: [], frequent: ['podpora v nezaměstnanosti'] };
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: nothing }));
  t.ok(textsOf($, 'p').includes('Nic jsme nenašli. Zkuste jiná nebo obecnější slova.'), 'said');
  t.equal(textOf($('.search-tips h2')), 'Jak hledat');
  t.equal($('.search-tips li').length, 3, 'three tips');
  t.same(links($, '.search-suggestions'), [{ text: 'podpora v nezaměstnanosti', href: '/vyhledavani?q=podpora+v+nezam%C4%9Bstnanosti' }]);
  const english = dom(renderExample(Vyhledavani, examples.search!, { data: { ...nothing, path: '/en/search' }, locale: 'en' }));
  t.equal(textOf(english('.search-tips h2')), 'Search tips');
});

t.test('extended search: open while a filter is in force, counts beside each choice, in the same GET form', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: results }));
  const filters = $('details.search-filters');
  t.ok(filters.is('[open]'), 'open while a filter is in force');
  t.equal(textOf(filters.children().first().filter('summary')), 'Rozšířené vyhledávání');
  t.match($('select[name="type"]').attr('id'), /-type$/);
  t.same(optionsOf($, 'select[name="type"]'), [' Vše', 'Sluzba Služba (9) (selected)', 'Aktualita Aktualita (3)']);
  t.equal($('[name="category"]').length, 0, 'a filter with nothing to choose is left out');
  t.ok(links($, 'details.search-filters').some(({ text, href }) => text === 'Zrušit filtry' && href === '/vyhledavani?q=prispevek+na+bydleni'));
  t.ok($('form.search-form').children().last().is(filters), 'inside the search form: the term goes with the filters');
});

t.test('a term too short: the message next to the field, announced and linked to it', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: tooShort, locale: 'en' }));
  const error = $('p.field-error');
  t.same([error.attr('role'), textOf(error)], ['alert', 'Please enter at least 3 characters']);
  t.match(error.attr('id'), /-error$/);
  const box = $('input[name="q"]');
  t.same([box.attr('aria-invalid'), box.attr('aria-describedby')], ['true', error.attr('id')], 'the field points at its message');
});

t.test('an empty box offers the most frequent searches and examples as links', async (t) => {
  const $ = dom(renderExample(Vyhledavani, examples.search!, { data: { state: 'empty', frequent: ['podpora'], path: '/vyhledavani' } }));
  t.ok(textsOf($, 'h2').includes('Nejčastěji hledané'));
  const suggested = links($, '.search-suggestions');
  t.ok(suggested.some(({ text, href }) => text === 'podpora' && href === '/vyhledavani?q=podpora'));
  t.ok(suggested.some(({ text, href }) => text === 'rodičovský příspěvek' && href === '/vyhledavani?q=rodi%C4%8Dovsk%C3%BD+p%C5%99%C3%ADsp%C4%9Bvek'));
});

t.test('search URLs carry the term and the page beyond the first', async (t) => {
  t.equal(searchUrl('/en/search', 'housing'), '/en/search?q=housing');
  t.equal(searchUrl('/en/search', 'a&b', 2), '/en/search?q=a%26b&page=2');
  t.equal(searchUrl('/en/search', 'help', 1, [['region', 'kraj.praha']]), '/en/search?q=help&region=kraj.praha');
});
