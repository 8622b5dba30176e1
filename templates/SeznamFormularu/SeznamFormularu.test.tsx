import t from 'tap';
import { dom, links, optionsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedForms } from './examples.ts';
import { SeznamFormularu } from './server.ts';

t.test('forms of one area, A–Z: the filter and the sort in one GET form, each form with its area', async (t) => {
  const $ = dom(renderExample(SeznamFormularu, examples.forms!, { data: loadedForms }));
  t.equal($('[data-template]').attr('data-template'), 'SeznamFormularu');
  const form = $('form.list-filter');
  t.same([form.attr('action'), form.attr('method')], ['/formulare', 'get']);
  t.equal(form.find('select').length, 2, 'the filter and the sort in the one form');
  t.equal(optionsOf($, 'select[name="agenda"]').find((option) => option.endsWith('(selected)')), 'zamestnanost Zaměstnanost (selected)');
  t.same(optionsOf($, 'select[name="sort"]'), ['name:asc Podle abecedy A–Z (selected)', 'name:desc Podle abecedy Z–A']);
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['2 položky', 'status']);
  const first = $('.content-list__item').first();
  t.same(links($, '.content-list__item:first-child > h2'), [{ text: 'Žádost o podporu v nezaměstnanosti', href: '/formulare/zadost-o-podporu-v-nezamestnanosti' }]);
  t.match(textOf(first.children('h2').next('p')), /^Podáváte po zařazení/, 'the description under the title');
  t.ok(first.children('ul.tag-list').hasClass('gov-list--plain'));
  t.same(textsOf($, '.content-list__item:first-child > ul.tag-list > li'), ['Zaměstnanost'], 'the form’s area');
});

t.test('in English the controls speak English', async (t) => {
  const $ = dom(renderExample(SeznamFormularu, examples.forms!, { data: loadedForms, locale: 'en' }));
  t.ok(optionsOf($, 'select[name="sort"]').includes('name:desc Alphabetically Z–A'));
  t.equal(textOf($('legend.list-filter__legend')), 'Filter the list');
});

t.test('a list of forms without a usable definition renders as a plain page', async (t) => {
  const $ = dom(renderExample(SeznamFormularu, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.equal(textOf($('h1')), 'Formuláře bez definice');
});
