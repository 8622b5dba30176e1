import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'BeznaStranka', categories: [], tags: [], displayAt: '2026-10-01T08:00:00Z' };

export const examples: Examples = {
  withRelated: exampleView({
    ...base,
    id: 'example-page',
    name: 'O Úřadu práce ČR',
    description: 'Co Úřad práce ČR dělá a jak je organizován.',
    updatedAt: '2026-11-02T08:00:00Z',
    data: {
      body: '<h2>Co děláme</h2><p>Zprostředkováváme zaměstnání a vyplácíme nepojistné sociální dávky.</p><h2>Kde nás najdete</h2><p>Generální ředitelství sídlí v Praze 7, <a href="/kontakty">kontaktní pracoviště</a> jsou v každém okrese.</p>',
      related: [
        { label: 'Kontakty', url: '/kontakty' },
        { label: 'Ministerstvo práce a sociálních věcí', url: 'https://www.mpsv.cz' },
      ],
    },
  }),
  plain: exampleView({
    ...base,
    id: 'example-page-plain',
    name: 'Prohlášení o přístupnosti',
    description: null,
    updatedAt: null,
    data: { body: '<p>Portál splňuje požadavky zákona č. 99/2019 Sb.</p>' },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-page-en',
    name: 'About the Labour Office',
    description: 'What the Labour Office does and how it is organised.',
    updatedAt: '2026-11-02T08:00:00Z',
    data: {
      body: '<h2>What we do</h2><p>We help people find work and pay non-contributory social benefits.</p><h2>Where to find us</h2><p>The General Directorate is in Prague 7; there are <a href="/en/contacts">contact offices</a> in every district.</p>',
      related: [{ label: 'Contacts', url: '/en/contacts' }, { label: 'Ministry of Labour and Social Affairs', url: 'https://www.mpsv.cz' }],
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-page-ru',
    name: 'Об управлении труда',
    description: 'Чем занимается управление труда и как оно устроено.',
    updatedAt: '2026-11-02T08:00:00Z',
    data: {
      body: '<h2>Чем мы занимаемся</h2><p>Мы помогаем найти работу и выплачиваем социальные пособия.</p><h2>Где нас найти</h2><p>Генеральная дирекция находится в Праге 7, <a href="/ru/kontakty">контактные отделения</a> есть в каждом районе.</p>',
      related: [{ label: 'Контакты', url: '/ru/kontakty' }, { label: 'Министерство труда и социальных дел', url: 'https://www.mpsv.cz' }],
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-page-ua',
    name: 'Про управління праці',
    description: 'Чим займається управління праці та як воно влаштоване.',
    updatedAt: '2026-11-02T08:00:00Z',
    data: {
      body: '<h2>Чим ми займаємося</h2><p>Ми допомагаємо знайти роботу й виплачуємо соціальні допомоги.</p><h2>Де нас знайти</h2><p>Генеральна дирекція розташована в Празі 7, <a href="/ua/kontakty">контактні відділення</a> є в кожному районі.</p>',
      related: [{ label: 'Контакти', url: '/ua/kontakty' }, { label: 'Міністерство праці та соціальних справ', url: 'https://www.mpsv.cz' }],
    },
  }),
};

export const embeddedExample = exampleView({
  ...base,
  id: 'example-embedded',
  name: 'Call centrum',
  description: null,
  updatedAt: null,
  data: { body: '<p>Volejte v pracovní dny od 8 do 17 hodin.</p>' },
});
