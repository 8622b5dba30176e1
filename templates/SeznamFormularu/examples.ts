import type { ListPage } from '../lists/ListView.tsx';
import { exampleView, type Examples } from '../types.ts';
import type { FormEntry } from './SeznamFormularu.tsx';

const base = { language: 'cs-CZ', structureKey: 'SeznamFormularu', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

/** The list of forms as the CMS hands it over; its forms come from the template's load. */
export const examples: Examples = {
  forms: exampleView({
    ...base,
    id: 'example-forms',
    name: 'Formuláře',
    description: 'Žádosti a tiskopisy k dávkám, zaměstnanosti a příspěvkům.',
    data: { list: { structureKeys: ['Formular'], filters: ['agenda'], sort: 'name:asc', sortOptions: ['name:asc', 'name:desc'] } },
  }),
  broken: exampleView({ ...base, id: 'example-forms-broken', name: 'Formuláře bez definice', description: null, data: { list: { structureKeys: [], sort: 'random' } } }),
};

/** What `load` hands the component: the forms of one area, A–Z. */
export const loadedForms: ListPage<FormEntry> = {
  items: [
    { id: '1', title: 'Žádost o podporu v nezaměstnanosti', url: '/formulare/zadost-o-podporu-v-nezamestnanosti', description: 'Podáváte po zařazení do evidence uchazečů o zaměstnání.', agendas: ['Zaměstnanost'] },
    { id: '2', title: 'Žádost o zprostředkování zaměstnání', url: '/formulare/zadost-o-zprostredkovani-zamestnani', agendas: ['Zaměstnanost'] },
  ],
  total: 2,
  page: 1,
  pageCount: 1,
  filters: [{ name: 'agenda', label: 'Agendy', options: [{ value: 'zamestnanost', label: 'Zaměstnanost' }, { value: 'prispevek-na-peci', label: 'Příspěvek na péči' }], selected: 'zamestnanost' }],
  sort: 'name:asc',
  defaultSort: 'name:asc',
  sortOptions: ['name:asc', 'name:desc'],
  state: [['agenda', 'zamestnanost']],
  ignored: [],
  path: '/formulare',
};
