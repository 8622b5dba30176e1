import { exampleView, type Examples } from '../types.ts';

const base = { structureKey: 'Prihlaseni', categories: [], tags: [], id: 'example-password-login', displayAt: null, updatedAt: null };

export const examples: Examples = {
  form: exampleView({
    ...base,
    language: 'cs-CZ',
    name: 'Přihlášení jménem a heslem',
    description: 'Přihlášení přímo u poskytovatele identity, bez přesměrování na jednotné přihlášení.',
    data: { body: '<p>Ukázkoví uživatelé: <strong>demo</strong> / demo a <strong>druhy</strong> / druhy.</p>' },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    name: 'Sign in with a username and password',
    description: 'Sign in directly with the identity provider, without being sent to single sign-on.',
    data: { body: '<p>Demo users: <strong>demo</strong> / demo and <strong>druhy</strong> / druhy.</p>' },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    name: 'Вход по имени пользователя и паролю',
    description: 'Вход напрямую у поставщика удостоверений, без перехода на единый вход.',
    data: { body: '<p>Демонстрационные пользователи: <strong>demo</strong> / demo и <strong>druhy</strong> / druhy.</p>' },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    name: 'Вхід за ім’ям користувача та паролем',
    description: 'Вхід безпосередньо в постачальника ідентифікації, без переходу на єдиний вхід.',
    data: { body: '<p>Демонстраційні користувачі: <strong>demo</strong> / demo і <strong>druhy</strong> / druhy.</p>' },
  }),
};
