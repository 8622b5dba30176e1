import type { ListPage } from '../lists/ListView.tsx';
import { exampleView, type Examples } from '../types.ts';
import type { WorkplaceEntry } from './UpCzKontaktySouhrnPracovist.tsx';

const base = { language: 'cs-CZ', structureKey: 'UpCzKontaktySouhrnPracovist', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

/** The list of workplaces as the CMS hands it over; its offices come from the template's load. */
export const examples: Examples = {
  workplaces: exampleView({
    ...base,
    id: 'example-workplaces',
    name: 'Kontaktní pracoviště',
    description: 'Adresy, telefony a úřední hodiny všech pracovišť Úřadu práce ČR.',
    data: {
      list: { structureKeys: ['UpCzKontaktniPracoviste', 'UpCzKontaktyKrajskaPobocka'], filters: ['kraj', 'okres', 'typ-pracoviste'], sort: 'name:asc', sortOptions: ['name:asc', 'name:desc'] },
      mapLink: { label: 'Krajské pobočky na mapě', url: '/mapa-pobocek' },
    },
  }),
  broken: exampleView({ ...base, id: 'example-workplaces-broken', name: 'Pracoviště', description: null, data: { list: { structureKeys: 'UpCzKontaktniPracoviste' }, mapLink: { label: 'Mapa', url: 'javascript:alert(1)' } } }),
};

const weekdays = (['monday', 'tuesday', 'wednesday', 'thursday'] as const).map((day) => ({ day, open: '08:00', close: day === 'monday' || day === 'wednesday' ? '17:00' : '13:00' }));

/** What `load` hands the component: the workplaces of one district, one with changed hours in force. */
export const loadedWorkplaces: ListPage<WorkplaceEntry> = {
  items: [
    {
      id: '1',
      title: 'Kontaktní pracoviště Benešov',
      url: '/kontakty/kontaktni-pracoviste-benesov',
      type: 'Kontaktní pracoviště',
      address: { street: 'Vnoučkova 2136', city: 'Benešov', postalCode: '256 01' },
      phones: [{ label: 'Informace', number: '+420 950 143 111' }],
      hours: {
        today: 'monday',
        regular: weekdays,
        current: { validFrom: '2026-10-01T00:00:00+02:00', validTo: '2026-12-31T23:59:59+01:00', reason: 'Rekonstrukce přízemí budovy.', hours: [{ day: 'monday', open: '08:00', close: '12:00' }] },
        upcoming: [],
      },
    },
  ],
  total: 1,
  page: 1,
  pageCount: 1,
  filters: [
    { name: 'kraj', label: 'Kraje', options: [{ value: 'stredocesky', label: 'Středočeský kraj' }], selected: 'stredocesky' },
    { name: 'okres', label: 'Okresy', options: [{ value: 'benesov', label: 'Benešov' }, { value: 'kolin', label: 'Kolín' }], selected: 'benesov' },
  ],
  sort: 'name:asc',
  defaultSort: 'name:asc',
  sortOptions: ['name:asc', 'name:desc'],
  state: [['kraj', 'stredocesky'], ['okres', 'benesov']],
  ignored: [],
  path: '/kontaktni-pracoviste',
};
