import { exampleView, type Examples } from '../types.ts';
import type { FormLoaded } from './Formular.tsx';

const base = { structureKey: 'Formular', tags: [], displayAt: '2025-10-01T08:00:00+02:00', updatedAt: '2026-05-04T10:00:00+02:00' };
const agenda = { key: 'agenda.statni-socialni-pomoc', name: 'Státní sociální pomoc', vocabulary: 'agenda' };

/** Forms as the CMS would hand them over; the service they belong to comes from the template's load. */
export const examples: Examples = {
  form: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-form',
    name: 'Žádost o dávku státní sociální pomoci',
    description: 'Formulář žádosti o dávku státní sociální pomoci a jeho přílohy.',
    categories: [agenda],
    data: {
      service: '/davka-statni-socialni-pomoci',
      onlineRequest: { label: 'Vyplnit a odeslat online v Klientské zóně Jenda', url: 'https://jenda.mpsv.cz' },
      onlineApplication: { label: 'Mobilní aplikace Jenda', url: 'https://jenda.mpsv.cz' },
      interactiveForm: { label: 'Interaktivní formulář na portálu MPSV', url: 'https://www.mpsv.cz/web/cz/formulare' },
      printablePdf: { title: 'Žádost o dávku státní sociální pomoci', url: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', mimeType: 'application/pdf', size: 21834, language: 'cs-CZ' },
      attachments: [
        { title: 'Souhlas člena domácnosti', url: '/cms/documents/4314/souhlas-clena-domacnosti.pdf', mimeType: 'application/pdf', size: 12630, language: 'cs-CZ' },
        { title: 'Vzor vyplnění žádosti', url: '/cms/documents/4313/vzor-vyplneni-zadosti-o-davku-statni-socialni-pomoci.pdf', mimeType: 'application/pdf', size: 24410, language: 'cs-CZ' },
      ],
      body: '<p>Tištěnou žádost vyplňte hůlkovým písmem; vzor vyplnění najdete v přílohách.</p>',
    },
  }),
  external: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-form-external',
    name: 'Informace o nástupu cizince do zaměstnání',
    description: 'Zaměstnavatel informuje úřad práce o nástupu cizince do zaměstnání.',
    categories: [{ key: 'agenda.zamestnavatele', name: 'Zaměstnavatelé', vocabulary: 'agenda' }],
    data: {
      service: '/zamestnavani-cizincu',
      externalForm: { label: 'Elektronický formulář na portálu MPSV', url: 'https://www.mpsv.cz/web/cz/formulare' },
      body: '<p>Informaci podává zaměstnavatel nejpozději v den nástupu cizince do zaměstnání.</p>',
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-form-en',
    name: 'Application for the state social assistance benefit',
    description: 'The application form for the state social assistance benefit.',
    categories: [agenda],
    data: {
      service: '/state-social-assistance-benefit',
      onlineRequest: { label: 'Fill in and submit online in the Jenda client zone', url: 'https://jenda.mpsv.cz' },
      printablePdf: { title: 'Žádost o dávku státní sociální pomoci', url: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', mimeType: 'application/pdf', size: 21834, language: 'cs-CZ' },
      body: '<p>The form is in Czech; the online version guides you step by step.</p>',
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-form-ru',
    name: 'Заявление на пособие государственной социальной помощи',
    description: 'Бланк заявления на пособие государственной социальной помощи.',
    categories: [{ ...agenda, name: 'Государственная социальная помощь' }],
    data: {
      service: '/posobie-gosudarstvennoy-sotsialnoy-pomoshchi',
      onlineRequest: { label: 'Заполнить и отправить онлайн в клиентской зоне Jenda', url: 'https://jenda.mpsv.cz' },
      printablePdf: { title: 'Žádost o dávku státní sociální pomoci', url: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', mimeType: 'application/pdf', size: 21834, language: 'cs-CZ' },
      body: '<p>Бланк на чешском языке; онлайн-версия проведёт вас шаг за шагом.</p>',
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-form-ua',
    name: 'Заява про допомогу державної соціальної допомоги',
    description: 'Бланк заяви про допомогу державної соціальної допомоги.',
    categories: [{ ...agenda, name: 'Державна соціальна допомога' }],
    data: {
      service: '/dopomoha-derzhavnoi-sotsialnoi-dopomohy',
      onlineRequest: { label: 'Заповнити й надіслати онлайн у клієнтській зоні Jenda', url: 'https://jenda.mpsv.cz' },
      printablePdf: { title: 'Žádost o dávku státní sociální pomoci', url: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', mimeType: 'application/pdf', size: 21834, language: 'cs-CZ' },
      body: '<p>Бланк чеською мовою; онлайн-версія проведе вас крок за кроком.</p>',
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-form-broken',
    name: 'Formulář s vadnými údaji',
    description: 'Perex zůstává.',
    categories: [],
    data: { service: 7, printablePdf: { title: 'Bez adresy' }, externalForm: { label: 'Zlý odkaz', url: 'javascript:alert(1)' }, body: '<p>Pokyny zůstávají.</p>' },
  }),
};

/** What `load` hands the Czech form: its service. */
export const loadedForm: FormLoaded = { service: { id: '1101', title: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' } };
