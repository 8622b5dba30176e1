import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Presmerovani', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  external: exampleView({
    ...base,
    id: 'example-redirect-out',
    name: 'Volná místa',
    description: 'Volná pracovní místa z celé republiky zveřejňuje portál jobs.gov.cz.',
    data: { target: { label: 'Volná místa na portálu jobs.gov.cz', url: 'https://jobs.gov.cz' } },
  }),
  internal: exampleView({ ...base, id: 'example-redirect-in', name: 'Superdávka', description: null, data: { target: { label: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' } } }),
  broken: exampleView({ ...base, id: 'example-redirect-broken', name: 'Přesměrování', description: null, data: { target: { label: 'Ven', url: 'javascript:alert(1)' } } }),
};
