import type { LinkedPage } from '../services/Parts.tsx';
import { exampleView, type Examples } from '../types.ts';

const base = { structureKey: 'Rozcestnik', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

/** Signposts as the CMS would hand them over; the cards of their children come from the template's load. */
export const examples: Examples = {
  signpost: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-signpost',
    name: 'Životní situace',
    description: 'Co řešíte? Vyberte situaci a najdete, s čím vám úřad práce pomůže.',
    data: { children: ['/sluzby', '/podpora-v-nezamestnanosti', '/davka-statni-socialni-pomoci', '/rodicovsky-prispevek'] },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-signpost-en',
    name: 'Life situations',
    description: 'What do you need? Choose your situation to see how the Labour Office can help.',
    data: { children: ['/services', '/unemployment-benefit'], body: '<p>Most services can be applied for online.</p>' },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-signpost-ru',
    name: 'Жизненные ситуации',
    description: 'Что вы решаете? Выберите ситуацию и узнайте, чем вам поможет управление труда.',
    data: { children: ['/chto-mozhno-poluchit', '/posobie-po-bezrabotitse'], body: '<p>Большинство заявлений можно подать онлайн.</p>' },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-signpost-ua',
    name: 'Життєві ситуації',
    description: 'Що ви вирішуєте? Оберіть ситуацію й дізнайтеся, чим вам допоможе управління праці.',
    data: { children: ['/shcho-mozhna-otrymaty', '/dopomoha-po-bezrobittiu'], body: '<p>Більшість заяв можна подати онлайн.</p>' },
  }),
  broken: exampleView({ ...base, language: 'cs-CZ', id: 'example-signpost-broken', name: 'Rozcestník s vadným odkazem', description: 'Perex zůstává.', data: { children: ['/sluzby', 42] } }),
};

/** What `load` hands the Czech signpost: its children in order. */
export const loadedChildren: LinkedPage[] = [
  { id: '1000', title: 'Služby a dávky', text: 'Přehled služeb a dávek Úřadu práce ČR podle životních situací.', url: '/sluzby' },
  { id: '1102', title: 'Podpora v nezaměstnanosti', text: 'Peníze na dobu, kdy hledáte práci.', url: '/podpora-v-nezamestnanosti' },
  { id: '1101', title: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' },
];
