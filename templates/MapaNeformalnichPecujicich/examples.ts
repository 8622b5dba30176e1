import { exampleView, type Examples } from '../types.ts';
import type { CarersMapLoaded } from './MapaNeformalnichPecujicich.tsx';

const base = { structureKey: 'MapaNeformalnichPecujicich', categories: [], tags: [], displayAt: null, updatedAt: '2026-05-12T08:00:00+02:00' };

const kinds = [
  { id: 'krajsky-urad', label: 'Krajský úřad – sociální odbor' },
  { id: 'urad-prace', label: 'Úřad práce ČR' },
  { id: 'cssz', label: 'Česká správa sociálního zabezpečení' },
];

/** The carers' map as the CMS hands it over; region names and branch links come from `load`. */
export const examples: Examples = {
  carers: exampleView({
    ...base,
    id: 'example-carers-map',
    language: 'cs-CZ',
    name: 'Mapa podpory pro pečující',
    description: 'Kde pečující o blízkého najdou pomoc ve svém kraji.',
    data: {
      body: '<p>Pečujete o blízkého? Vyberte svůj kraj.</p>',
      kinds,
      services: [
        {
          id: 'ku-liberecky',
          region: 'liberecky',
          kind: 'krajsky-urad',
          name: 'Krajský úřad Libereckého kraje – odbor sociálních věcí',
          address: { street: 'U Jezu 642/2a', city: 'Liberec', postalCode: '461 80' },
          web: { label: 'Katalog sociálních služeb kraje', url: 'https://www.kraj-lbc.cz' },
          note: 'Přehled odlehčovacích a pečovatelských služeb v kraji.',
        },
        { id: 'up-liberecky', region: 'liberecky', kind: 'urad-prace', name: 'Úřad práce ČR – příspěvek na péči', branch: '/kontakty/krajska-pobocka-liberec', note: 'Žádost o příspěvek na péči.' },
        { id: 'up-praha', region: 'praha', kind: 'urad-prace', name: 'Úřad práce ČR – příspěvek na péči', branch: '/kontakty/krajska-pobocka-praha' },
      ],
      nationwide: [
        { id: 'call-centrum-nsd', kind: 'urad-prace', name: 'Call centrum Úřadu práce ČR – nepojistné sociální dávky', phone: '+420 800 779 900', note: 'Bezplatná linka, pracovní dny 8:00–19:00.' },
        { id: 'cssz-osetrovne', kind: 'cssz', name: 'Česká správa sociálního zabezpečení – dlouhodobé ošetřovné', web: { label: 'cssz.cz', url: 'https://www.cssz.cz' } },
      ],
      related: [{ label: 'Příspěvek na péči', url: '/prispevek-na-peci' }],
    },
  }),
  carersEnglish: exampleView({
    ...base,
    id: 'example-carers-map-en',
    language: 'en-GB',
    name: 'Map of support for carers',
    description: 'Where carers find help in their region.',
    data: {
      kinds: [{ id: 'urad-prace', label: 'Labour Office' }],
      services: [{ id: 'up-liberecky', region: 'liberecky', kind: 'urad-prace', name: 'Labour Office – care allowance', branch: '/contacts/regional-branch-liberec' }],
    },
  }),
  carersRussian: exampleView({
    ...base,
    id: 'example-carers-map-ru',
    language: 'ru-RU',
    name: 'Карта поддержки для ухаживающих',
    description: 'Где люди, ухаживающие за близкими, найдут помощь в своём крае.',
    data: {
      kinds: [{ id: 'urad-prace', label: 'Управление труда' }],
      services: [{ id: 'up-liberecky', region: 'liberecky', kind: 'urad-prace', name: 'Управление труда – пособие по уходу' }],
    },
  }),
  carersUkrainian: exampleView({
    ...base,
    id: 'example-carers-map-ua',
    language: 'uk-UA',
    name: 'Мапа підтримки для доглядальників',
    description: 'Де люди, які доглядають за близькими, знайдуть допомогу у своєму краї.',
    data: {
      kinds: [{ id: 'urad-prace', label: 'Управління праці' }],
      services: [{ id: 'up-liberecky', region: 'liberecky', kind: 'urad-prace', name: 'Управління праці – допомога на догляд' }],
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-carers-map-broken',
    language: 'cs-CZ',
    name: 'Mapa s vadnými údaji',
    description: 'Popis zůstává.',
    data: { body: '<p>Text zůstává.</p>', services: 'všude', kinds, nationwide: [{ id: 1 }] },
  }),
};

/** What `load` hands the Czech page. */
export const loadedCarers: CarersMapLoaded = {
  regionNames: { liberecky: 'Liberecký kraj', praha: 'Hlavní město Praha' },
  branches: {
    '/kontakty/krajska-pobocka-liberec': { name: 'Krajská pobočka v Liberci', url: '/kontakty/krajska-pobocka-liberec' },
    '/kontakty/krajska-pobocka-praha': { name: 'Krajská pobočka v hlavním městě Praze', url: '/kontakty/krajska-pobocka-praha' },
  },
};

/** The same in English. */
export const loadedCarersEnglish: CarersMapLoaded = {
  regionNames: { liberecky: 'Liberec Region' },
  branches: { '/contacts/regional-branch-liberec': { name: 'Regional branch in Liberec', url: '/en/contacts/regional-branch-liberec' } },
};
