/**
 * What the server hands the React tree: the whole page in one plain object. It is embedded in the HTML for
 * hydration and served as `{path}/_payload.json` for client-side navigation, so both render the same thing.
 */
import type { ColourPreference, ForcedColourMode } from './colour-mode.ts';
import type { Consent } from './consent.ts';
import type { CategoryRef } from './content.ts';
import type { ErrorReason } from './i18n.ts';
import type { JourneyPart } from './journeys.ts';
import type { LocaleCode } from './locales.ts';

export interface Link {
  label: string;
  url: string;
}

export interface MenuItem extends Link {
  children?: Link[];
}

export interface FooterView {
  columns: { title: string; links: Link[] }[];
  contact?: { title: string; lines: string[] };
}

export interface SiteView {
  webId: string;
  name: string;
  /** The site's root in this language, e.g. `/en`. */
  rootPath: string;
  themeClass: string;
  menu: MenuItem[];
  /** The label of the menu's overflow submenu from the web config; the localised `Další` when absent. */
  menuMoreLabel?: string;
  footer: FooterView;
  /** The search page, for the header's search box; none when the web has no search. */
  searchPath?: string;
}

/** Content as the templates see it: `data` as its template's schema read it (HTML sanitized, the unfit dropped). */
export interface ContentView<Data = Record<string, unknown>> {
  id: string;
  name: string;
  description?: string | null;
  language: string;
  structureKey: string;
  displayAt?: string | null;
  updatedAt?: string | null;
  categories: CategoryRef[];
  tags: string[];
  data: Data;
  /** updatedAt and displayAt as the page shows them (shared/i18n.ts contentDates). */
  dates: { updated?: string; published?: string };
  /** What changed at `updatedAt`, and the changes before it, newest first, their dates formatted as `dates`. */
  changeNote?: string;
  changeHistory?: { date: string; note: string }[];
}

/** A translation last changed before its Czech page was (server/page-payload.ts): said at the top of the page. */
export interface BehindCzech {
  updated: string;
  czechUpdated: string;
  /** The Czech page. */
  czechUrl: string;
}

export interface Alternate {
  locale: LocaleCode;
  href: string;
  /** False when the content has no translation and the link leads to that language's home instead. */
  translated: boolean;
}

export interface HeadView {
  title: string;
  description?: string;
  canonical: string;
  /** Absolute URLs of the page in each language it exists in, for hreflang. */
  hreflang: { tag: string; href: string }[];
  ogImage?: string;
  ogType: 'website' | 'article';
  robots?: string;
  /** The feeds of what the page lists (server/feeds.ts feedLinks): `<link rel="alternate">` in the head. */
  feeds?: FeedLink[];
}

/** A feed or calendar a page offers: its URL in the page's language, its media type and its name there. */
export interface FeedLink {
  href: string;
  type: 'application/atom+xml' | 'text/calendar';
  title: string;
}

export type PageView =
  /** `data`: what the template's `load` added (a list's items, say). */
  /** `journeys`: the step-by-step journeys the page is a step of (server/journeys.ts). */
  | { kind: 'content'; template: string; content: ContentView; embedded?: ContentView; data?: unknown; printable: boolean; journeys?: JourneyPart[]; behindCzech?: BehindCzech }
  /**
   * For a 4xx the message of docs/product.md §8 ("Page not found: /x"), for clients and tests; a 5xx never tells its
   * cause.
   */
  | { kind: 'error'; status: number; message?: string; reason?: ErrorReason; help?: ErrorHelp; note?: string }
  /** The page exists in Czech only: its Czech name and URL, offered to a visitor of another language. */
  | { kind: 'untranslated'; name: string; url: string }
  /** The cookie settings page for visitors without JavaScript (ui/ConsentSettings.tsx); back to `returnPath`. */
  | { kind: 'consentSettings'; returnPath: string };

/**
 * What a page that is not there offers instead (404, 410): the web's search and the most used tasks of its config
 * (`topTasks`). `note`, on the error view: why withdrawn content was withdrawn, as the CMS says.
 */
export interface ErrorHelp {
  searchPath?: string;
  tasks: Link[];
}

/** One step of a page's breadcrumbs: the last is the page itself. */
export type Crumb = Link;

/** The web's notice on every page (server/site-notice.ts); `lang` when it is not in the page's language (Czech). */
export interface SiteNotice {
  severity: 'info' | 'warning' | 'error';
  text: string;
  lang?: string;
}

export interface PagePayload {
  buildId: string;
  status: number;
  locale: LocaleCode;
  site: SiteView;
  head: HeadView;
  alternates: Alternate[];
  layout: string | false;
  view: PageView;
  /** Home, the page's parents, the page; empty on the home page and on error screens. */
  breadcrumbs: Crumb[];
  /** The year the page was made, for the footer (the same on server and client). */
  year: number;
  /** A /dev preview of a template or screen: marked as such on the page (and never indexed). */
  preview?: true;
  /** The colour mode the content forces (`data.colourMode`), over the visitor's preference. */
  colourMode?: ForcedColourMode;
  /** The web's notice in force, added as the page leaves (server/page-response.ts). */
  notice?: SiteNotice;
}

/**
 * The part of a page that belongs to one visitor, read from their cookies on every request: never inside the
 * shared page above, never remembered, never in `_payload.json` (which a shared cache may keep).
 */
export interface Visitor {
  /** The signed-in user; null for anonymous visitors. */
  user: { login: string; name?: string; email?: string } | null;
  /** When the signed-in user was last confirmed by the provider (docs/product.md §3 `lastRefreshedAt`, ISO 8601). */
  lastRefreshedAt?: string;
  /** The token a form that changes state sends back (@fastify/csrf-protection); only on pages that hold one. */
  csrfToken?: string;
  /** The visitor's valid cookie-consent choice (shared/consent.ts); absent while there is none, so the bar shows. */
  consent?: Consent;
  /** The visitor's colour-mode preference (shared/colour-mode.ts); absent for `system`. */
  colourMode?: Exclude<ColourPreference, 'system'>;
  /** A form this visitor posted and the server refused: shown again with its errors and values. */
  form?: FormState;
}

/** A refused form: the errors in the form's order (one a field) and the values to fill in again (never passwords). */
export interface FormState {
  errors: { field: string; message: string }[];
  values: Record<string, string>;
}

export const ANONYMOUS: Visitor = { user: null };

export const PAYLOAD_SUFFIX = '/_payload.json';

/**
 * The payload of a page (docs/product.md §7): `/en/housing-allowance?page=2` →
 * `/en/housing-allowance/_payload.json?{buildId}&page=2`. The build id first and bare, so a new deployment never
 * answers from an old cache entry.
 */
export function payloadUrl(path: string, search: string, buildId: string): string {
  const rest = search.replace(/^\?/, '');
  return (path === '/' ? '' : path) + PAYLOAD_SUFFIX + '?' + encodeURIComponent(buildId) + (rest ? '&' + rest : '');
}

/** The inverse on the server: the page's own query, without the build id that leads it. */
export function pageQueryOfPayload(rawQuery: string): string {
  const [first = '', ...rest] = rawQuery.split('&');
  return first.includes('=') ? rawQuery : rest.join('&');
}

/** Items on a page of a list (docs/product.md §9). */
export const PAGE_SIZE = 10;
