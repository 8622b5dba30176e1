import t from 'tap';
import type { Content } from '../../shared/content.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedGroups } from './examples.ts';
import { groupServices, RozcestnikSluzeb } from './server.ts';

t.test('service signpost: one section with an h2 per life situation, cards of its services with h3 titles', async (t) => {
  const html = renderExample(RozcestnikSluzeb, examples.services!, { data: loadedGroups });
  t.match(html, /data-template="RozcestnikSluzeb"/);
  t.match(html, /<h1>Služby a dávky<\/h1>/);
  t.match(html, /<div class="rich-text"><p>Většinu žádostí podáte online/);
  t.match(
    html,
    /<section class="service-signpost__group" aria-labelledby="services-zivotni-situace-nezamestnanost"><h2 id="services-zivotni-situace-nezamestnanost">Nezaměstnanost<\/h2><ul class="gov-list--plain card-list"><li class="gov-tile"><h3 class="gov-tile__title h4"><a href="\/podpora-v-nezamestnanosti">Podpora v nezaměstnanosti<\/a><\/h3><p class="gov-tile__text">Peníze na dobu, kdy hledáte práci\.<\/p><\/li>/,
  );
  t.match(html, /<h2 id="services-zivotni-situace-hmotna-nouze">Když nestačí peníze<\/h2>.*Dávka státní sociální pomoci/s);
  t.equal(html.match(/<h2 /g)?.length, 2, 'only groups that have services');
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
  const html = renderExample(RozcestnikSluzeb, examples.english!, { locale: 'en', data: [{ lifeSituation: 'zivotni-situace.nezamestnanost', title: 'Unemployment', services: [{ id: '1', title: 'Unemployment benefit', url: '/en/unemployment-benefit' }] }] });
  t.match(html, /<h2 id="services-zivotni-situace-nezamestnanost">Unemployment<\/h2>.*<a href="\/en\/unemployment-benefit">Unemployment benefit<\/a>/s);
});

t.test('broken data: the wrong-typed list and groups are dropped, the introduction renders', async (t) => {
  const html = renderExample(RozcestnikSluzeb, examples.broken!);
  t.match(html, /data-template="RozcestnikSluzeb"/);
  t.match(html, /<h1>Rozcestník s vadnými údaji<\/h1>/);
  t.match(html, /Úvod zůstává\./);
  t.notMatch(html, /service-signpost__group/);
});
