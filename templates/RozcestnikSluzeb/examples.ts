import { exampleView, type Examples } from '../types.ts';
import type { ServiceGroup } from './RozcestnikSluzeb.tsx';

const base = { structureKey: 'RozcestnikSluzeb', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };
const list = { structureKeys: ['Sluzba'], filters: [], sort: 'name:asc', pageSize: 100 };

/** Service signposts as the CMS would hand them over; the grouped services come from the template's load. */
export const examples: Examples = {
  services: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-service-signpost',
    name: 'Služby a dávky',
    description: 'Přehled služeb a dávek Úřadu práce ČR podle životních situací.',
    data: {
      list,
      groups: [{ lifeSituation: 'zivotni-situace.nezamestnanost' }, { lifeSituation: 'zivotni-situace.hmotna-nouze', title: 'Když nestačí peníze' }, { lifeSituation: 'zivotni-situace.rodina-a-deti' }],
      body: '<p>Většinu žádostí podáte online v Klientské zóně Jenda.</p>',
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-service-signpost-en',
    name: 'Services and benefits',
    description: 'Services and benefits of the Labour Office by life situation.',
    data: { list, groups: [{ lifeSituation: 'zivotni-situace.nezamestnanost' }, { lifeSituation: 'zivotni-situace.hmotna-nouze' }] },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-service-signpost-ru',
    name: 'Услуги и пособия',
    description: 'Услуги и пособия управления труда по жизненным ситуациям.',
    data: { list, groups: [{ lifeSituation: 'zivotni-situace.nezamestnanost' }, { lifeSituation: 'zivotni-situace.hmotna-nouze' }] },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-service-signpost-ua',
    name: 'Послуги та допомоги',
    description: 'Послуги та допомоги управління праці за життєвими ситуаціями.',
    data: { list, groups: [{ lifeSituation: 'zivotni-situace.nezamestnanost' }, { lifeSituation: 'zivotni-situace.hmotna-nouze' }] },
  }),
  broken: exampleView({ ...base, language: 'cs-CZ', id: 'example-service-signpost-broken', name: 'Rozcestník s vadnými údaji', description: 'Perex zůstává.', data: { list: 'Sluzba', groups: {}, body: '<p>Úvod zůstává.</p>' } }),
};

/** What `load` hands the Czech signpost: a service of two life situations shows in both groups. */
export const loadedGroups: ServiceGroup[] = [
  {
    lifeSituation: 'zivotni-situace.nezamestnanost',
    title: 'Nezaměstnanost',
    services: [
      { id: '1102', title: 'Podpora v nezaměstnanosti', text: 'Peníze na dobu, kdy hledáte práci.', url: '/podpora-v-nezamestnanosti' },
      { id: '1103', title: 'Zprostředkování zaměstnání', url: '/zprostredkovani-zamestnani' },
    ],
  },
  {
    lifeSituation: 'zivotni-situace.hmotna-nouze',
    title: 'Když nestačí peníze',
    services: [{ id: '1101', title: 'Dávka státní sociální pomoci', text: 'Jedna dávka pro domácnosti s nízkými příjmy.', url: '/davka-statni-socialni-pomoci' }],
  },
];
