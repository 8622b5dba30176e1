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
};
