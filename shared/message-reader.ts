/**
 * The browser's translate function: it reads the same resources (locales/*.json) as the server's i18next
 * (server/i18n.ts) by i18next's own rules, in a few hundred bytes instead of i18next's 14 KB of brotli in every
 * page. test/unit/message-reader.test.ts proves it answers what i18next answers for every key, language and plural
 * count. The rules, as i18next 27 applies them with the portal's options (flat keys, no escaping, no fallback
 * language): with a `count` (not a string), `key_zero` for 0, then `key_{Intl.PluralRules category}`, the key itself,
 * `key_other`; an empty message counts as missing; a missing key answers itself. `{{name}}` takes the option of
 * that name (an absent one stays as written, one given as undefined or null becomes empty).
 */
import type { Translate, TranslateOptions } from './i18n.ts';

type Messages = Record<string, string>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name.trim()];
    if (value !== undefined && value !== null) return String(value);
    return Object.hasOwn(options, name.trim()) ? '' : placeholder;
  });
}

/** The translate function of one language over its messages (an object that groups of messages may join later). */
export function messageReader(language: string, messages: Messages, onMissing?: (key: string) => void): Translate {
  const plurals = new Intl.PluralRules(language);
  const found = (key: string) => (messages[key] ? messages[key] : undefined);
  return (key, options) => {
    const count = options?.count;
    // As i18next: any count but a string (null too, which Intl.PluralRules takes for 0) chooses a plural form.
    const text =
      count !== undefined && typeof count !== 'string'
        ? ((count === 0 ? found(`${key}_zero`) : undefined) ?? found(`${key}_${plurals.select(Number(count))}`) ?? found(key) ?? found(`${key}_other`))
        : found(key);
    if (text === undefined) {
      onMissing?.(key);
      return key;
    }
    return options ? interpolate(text, options) : text;
  };
}
