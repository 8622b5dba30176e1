import { exampleView, type Examples } from '../types.ts';

export const examples: Examples = {
  form: exampleView({
    language: 'cs-CZ',
    structureKey: 'Prihlaseni',
    categories: [],
    tags: [],
    id: 'example-password-login',
    name: 'Přihlášení jménem a heslem',
    description: 'Přihlášení přímo u poskytovatele identity, bez přesměrování na jednotné přihlášení.',
    displayAt: null,
    updatedAt: null,
    data: { body: '<p>Ukázkoví uživatelé: <strong>demo</strong> / demo a <strong>druhy</strong> / druhy.</p>' },
  }),
};
