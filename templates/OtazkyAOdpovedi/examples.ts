import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'OtazkyAOdpovedi', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  faq: exampleView({
    ...base,
    id: 'example-faq',
    name: 'Časté otázky',
    description: 'Odpovědi na otázky, se kterými lidé přicházejí nejčastěji.',
    data: {
      topics: [
        {
          id: 'registrace',
          title: 'Registrace a podpora v nezaměstnanosti',
          questions: [
            { id: 'registrace-1', question: 'Musím se registrovat hned po skončení práce?', answerHtml: '<p>Nemusíte, ale vyplatí se to: podpora náleží ode dne podání žádosti.</p>' },
            { id: 'registrace-2', question: 'Kolik je podpora & jak dlouho?', answerHtml: '<p>Podle věku <strong>5 až 11 měsíců</strong>.</p>' },
          ],
        },
        { id: 'davky', title: 'Dávky', questions: [{ id: 'davky-1', question: 'Kde podám žádost o dávku státní sociální pomoci?', answerMarkdown: 'Online v **Klientské zóně Jenda** nebo na [kontaktním pracovišti](/kontaktni-pracoviste).' }] },
      ],
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-faq-broken',
    name: 'Otázky',
    description: null,
    data: { topics: [{ id: 'ok', title: 'Platné téma', questions: [{ id: 'q1', question: 'Zůstane tato otázka?', answerHtml: '<p>Ano.</p>' }, { id: 'bad id!', question: 5 }] }, { title: 'Bez id' }] },
  }),
};
