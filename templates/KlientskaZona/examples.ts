import { exampleView, type Examples } from '../types.ts';

// Flagged secured as a CMS item would be: the preview needs a signed-in visitor whatever the template says.
const base = { structureKey: 'KlientskaZona', categories: [], tags: [], id: 'example-client-zone', displayAt: null, updatedAt: null };

export const examples: Examples = {
  profile: exampleView({
    ...base,
    language: 'cs-CZ',
    name: 'Klientská zóna',
    description: 'Vaše údaje a podání na jednom místě.',
    data: {
      secured: true,
      body: '<h2>Vaše podání</h2><p>Zatím jste nic nepodali. Žádost o dávku podáte přes <a href="/davka-statni-socialni-pomoci">stránku dávky</a>.</p>',
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    name: 'Client zone',
    description: 'Your details and applications in one place.',
    data: {
      secured: true,
      body: '<h2>Your applications</h2><p>You have not applied for anything yet. Apply for a benefit from <a href="/en/state-social-assistance-benefit">the benefit’s page</a>.</p>',
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    name: 'Личный кабинет',
    description: 'Ваши данные и заявления в одном месте.',
    data: {
      secured: true,
      body: '<h2>Ваши заявления</h2><p>Вы ещё ничего не подали. Заявление на пособие можно подать на <a href="/ru/posobie-gosudarstvennoy-sotsialnoy-pomoshchi">странице пособия</a>.</p>',
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    name: 'Особистий кабінет',
    description: 'Ваші дані та заяви в одному місці.',
    data: {
      secured: true,
      body: '<h2>Ваші заяви</h2><p>Ви ще нічого не подали. Заяву на допомогу можна подати на <a href="/ua/dopomoha-derzhavnoi-sotsialnoi-dopomohy">сторінці допомоги</a>.</p>',
    },
  }),
};
