import type { ListPage } from './Seznam.tsx';
import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Seznam', categories: [], tags: [], displayAt: null, updatedAt: '2026-11-02T08:00:00Z' };

/** A list of content as the CMS would hand it over; its items come from the template's load. */
export const examples: Examples = {
  news: exampleView({
    ...base,
    id: 'example-news',
    name: 'Aktuality',
    description: 'Novinky Úřadu práce ČR: změny v dávkách, úřední hodiny, veletrhy práce.',
    data: { body: '<p>Nejnovější zprávy jsou nahoře.</p>', list: { structureKeys: ['Aktualita'], sort: 'displayAt:desc' } },
  }),
  broken: exampleView({ ...base, id: 'example-news-broken', name: 'Seznam bez definice', description: null, data: { list: { structureKeys: 'Aktualita' } } }),
};

/** What `load` hands the component: a second page of a filtered list. */
export const loadedPage: ListPage = {
  items: [
    { id: '1', title: 'Veletrh práce v Ostravě', url: '/aktuality/veletrh-prace-ostrava-2026', description: 'Přes sto zaměstnavatelů na jednom místě.', date: '15. října 2026', dateTime: '2026-10-15T08:00:00Z' },
    { id: '2', title: 'Úřední hodiny o Vánocích', url: '/aktuality/provoz-pracovist-o-vanocnich-svatcich-2026' },
  ],
  total: 12,
  page: 2,
  pageCount: 2,
  year: 2026,
  years: [2026, 2025, 2024],
  ignored: [],
  path: '/aktuality',
};
