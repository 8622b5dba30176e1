import t from 'tap';
import { dom, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedChildren } from './examples.ts';
import { Rozcestnik } from './server.ts';

t.test('signpost: cards of the children in order, each with its name as a link and its perex', async (t) => {
  const $ = dom(renderExample(Rozcestnik, examples.signpost!, { data: loadedChildren }));
  t.equal($('[data-template]').attr('data-template'), 'Rozcestnik');
  t.equal(textOf($('h1')), 'Životní situace');
  t.match(textOf($('h1 + p.lead')), /^Co řešíte\?/);
  t.ok($('ul.card-list').hasClass('gov-list--plain'));
  t.same(links($, 'ul.card-list > li.gov-tile > h2.gov-tile__title.h4'), [
    { text: 'Služby a dávky', href: '/sluzby' },
    { text: 'Podpora v nezaměstnanosti', href: '/podpora-v-nezamestnanosti' },
    { text: 'Dávka státní sociální pomoci', href: '/davka-statni-socialni-pomoci' },
  ], 'each child a card titled by its linked name, in order');
  t.match(textOf($('.gov-tile').first().children('h2 + p.gov-tile__text')), /^Přehled služeb/, 'the perex under the name');
  t.equal($('.gov-tile').length, 3, 'one card a child that was found');
});

t.test('English signpost: the introduction above the cards', async (t) => {
  const $ = dom(renderExample(Rozcestnik, examples.english!, { locale: 'en', data: [{ id: '1', title: 'Services', url: '/en/services' }] }));
  const intro = $('ul.card-list').prev();
  t.ok(intro.is('div.rich-text'), 'the introduction right above the cards');
  t.equal(textOf(intro), 'Most services can be applied for online.');
  t.equal(textOf($('.updated > p')), 'Updated 1 September 2026');
});

t.test('broken data: the wrong-typed child is dropped, the signpost renders the rest', async (t) => {
  const $ = dom(renderExample(Rozcestnik, examples.broken!, { data: loadedChildren.slice(0, 1) }));
  t.equal($('[data-template]').attr('data-template'), 'Rozcestnik');
  t.equal(textOf($('h1')), 'Rozcestník s vadným odkazem');
  t.match(textOf($('body')), /Perex zůstává\./);
  t.ok(links($).some(({ text, href }) => text === 'Služby a dávky' && href === '/sluzby'), 'the child found still linked');
});
