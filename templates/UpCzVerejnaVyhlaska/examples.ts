import { exampleView, type Examples } from '../types.ts';
import type { NoticeLoaded } from './UpCzVerejnaVyhlaska.tsx';

const base = { tags: [], categories: [], displayAt: '2026-11-16T08:00:00+01:00', updatedAt: '2026-11-16T08:00:00+01:00' };

/** Notices of the official board as the CMS would hand them over. */
export const examples: Examples = {
  delivery: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-notice',
    structureKey: 'UpCzVerejnaVyhlaska',
    name: 'Oznámení o zahájení řízení veřejnou vyhláškou – P. H., nar. 1992',
    description: 'Kontaktní pracoviště Děčín oznamuje zahájení řízení adresátovi s neznámým pobytem.',
    data: {
      referenceNumber: 'UPCR-DC-19077/2026',
      postedFrom: '2026-11-16T08:00:00+01:00',
      postedUntil: '2026-12-01T23:59:59+01:00',
      issuer: { name: 'Úřad práce ČR – krajská pobočka v Ústí nad Labem', unit: 'kontaktní pracoviště Děčín' },
      documents: [{ title: 'Oznámení o zahájení řízení č. j. UPCR-DC-19077/2026', url: '/cms/documents/4405/oznameni-zahajeni-rizeni-dc-19077-2026.pdf', mimeType: 'application/pdf', size: 11870, language: 'cs-CZ' }],
      body: '<p>Adresát se může do 15 dnů od doručení seznámit s podklady na kontaktním pracovišti Děčín.</p>',
      legalBasis: [{ label: 'Zákon č. 500/2004 Sb., správní řád', url: 'https://www.zakonyprolidi.cz/cs/2004-500' }],
    },
  }),
  wages: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-notice-wages',
    structureKey: 'UpCzVerejnaVyhlaska',
    name: 'Notice on claiming unpaid wages – Strojírny Vzor s.r.o. in insolvency',
    description: 'Employees of an insolvent employer may claim their unpaid wages.',
    data: {
      postedFrom: '2026-09-15T08:00:00+02:00',
      postedUntil: '2027-03-02T23:59:59+01:00',
      issuer: { name: 'Labour Office – Plzeň regional branch' },
      body: '<p>Claims may be lodged at any contact office.</p>',
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-notice-broken',
    structureKey: 'UpCzVerejnaVyhlaska',
    name: 'Vyhláška s vadnými údaji',
    description: null,
    data: { postedFrom: '2026-11-16T08:00:00+01:00', postedUntil: '2026-12-01T23:59:59+01:00', referenceNumber: 19077, issuer: ['úřad'], documents: [{ title: 'Bez adresy' }], body: '<p>Text zůstává.</p>' },
  }),
};

/** What `load` hands the component while the notice is posted and after. */
export const loaded = { posted: { takenDown: false }, takenDown: { takenDown: true } } satisfies Record<string, NoticeLoaded>;
