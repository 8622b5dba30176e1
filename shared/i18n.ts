/**
 * The portal's messages (docs/product.md §7: bundled, not fetched) in i18next's format: flat dotted keys, `{{name}}`
 * interpolation, plural forms by Intl.PluralRules category (`_one`, `_few`, `_many`, `_other`; Czech `_many` is
 * for decimals) and a `_zero` form, where there is one, for count 0 in every language. On the server an i18next
 * instance per language produces every message (server/i18n.ts); the browser reads the same resources by
 * i18next's rules (shared/message-reader.ts, proven equal to i18next by test/unit/message-reader.test.ts), which
 * saves every page i18next's 14 KB of brotli. Components call the translate function of their page (`useT()`,
 * ui/i18n.tsx) or of a locale (`translatorFor`); keys are typed (`MessageKey`), so a wrong one fails
 * `npm run typecheck`, and `npm run messages` lists keys unused and missing.
 * Each language's messages are a chunk of their own: a browser loads only its page's language before rendering.
 * There is no fallback language: test/unit/i18n.test.ts guarantees that every language has every key, so a page
 * never needs a second language's file. In the browser the messages only some templates show (MESSAGE_GROUPS) are
 * split off further, a chunk per group and language (build/build.ts), loaded with the templates that name them
 * (templates/client-registry.ts).
 */
import type cs from '../locales/cs.json';
import { LOCALE_CODES, localeByTag, LOCALES, type Locale, type LocaleCode } from './locales.ts';
import { messageReader } from './message-reader.ts';

export type Language = Locale['language'];
type Messages = Record<string, string>;

/** The plural suffixes of i18next (Intl.PluralRules' categories, and `zero` for count 0). */
type PluralKey<Base extends string> = `${Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type WithoutPluralSuffix<Key> = Key extends PluralKey<infer Base> ? Base : Key;

/**
 * A message key: a key of the Czech file with its plural forms as one (every language has the same keys,
 * test/unit/i18n.test.ts). A key made at run time is typed by the values it is made of (errorTextKey's
 * `` `errors.${status}` ``), or comes from data through keyFromData.
 */
export type MessageKey = WithoutPluralSuffix<keyof typeof cs>;

/** Values for the message's placeholders; a number `count` also chooses its plural form. */
export type TranslateOptions = Readonly<Record<string, string | number | undefined | null>>;

export type Translate = (key: MessageKey, options?: TranslateOptions) => string;

/**
 * The key prefixes whose messages only some templates show (or only the server: feeds, pageType): every other
 * key is in every page's chunk, as are prefixes too small to be worth a request of their own. Which template
 * needs which is read from its code (build/template-registry.ts writes it into the client registry). `dev` is the
 * /dev previews' (a third of each file); `errors` is the error
 * screens', loaded with an error page (client/ClientApp.tsx loadCodeOf) or before the error boundary shows one.
 */
export const MESSAGE_GROUPS = [
  'app', 'blocks', 'dev', 'documents', 'errors', 'event', 'feeds', 'glossary', 'guide', 'job', 'list', 'login', 'notice',
  'office', 'pageType', 'podcast', 'profile', 'request', 'search', 'service',
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** The group of a message key, if it belongs to one. */
export function messageGroupOf(key: string): MessageGroup | undefined {
  const prefix = key.slice(0, key.indexOf('.'));
  return (MESSAGE_GROUPS as readonly string[]).includes(prefix) ? (prefix as MessageGroup) : undefined;
}

interface MessagesModule {
  default: Messages;
  /** Only in the browser bundle (build/build.ts), whose `default` then lacks these groups' messages. */
  groups?: Partial<Record<MessageGroup, () => Promise<{ default: Messages }>>>;
}

/** Each language's message file: on the server the whole of it, in the browser the part every page shows. */
export const MESSAGE_FILES: Record<Language, () => Promise<MessagesModule>> = {
  cs: () => import('../locales/cs.json'),
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  uk: () => import('../locales/uk.json'),
};

/**
 * A key made at run time from data (a page type, a sign-in method the CMS names): typed on trust. One without a
 * message shows itself, as any missing key does, and is reported in development.
 */
export function keyFromData(key: string): MessageKey {
  return key as MessageKey;
}

const translators = new Map<LocaleCode, Translate>();

/** Makes `translate` the translate function of every locale of `language` (Ukrainian is `ua` in URLs, `uk` here). */
export function setTranslator(language: Language, translate: Translate): void {
  for (const code of LOCALE_CODES) if (LOCALES[code].language === language) translators.set(code, translate);
}

/** The translate function of a locale (its messages must be loaded: server/i18n.ts, or loadMessageGroups in the browser). */
export function translatorFor(locale: LocaleCode): Translate {
  const translate = translators.get(locale);
  if (!translate) throw new Error(`the messages of ${LOCALES[locale].language} are not loaded`);
  return translate;
}

/** Tells of a key that has no message, in development only (React's development build shows warnings the same way). */
export function reportMissingKey(language: Language, key: string): void {
  if (process.env.NODE_ENV !== 'production') console.warn(`i18n: the message ${key} is missing in ${language}`);
}

const browserMessages: Partial<Record<Language, Messages>> = {};

/** Loads, in the browser, a locale's messages with those of the groups given (each a chunk of its own). */
export async function loadMessageGroups(locale: LocaleCode, groups: readonly MessageGroup[]): Promise<void> {
  const { language } = LOCALES[locale];
  const loaded = await MESSAGE_FILES[language]();
  // A copy, which groups join later, where the reader already reads. Two loads at once: the first to finish is
  // kept, so every reader reads the one object.
  let own = browserMessages[language];
  if (!own) {
    own = browserMessages[language] = { ...loaded.default };
    setTranslator(language, messageReader(language, own, (key) => reportMissingKey(language, key)));
  }
  const parts = await Promise.all(groups.map((group) => loaded.groups?.[group]?.()));
  for (const part of parts) if (part) Object.assign(own, part.default);
}

export const TIME_ZONE = 'Europe/Prague';

// Making an Intl.DateTimeFormat costs far more than using one, and formatting in a time zone is slow too:
// one format per locale and kind, and the few dates pages show are remembered.
const DATE_STYLES = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  shortDate: { day: 'numeric', month: 'numeric', year: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type DateStyle = keyof typeof DATE_STYLES;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Texts formatted so far, by what was formatted: its kind, language (where it has one) and value. */
const formatted = new Map<string, string>();
/**
 * The texts a page formats as it renders on the server, set for the length of the render (server/render.tsx): the
 * page data carries them, and the browser starts with them (`seedFormatted`), so hydrating the page starts no Intl
 * formatter: the first one a page uses starts the browser's ICU data, 80–200 ms of a phone's main thread.
 */
let recording: Map<string, string> | undefined;

/** Records the texts formatted from now on into `texts`, or stops recording (undefined). */
export function recordFormattedInto(texts: Map<string, string> | undefined): void {
  recording = texts;
}

/** The texts the server formatted for this page (its page data), known before the page hydrates. */
export function seedFormatted(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) formatted.set(key, text);
}

/** The text remembered under `key`, else made (undefined: nothing to show) and remembered. */
export function formattedOnce(key: string, make: () => string | undefined): string | undefined {
  let text = formatted.get(key);
  if (text === undefined) {
    text = make();
    if (text === undefined) return undefined;
    if (formatted.size >= 5000) formatted.clear();
    formatted.set(key, text);
  }
  recording?.set(key, text);
  return text;
}

function formatIn(style: DateStyle, iso: string | null | undefined, locale: LocaleCode): string | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  return formattedOnce(`${style} ${locale} ${iso}`, () => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return undefined;
    let format = dateFormats.get(`${style} ${locale}`);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALES[locale].tag, { timeZone: TIME_ZONE, ...DATE_STYLES[style] });
      dateFormats.set(`${style} ${locale}`, format);
    }
    const text = format.format(date);
    const year = YEAR_ABBREVIATION[locale];
    return style === 'date' && year && text.endsWith(year.short) ? text.slice(0, -year.short.length) + year.word : text;
  });
}

/**
 * Russian and Ukrainian dates end in an abbreviated "year" ("1 января 2026 г."): a sentence that ends with a date
 * would end in two dots, so a date is written with the whole word, as formal texts also write it ("2026 года").
 */
const YEAR_ABBREVIATION: Partial<Record<LocaleCode, { short: string; word: string }>> = {
  ru: { short: ' г.', word: ' года' },
  ua: { short: ' р.', word: ' року' },
};

function numberFormat(locale: LocaleCode, options: Intl.NumberFormatOptions, optionsKey: string): Intl.NumberFormat {
  let format = numberFormats.get(`${locale} ${optionsKey}`);
  if (!format) numberFormats.set(`${locale} ${optionsKey}`, (format = new Intl.NumberFormat(LOCALES[locale].tag, options)));
  return format;
}

/** A number as the language writes it ("1 234,5"), remembered like dates. */
export function formatNumber(value: number, locale: LocaleCode, options: Intl.NumberFormatOptions = {}): string {
  const optionsKey = JSON.stringify(options);
  return formattedOnce(`number ${locale} ${optionsKey} ${value}`, () => numberFormat(locale, options, optionsKey).format(value))!;
}

/** A range of numbers as the language writes it ("35 880–51 730 Kč"), remembered like dates. */
export function formatNumberRange(min: number, max: number, locale: LocaleCode, options: Intl.NumberFormatOptions = {}): string {
  const optionsKey = JSON.stringify(options);
  return formattedOnce(`range ${locale} ${optionsKey} ${min} ${max}`, () => numberFormat(locale, options, optionsKey).formatRange(min, max))!;
}

const collators = new Map<string, Intl.Collator>();

/** The collator of a language tag, made once: each `localeCompare(…, tag)` would make one anew (slow in a sort). */
export function collatorFor(languageTag: string): Intl.Collator {
  let collator = collators.get(languageTag);
  if (!collator) collators.set(languageTag, (collator = new Intl.Collator(languageTag)));
  return collator;
}

/** A date in the locale's long form, in Prague time: "2. listopadu 2026". */
export function formatDate(iso: string | null | undefined, locale: LocaleCode): string | undefined {
  return formatIn('date', iso, locale);
}

/**
 * A date in the short form lists and tables use, in Prague time (docs/product.md §9): Czech "d.m.yy" ("2.11.26",
 * without the spaces Intl puts after the dots), the other languages their own ("02/11/26", "02.11.26").
 */
export function formatShortDate(iso: string | null | undefined, locale: LocaleCode): string | undefined {
  const text = formatIn('shortDate', iso, locale);
  return locale === 'cs' ? text?.replace(/\s/g, '') : text;
}

/** The time of day in Prague, "9:00" / "09:00" as the language writes it. */
export function formatTime(iso: string | null | undefined, locale: LocaleCode): string | undefined {
  return formatIn('time', iso, locale);
}

/** A date and time of day in Prague time: "12. prosince 2026 v 18:00". */
export function formatDateTime(iso: string | null | undefined, locale: LocaleCode): string | undefined {
  return formatIn('dateTime', iso, locale);
}

/**
 * The dates a content item shows, formatted once on the server in the content's language: the browser then
 * renders the same text, whatever its own ICU data would make of the date.
 */
export function contentDates(updatedAt: string | undefined, displayAt: string | undefined, languageTag: string): { updated?: string; published?: string } {
  const locale = localeByTag(languageTag)?.code ?? 'cs';
  return { updated: formatDate(updatedAt, locale), published: formatDate(displayAt, locale) };
}

// Made on first use, like every formatter with a time zone here. The first Intl formatter or collator a page uses
// starts the browser's ICU data (80–200 ms of main thread in Chromium at 4x CPU slowdown; a time zone adds 10–40),
// which a page that formats nothing there (its dates come formatted from the server) never needs.
let yearInPrague: Intl.DateTimeFormat | undefined;
let knownYear = { year: 0, until: 0 };

/** The current year in Prague, not in the server's time zone (on New Year's Eve they differ); looked up once a minute. */
export function currentYear(now = Date.now()): number {
  if (now >= knownYear.until || now < knownYear.until - 60_000) {
    yearInPrague ??= new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });
    knownYear = { year: Number(yearInPrague.format(now)), until: now + 60_000 };
  }
  return knownYear.year;
}

/**
 * The statuses the portal answers with an error screen of their own: texts (errors.{status}.*) and an icon
 * (/assets/errors/{status}.svg, test/unit/errors.test.ts checks each is there). Every other status is shown as a 500.
 */
const ERROR_SCREEN_STATUS_LIST = [400, 401, 403, 404, 405, 410, 413, 414, 500, 503] as const;
export const ERROR_SCREEN_STATUSES: ReadonlySet<number> = new Set(ERROR_SCREEN_STATUS_LIST);
type ErrorScreenStatus = (typeof ERROR_SCREEN_STATUS_LIST)[number];

/** The status whose texts and icon an error screen shows. */
export function errorScreenStatus(status: number): ErrorScreenStatus {
  return ERROR_SCREEN_STATUS_LIST.find((known) => known === status) ?? 500;
}

/** Why a page fails when its status alone does not say it: each reason has texts of its own (errors.{reason}.*). */
export type ErrorReason = 'maintenance' | 'signInUnavailable';

/**
 * The message keys of an error screen (docs/product.md §8): a reason of its own, a status of its own, else the 500
 * texts.
 */
export function errorTextKey(status: number, reason?: ErrorReason): `errors.${ErrorReason | ErrorScreenStatus}` {
  if (reason) return `errors.${reason}`;
  return `errors.${errorScreenStatus(status)}`;
}
