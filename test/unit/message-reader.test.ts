/**
 * The browser's reader of the messages (shared/message-reader.ts) answers exactly what the server's i18next does:
 * every key of every language, without options, with its placeholders filled, and with counts that reach every
 * plural category of the language (and 0, negatives and decimals), plus values that look like placeholders or
 * i18next nesting.
 */
import t from 'tap';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import { i18nextFor } from '../../server/i18n.ts';
import type { Language, MessageKey, TranslateOptions } from '../../shared/i18n.ts';
import { messageReader } from '../../shared/message-reader.ts';

const FILES: Record<Language, Record<string, string>> = { cs, en, ru, uk };
// A plural key looked up without a count, or a made-up one, is missing on purpose here: no report wanted.
console.warn = () => {};
const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 100, 101, 111, 1000, 1001, -1, -2, 0.5, 1.5, 2.5, 21.3];
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The option sets a key is looked up with: none, its placeholders, each count with them, hostile values. */
function optionSets(placeholders: string[]): (TranslateOptions | undefined)[] {
  const filled = Object.fromEntries(placeholders.map((name) => [name, `‹${name}›`]));
  return [
    undefined,
    {},
    filled,
    ...COUNTS.map((count) => ({ ...filled, count })),
    Object.fromEntries(placeholders.map((name) => [name, '{{count}} $t(skipLink) {{other}}'])),
    Object.fromEntries(placeholders.map((name, index) => [name, index % 2 ? 0 : ''])),
    Object.fromEntries(placeholders.map((name) => [name, undefined])),
    Object.fromEntries(placeholders.map((name) => [name, null])),
    { ...filled, count: '3' },
  ];
}

/** Messages that exercise the rules where the portal's files do not (yet): a bare key beside plural forms, gaps, empties. */
const RULES: Record<string, string> = {
  'both': 'bare {{count}}',
  'both_one': 'one {{count}}',
  'both_other': 'other {{count}}',
  'onlyOther_other': 'only other {{count}}',
  'zeroAndOther_zero': 'none',
  'zeroAndOther_other': '{{count}} of them',
  'empty': '',
  'emptyOne_one': '',
  'emptyOne': 'bare',
  'emptyOne_other': 'other',
  'spaced': '{{ name }} and {{name}} and {{ other }}',
};

function compare(language: Language, messages: Record<string, string>, keys: string[]): { compared: number; differences: string[] } {
  const i18next = i18nextFor(language, messages);
  const read = messageReader(language, messages);
  let compared = 0;
  const differences: string[] = [];
  for (const key of keys) {
    const placeholders = [...new Set(Object.entries(messages).filter(([k]) => base(k) === key).flatMap(([, text]) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!)))];
    for (const options of optionSets(placeholders)) {
      const expected = i18next.t(key, { ...options });
      const actual = read(key as MessageKey, options);
      compared++;
      if (actual !== expected) differences.push(`${key} ${JSON.stringify(options)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
  }
  return { compared, differences };
}

t.test('the rules, on messages made for them, in each language', async (t) => {
  for (const language of Object.keys(FILES) as Language[]) {
    const { compared, differences } = compare(language, RULES, [...new Set(Object.keys(RULES).map(base))]);
    t.same(differences, [], `${language}: ${compared} lookups equal`);
  }
});

t.test('the files use nothing of i18next the reader does not do: nesting, unescaped or formatted placeholders', async (t) => {
  for (const [language, messages] of Object.entries(FILES)) {
    t.same(Object.entries(messages).filter(([, text]) => /\$t\(|\{\{-|\{\{[^}]*,[^}]*\}\}/.test(text)).map(([key]) => key), [], language);
  }
});

for (const [language, messages] of Object.entries(FILES) as [Language, Record<string, string>][]) {
  t.test(language, async (t) => {
    const keys = [...new Set(Object.keys(messages).map(base)), 'no.such.key', 'items.count_one', 'items'];
    const categories = new Set(COUNTS.map((count) => new Intl.PluralRules(language).select(count)));
    t.same([...categories].sort(), [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort(), 'the counts reach every plural category');
    const { compared, differences } = compare(language, messages, keys);
    t.same(differences, [], `${compared} lookups equal`);
  });
}
