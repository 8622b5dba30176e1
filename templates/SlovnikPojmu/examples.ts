import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'SlovnikPojmu', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  glossary: exampleView({
    ...base,
    id: 'example-glossary',
    name: 'Slovník pojmů',
    description: 'Co znamenají slova, se kterými se na úřadu práce setkáte.',
    data: {
      terms: [
        { id: 'zivotni-minimum', term: 'Životní minimum', definition: 'Minimální hranice **peněžních příjmů** k zajištění výživy:\n\n- jídla,\n- oblečení.' },
        { id: 'chranena-dilna', term: 'Chráněné pracovní místo', definition: 'Místo zřízené pro osobu se zdravotním postižením.' },
        { id: 'hmotna-nouze', term: 'Hmotná nouze', definition: 'Stav, kdy příjmy nestačí na základní životní potřeby.' },
        { id: 'cestovni-nahrady', term: 'Cestovní náhrady', definition: 'Úhrada výdajů na cesty k pohovoru.' },
        { id: 'davka', term: 'Dávka státní sociální pomoci', definition: 'Dávka pro domácnosti s nízkými příjmy.', synonyms: ['superdávka'], related: [{ label: 'Více informací', url: '/davka-statni-socialni-pomoci' }] },
        { id: 'uchazec', term: 'Uchazeč o zaměstnání', definition: 'Člověk v evidenci [úřadu práce](/kontaktni-pracoviste).' },
        { id: 'uraz', term: 'Úřad práce', definition: 'Správní úřad pro zaměstnanost a nepojistné dávky.' },
      ],
    },
  }),
  broken: exampleView({ ...base, id: 'example-glossary-broken', name: 'Slovník', description: null, data: { terms: [{ id: 'ok', term: 'Pojem, který zůstane', definition: 'Platná definice.' }, { id: 'bad', term: 'Bez definice' }] } }),
};
