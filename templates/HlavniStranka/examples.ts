import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'HlavniStranka', categories: [], tags: [], displayAt: null, updatedAt: '2026-11-02T08:00:00Z' };

export const examples: Examples = {
  full: exampleView({
    ...base,
    id: 'example-home',
    name: 'Úvod',
    description: 'Portál Úřadu práce ČR: dávky, zaměstnání a pomoc v životních situacích.',
    data: {
      hero: { title: 'Úřad práce České republiky', text: 'Pomáháme najít práci a vyplácíme dávky rodinám s dětmi a lidem s nízkými příjmy.' },
      tiles: [
        { title: 'Ztráta zaměstnání', text: 'Jak se zaevidovat a získat podporu v nezaměstnanosti.', url: '/podpora-v-nezamestnanosti' },
        { title: 'Bydlení', text: 'Příspěvek na bydlení pro domácnosti s nízkými příjmy.', url: '/prispevek-na-bydleni' },
        { title: 'Narození dítěte', text: 'Rodičovský příspěvek a přídavek na dítě.', url: '/rodicovsky-prispevek' },
      ],
      highlights: [{ title: 'Úřední hodiny o Vánocích', text: 'Mezi svátky mají pracoviště zkrácený provoz.', url: '/aktuality/provoz-pracovist-o-vanocnich-svatcich-2026' }],
      newsTeaser: { title: 'Aktuality', list: { structureKeys: ['Aktualita', 'TiskovaZprava'], pageSize: 3 }, moreLink: { label: 'Všechny aktuality', url: '/aktuality' } },
      quickLinks: [{ label: 'Formuláře', url: '/formulare' }, { label: 'Volná místa – jobs.gov.cz', url: 'https://jobs.gov.cz' }],
      officeFinder: { title: 'Najděte své pracoviště', text: 'Adresy a úřední hodiny všech pracovišť.', link: { label: 'Vyhledat pracoviště', url: '/kontaktni-pracoviste' } },
      body: '<h2>Vyřiďte z domova</h2><p>Většinu žádostí podáte elektronicky přes <a href="https://www.mpsv.cz">Portál MPSV</a>.</p>',
    },
  }),
  minimal: exampleView({ ...base, id: 'example-home-minimal', name: 'Úvod', description: null, data: {} }),
  brokenData: exampleView({
    ...base,
    id: 'example-home-broken',
    name: 'Úvod',
    data: { hero: 'not an object', tiles: [{ title: 'Bez odkazu' }, null, 42, { title: 'Kontakty', url: '/kontakty' }], highlights: 'none' },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-home-en',
    name: 'Home',
    description: 'The Labour Office of the Czech Republic: benefits, jobs and help in life situations.',
    data: {
      hero: { title: 'Labour Office of the Czech Republic', text: 'We help people find work and pay benefits to families with children and people on low incomes.' },
      tiles: [
        { title: 'Losing your job', text: 'How to register and get unemployment benefit.', url: '/en/unemployment-benefit' },
        { title: 'Housing', text: 'Help with housing costs for low-income households.', url: '/en/state-social-assistance-benefit' },
        { title: 'Having a baby', text: 'Parental allowance and child benefit.', url: '/en/parental-allowance' },
      ],
      newsTeaser: { title: 'News', list: { structureKeys: ['Aktualita', 'TiskovaZprava'], pageSize: 3 }, moreLink: { label: 'All news', url: '/en/news' } },
      quickLinks: [{ label: 'Forms', url: '/en/forms' }, { label: 'Job vacancies – jobs.gov.cz', url: 'https://jobs.gov.cz' }],
      officeFinder: { title: 'Find your office', text: 'Addresses and office hours of every office.', link: { label: 'Find an office', url: '/en/contact-offices' } },
      body: '<h2>Sort it out from home</h2><p>Most applications can be made online on the <a href="https://www.mpsv.cz">MPSV portal</a>.</p>',
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-home-ru',
    name: 'Главная',
    description: 'Управление труда Чешской Республики: пособия, работа и помощь в жизненных ситуациях.',
    data: {
      hero: { title: 'Управление труда Чешской Республики', text: 'Мы помогаем найти работу и выплачиваем пособия семьям с детьми и людям с низкими доходами.' },
      tiles: [
        { title: 'Потеря работы', text: 'Как встать на учёт и получать пособие по безработице.', url: '/ru/posobie-po-bezrabotitse' },
        { title: 'Жильё', text: 'Помощь с расходами на жильё для домохозяйств с низкими доходами.', url: '/ru/posobie-gosudarstvennoy-sotsialnoy-pomoshchi' },
        { title: 'Рождение ребёнка', text: 'Родительское пособие и пособие на ребёнка.', url: '/ru/roditelskoe-posobie' },
      ],
      newsTeaser: { title: 'Новости', list: { structureKeys: ['Aktualita', 'TiskovaZprava'], pageSize: 3 }, moreLink: { label: 'Все новости', url: '/ru/novosti' } },
      quickLinks: [{ label: 'Бланки', url: '/ru/formy' }, { label: 'Вакансии – jobs.gov.cz', url: 'https://jobs.gov.cz' }],
      officeFinder: { title: 'Найдите своё отделение', text: 'Адреса и часы приёма всех отделений.', link: { label: 'Найти отделение', url: '/ru/kontaktnye-otdeleniya' } },
      body: '<h2>Решите из дома</h2><p>Большинство заявлений можно подать онлайн на <a href="https://www.mpsv.cz">портале МТСВ</a>.</p>',
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-home-ua',
    name: 'Головна',
    description: 'Управління праці Чеської Республіки: допомоги, робота й підтримка в життєвих ситуаціях.',
    data: {
      hero: { title: 'Управління праці Чеської Республіки', text: 'Ми допомагаємо знайти роботу й виплачуємо допомоги сім’ям із дітьми та людям із низькими доходами.' },
      tiles: [
        { title: 'Втрата роботи', text: 'Як стати на облік і отримувати допомогу по безробіттю.', url: '/ua/dopomoha-po-bezrobittiu' },
        { title: 'Житло', text: 'Допомога з витратами на житло для домогосподарств із низькими доходами.', url: '/ua/dopomoha-derzhavnoi-sotsialnoi-dopomohy' },
        { title: 'Народження дитини', text: 'Батьківська допомога та допомога на дитину.', url: '/ua/batkivska-dopomoha' },
      ],
      newsTeaser: { title: 'Новини', list: { structureKeys: ['Aktualita', 'TiskovaZprava'], pageSize: 3 }, moreLink: { label: 'Усі новини', url: '/ua/novyny' } },
      quickLinks: [{ label: 'Бланки', url: '/ua/formy' }, { label: 'Вакансії – jobs.gov.cz', url: 'https://jobs.gov.cz' }],
      officeFinder: { title: 'Знайдіть своє відділення', text: 'Адреси та години прийому всіх відділень.', link: { label: 'Знайти відділення', url: '/ua/kontaktni-viddilennia' } },
      body: '<h2>Вирішіть із дому</h2><p>Більшість заяв можна подати онлайн на <a href="https://www.mpsv.cz">порталі МПСС</a>.</p>',
    },
  }),
};
