import type { OpeningSpan, TemporaryHours } from '../../shared/content-shapes.ts';
import { hoursInForce } from '../../shared/office-hours.ts';
import { exampleView, type Examples } from '../types.ts';
import type { WorkplaceLoaded } from './UpCzKontaktniPracoviste.tsx';

const base = {
  structureKey: 'UpCzKontaktniPracoviste',
  categories: [
    { key: 'kraj.karlovarsky', name: 'Karlovarský kraj', vocabulary: 'kraj' },
    { key: 'okres.sokolov', name: 'Sokolov', vocabulary: 'okres' },
  ],
  tags: [],
  displayAt: '2026-01-05T08:00:00+01:00',
  updatedAt: '2026-04-01T08:00:00+02:00',
};

const officeHours: OpeningSpan[] = [
  { day: 'monday', open: '08:00', close: '12:00' },
  { day: 'monday', open: '13:00', close: '17:00' },
  { day: 'wednesday', open: '08:00', close: '12:00' },
  { day: 'wednesday', open: '13:00', close: '17:00' },
];

const office = {
  officeType: 'detasovane-pracoviste',
  region: 'karlovarsky',
  district: 'sokolov',
  address: { street: 'náměstí 28. října 1438', city: 'Kraslice', postalCode: '358 01' },
  geo: { lat: 50.3237, lng: 12.5175 },
  email: 'kop.kraslice@uradprace.cz',
  officeHours,
  agendas: ['zamestnanost', 'statni-socialni-pomoc', 'hmotna-nouze'],
  barrierFree: false,
  // A change that has ended: it stays in the data and is ignored.
  temporaryOfficeHours: [
    {
      validFrom: '2025-10-01T00:00:00+02:00',
      validTo: '2026-03-31T23:59:59+02:00',
      reason: 'V době přechodu na dávku státní sociální pomoci bylo pracoviště otevřeno i v úterý a ve čtvrtek.',
      hours: [...officeHours, { day: 'tuesday', open: '08:00', close: '17:00' }],
    } satisfies TemporaryHours,
  ],
};

/** A contact workplace as the CMS hands it over, in Czech and English; agendas and branch come from `load`. */
export const examples: Examples = {
  workplace: exampleView({
    ...base,
    id: 'example-workplace',
    language: 'cs-CZ',
    name: 'Detašované pracoviště Kraslice',
    description: 'Kontakty a úřední hodiny pracoviště Úřadu práce ČR v Kraslicích.',
    data: {
      ...office,
      phones: [
        { label: 'Informace', number: '+420 950 154 111' },
        { label: 'Zaměstnanost', number: '+420 950 154 211' },
      ],
      branch: '/kontakty/krajska-pobocka-karlovy-vary',
      body: '<p>Detašované pracoviště je otevřené jen v pondělí a ve středu.</p>',
    },
  }),
  workplaceEnglish: exampleView({
    ...base,
    id: 'example-workplace-en',
    language: 'en-GB',
    name: 'Satellite office Kraslice',
    description: 'Contacts and office hours of the Labour Office in Kraslice.',
    data: { ...office, phones: [{ label: 'Information', number: '+420 950 154 111' }], branch: '/contacts/regional-branch-karlovy-vary' },
  }),
  workplaceRussian: exampleView({
    ...base,
    id: 'example-workplace-ru',
    language: 'ru-RU',
    name: 'Выездное отделение Краслице',
    description: 'Контакты и часы приёма управления труда в Краслице.',
    data: { ...office, phones: [{ label: 'Справки', number: '+420 950 154 111' }] },
  }),
  workplaceUkrainian: exampleView({
    ...base,
    id: 'example-workplace-ua',
    language: 'uk-UA',
    name: 'Виїзне відділення Краслице',
    description: 'Контакти та години прийому управління праці в Краслице.',
    data: { ...office, phones: [{ label: 'Довідки', number: '+420 950 154 111' }] },
  }),
  broken: exampleView({
    ...base,
    id: 'example-workplace-broken',
    language: 'cs-CZ',
    name: 'Pracoviště s vadnými údaji',
    description: 'Popis zůstává.',
    data: { ...office, barrierFree: 'ano', agendas: 'zamestnanost', phones: [{ number: 42 }], branch: 7 },
  }),
};

const now = Date.parse('2026-11-23T10:00:00+01:00');

/** What `load` hands the Czech page: the past change ignored, agenda names, the branch. */
export const loadedWorkplace: WorkplaceLoaded = {
  hours: hoursInForce(office.officeHours, office.temporaryOfficeHours, now),
  agendas: ['Zaměstnanost', 'Dávka státní sociální pomoci', 'Pomoc v hmotné nouzi'],
  branch: { id: '1204', name: 'Krajská pobočka v Karlových Varech', url: '/kontakty/krajska-pobocka-karlovy-vary', address: { street: 'Svobodova 1431/1', city: 'Karlovy Vary', postalCode: '360 01' } },
};

/** The same in English. */
export const loadedWorkplaceEnglish: WorkplaceLoaded = {
  hours: loadedWorkplace.hours,
  agendas: ['Employment', 'State social assistance benefit', 'Assistance in material need'],
  branch: { id: '1204', name: 'Regional branch in Karlovy Vary', url: '/en/contacts/regional-branch-karlovy-vary' },
};
