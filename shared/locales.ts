/**
 * The four portal languages (docs/product.md §1), the one place they are listed: cs is bare, the others carry a URL
 * prefix. A language added here is served, indexed, checked for messages and offered in the switcher.
 */
export const LOCALES = {
  cs: { code: 'cs', tag: 'cs-CZ', language: 'cs', name: 'Česky', prefix: '' },
  en: { code: 'en', tag: 'en-GB', language: 'en', name: 'English', prefix: '/en' },
  ru: { code: 'ru', tag: 'ru-RU', language: 'ru', name: 'Русский', prefix: '/ru' },
  ua: { code: 'ua', tag: 'uk-UA', language: 'uk', name: 'Українська', prefix: '/ua' },
} as const satisfies Record<string, {
  code: string;
  /** BCP 47 tag: `<html lang>`, hreflang, the content API's language parameter (docs/content-api.md §1). */
  tag: string;
  /** i18next language and message file name (ISO 639-1: Ukrainian is uk, not ua). */
  language: string;
  /** The language's own name, shown in the switcher. */
  name: string;
  /** URL prefix: '' for Czech, '/en' and so on for the others. */
  prefix: string;
}>;

export type LocaleCode = keyof typeof LOCALES;
export type Locale = (typeof LOCALES)[LocaleCode];
/** Language tags as the content API names them. */
export type LanguageTag = Locale['tag'];
/** Languages as the message files and the search name them. */
export type Language = Locale['language'];

const locales = Object.values(LOCALES) as Locale[];
export const LOCALE_CODES = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];
export const LANGUAGE_TAGS = locales.map((locale) => locale.tag) as [LanguageTag, ...LanguageTag[]];
export const LANGUAGES = locales.map((locale) => locale.language) as [Language, ...Language[]];

export const DEFAULT_LOCALE: LocaleCode = 'cs';
/** The cookie that remembers a visitor's language choice (docs/product.md §9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * Marks a language switcher's link: the server remembers the page's language in the cookie and redirects to the
 * URL without it, so the choice sticks without JavaScript while ordinary page URLs never set cookies.
 */
export const LOCALE_CHOICE_PARAM = 'chosen-language';

/** The switcher's link to a page: the page's URL with the marker. */
export function withLocaleChoice(href: string): string {
  return href + (href.includes('?') ? '&' : '?') + LOCALE_CHOICE_PARAM;
}

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeByTag(tag: string): Locale | undefined {
  return Object.values(LOCALES).find((l) => l.tag === tag);
}

/** The portal locale of a language (ISO 639-1: `uk` is the locale `ua`). */
export function localeByLanguage(language: Locale['language']): Locale {
  return Object.values(LOCALES).find((l) => l.language === language)!;
}

const PREFIXED = new RegExp(`^(${locales.filter((locale) => locale.prefix).map((locale) => locale.prefix).join('|')})(?=/|$)`);

/** Splits `/en/housing-allowance` into its locale and the path without the prefix (`/housing-allowance`). */
export function splitLocale(path: string): { locale: LocaleCode; path: string } {
  const match = PREFIXED.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path: path || '/' };
  return { locale: locales.find((locale) => locale.prefix === match[1])!.code, path: path.slice(match[0].length) || '/' };
}

/** The URL of `path` (already without a locale prefix) in `locale`: `/` in English is `/en`. */
export function localizePath(locale: LocaleCode, path: string): string {
  const prefix = LOCALES[locale].prefix;
  if (path === '/' || path === '') return prefix || '/';
  return prefix + path;
}

/**
 * Picks the best portal locale from an Accept-Language header (RFC 9110 §12.5.4): highest q first,
 * `uk` and `ua` both mean Ukrainian.
 */
export function localeFromAcceptLanguage(header: string | undefined): LocaleCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) {
    const code = primary === 'uk' ? 'ua' : primary;
    if (isLocaleCode(code)) return code;
  }
  return undefined;
}
