import { exampleView, type Examples } from '../types.ts';
import type { JobLoaded } from './JobPosting.tsx';

const base = { tags: [], categories: [], displayAt: '2026-11-04T09:00:00+01:00', updatedAt: '2026-11-04T09:00:00+01:00' };

/** Posts as the CMS would hand them over. */
export const examples: Examples = {
  civilService: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-civil-service-post',
    structureKey: 'UpCzSluzebniMisto',
    name: 'Právník/právnička odvolacího oddělení – Ostrava',
    description: 'Služební místo na právním oddělení krajské pobočky v Ostravě, 13. platová třída.',
    data: {
      referenceNumber: 'VŘ-OV-2026/1255',
      dutyStation: { name: 'Krajská pobočka Úřadu práce ČR v Ostravě', address: { street: '30. dubna 3130/2c', city: 'Ostrava', postalCode: '702 00' } },
      department: 'právní oddělení',
      salaryClass: 13,
      salaryRange: { min: 42900, max: 61930, currency: 'CZK' },
      employmentType: 'sluzebni-pomer',
      hoursPerWeek: 40,
      startDate: '2027-01-04T00:00:00+01:00',
      deadline: '2026-12-04T23:59:59+01:00',
      body: '<h2>Náplň práce</h2><ul><li>příprava podkladů pro odvolací řízení</li></ul>',
      howToApplyHtml: '<p>Podejte <strong>žádost o přijetí do služebního poměru</strong> nejpozději do 4. prosince 2026.</p>',
      applicationDocuments: [
        { title: 'Žádost o přijetí do služebního poměru a zařazení na služební místo', url: '/cms/documents/4501/zadost-o-prijeti-do-sluzebniho-pomeru.pdf', mimeType: 'application/pdf', size: 19876, language: 'cs-CZ' },
      ],
      contact: { titleBefore: 'Mgr.', firstName: 'Zuzana', lastName: 'Vzorová', role: 'personalistka krajské pobočky v Ostravě', email: 'personalni.ov@uradprace.cz', phone: '+420 950 123 444' },
      legalBasis: [{ label: 'Zákon č. 234/2014 Sb., o státní službě', url: 'https://www.zakonyprolidi.cz/cs/2014-234' }],
    },
  }),
  job: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-job',
    structureKey: 'PracovniMisto',
    name: 'IT support specialist – Prague',
    description: 'A job in the IT department of the Labour Office headquarters, salary class 11.',
    data: {
      referenceNumber: 'PM-GR-2026/077',
      dutyStation: { name: 'Labour Office of the Czech Republic – headquarters', address: { street: 'Dobrovského 1278/25', city: 'Praha 7', postalCode: '170 00' } },
      department: 'IT department',
      salaryClass: 11,
      salaryRange: { min: 35880, max: 51730, currency: 'CZK' },
      employmentType: 'pracovni-pomer',
      hoursPerWeek: 30,
      startDate: '2026-10-01T00:00:00+02:00',
      fixedTermUntil: '2027-10-31T23:59:59+01:00',
      deadline: '2026-09-15T23:59:59+02:00',
      body: '<p>You will look after the workstations of the headquarters.</p>',
      howToApplyHtml: '<p>Send your CV to the e-mail below.</p>',
      applicationDocuments: [{ title: 'Applicant’s declaration', url: '/cms/documents/4502/prohlaseni-uchazece-vyberove-rizeni.pdf', mimeType: 'application/pdf', size: 13442, language: 'cs-CZ' }],
      contact: { role: 'HR department of the headquarters', email: 'personalni.gr@uradprace.cz' },
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-job-broken',
    structureKey: 'PracovniMisto',
    name: 'Pracovní místo s vadnými údaji',
    description: 'Perex zůstává.',
    data: { deadline: '2026-12-15T23:59:59+01:00', salaryClass: 'jedenáctá', salaryRange: { min: 'hodně' }, employmentType: 'brigáda', contact: 'personální oddělení', body: '<p>Text zůstává.</p>' },
  }),
};

/** What `load` hands the component before and after the deadline. */
export const loaded = { open: { closed: false }, closed: { closed: true } } satisfies Record<string, JobLoaded>;
