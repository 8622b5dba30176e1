import { exampleView, type Examples } from '../types.ts';
import type { LeafletLoaded } from './UpCzInformacniLetak.tsx';

const base = { tags: [], categories: [], displayAt: '2026-01-07T09:00:00+01:00', updatedAt: '2026-01-07T09:00:00+01:00' };

const files = [
  { title: 'Leták Práce s dočasnou ochranou (česky)', url: '/cms/documents/4702/letak-prace-s-docasnou-ochranou-cs.pdf', mimeType: 'application/pdf', size: 298410, language: 'cs-CZ' },
  { title: 'Leták Práce s dočasnou ochranou (ukrajinsky)', url: '/cms/documents/4703/letak-prace-s-docasnou-ochranou-uk.pdf', mimeType: 'application/pdf', size: 305220, language: 'uk-UA' },
  { title: 'Leták Práce s dočasnou ochranou (anglicky)', url: '/cms/documents/4705/letak-prace-s-docasnou-ochranou-en.pdf', mimeType: 'application/pdf', size: 296140, language: 'en-GB' },
];

/** Leaflets as the CMS would hand them over; `service` is a real sample friendly URL, so /dev previews load it. */
export const examples: Examples = {
  temporaryProtection: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-leaflet',
    structureKey: 'UpCzInformacniLetak',
    name: 'Leták: Práce s dočasnou ochranou',
    description: 'Jak mohou držitelé dočasné ochrany pracovat a kde hledat volná místa.',
    data: {
      documents: files,
      coverImage: { url: '/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg', alt: 'Obálka letáku' },
      service: '/zamestnavani-cizincu',
      body: '<p>Leták je k dispozici v češtině, ukrajinštině a angličtině.</p>',
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-leaflet-uk',
    structureKey: 'UpCzInformacniLetak',
    name: 'Листівка: Робота з тимчасовим захистом',
    description: null,
    data: { documents: files, service: '/pratsevlashtuvannia-inozemtsiv', body: '<p>Листівка доступна чеською, українською та англійською мовами.</p>' },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-leaflet-broken',
    structureKey: 'UpCzInformacniLetak',
    name: 'Leták s vadnými údaji',
    description: null,
    data: { documents: [files[0], { title: 'Bez adresy', size: 'velký' }], coverImage: { url: 'javascript:alert(1)' }, service: 42, body: '<p>Text zůstává.</p>' },
  }),
};

/** What `load` hands the component: the service page of the Czech and of the Ukrainian example. */
export const loaded = {
  cs: { service: { title: 'Zaměstnávání cizinců', url: '/zamestnavani-cizincu' } },
  uk: { service: { title: 'Працевлаштування іноземців', url: '/ua/pratsevlashtuvannia-inozemtsiv' } },
} satisfies Record<string, LeafletLoaded>;
