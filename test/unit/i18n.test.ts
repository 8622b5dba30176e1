import t from 'tap';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import { i18nextOf, loadLocales } from '../../server/i18n.ts';
import { LOCALE_CODES, LOCALES } from '../../shared/locales.ts';
import { currentYear, formatDate, formatShortDate, formatNumber, formatNumberRange, recordFormattedInto, seedFormatted, translatorFor, type Language } from '../../shared/i18n.ts';

t.test('messages are loaded before use; unloaded ones are a clear error', async (t) => {
  t.throws(() => translatorFor('ru'), /the messages of ru are not loaded/);
  await loadLocales();
  t.equal(translatorFor('ru')('skipLink'), 'Перейти к основному содержанию');
});

await loadLocales();

const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const FILES: Record<Language, Record<string, string>> = { cs, en, ru, uk };

t.test('on the server every message comes from an i18next instance of its language', async (t) => {
  for (const code of LOCALE_CODES) {
    const { language } = LOCALES[code];
    const i18next = i18nextOf(language);
    t.equal(i18next.language, language);
    t.equal(translatorFor(code)('items.count', { count: 3 }), i18next.t('items.count', { count: 3 }), code);
    t.equal(translatorFor(code)('skipLink'), FILES[language].skipLink, code);
  }
});

t.test('every key with plural forms has every form its language has (Intl.PluralRules), in every language', async (t) => {
  const plural = new Set(Object.keys(cs).filter((key) => base(key) !== key).map(base));
  t.ok(plural.size >= 3, 'items.count, glossary.count, glossary.found');
  for (const [language, messages] of Object.entries(FILES)) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of plural) t.same(categories.filter((category) => !(`${key}_${category}` in messages)), [], `${language} ${key}`);
  }
});

t.test('Czech decimals take the many form', async (t) => {
  t.equal(translatorFor('cs')('items.count', { count: 1.5 }), '1.5 položky');
  t.equal(translatorFor('cs')('glossary.found', { count: 2.5 }), 'Nalezeno 2.5 pojmu');
});

t.test('a key with no message answers itself and is reported in development', async (t) => {
  const warned: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
  t.teardown(() => void (console.warn = warn));
  // @ts-expect-error: a key that is not in the messages fails `npm run typecheck`
  t.equal(translatorFor('en')('no.such.key'), 'no.such.key');
  t.match(warned, [/the message no\.such\.key is missing in en/]);
});

// The guarantee that lets a page load its own language only (shared/i18n.ts has no fallback language).
t.test('every language has every message key (plural forms aside)', async (t) => {
  const wanted = new Set(Object.keys(cs).map(base));
  for (const [name, messages] of Object.entries({ en, ru, uk })) {
    t.same(new Set(Object.keys(messages).map(base)), wanted, name);
  }
});

t.test('Czech plural forms: 0, 1, 2–4, the rest (docs/product.md §9)', async (t) => {
  const tr = translatorFor('cs');
  t.equal(tr('items.count', { count: 0 }), 'Žádná položka');
  t.equal(tr('items.count', { count: 1 }), '1 položka');
  t.equal(tr('items.count', { count: 3 }), '3 položky');
  t.equal(tr('items.count', { count: 5 }), '5 položek');
  t.equal(tr('items.count', { count: 22 }), '22 položek');
});

t.test('Ukrainian and Russian plurals follow Intl.PluralRules', async (t) => {
  t.equal(translatorFor('ua')('items.count', { count: 21 }), '21 елемент');
  t.equal(translatorFor('ua')('items.count', { count: 3 }), '3 елементи');
  t.equal(translatorFor('ru')('items.count', { count: 11 }), '11 элементов');
});

t.test('placeholders are filled from the options; a missing one stays visible', async (t) => {
  t.equal(translatorFor('en')('page.loaded', { title: 'Jobs' }), 'Loaded page Jobs');
  t.match(translatorFor('cs')('page.loaded'), /\{\{title\}\}/);
});

t.test('dates are shown in Prague time in the language of the page', async (t) => {
  t.equal(formatDate('2026-12-31T23:30:00Z', 'cs'), '1. ledna 2027', 'past midnight in Prague');
  t.equal(formatDate('2026-11-02T08:00:00Z', 'en'), '2 November 2026');
  // The year in a whole word, so that a sentence ending with a date ends in one dot.
  t.equal(formatDate('2026-11-02T08:00:00Z', 'ua'), '2 листопада 2026 року');
  t.equal(formatDate('2026-11-02T08:00:00Z', 'ru'), '2 ноября 2026 года');
  t.equal(formatDate('not a date', 'cs'), undefined);
  t.equal(formatDate('2026-13-45T00:00:00Z', 'cs'), undefined);
  t.equal(formatDate(null, 'cs'), undefined);
});

t.test('lists and tables write dates short: Czech d.m.yy (docs/product.md §9), in Prague time', async (t) => {
  t.equal(formatShortDate('2026-11-02T08:00:00Z', 'cs'), '2.11.26');
  t.equal(formatShortDate('2026-12-31T23:30:00Z', 'cs'), '1.1.27', 'past midnight in Prague');
  t.equal(formatShortDate('2027-03-17T09:00:00+01:00', 'cs'), '17.3.27');
  t.equal(formatShortDate('2026-11-02T08:00:00Z', 'en'), '02/11/26');
  t.equal(formatShortDate('2026-11-02T08:00:00Z', 'ru'), '02.11.26');
  t.equal(formatShortDate('not a date', 'cs'), undefined);
});

t.test('the year of the footer is the year in Prague', async (t) => {
  t.equal(currentYear(Date.parse('2026-12-31T23:30:00Z')), 2027, 'already New Year in Prague');
  t.equal(currentYear(Date.parse('2026-12-31T22:30:00Z')), 2026);
  t.equal(currentYear(Date.parse('2026-06-01T00:00:00Z')), 2026);
});

t.test('what a render formats is recorded, and texts handed over are used as they are', async (t) => {
  const recorded = new Map<string, string>();
  recordFormattedInto(recorded);
  formatDate('2026-03-05T10:00:00Z', 'cs');
  formatNumber(1234.5, 'en');
  formatNumberRange(35880, 51730, 'cs', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 });
  recordFormattedInto(undefined);
  formatDate('2026-03-06T10:00:00Z', 'cs');
  t.same(Object.fromEntries(recorded), {
    'date cs 2026-03-05T10:00:00Z': '5. března 2026',
    'number en {} 1234.5': '1,234.5',
    'range cs {"style":"currency","currency":"CZK","maximumFractionDigits":0} 35880 51730': '35\u00a0880–51\u00a0730\u00a0Kč',
  }, 'only what was formatted while recording');
  // The browser starts with the server's texts: it makes none of its own for them.
  seedFormatted({ 'date en 2026-04-01T10:00:00Z': 'as the server wrote it' });
  t.equal(formatDate('2026-04-01T10:00:00Z', 'en'), 'as the server wrote it');
});
