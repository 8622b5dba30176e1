import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Odstavka', categories: [], tags: [], displayAt: '2026-11-20T12:00:00+01:00', updatedAt: '2026-11-20T12:00:00+01:00' };

export const examples: Examples = {
  planned: exampleView({
    ...base,
    id: 'example-outage',
    name: 'Plánovaná odstávka elektronických služeb',
    description: 'Elektronické služby nebudou o víkendu dostupné.',
    data: {
      start: '2026-12-12T18:00:00+01:00',
      end: '2026-12-13T06:00:00+01:00',
      retryAfterSeconds: 3600,
      affectedServices: ['Klientská zóna Jenda', 'objednávkový systém'],
      body: '<p>Žádosti podané datovou schránkou budou zpracovány po skončení odstávky.</p>',
    },
  }),
  broken: exampleView({ ...base, id: 'example-outage-broken', name: 'Odstávka', description: null, data: { start: 'zítra', end: 12, affectedServices: 'Jenda' } }),
};
