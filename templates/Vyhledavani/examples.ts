import type { SearchView } from './Vyhledavani.tsx';
import { exampleView, type Examples } from '../types.ts';

export const examples: Examples = {
  search: exampleView({
    id: 'example-search',
    name: 'Vyhledávání',
    description: 'Hledejte dávky, formuláře, pracoviště a aktuality Úřadu práce ČR.',
    language: 'cs-CZ',
    structureKey: 'Vyhledavani',
    categories: [],
    tags: [],
    displayAt: null,
    updatedAt: null,
    data: { exampleQueries: ['rodičovský příspěvek', 'úřední hodiny'], minLength: 3 },
  }),
};

/** What the load hands the component for a search that found something, and for a term too short. */
export const results: SearchView = {
  state: 'results',
  term: 'prispevek na bydleni',
  total: 12,
  page: 1,
  pageCount: 2,
  items: [{ id: '1', title: 'Příspěvek na bydlení', url: '/prispevek-na-bydleni', type: 'Služba', snippet: '… <mark>příspěvek</mark> na <mark>bydlení</mark> nahradila &lt;nová&gt; dávka …' }],
  suggestion: undefined,
  filters: [
    { name: 'type', options: [{ value: 'Sluzba', label: 'Služba', count: 9 }, { value: 'Aktualita', label: 'Aktualita', count: 3 }], selected: 'Sluzba' },
    { name: 'category', options: [], selected: undefined },
    { name: 'year', options: [{ value: '2026', label: '2026', count: 12 }] },
    { name: 'region', options: [] },
  ],
  chosen: [['type', 'Sluzba']],
  ignored: [],
  path: '/vyhledavani',
};
export const tooShort: SearchView = { state: 'invalid', term: 'ab', message: 'search.termTooShort', path: '/vyhledavani' };
