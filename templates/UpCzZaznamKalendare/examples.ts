import { exampleView, type Examples } from '../types.ts';
import type { EventLoaded } from './Event.tsx';

const base = { tags: [], categories: [], displayAt: '2026-11-09T09:00:00+01:00', updatedAt: '2026-11-10T10:00:00+01:00' };

const praguePlace = {
  name: 'Kongresový sál Ministerstva práce a sociálních věcí',
  address: { street: 'Na Poříčním právu 376/1', city: 'Praha 2', postalCode: '128 01' },
  geo: { lat: 50.0707, lng: 14.4147 },
};

/** Events and conferences as the CMS would hand them over. */
export const examples: Examples = {
  jobFair: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-event-fair',
    structureKey: 'UpCzZaznamKalendare',
    name: 'Burza práce v Plzni',
    description: 'Zaměstnavatelé z Plzeňského kraje nabízejí volná místa a poradí s životopisem.',
    data: {
      start: '2027-04-14T09:00:00+02:00',
      end: '2027-04-14T15:00:00+02:00',
      place: { name: 'Kulturní dům Šeříková', address: { street: 'Šeříková 631/13', city: 'Plzeň', postalCode: '301 00' }, geo: { lat: 49.7385, lng: 13.3603 } },
      organiser: { name: 'Krajská pobočka Úřadu práce ČR v Plzni', email: 'info.ps@uradprace.cz', phone: '+420 950 149 111' },
      price: 'Vstup zdarma',
      audience: 'uchazeči o zaměstnání, studenti, veřejnost',
      registration: { required: false, note: 'Životopis si přineste vytištěný.' },
      programme: [
        { start: '09:00', end: '09:15', title: 'Zahájení', speaker: 'ředitelka krajské pobočky' },
        { start: '09:15', end: '15:00', title: 'Stánky zaměstnavatelů' },
      ],
      body: '<p>Na burze se představí přes čtyřicet zaměstnavatelů.</p>',
    },
  }),
  conference: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-conference',
    structureKey: 'Konference',
    name: 'Carers at Work 2027 conference',
    description: 'A two-day conference on combining care for a relative with a job.',
    data: {
      start: '2027-03-24T09:00:00+01:00',
      end: '2027-03-25T15:00:00+01:00',
      place: { ...praguePlace, name: 'Congress hall of the Ministry of Labour and Social Affairs' },
      organiser: { name: 'Ministry of Labour and Social Affairs and the Labour Office', email: 'konference@uradprace.cz', phone: '+420 950 180 333' },
      price: 'Fee 300 CZK',
      audience: 'employers, HR staff, carers',
      registration: {
        required: true,
        deadline: '2027-03-12T23:59:00+01:00',
        capacity: 180,
        url: { label: 'Registration form (in Czech)', url: 'https://www.mpsv.cz/web/cz/formulare' },
        note: 'Talks will be in Czech with Czech sign language interpreting.',
      },
      programme: [
        { day: '2027-03-24', start: '09:00', end: '10:30', title: 'Carers in numbers' },
        { day: '2027-03-24', start: '10:45', end: '12:15', title: 'Flexible working under the Labour Code' },
        { day: '2027-03-25', start: '09:00', end: '11:00', title: 'Workshop for employers', speaker: 'HR experts' },
      ],
      body: '<p>The second day is devoted to workshops.</p>',
    },
  }),
  online: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-event-online',
    structureKey: 'UpCzZaznamKalendare',
    name: 'Webinář: zaměstnávání cizinců',
    description: 'Co musí zaměstnavatel splnit, než přijme cizince.',
    data: {
      start: '2026-12-03T10:00:00+01:00',
      end: '2026-12-03T12:00:00+01:00',
      place: { name: 'Online (Microsoft Teams)', online: true },
      organiser: { name: 'Generální ředitelství Úřadu práce ČR' },
      registration: { required: true, deadline: '2026-12-01T12:00:00+01:00', url: { label: 'Registrační formulář', url: 'https://www.mpsv.cz/web/cz/formulare' } },
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-event-broken',
    structureKey: 'UpCzZaznamKalendare',
    name: 'Akce s vadnými údaji',
    description: 'Perex zůstává.',
    data: {
      start: '2026-12-03T10:00:00+01:00',
      end: '2026-12-03T12:00:00+01:00',
      place: 'v Praze',
      registration: { required: 'ano' },
      programme: [{ start: '9 hodin', title: 'Bez času' }, { start: '10:00', title: 'Platný bod' }],
      body: '<p>Text zůstává.</p>',
    },
  }),
};

/** What `load` hands the component, at three moments of an event's life. */
export const loaded = {
  open: { state: 'open', path: '/kalendar-akci/example' },
  registrationClosed: { state: 'registrationClosed', path: '/en/events/carers-at-work-2027' },
  past: { state: 'past', path: '/kalendar-akci/example' },
} satisfies Record<string, EventLoaded>;
