import { exampleView, type Examples } from '../types.ts';

export const examples: Examples = {
  unknownStructure: exampleView({
    id: 'example-default',
    name: 'Konference o zaměstnanosti 2026',
    description: 'Odborná konference pro zaměstnavatele a úřady.',
    language: 'cs-CZ',
    structureKey: 'Konference',
    categories: [],
    tags: [],
    displayAt: '2026-09-15T08:00:00Z',
    updatedAt: '2026-09-20T08:00:00Z',
    data: { body: '<p>Konference se koná v Praze.</p>' },
  }),
};
