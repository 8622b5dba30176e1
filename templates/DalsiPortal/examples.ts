import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'DalsiPortal', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  eures: exampleView({
    ...base,
    id: 'example-portal',
    name: 'EURES – práce v Evropě',
    description: 'Evropský portál pracovní mobility s nabídkami práce v zemích EU a EHP.',
    data: {
      link: { label: 'eures.europa.eu', url: 'https://eures.europa.eu' },
      operator: 'Evropská komise a veřejné služby zaměstnanosti členských států',
      body: '<p>Poradci EURES na krajských pobočkách radí s hledáním práce v zahraničí.</p>',
    },
  }),
  broken: exampleView({ ...base, id: 'example-portal-broken', name: 'Portál', description: null, data: { link: { label: 'Ven', url: 'javascript:alert(1)' }, operator: 'Úřad' } }),
};
