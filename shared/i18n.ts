/**
 * The portal's messages (SPEC.md §7: bundled, not fetched), by flat dotted keys, with `{{name}}` interpolation
 * and plural forms from Intl.PluralRules: Czech count 0 uses `_zero`, 1 `_one`, 2–4 `_few`, the rest `_other`
 * (SPEC.md §9); a `_zero` form, where there is one, serves count 0 in every language. That is all the portal
 * asks of a message library, so it is these few lines rather than i18next (15 KB compressed in every page).
 * Each language's messages are a chunk of their own: a browser loads only its page's language before rendering,
 * the server all four at start. There is no fallback language: test/unit/i18n.test.ts guarantees that every
 * language has every key, so a page never needs a second language's file. In the browser the messages only some
 * templates show (MESSAGE_GROUPS) are split off further, a chunk per group and language (build/build.ts), loaded
 * with the templates that name them (templates/client-registry.ts).
 */
import { localeByTag, LOCALES, type Locale, type LocaleCode } from './locales.ts';

type Language = Locale['language'];
type Messages = Record<string, string>;

/**
 * The key prefixes whose messages only some templates show (or only the server: feeds, pageType): every other
 * key is in every page's chunk, as are prefixes too small to be worth a request of their own. Which template
 * needs which is in templates/client-registry.ts, checked against the templates' code by
 * test/unit/message-groups.test.ts. `dev` is the /dev previews' (a third of each file); `errors` is the error
 * screens', loaded with an error page (client/ClientApp.tsx loadCodeOf) or before the error boundary shows one.
 */
export const MESSAGE_GROUPS = [
  'app', 'blocks', 'dev', 'documents', 'errors', 'event', 'feeds', 'glossary', 'job', 'list', 'login', 'notice',
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

const loaders: Record<Language, () => Promise<MessagesModule>> = {
  cs: () => import('../locales/cs.json'),
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  uk: () => import('../locales/uk.json'),
};
const messages: Partial<Record<Language, Messages>> = {};

/** Loads the messages of a locale's pages (on the server, all of them). */
export function loadLocale(locale: LocaleCode): Promise<void> {
  return loadMessageGroups(locale, []);
}

/** Loads a locale's messages with those of the groups given (in the browser, each a chunk of its own). */
export async function loadMessageGroups(locale: LocaleCode, groups: readonly MessageGroup[]): Promise<void> {
  const { language } = LOCALES[locale];
  const loaded = await loaders[language]();
  // A copy, which groups join later, where translatorFor already reads. Two loads at once: the first to finish is
  // kept, so every translator reads the one object.
  const own = (messages[language] ??= { ...loaded.default });
  const parts = await Promise.all(groups.map((group) => loaded.groups?.[group]?.()));
  for (const part of parts) if (part) Object.assign(own, part.default);
}

function messagesOf(language: Language): Messages {
  const found = messages[language];
  if (!found) throw new Error(`the messages of ${language} are not loaded (loadLocale first)`);
  return found;
}

export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** A missing value leaves its placeholder, so a forgotten option shows rather than vanishes. */
function interpolate(text: string, options: Record<string, string | number>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
}

/** The message of a key in one language, its plural form chosen by `count`; an unknown key answers itself. */
function messageFor(own: Messages, plurals: Intl.PluralRules, key: string, count: unknown): string {
  if (typeof count === 'number') {
    const form = (count === 0 ? own[`${key}_zero`] : undefined) ?? own[`${key}_${plurals.select(count)}`] ?? own[`${key}_other`];
    if (form !== undefined) return form;
  }
  return own[key] ?? key;
}

const translators = new Map<LocaleCode, Translate>();

/** The translate function of a locale, made once (its messages must be loaded: loadLocale). */
export function translatorFor(locale: LocaleCode): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const { language } = LOCALES[locale];
    const own = messagesOf(language);
    const plurals = new Intl.PluralRules(language);
    translate = (key, options) => {
      const text = messageFor(own, plurals, key, options?.count);
      return options ? interpolate(text, options) : text;
    };
    translators.set(locale, translate);
  }
  return translate;
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
    return format.format(date);
  });
}

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
 * A date in the short form lists and tables use, in Prague time (SPEC.md §9): Czech "d.m.yy" ("2.11.26", without
 * the spaces Intl puts after the dots), the other languages their own ("02/11/26", "02.11.26").
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
export const ERROR_SCREEN_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 413, 414, 500, 503]);

/** The status whose texts and icon an error screen shows. */
export function errorScreenStatus(status: number): number {
  return ERROR_SCREEN_STATUSES.has(status) ? status : 500;
}

/** Why a page fails when its status alone does not say it: each reason has texts of its own (errors.{reason}.*). */
export type ErrorReason = 'maintenance' | 'signInUnavailable';

/** The message keys of an error screen (SPEC.md §8): a reason of its own, a status of its own, else the 500 texts. */
export function errorTextKey(status: number, reason?: ErrorReason): string {
  if (reason) return `errors.${reason}`;
  return `errors.${errorScreenStatus(status)}`;
}
