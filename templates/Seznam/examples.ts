import type { ListPage } from '../lists/ListView.tsx';
import type { ListItem } from './Seznam.tsx';
import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Seznam', categories: [], tags: [], displayAt: null, updatedAt: '2026-11-02T08:00:00Z' };

/** A list of content as the CMS would hand it over; its items come from the template's load. */
export const examples: Examples = {
  news: exampleView({
    ...base,
    id: 'example-news',
    name: 'Aktuality',
    description: 'Novinky Úřadu práce ČR: změny v dávkách, úřední hodiny, veletrhy práce.',
    data: {
      body: '<p>Nejnovější zprávy jsou nahoře.</p>',
      list: { structureKeys: ['Aktualita'], filters: ['year', 'kraj'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] },
    },
  }),
  press: exampleView({
    ...base,
    id: 'example-press',
    name: 'Tiskové zprávy',
    description: 'Tiskové zprávy generálního ředitelství a krajských poboček.',
    data: { list: { structureKeys: ['TiskovaZprava'], filters: ['year', 'tema'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  events: exampleView({
    ...base,
    id: 'example-events',
    name: 'Kalendář akcí',
    description: 'Veletrhy práce, semináře a konference úřadu práce.',
    data: { list: { structureKeys: ['UpCzZaznamKalendare', 'Konference'], filters: ['year', 'kraj'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  careers: exampleView({
    ...base,
    id: 'example-careers',
    name: 'Kariéra na úřadu práce',
    description: 'Volná služební a pracovní místa Úřadu práce ČR.',
    data: { list: { structureKeys: ['UpCzSluzebniMisto', 'PracovniMisto'], filters: ['kraj', 'okres'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  portals: exampleView({
    ...base,
    id: 'example-portals',
    name: 'Další portály',
    description: 'Portály státní správy, které se vám mohou hodit.',
    data: { list: { structureKeys: ['DalsiPortal'], sort: 'name:asc', sortOptions: ['name:asc', 'name:desc'] } },
  }),
  requests: exampleView({
    ...base,
    id: 'example-requests',
    name: 'Poskytnuté informace',
    description: 'Informace poskytnuté na žádost podle zákona č. 106/1999 Sb.',
    data: { list: { structureKeys: ['VyzadanaInformace'], filters: ['year'], sort: 'displayAt:desc' } },
  }),
  broken: exampleView({ ...base, id: 'example-news-broken', name: 'Seznam bez definice', description: null, data: { list: { structureKeys: 'Aktualita' } } }),
};

/** What `load` hands the component: a second page of a filtered list. */
export const loadedPage: ListPage<ListItem> = {
  items: [
    { id: '1', title: 'Veletrh práce v Ostravě', url: '/aktuality/veletrh-prace-ostrava-2026', description: 'Přes sto zaměstnavatelů na jednom místě.', date: '15. října 2026', dateTime: '2026-10-15T08:00:00Z' },
    { id: '2', title: 'Úřední hodiny o Vánocích', url: '/aktuality/provoz-pracovist-o-vanocnich-svatcich-2026' },
  ],
  total: 12,
  page: 2,
  pageCount: 2,
  filters: [
    { name: 'year', options: ['2026', '2025', '2024'].map((value) => ({ value, label: value })), selected: '2026' },
    { name: 'kraj', label: 'Kraje', options: [{ value: 'jihomoravsky', label: 'Jihomoravský kraj' }, { value: 'moravskoslezsky', label: 'Moravskoslezský kraj' }], selected: 'moravskoslezsky' },
  ],
  sort: 'displayAt:desc',
  defaultSort: 'displayAt:desc',
  sortOptions: ['displayAt:desc', 'displayAt:asc'],
  state: [['year', '2026'], ['kraj', 'moravskoslezsky']],
  ignored: [],
  path: '/aktuality',
};
