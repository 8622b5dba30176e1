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
};

export const embeddedExample = exampleView({
  ...base,
  id: 'example-embedded',
  name: 'Call centrum',
  description: null,
  updatedAt: null,
  data: { body: '<p>Volejte v pracovní dny od 8 do 17 hodin.</p>' },
});
