import type { OpeningSpan, TemporaryHours } from '../../shared/content-shapes.ts';
import { hoursInForce } from '../../shared/office-hours.ts';
import { exampleView, type Examples } from '../types.ts';
import type { BranchLoaded } from './UpCzKontaktyKrajskaPobocka.tsx';

const base = {
  structureKey: 'UpCzKontaktyKrajskaPobocka',
  categories: [
    { key: 'kraj.liberecky', name: 'Liberecký kraj', vocabulary: 'kraj' },
    { key: 'typ-pracoviste.krajska-pobocka', name: 'Krajská pobočka', vocabulary: 'typ-pracoviste' },
  ],
  tags: [],
  displayAt: '2026-01-05T08:00:00+01:00',
  updatedAt: '2026-09-24T10:00:00+02:00',
};

const officeHours: OpeningSpan[] = [
  { day: 'monday', open: '08:00', close: '17:00' },
  { day: 'tuesday', open: '08:00', close: '13:00' },
  { day: 'wednesday', open: '08:00', close: '17:00' },
  { day: 'thursday', open: '08:00', close: '13:00' },
];

const reconstructionHours: OpeningSpan[] = [
  { day: 'monday', open: '08:00', close: '12:00' },
  { day: 'monday', open: '13:00', close: '17:00' },
  { day: 'tuesday', open: '08:00', close: '11:00' },
  { day: 'wednesday', open: '08:00', close: '12:00' },
  { day: 'wednesday', open: '13:00', close: '17:00' },
  { day: 'thursday', open: '08:00', close: '11:00' },
];

const reconstruction: TemporaryHours = {
  validFrom: '2026-10-01T00:00:00+02:00',
  validTo: '2027-01-31T23:59:59+01:00',
  hours: reconstructionHours,
  reason: 'Probíhá rekonstrukce přízemí budovy a výtahu. Klienti jsou přijímáni ve 2. patře.',
};

const office = {
  officeType: 'krajska-pobocka',
  region: 'liberecky',
  district: 'liberec',
  address: { street: 'U Nisy 745/6a', city: 'Liberec', postalCode: '460 07' },
  geo: { lat: 50.7708, lng: 15.0634 },
  ico: '72496991',
  dataBoxId: 'hm2c8wn',
  emailRoom: 'podatelna.lb@uradprace.cz',
  email: 'info.lb@uradprace.cz',
  officeHours,
  workplaces: { structureKeys: ['UpCzKontaktniPracoviste'], category: ['kraj.liberecky'], sort: 'name:asc', pageSize: 100 },
};

/** A regional branch as the CMS hands it over, in Czech and English; the workplaces come from `load`. */
export const examples: Examples = {
  branch: exampleView({
    ...base,
    id: 'example-branch',
    language: 'cs-CZ',
    name: 'Krajská pobočka v Liberci',
    description: 'Kontakty a úřední hodiny krajské pobočky Úřadu práce ČR v Liberci.',
    data: {
      ...office,
      director: { role: 'ředitelka krajské pobočky', titleBefore: 'Bc.', firstName: 'Alena', lastName: 'Ukázková', phone: '+420 950 116 101', email: 'reditel.lb@uradprace.cz' },
      phones: [
        { label: 'Informace a podatelna', number: '+420 950 116 111' },
        { label: 'Odbor zaměstnanosti', number: '+420 950 116 222' },
      ],
      accountNumbers: [
        { label: 'Platby pro krajskou pobočku (vratky dávek a podpor)', number: '19-2531081/0710' },
        { label: 'Pro platby ze zahraničí (IBAN)', number: 'CZ16 0710 1925 3108 1071 0000' },
      ],
      callCentres: [
        { label: 'Call centrum – zaměstnanost', number: '+420 844 844 803', note: 'Pracovní dny 8:00–19:00.' },
        { label: 'Call centrum – nepojistné sociální dávky', number: '+420 800 779 900', note: 'Bezplatná linka. Pracovní dny 8:00–19:00.' },
      ],
      officialBoard: { label: 'Úřední deska krajské pobočky', url: '/uredni-deska' },
      onlineAppointment: { label: 'Objednat se na schůzku online', url: '/objednani-na-pracoviste' },
      temporaryOfficeHours: [reconstruction],
      body: '<p>Krajská pobočka řídí kontaktní pracoviště v Libereckém kraji.</p>',
    },
  }),
  branchEnglish: exampleView({
    ...base,
    id: 'example-branch-en',
    language: 'en-GB',
    name: 'Regional branch in Liberec',
    description: 'Contacts and office hours of the Labour Office regional branch in Liberec.',
    data: {
      ...office,
      director: { role: 'Director of the regional branch', titleBefore: 'Bc.', firstName: 'Alena', lastName: 'Ukázková' },
      phones: [{ label: 'Information and mailroom', number: '+420 950 116 111' }],
      temporaryOfficeHours: [
        {
          validFrom: '2026-10-01T00:00:00+02:00',
          validTo: '2027-01-31T23:59:59+01:00',
          hours: reconstructionHours,
          reason: 'The ground floor and the lift are being rebuilt. Clients are seen on the 2nd floor.',
        },
      ],
    },
  }),
  branchRussian: exampleView({
    ...base,
    id: 'example-branch-ru',
    language: 'ru-RU',
    name: 'Краевой филиал в Либерце',
    description: 'Контакты и часы приёма краевого филиала управления труда в Либерце.',
    data: {
      ...office,
      director: { role: 'директор краевого филиала', titleBefore: 'Bc.', firstName: 'Alena', lastName: 'Ukázková' },
      phones: [{ label: 'Справки и приём документов', number: '+420 950 116 111' }],
      temporaryOfficeHours: [
        {
          validFrom: '2026-10-01T00:00:00+02:00',
          validTo: '2027-01-31T23:59:59+01:00',
          hours: reconstructionHours,
          reason: 'Перестраиваются первый этаж и лифт. Клиентов принимают на 3-м этаже.',
        },
      ],
    },
  }),
  branchUkrainian: exampleView({
    ...base,
    id: 'example-branch-ua',
    language: 'uk-UA',
    name: 'Крайова філія в Ліберці',
    description: 'Контакти та години прийому крайової філії управління праці в Ліберці.',
    data: {
      ...office,
      director: { role: 'директорка крайової філії', titleBefore: 'Bc.', firstName: 'Alena', lastName: 'Ukázková' },
      phones: [{ label: 'Довідки та прийом документів', number: '+420 950 116 111' }],
      temporaryOfficeHours: [
        {
          validFrom: '2026-10-01T00:00:00+02:00',
          validTo: '2027-01-31T23:59:59+01:00',
          hours: reconstructionHours,
          reason: 'Перебудовують перший поверх і ліфт. Клієнтів приймають на 3-му поверсі.',
        },
      ],
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-branch-broken',
    language: 'cs-CZ',
    name: 'Krajská pobočka s vadnými údaji',
    description: 'Popis zůstává.',
    data: { ...office, dataBoxId: 'příliš dlouhé id', geo: { lat: 'sever', lng: 15 }, officeHours: [{ day: 'pondělí', open: '8', close: '17' }], director: 42, email: 'info.lb@uradprace.cz' },
  }),
};

const workplaces: BranchLoaded['workplaces'] = [
  { id: '1301', name: 'Kontaktní pracoviště Česká Lípa', url: '/kontakty/pracoviste-ceska-lipa', address: { street: 'Děčínská 390', city: 'Česká Lípa', postalCode: '470 01' }, phone: { label: 'Informace', number: '+420 950 116 411' } },
  { id: '1302', name: 'Kontaktní pracoviště Jablonec nad Nisou', url: '/kontakty/pracoviste-jablonec-nad-nisou', address: { street: 'Podhorská 49', city: 'Jablonec nad Nisou', postalCode: '466 01' } },
];

/** What `load` hands the page on 23 November 2026: the reconstruction hours are in force. */
export const loadedDuringChange: BranchLoaded = { hours: hoursInForce(officeHours, [reconstruction], Date.parse('2026-11-23T10:00:00+01:00')), workplaces };

/** What `load` hands the page on 15 September 2026: regular hours, the change announced. */
export const loadedBeforeChange: BranchLoaded = { hours: hoursInForce(officeHours, [reconstruction], Date.parse('2026-09-15T10:00:00+02:00')), workplaces };
