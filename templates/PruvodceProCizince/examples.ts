import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'PruvodceProCizince', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  guide: exampleView({
    ...base,
    id: 'example-guide',
    name: 'Průvodce pro cizince',
    description: 'Jak najít práci a požádat o pomoc, když jste do Česka přišli z ciziny.',
    data: {
      languageNotice: 'Úřad práce ČR jedná v češtině. Pokud česky nemluvíte, přijďte s tlumočníkem.',
      steps: [
        {
          title: 'Zjistěte, zda potřebujete povolení k zaměstnání',
          body: '<p>Občané EU pracují bez povolení.</p>',
          bring: ['cestovní pas nebo průkaz totožnosti'],
          where: { text: 'Ministerstvo vnitra', link: { label: 'Zaměstnávání cizinců', url: '/zamestnavani-cizincu' } },
        },
        { title: 'Zaregistrujte se na úřadu práce', where: { text: 'Kontaktní pracoviště podle místa pobytu' } },
      ],
      usefulLinks: [{ label: 'Portál Ministerstva vnitra pro cizince', url: 'https://ipc.gov.cz' }],
      legalBasis: [{ label: 'Zákon č. 435/2004 Sb., o zaměstnanosti', url: 'https://www.zakonyprolidi.cz/cs/2004-435' }],
    },
  }),
  broken: exampleView({ ...base, id: 'example-guide-broken', name: 'Průvodce', description: null, data: { languageNotice: 3, steps: [{ title: 'Krok, který zůstane' }, { body: '<p>Bez nadpisu</p>' }] } }),
};
