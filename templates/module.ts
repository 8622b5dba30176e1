/**
 * A template's server-only half (docs/architecture.md §5): the zod `schema` of its CMS `data`, an optional
 * `query` schema, `validate`, `load` (the extra data it needs, through the request's CMS client), `meta` (head
 * tags), `auth`, `cache` and `csrf`. The component is isomorphic (templates/types.ts); the client never loads this.
 *
 * The contract sits below the server that fulfils it: what a load is given is declared here as narrow interfaces
 * (ContentReader, PageSite, SiteSearch), which the server's request objects fill in (server/page-payload.ts), as an
 * app fills in react-router's AppLoadContext. test/unit/import-rules.test.ts keeps this file off the server.
 */
import type { z } from 'zod';
import type { Content, ContentList, Folder, Lookup, Vocabulary, Web } from '../shared/content.ts';
import type { LocaleCode } from '../shared/locales.ts';
import type { ContentView, FooterView, HeadView, MenuItem } from '../shared/page.ts';
import type { SearchQuery, SearchResult } from '../server/search/engine.ts';
import type { TemplateComponent } from './types.ts';

/** The query of a list of contents (docs/content-api.md `GET /contents`). */
export type ContentQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/** What a load may ask of the content service; the request's CMS client (server/cms.ts) is one. */
export interface ContentReader {
  contentByUrl(url: string, lookup: Lookup): Promise<Content>;
  contents(query: ContentQuery): Promise<ContentList>;
  /** Every page of a list, up to `maxPages` of them. */
  everyContent(query: ContentQuery, maxPages?: number): Promise<Content[]>;
  categories(webId: string): Promise<Vocabulary[]>;
  folderTree(id: string): Promise<Folder>;
}

/** The web a page belongs to, as a load reads it; the server's Site (server/site.ts) is one. */
export interface PageSite {
  /** Portal path prefix of the web: '' when it is reached by host or is the default. */
  prefix: string;
  web: Web;
  /** The web's config item; undefined when the web has none. */
  config?: {
    menu: MenuItem[];
    footer: FooterView;
    /** The most frequent searches the editors pin and block. */
    frequentSearches: { pinned: string[]; blocked: string[] };
  };
}

/** The portal's search, as a load asks it; the server's search service (server/search-api.ts) is one. */
export interface SiteSearch {
  /** A search of a valid term; undefined while the index cannot answer yet. */
  query(query: SearchQuery): Promise<SearchResult | undefined>;
  /** The most frequent searches of a language to show, the editors' pinned first and blocked left out. */
  frequent(language: SearchQuery['lang'], limit: number, editors: { pinned: string[]; blocked: string[] }): Promise<string[]>;
}

/** An event's own dates (templates/events/dates.ts reads them from its CMS data). */
export interface EventDates {
  start: string;
  end: string;
}

/** A page may refuse a request (docs/product.md §5): true, or the status and message to answer with. */
export type Validation = true | { statusCode: number; statusMessage?: string };

export type Auth = 'public' | 'signed-in' | 'guests-only';

/**
 * Where pages of a template are listed for people and crawlers to find them: `search` (the site search and the
 * sitemap), `sitemap` (a page worth a crawler's visit that is no answer to a search, such as a web's home), or
 * `none` (no page of its own to offer: it needs sign-in, redirects, announces an outage, or is the search itself).
 * server/search/feed.ts and server/sitemap.ts both read it (server/listing.ts), and nothing else decides it.
 */
export type Listing = 'search' | 'sitemap' | 'none';

/** `public`: shared caches may keep the page (for at most `maxAgeS`, else the CMS retention); `private`: never. */
export type CachePolicy = { kind: 'public'; maxAgeS?: number } | { kind: 'private' };

export interface LoadContext<Data, Query> {
  content: ContentView<Data>;
  query: Query;
  /** The content service, bound to this request. */
  cms: ContentReader;
  site: PageSite;
  locale: LocaleCode;
  /** webId and language of this page, as the content API wants them. */
  lookup: Lookup;
  /** The page's own URL, without its query. */
  path: string;
  /** The portal's search. */
  search: SiteSearch;
  /** Every template module, for what a template says of other items (which of them are events). */
  templates: TemplateRegistry;
  /**
   * The time now (ms since the epoch), for a page that depends on it (office hours in force, a deadline passed, an
   * event under way). Reading it makes the page one of the moment: made anew for each request rather than remembered,
   * and kept by any cache for CLOCK_MAX_AGE_S at most, so what the clock changes shows within a minute.
   */
  now(): number;
}

/** How long any cache keeps a page whose making read the clock (LoadContext `now`). */
export const CLOCK_MAX_AGE_S = 60;

/**
 * A page that answers other than with itself (docs/product.md §2): a redirect to an internal target (301), or the page
 * with another status, such as a planned outage's 503 with the seconds to wait (`Retry-After`), or for a while only:
 * `maxAgeS`, after which the clock changes the page (a planned outage's announcement, until the outage starts), so no
 * cache may keep it longer.
 */
export type PageAnswer = { kind: 'redirect'; location: string } | { kind: 'status'; statusCode: number; retryAfterS?: number; maxAgeS?: number };

export type Meta = Partial<Pick<HeadView, 'title' | 'description' | 'ogImage' | 'ogType' | 'robots' | 'feeds'>>;

export interface TemplateModule<Data = unknown, Query = unknown, Loaded = unknown> {
  /** The structure key (docs/product.md §2). */
  key: string;
  Component: TemplateComponent;
  /** What `data` must be; a field that does not fit is dropped and logged, the rest renders. */
  schema: z.ZodType<Data>;
  /** The page's query; when it does not fit, the page answers the validation error of docs/product.md §5. */
  query?: z.ZodType<Query>;
  validate?: (content: ContentView<Data>, query: Query) => Validation;
  load?: (context: LoadContext<Data, Query>) => Promise<Loaded>;
  meta?: (content: ContentView<Data>, loaded: Loaded | undefined) => Meta;
  /**
   * Query parameters that mean the same in every language (a search's words, a list's filters): the links to this
   * page in the other languages keep them, so switching language does not lose what the visitor asked. Their names,
   * or a test of a name (a list's filters are named after any vocabulary).
   */
  languageQuery?: readonly string[] | ((name: string) => boolean);
  /**
   * How the page answers, when not as a 200 page (a redirect, an outage), or for how long (`maxAgeS`); `now` is the
   * load's clock (LoadContext `now`).
   */
  answer?: (content: ContentView<Data>, loaded: Loaded | undefined, now?: () => number) => PageAnswer | undefined;
  auth: Auth;
  /** Defaults to `search` for a public template and `none` for the others. */
  listing: Listing;
  cache: CachePolicy;
  /** The page holds a form that changes state: the visitor's part carries a CSRF token (and the page is private). */
  csrf?: boolean;
  /**
   * Why the sample content (content/) holds no page of this template. Every other template has one, in Czech and in
   * another language, which the browser tests load (test/e2e/templates.test.ts); test/unit/sample-pages.test.ts
   * fails for a template with neither.
   */
  noSamplePage?: string;
  /**
   * For the templates of events: the event's own dates read from its CMS data (templates/events/dates.ts); lists,
   * the home page, the calendar and the JSON-LD date and order events by them.
   */
  eventDates?: (data: unknown) => EventDates | undefined;
  /** False for a page that is no reading matter (a home page's tiles and links): it offers no Print button. */
  printable?: false;
  /**
   * False for a page made from more than CMS answers: it is made anew on every request instead of being remembered
   * while its CMS answers stand (server/page-memo.ts), and the page cache keeps it only for its `cache.maxAgeS`
   * (server/page-cache/page-cache.ts). A load that reads the clock or asks the search (LoadContext) has that effect by itself.
   */
  remember?: false;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds modules of every data shape
export type AnyTemplateModule = TemplateModule<any, any, any>;

/**
 * Template modules by structure key. The app's assembly (server/app.ts) hands the one written from the folders of
 * templates/ (templates/server-registry.ts) to what needs it; a test may hand another.
 */
export type TemplateRegistry = Readonly<Record<string, AnyTemplateModule>>;

/** The template that renders a structure key without one of its own (templates/Default). */
export const FALLBACK_TEMPLATE_KEY = 'Default';

/** The template of a structure key in a registry: its own, else the registry's Default. */
export function templateFor(key: string, registry: TemplateRegistry): AnyTemplateModule {
  const template = registry[Object.hasOwn(registry, key) ? key : FALLBACK_TEMPLATE_KEY];
  if (!template) throw new Error(`The template registry has no ${FALLBACK_TEMPLATE_KEY} template, for structure key ${key}`);
  return template;
}

/** A template module with the defaults filled in: public, listed, cached like the CMS answers it is made of. */
export function defineTemplate<Data, Query = Record<string, never>, Loaded = undefined>(
  module: Omit<TemplateModule<Data, Query, Loaded>, 'auth' | 'cache' | 'listing'> & Partial<Pick<TemplateModule<Data, Query, Loaded>, 'auth' | 'cache' | 'listing'>>,
): TemplateModule<Data, Query, Loaded> {
  const auth = module.auth ?? 'public';
  return { auth, listing: auth === 'public' ? 'search' : 'none', cache: { kind: 'public' }, ...module };
}
