import t from 'tap';
import { dom, links, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { OrganizacniStruktura } from './server.ts';

t.test('a tree of units as nested lists of native disclosures, the top open, with heads and contacts', async (t) => {
  const $ = dom(renderExample(OrganizacniStruktura, examples.structure!));
  t.equal($('[data-template]').attr('data-template'), 'OrganizacniStruktura');
  const top = $('ul.org-tree.org-tree--root > li').first();
  t.equal(top.attr('id'), 'generalni-reditel');
  t.ok(top.children('details.org-unit').is('[open]'), 'the top unit open');
  t.equal(textOf(top.find('> details > summary')), 'Generální ředitel');
  const body = top.find('> details > .org-unit__body');
  t.same(textsOf($, '#generalni-reditel > details > .org-unit__body > address.contact-person > p'), ['Ing. Jan Vzorový', 'generální ředitel'], 'the head, then the role');
  t.ok(body.find('> address > p').first().hasClass('contact-person__name'));
  t.equal(textOf(body.children('.org-unit__contact')), 'Telefon: +420 950 180 101 E-mail: sekretariat.gr@uradprace.cz');
  t.same(links($, '#generalni-reditel > details > .org-unit__body > .org-unit__contact'), [
    { text: '+420 950 180 101', href: 'tel:+420950180101' },
    { text: 'sekretariat.gr@uradprace.cz', href: 'mailto:sekretariat.gr@uradprace.cz' },
  ]);
  const lower = body.find('ul.org-tree:not(.org-tree--root) > li').first();
  t.equal(lower.attr('id'), 'oddeleni-komunikace');
  t.notOk(lower.children('details.org-unit').is('[open]'), 'lower units closed');
  t.equal(textOf(lower.find('> details > summary')), 'Oddělení komunikace a vnějších vztahů');
  t.ok(links($).some(({ text, href }) => text === 'Krajské pobočky' && href === '/mapa-pobocek'), 'the branches linked');
});

t.test('a unit that does not fit is left out; a bad e-mail leaves its unit without the e-mail', async (t) => {
  const $ = dom(renderExample(OrganizacniStruktura, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'OrganizacniStruktura');
  t.same(textsOf($, 'summary'), ['Útvar, který zůstane'], 'the unit stays, alone');
  t.equal($('a[href*="neni-adresa"], [id="x y"]').length, 0, 'without its bad e-mail and its bad sub-unit');
  t.notMatch(textOf($('body')), /neni-adresa/);
});
