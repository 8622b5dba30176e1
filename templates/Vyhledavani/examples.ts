import type { SearchView } from './Vyhledavani.tsx';
import { exampleView, type Examples } from '../types.ts';

const base = { structureKey: 'Vyhledavani', categories: [], tags: [], displayAt: null, updatedAt: null };

export const examples: Examples = {
  search: exampleView({ ...base, id: 'example-search', name: 'Vyhledávání', description: 'Hledejte dávky, formuláře, pracoviště a aktuality Úřadu práce ČR.', language: 'cs-CZ', data: { exampleQueries: ['rodičovský příspěvek', 'úřední hodiny'], minLength: 3 } }),
  english: exampleView({ ...base, id: 'example-search-en', name: 'Search', description: 'Search for benefits, forms, offices and news of the Labour Office.', language: 'en-GB', data: { exampleQueries: ['parental allowance', 'office hours'], minLength: 3 } }),
  russian: exampleView({ ...base, id: 'example-search-ru', name: 'Поиск', description: 'Ищите пособия, бланки, отделения и новости управления труда.', language: 'ru-RU', data: { exampleQueries: ['родительское пособие', 'часы приёма'], minLength: 3 } }),
  ukrainian: exampleView({ ...base, id: 'example-search-ua', name: 'Пошук', description: 'Шукайте допомоги, бланки, відділення та новини управління праці.', language: 'uk-UA', data: { exampleQueries: ['батьківська допомога', 'години прийому'], minLength: 3 } }),
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

/** Nothing in English, results in Czech: one translated into English, one only in Czech. */
export const otherLanguage: SearchView = {
  state: 'results',
  term: 'příspěvek na bydlení',
  total: 0,
  page: 1,
  pageCount: 0,
  items: [],
  otherLanguage: {
    language: 'Česky',
    total: 15,
    path: '/vyhledavani',
    items: [
      { id: '1', title: 'Housing allowance', url: '/en/housing-allowance', type: 'Service', snippet: 'A monthly contribution to housing costs.' },
      { id: '2', title: 'Příspěvek na živobytí', url: '/prispevek-na-zivobyti', type: 'Service', snippet: 'Dávka pomoci v hmotné nouzi.', hrefLang: 'cs-CZ' },
    ],
  },
  filters: [],
  chosen: [],
  ignored: [],
  path: '/en/search',
};
