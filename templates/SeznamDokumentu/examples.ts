import { exampleView, type Examples } from '../types.ts';
import type { DocumentListPage } from './SeznamDokumentu.tsx';

const base = { tags: [], categories: [], displayAt: '2026-02-16T09:00:00+01:00', updatedAt: '2026-07-13T09:00:00+02:00' };

/** Document lists as the CMS would hand them over; the folder ids are those of the sample content (/dev previews). */
export const examples: Examples = {
  agreements: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-agreements',
    structureKey: 'SeznamDokumentu',
    name: 'Kolektivní smlouvy vyššího stupně',
    description: 'Kolektivní smlouvy vyššího stupně, které ministerstvo oznámilo ve Sbírce zákonů.',
    data: {
      folderId: '2200',
      documentKind: 'collectiveAgreement',
      sortOptions: ['updatedAt:desc', 'title:asc', 'title:desc'],
      body: '<p>U každé smlouvy uvádíme číslo sdělení a evidenční číslo.</p>',
      legalBasis: [{ label: 'Zákon č. 2/1991 Sb., o kolektivním vyjednávání', url: 'https://www.zakonyprolidi.cz/cs/1991-2' }],
    },
  }),
  forms: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-forms-folder',
    structureKey: 'SeznamDokumentu',
    name: 'Printable forms',
    description: null,
    data: { folderId: '2001', documentKind: 'generic' },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-documents-broken',
    structureKey: 'SeznamDokumentu',
    name: 'Dokumenty s vadnými údaji',
    description: null,
    data: { folderId: '2600', documentKind: 'smlouvy', sortOptions: ['size:asc'], legalBasis: 'zákon', body: '<p>Text zůstává.</p>' },
  }),
};

/** What `load` hands the collective agreements: newest first, one with a mediator and one with an arbitrator. */
export const loadedAgreements: DocumentListPage = {
  groups: [
    {
      id: '2200',
      documents: [
        {
          id: '4804', title: 'Kolektivní smlouva vyššího stupně – silniční doprava 2026', url: '/cms/documents/4804/ksvs-silnicni-doprava-2026.pdf', mimeType: 'application/pdf', size: 18673, updatedAt: '2026-04-20T09:00:00+02:00',
          agreement: {
            ministryNoticeNumber: 'sdělení č. 97/2026 Sb.', employerOrganisation: 'Sdružení automobilových dopravců ČESMAD BOHEMIA', tradeUnion: 'Odborový svaz dopravy', evidenceNumber: 'KSVS-2026/011',
            mediator: { role: 'rozhodce', titleBefore: 'Mgr.', firstName: 'Petr', lastName: 'Příkladný', phone: '+420 602 000 222', email: 'petr.prikladny@example.cz', deliveryAddress: { street: 'Ukázková 5', city: 'Brno', postalCode: '602 00' } },
          },
        },
        {
          id: '4802', title: 'Kolektivní smlouva vyššího stupně – zdravotnictví 2026', url: '/cms/documents/4802/ksvs-zdravotnictvi-2026.pdf', mimeType: 'application/pdf', size: 18678, updatedAt: '2026-03-09T09:00:00+01:00',
          agreement: {
            ministryNoticeNumber: 'sdělení č. 58/2026 Sb.', employerOrganisation: 'Asociace českých a moravských nemocnic', tradeUnion: 'Odborový svaz zdravotnictví a sociální péče ČR', evidenceNumber: 'KSVS-2026/007',
            mediator: { role: 'zprostředkovatel', titleBefore: 'JUDr.', firstName: 'Jana', lastName: 'Vzorová', titleAfter: 'Ph.D.', phone: '+420 601 000 111', email: 'jana.vzorova@example.cz', deliveryAddress: { street: 'Vzorová 12', city: 'Praha 2', postalCode: '120 00' } },
          },
        },
      ],
    },
  ],
  total: 2,
  sort: 'updatedAt:desc',
  sortIgnored: false,
  path: '/kolektivni-smlouvy',
};

/** What `load` hands a folder of forms with two subfolders, A–Z, after an unknown order was asked for. */
export const loadedForms: DocumentListPage = {
  groups: [
    { id: '2001', documents: [{ id: '3001', title: 'Formulář k dávkám – přehled', url: '/cms/documents/3001/prehled.pdf', mimeType: 'application/pdf', size: 52_000, updatedAt: '2026-01-10T09:00:00+01:00' }] },
    { id: '2002', name: 'Sociální dávky', documents: [{ id: '3002', title: 'Žádost o příspěvek na bydlení', url: '/cms/documents/3002/zadost.docx', size: 1_258_291, updatedAt: '2026-02-01T09:00:00+01:00', language: 'cs-CZ' }] },
    { id: '2003', name: 'Zaměstnanost', documents: [{ id: '3003', title: 'Žádost o zprostředkování zaměstnání', url: '/cms/documents/3003/zprostredkovani.pdf', size: 20_480 }] },
  ],
  total: 3,
  sort: 'title:asc',
  sortIgnored: true,
  path: '/en/printable-forms',
};
