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
  broken: exampleView({
    ...base,
    id: 'example-structure-broken',
    name: 'Struktura',
    description: null,
    data: { units: [{ id: 'ok', name: 'Útvar, který zůstane', email: 'neni-adresa', children: [{ id: 'x y', name: 7 }] }] },
  }),
};
