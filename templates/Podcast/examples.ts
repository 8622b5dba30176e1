import { exampleView, type Examples } from '../types.ts';

const base = { tags: [], categories: [], displayAt: '2025-10-06T09:00:00+02:00', updatedAt: '2026-04-13T09:00:00+02:00' };

const audio = (id: string, fileName: string, size: number, title: string) => ({ title, url: `/cms/documents/${id}/${fileName}`, mimeType: 'audio/mpeg', size, language: 'cs-CZ' });

/** The podcast as the CMS would hand it over (the sample audio files); the episodes deliberately oldest first. */
export const examples: Examples = {
  podcast: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-podcast',
    structureKey: 'Podcast',
    name: 'Podcast Úřadu práce ČR',
    description: 'Rozhovory s odborníky Úřadu práce ČR o dávkách, hledání práce a péči o blízké.',
    data: {
      body: '<p>Ke každému dílu zveřejňujeme úplný přepis.</p>',
      episodes: [
        {
          id: 'dil-1', number: 1, title: 'Jedna žádost místo čtyř', publishedAt: '2025-10-06T09:00:00+02:00', durationSeconds: 32,
          audio: audio('4901', 'podcast-01-jedna-zadost-misto-ctyr.mp3', 126972, 'Podcast Úřadu práce: 1. díl'),
          summary: 'Co je dávka státní sociální pomoci a kdo o ni žádá.',
          transcriptHtml: '<p><strong>Moderátorka:</strong> Co nahradila nová dávka?</p>',
        },
        {
          id: 'dil-3', number: 3, title: 'Když se začnete starat o blízkého', publishedAt: '2026-04-13T09:00:00+02:00', durationSeconds: 754,
          audio: audio('4903', 'podcast-03-pece-o-blizkeho.mp3', 183521, 'Podcast Úřadu práce: 3. díl'),
          summary: 'Jak probíhá sociální šetření.',
          transcriptHtml: '<p><strong>Sociální pracovnice:</strong> Podejte žádost co nejdřív.</p>',
        },
      ],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-podcast-en',
    structureKey: 'Podcast',
    name: 'Labour Office podcast',
    description: 'The episodes are in Czech; English transcripts are provided.',
    data: {
      episodes: [
        {
          id: 'dil-2', number: 2, title: 'New unemployment benefit rules', publishedAt: '2026-01-12T09:00:00+01:00', durationSeconds: 36,
          audio: audio('4902', 'podcast-02-podpora-v-nezamestnanosti-2026.mp3', 142155, 'Labour Office podcast, episode 2 (in Czech)'),
          transcriptHtml: '<p><strong>Host:</strong> Since January the benefit is higher in the first months.</p>',
        },
      ],
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-podcast-ru',
    structureKey: 'Podcast',
    name: 'Подкаст управления труда',
    description: 'Выпуски на чешском языке; к ним есть расшифровки на русском.',
    data: {
      episodes: [
        {
          id: 'dil-2', number: 2, title: 'Новые правила пособия по безработице', publishedAt: '2026-01-12T09:00:00+01:00', durationSeconds: 36,
          audio: audio('4902', 'podcast-02-podpora-v-nezamestnanosti-2026.mp3', 142155, 'Подкаст управления труда, выпуск 2 (на чешском)'),
          transcriptHtml: '<p><strong>Гость:</strong> С января пособие в первые месяцы выше.</p>',
        },
      ],
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-podcast-ua',
    structureKey: 'Podcast',
    name: 'Подкаст управління праці',
    description: 'Випуски чеською мовою; до них є розшифровки українською.',
    data: {
      episodes: [
        {
          id: 'dil-2', number: 2, title: 'Нові правила допомоги по безробіттю', publishedAt: '2026-01-12T09:00:00+01:00', durationSeconds: 36,
          audio: audio('4902', 'podcast-02-podpora-v-nezamestnanosti-2026.mp3', 142155, 'Подкаст управління праці, випуск 2 (чеською)'),
          transcriptHtml: '<p><strong>Гість:</strong> Від січня допомога в перші місяці вища.</p>',
        },
      ],
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-podcast-broken',
    structureKey: 'Podcast',
    name: 'Podcast s vadnými údaji',
    description: null,
    data: {
      body: '<p>Úvod zůstává.</p>',
      episodes: [
        { id: 'dil-1', number: 'první', title: 'Bez čísla', audio: audio('4901', 'podcast-01-jedna-zadost-misto-ctyr.mp3', 126972, 'Díl 1') },
        { id: 'dil-2', number: 2, title: 'Platný díl', audio: audio('4902', 'podcast-02-podpora-v-nezamestnanosti-2026.mp3', 142155, 'Díl 2') },
        { id: 'dil-3', number: 3, title: 'Bez zvuku', audio: { url: 'javascript:alert(1)' } },
      ],
    },
  }),
};
