import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', tags: [], displayAt: '2026-10-15T08:00:00+02:00', updatedAt: '2026-10-16T09:30:00+02:00' };

/** News items and press releases as the CMS would hand them over. */
export const examples: Examples = {
  news: exampleView({
    ...base,
    id: 'example-news-item',
    structureKey: 'Aktualita',
    name: 'Veletrh práce a vzdělávání v Ostravě navštívily tisíce lidí',
    description: 'Na výstavišti Černá louka se představilo přes sto zaměstnavatelů a škol z Moravskoslezského kraje.',
    categories: [
      { key: 'tema.zamestnanost', name: 'Zaměstnanost', vocabulary: 'tema' },
      { key: 'kraj.moravskoslezsky', name: 'Moravskoslezský kraj', vocabulary: 'kraj' },
    ],
    data: {
      body: '<p>Návštěvníci mohli na místě podat žádost o zprostředkování zaměstnání.</p><h2>Další veletrh</h2><p>Příští ročník se koná na jaře.</p>',
      image: { url: '/cms/documents/3102/veletrh-prace-ostrava.jpg', alt: 'Stánky zaměstnavatelů na veletrhu práce', caption: 'Veletrh na Černé louce' },
      attachments: [{ title: 'Seznam vystavovatelů', url: '/cms/documents/3201/vystavovatele-2026.pdf', mimeType: 'application/pdf', size: 1_258_291 }],
    },
  }),
  pressRelease: exampleView({
    ...base,
    id: 'example-press-release',
    structureKey: 'TiskovaZprava',
    name: 'Úřad práce ČR vyhodnotil přechod na dávku státní sociální pomoci',
    description: 'Většina žádostí o novou dávku přišla elektronicky.',
    categories: [{ key: 'tema.socialni-davky', name: 'Sociální dávky', vocabulary: 'tema' }],
    data: {
      body: '<p>Úřad práce ČR vyhodnotil první tři měsíce dávky státní sociální pomoci.</p>',
      dateline: 'Praha',
      pressContact: { role: 'Oddělení komunikace a vnějších vztahů', firstName: 'Jana', lastName: 'Vzorová', titleBefore: 'Mgr.', phone: '+420 950 180 500', email: 'media@uradprace.cz' },
    },
  }),
  english: exampleView({
    ...base,
    id: 'example-news-item-en',
    language: 'en-GB',
    structureKey: 'Aktualita',
    name: 'Thousands visited the job and education fair in Ostrava',
    description: 'More than a hundred employers and schools from the Moravian-Silesian Region presented themselves at the Černá louka exhibition grounds.',
    categories: [{ key: 'tema.zamestnanost', name: 'Employment', vocabulary: 'tema' }],
    data: {
      body: '<p>Visitors could apply for job placement on the spot.</p><h2>The next fair</h2><p>The next fair takes place in the spring.</p>',
      image: { url: '/cms/documents/3102/veletrh-prace-ostrava.jpg', alt: 'Employers’ stands at the job fair', caption: 'The fair at Černá louka' },
    },
  }),
  russian: exampleView({
    ...base,
    id: 'example-news-item-ru',
    language: 'ru-RU',
    structureKey: 'Aktualita',
    name: 'Ярмарку вакансий и образования в Остраве посетили тысячи человек',
    description: 'На выставочной площадке «Черна лука» представились более ста работодателей и учебных заведений Моравскосилезского края.',
    categories: [{ key: 'tema.zamestnanost', name: 'Занятость', vocabulary: 'tema' }],
    data: {
      body: '<p>Посетители могли прямо на месте подать заявление о посредничестве в трудоустройстве.</p><h2>Следующая ярмарка</h2><p>Следующая ярмарка пройдёт весной.</p>',
      image: { url: '/cms/documents/3102/veletrh-prace-ostrava.jpg', alt: 'Стенды работодателей на ярмарке вакансий', caption: 'Ярмарка на «Черной луке»' },
    },
  }),
  ukrainian: exampleView({
    ...base,
    id: 'example-news-item-ua',
    language: 'uk-UA',
    structureKey: 'Aktualita',
    name: 'Ярмарок вакансій та освіти в Остраві відвідали тисячі людей',
    description: 'На виставковому майданчику «Черна лука» представилися понад сто роботодавців і навчальних закладів Моравськосілезького краю.',
    categories: [{ key: 'tema.zamestnanost', name: 'Зайнятість', vocabulary: 'tema' }],
    data: {
      body: '<p>Відвідувачі могли просто на місці подати заяву про посередництво у працевлаштуванні.</p><h2>Наступний ярмарок</h2><p>Наступний ярмарок відбудеться навесні.</p>',
      image: { url: '/cms/documents/3102/veletrh-prace-ostrava.jpg', alt: 'Стенди роботодавців на ярмарку вакансій', caption: 'Ярмарок на «Черній луці»' },
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-news-broken',
    structureKey: 'Aktualita',
    name: 'Aktualita s vadnými údaji',
    description: 'Perex zůstává.',
    categories: [],
    data: { body: '<p>Text zůstává.</p>', image: { url: 'javascript:alert(1)' }, attachments: 'příloha.pdf', pressContact: { email: 42 } },
  }),
};
