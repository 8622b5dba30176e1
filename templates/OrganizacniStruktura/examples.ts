import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'OrganizacniStruktura', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  structure: exampleView({
    ...base,
    id: 'example-structure',
    name: 'Organizační struktura',
    description: 'Útvary generálního ředitelství s jejich vedoucími a kontakty.',
    data: {
      units: [
        {
          id: 'generalni-reditel',
          name: 'Generální ředitel',
          head: { role: 'generální ředitel', titleBefore: 'Ing.', firstName: 'Jan', lastName: 'Vzorový' },
          phone: '+420 950 180 101',
          email: 'sekretariat.gr@uradprace.cz',
          children: [
            {
              id: 'oddeleni-komunikace',
              name: 'Oddělení komunikace a vnějších vztahů',
              description: 'Tiskové zprávy, web, sociální sítě, dotazy médií.',
              head: { role: 'vedoucí oddělení', titleBefore: 'Mgr.', firstName: 'Petr', lastName: 'Ukázkový' },
              email: 'media@uradprace.cz',
              children: [],
            },
          ],
        },
      ],
      branchesLink: { label: 'Krajské pobočky', url: '/mapa-pobocek' },
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-structure-en',
    name: 'Organisational structure',
    description: 'The departments of the General Directorate with their heads and contacts.',
    data: {
      units: [
        {
          id: 'director-general',
          name: 'Director General',
          head: { role: 'Director General', titleBefore: 'Ing.', firstName: 'Jan', lastName: 'Vzorový' },
          phone: '+420 950 180 101',
          email: 'sekretariat.gr@uradprace.cz',
          children: [{ id: 'communication', name: 'Communication and External Relations Department', description: 'Press releases, the website, social media, media enquiries.', email: 'media@uradprace.cz', children: [] }],
        },
      ],
      branchesLink: { label: 'Regional branches', url: '/en/map-of-regional-branches' },
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-structure-ru',
    name: 'Организационная структура',
    description: 'Подразделения генеральной дирекции, их руководители и контакты.',
    data: {
      units: [
        {
          id: 'director-general',
          name: 'Генеральный директор',
          head: { role: 'генеральный директор', titleBefore: 'Ing.', firstName: 'Jan', lastName: 'Vzorový' },
          phone: '+420 950 180 101',
          email: 'sekretariat.gr@uradprace.cz',
          children: [{ id: 'communication', name: 'Отдел коммуникаций и внешних связей', description: 'Пресс-релизы, сайт, социальные сети, запросы СМИ.', email: 'media@uradprace.cz', children: [] }],
        },
      ],
      branchesLink: { label: 'Краевые филиалы', url: '/ru/karta-filialov' },
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-structure-ua',
    name: 'Організаційна структура',
    description: 'Підрозділи генеральної дирекції, їхні керівники та контакти.',
    data: {
      units: [
        {
          id: 'director-general',
          name: 'Генеральний директор',
          head: { role: 'генеральний директор', titleBefore: 'Ing.', firstName: 'Jan', lastName: 'Vzorový' },
          phone: '+420 950 180 101',
          email: 'sekretariat.gr@uradprace.cz',
          children: [{ id: 'communication', name: 'Відділ комунікацій і зовнішніх зв’язків', description: 'Пресрелізи, сайт, соціальні мережі, запити ЗМІ.', email: 'media@uradprace.cz', children: [] }],
        },
      ],
      branchesLink: { label: 'Крайові філії', url: '/ua/karta-filii' },
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-structure-broken',
    name: 'Struktura',
    description: null,
    data: { units: [{ id: 'ok', name: 'Útvar, který zůstane', email: 'neni-adresa', children: [{ id: 'x y', name: 7 }] }] },
  }),
};
