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
  items: [{ id: '1', title: 'Příspěvek na bydlení', url: '/prispevek-na-bydleni', snippet: '… <mark>příspěvek</mark> na <mark>bydlení</mark> nahradila &lt;nová&gt; dávka …' }],
  suggestion: undefined,
  path: '/vyhledavani',
};
export const tooShort: SearchView = { state: 'invalid', term: 'ab', message: 'search.termTooShort', path: '/vyhledavani' };
