import { exampleView, type Examples } from '../types.ts';

const base = { structureKey: 'LandingPage', categories: [], tags: [], displayAt: '2025-09-15T08:00:00+02:00', updatedAt: '2026-01-05T08:00:00+01:00' };

/** Campaign pages as the CMS would hand them over. */
export const examples: Examples = {
  campaign: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-landing',
    name: 'Jedna žádost místo čtyř',
    description: 'Dávka státní sociální pomoci: jedna žádost za celou domácnost.',
    data: {
      hero: {
        title: 'Jedna žádost místo čtyř',
        text: 'Dávka státní sociální pomoci pomáhá domácnostem s nízkými příjmy s živobytím i bydlením.',
        image: { url: '/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg', alt: 'Obálka informačního letáku o pomoci s náklady na bydlení' },
      },
      keyMessages: [
        { title: 'Jedna žádost za celou domácnost', text: 'Úřad sám posoudí, na které složky máte nárok.' },
        { title: 'Práce se vyplatí', text: 'Domácnost, v níž někdo pracuje, dostane díky pracovnímu bonusu víc.' },
      ],
      callsToAction: [
        { label: 'Požádat online', url: 'https://jenda.mpsv.cz' },
        { label: 'Podmínky dávky', url: '/davka-statni-socialni-pomoci' },
      ],
      blocks: [
        { type: 'accordion', title: 'Co si připravit', items: [{ title: 'Doklady o příjmech', body: '<p>Příjmy všech členů domácnosti.</p>' }] },
        { type: 'notice', severity: 'info', title: 'Přechodné období skončilo', text: 'Dřívější dávky zanikly k 31. prosinci 2025.' },
      ],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-landing-en',
    name: 'One application instead of four',
    description: 'The state social assistance benefit: one application for the whole household.',
    data: {
      hero: { text: 'You can apply online in a few minutes.' },
      callsToAction: [{ label: 'Book an appointment', url: '/en/booking-an-appointment' }],
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-landing-broken',
    name: 'Kampaň s vadnými údaji',
    description: 'Perex zůstává.',
    data: {
      hero: { title: 'Kampaň zůstává', image: { url: 'javascript:alert(1)' } },
      keyMessages: [{ title: 'Sdělení zůstává', text: 'Text sdělení.' }, { title: 42 }],
      callsToAction: [{ label: 'Zlý odkaz', url: 'javascript:alert(1)' }, { label: 'Dobrý odkaz', url: '/davka-statni-socialni-pomoci' }],
      blocks: [{ type: 'notice', severity: 'fatal', text: 'Neznámá závažnost' }, { type: 'text', body: '<p>Blok zůstává.</p>' }],
    },
  }),
};
