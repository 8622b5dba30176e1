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
