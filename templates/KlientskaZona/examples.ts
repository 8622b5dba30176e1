import { exampleView, type Examples } from '../types.ts';

export const examples: Examples = {
  profile: exampleView({
    language: 'cs-CZ',
    structureKey: 'KlientskaZona',
    categories: [],
    tags: [],
    id: 'example-client-zone',
    name: 'Klientská zóna',
    description: 'Vaše údaje a podání na jednom místě.',
    displayAt: null,
    updatedAt: null,
    // Flagged secured as a CMS item would be: the preview needs a signed-in visitor whatever the template says.
    data: {
      secured: true,
      body: '<h2>Vaše podání</h2><p>Zatím jste nic nepodali. Žádost o dávku podáte přes <a href="/prispevek-na-bydleni">stránku dávky</a>.</p>',
    },
  }),
};
