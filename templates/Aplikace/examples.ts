import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Aplikace', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  jenda: exampleView({
    ...base,
    id: 'example-application',
    name: 'Klientská zóna Jenda',
    description: 'Online podání žádostí o dávky a přehled o stavu vyřízení.',
    data: {
      launch: { label: 'Přihlásit se do Klientské zóny Jenda', url: 'https://jenda.mpsv.cz' },
      audience: 'Žadatelé a příjemci dávek, uchazeči a zájemci o zaměstnání.',
      signIn: { required: true, methods: ['bankovni-identita', 'mobilni-klic-egovernmentu', 'neznama-metoda'] },
      requirements: ['prostředek pro přihlášení přes identitu občana'],
      body: '<p>V Klientské zóně Jenda vyplníte a odešlete žádost o dávku.</p>',
    },
  }),
  broken: exampleView({ ...base, id: 'example-application-broken', name: 'Aplikace', description: null, data: { launch: { label: 'Spustit', url: '/objednani' }, signIn: 'ano', requirements: [1, 'počítač'] } }),
};
