import { exampleView, type Examples } from '../types.ts';
import type { JourneyPages } from './server.ts';

const base = { structureKey: 'KrokZaKrokem', categories: [], tags: [], displayAt: null, updatedAt: '2026-11-16T08:00:00+01:00' };

/** Journeys as the CMS would hand them over; the pages of their steps come from the template's load. */
export const examples: Examples = {
  journey: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-journey',
    name: 'Přišel jsem o práci',
    description: 'Co udělat, když jste přišli o práci.',
    data: {
      body: '<p>Projděte kroky v tomto pořadí.</p>',
      steps: [
        { title: 'Zaregistrujte se na úřadu práce', body: '<p>Co nejdříve po skončení zaměstnání.</p>', pages: ['/formulare/zadost-o-zprostredkovani-zamestnani'] },
        { title: 'Požádejte o podporu v nezaměstnanosti', pages: ['/podpora-v-nezamestnanosti', '/formulare/zadost-o-podporu-v-nezamestnanosti'] },
        { title: 'Zvažte rekvalifikaci', body: '<p>Nový obor vám úřad práce může zaplatit.</p>' },
      ],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-journey-en',
    name: 'I lost my job',
    description: 'What to do when you lose your job.',
    data: {
      steps: [
        { title: 'Register with the Labour Office', pages: ['/forms/application-for-job-placement'] },
        { title: 'Apply for unemployment benefit', pages: ['/unemployment-benefit'] },
      ],
    },
  }),
  broken: exampleView({ ...base, language: 'cs-CZ', id: 'example-journey-broken', name: 'Postup s vadným krokem', description: null, data: { steps: [{ title: 'Krok, který zůstane', pages: ['/sluzby', 7] }, { body: '<p>Bez nadpisu</p>' }] } }),
};

/** What `load` hands the Czech journey and the English one: the pages of each step. */
export const loadedPages: JourneyPages = [
  [{ id: '1400', title: 'Žádost o zprostředkování zaměstnání', url: '/formulare/zadost-o-zprostredkovani-zamestnani' }],
  [
    { id: '1003', title: 'Podpora v nezaměstnanosti', text: 'Peníze na dobu, kdy hledáte práci.', url: '/podpora-v-nezamestnanosti' },
    { id: '1401', title: 'Žádost o podporu v nezaměstnanosti', url: '/formulare/zadost-o-podporu-v-nezamestnanosti' },
  ],
  [],
];
export const loadedPagesEnglish: JourneyPages = [
  [{ id: '1400', title: 'Application for job placement', url: '/en/forms/application-for-job-placement' }],
  [{ id: '1003', title: 'Unemployment benefit', url: '/en/unemployment-benefit' }],
];
