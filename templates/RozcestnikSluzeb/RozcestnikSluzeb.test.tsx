import t from 'tap';
import type { Content } from '../../shared/content.ts';
import { dom, labelledBy, links, outline, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedGroups } from './examples.ts';
import { groupServices, RozcestnikSluzeb } from './server.ts';

t.test('service signpost: one section with an h2 per life situation, cards of its services with h3 titles', async (t) => {
  const $ = dom(renderExample(RozcestnikSluzeb, examples.services!, { data: loadedGroups }));
  t.equal($('[data-template]').attr('data-template'), 'RozcestnikSluzeb');
  t.match(textOf($('header + div.rich-text')), /^Většinu žádostí podáte online/, 'the introduction under the header');
  t.same(outline($), [
    'h1 Služby a dávky',
    'h2 Nezaměstnanost',
    'h3 Podpora v nezaměstnanosti',
    'h3 Zprostředkování zaměstnání',
    'h2 Když nestačí peníze',
    'h3 Dávka státní sociální pomoci',
  ], 'only groups that have services, each with its services under it');
  const unemployment = labelledBy($, 'services-zivotni-situace-nezamestnanost');
  t.ok(unemployment.is('section.service-signpost__group'));
  t.equal(unemployment.children().first().attr('id'), 'services-zivotni-situace-nezamestnanost', 'the section opens with its heading');
  t.ok(unemployment.children('ul').is('.gov-list--plain.card-list'));
  const card = unemployment.find('> ul > li.gov-tile').first();
  t.ok(card.children('h3').is('.gov-tile__title.h4'));
  t.same(links($, '[aria-labelledby="services-zivotni-situace-nezamestnanost"] li.gov-tile:first-child h3'), [{ text: 'Podpora v nezaměstnanosti', href: '/podpora-v-nezamestnanosti' }]);
  t.equal(textOf(card.children('h3 + p.gov-tile__text')), 'Peníze na dobu, kdy hledáte práci.');
  t.match(textOf(labelledBy($, 'services-zivotni-situace-hmotna-nouze')), /Dávka státní sociální pomoci/);
});

const service = (id: string, name: string, url: string, lifeSituations: [string, string][]): Content => ({
  id,
  name,
  description: null,
  language: 'cs-CZ',
  webId: 'up',
  friendlyURLs: { 'cs-CZ': url },
  structure: { key: 'Sluzba' },
  categories: lifeSituations.map(([key, categoryName]) => ({ key, name: categoryName, vocabulary: 'zivotni-situace' })),
  tags: [],
  data: {},
});

t.test('grouping: a service of several life situations shows in each; the heading falls back to the category name; empty groups left out', async (t) => {
  const services = [
    service('1', 'Dávka státní sociální pomoci', '/davka', [['zivotni-situace.hmotna-nouze', 'Hmotná nouze'], ['zivotni-situace.bydleni', 'Bydlení']]),
    service('2', 'Příspěvek na péči', '/pece', [['zivotni-situace.pece-o-blizke', 'Péče o blízké']]),
    service('3', 'Mimořádná okamžitá pomoc', '/mop', [['zivotni-situace.hmotna-nouze', 'Hmotná nouze']]),
  ];
  const groups = groupServices(
    [{ lifeSituation: 'zivotni-situace.bydleni', title: 'Bydlení a nájem' }, { lifeSituation: 'zivotni-situace.hmotna-nouze' }, { lifeSituation: 'zivotni-situace.nezamestnanost' }],
    services,
    (content) => ({ id: content.id, title: content.name, url: content.friendlyURLs['cs-CZ']! }),
  );
  t.same(groups.map((group) => [group.title, group.services.map((page) => page.title)]), [
    ['Bydlení a nájem', ['Dávka státní sociální pomoci']],
    ['Hmotná nouze', ['Dávka státní sociální pomoci', 'Mimořádná okamžitá pomoc']],
  ]);
});

t.test('English signpost renders its groups', async (t) => {
  const $ = dom(renderExample(RozcestnikSluzeb, examples.english!, { locale: 'en', data: [{ lifeSituation: 'zivotni-situace.nezamestnanost', title: 'Unemployment', services: [{ id: '1', title: 'Unemployment benefit', url: '/en/unemployment-benefit' }] }] }));
  t.equal(textOf($('h2#services-zivotni-situace-nezamestnanost')), 'Unemployment');
  t.same(links($, '[aria-labelledby="services-zivotni-situace-nezamestnanost"]'), [{ text: 'Unemployment benefit', href: '/en/unemployment-benefit' }]);
});

t.test('broken data: the wrong-typed list and groups are dropped, the introduction renders', async (t) => {
  const $ = dom(renderExample(RozcestnikSluzeb, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'RozcestnikSluzeb');
  t.equal(textOf($('h1')), 'Rozcestník s vadnými údaji');
  t.match(textOf($('body')), /Úvod zůstává\./);
  t.equal($('.service-signpost__group').length, 0);
});
