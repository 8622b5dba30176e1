/**
 * Feeds the search from the content API: every page of `GET /contents` of every web and language, turned into
 * SearchDocuments. The first walk runs in the background (the search is not `ready` until it is done, and the
 * caller answers 503 meanwhile); after that a walk every retention period indexes new and changed items (by
 * `updatedAt`) and removes those the API no longer lists. A walk that fails half way changes nothing that it
 * did not see, removes nothing, and is tried again.
 *
 * An index kept in PostgreSQL (`engine.store`) is ready at start when a whole walk was stored before; a walk then
 * compares with the fingerprints stored, so a restart indexes only what changed, and one process at a time walks
 * (the lease), the others answering from what it stores.
 */
import { createHash } from 'node:crypto';
import { contentListSchema, type Content, type ContentList } from '../../shared/content.ts';
import type { HttpClient } from '../http-client.ts';
import { LANGUAGE_TAGS, localeByTag, localizePath, type LanguageTag } from '../../shared/locales.ts';
import type { ListingCheck } from '../listing.ts';
import type { DocumentRef, SearchDocument, SearchEngine } from './engine.ts';
import { htmlToText } from './text.ts';

/** The query of one `GET /contents` page (docs/content-api.md §5); `cms.contents(stats, query)` takes it as it is. */
export interface ContentListQuery {
  webId: string;
  language: LanguageTag;
  page: number;
  pageSize: number;
  onlyPublished: true;
  sort: 'displayAt:desc';
}

export type ListContents = (query: ContentListQuery) => Promise<ContentList>;

export interface FeedWeb {
  webId: string;
  /** The web's path prefix in the portal: '' for the default web and webs reached by host, else its URL (`/mpsv`). */
  prefix: string;
}

export interface FeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SearchFeedOptions {
  engine: SearchEngine;
  listContents: ListContents;
  /** Which items are pages to find (server/listing.ts): the others are never indexed. */
  listed: ListingCheck;
  webs: FeedWeb[];
  /** The CMS retention period: how often the content is walked again. */
  refreshMs: number;
  /** Until the first walk succeeds, a failed one is tried again after this (at most `refreshMs`). */
  retryMs?: number;
  languages?: LanguageTag[];
  /** Items a page; the content API allows up to 100. */
  pageSize?: number;
  /** The vocabulary whose categories are regions (docs/product.md §3 "Regions": the regional branches). */
  regionVocabulary?: string;
  /** More items than this are refused before any is indexed (the embedded index would not fit the heap). */
  maxDocuments?: number;
  log?: FeedLog;
}

export interface FeedReport {
  indexed: number;
  removed: number;
  total: number;
}

/**
 * Bumped whenever the analysis changes (analyzer.ts, what a document holds): a stored document of an older one
 * no longer matches its fingerprint and is indexed again.
 */
const ANALYSIS_VERSION = 5;

/**
 * `data` keys that hold addresses, layout, references or codes (content/README.md: category and vocabulary names,
 * list definitions, weekdays, block kinds, MIME types), not text a reader sees: indexed, a code such as
 * `pestounska-pece` would make "pece" a word of every office page.
 */
const NON_TEXT_KEYS = new Set([
  'url', 'href', 'src', 'friendlyURL', 'layout', 'layoutKey', 'stranka', 'vychoziObrazek', 'image', 'icon', 'id',
  'list', 'workplaces', 'agendas', 'region', 'district', 'officeType', 'employmentType', 'kind', 'lifeSituation', 'day',
  'type', 'severity', 'documentKind', 'complianceStatus', 'submissionMethods', 'methods', 'mimeType', 'language',
]);
const MAX_PAGES = 10_000;
const SILENT: FeedLog = { info() {}, warn() {} };

export class SearchFeed {
  readonly #options: Required<Omit<SearchFeedOptions, 'retryMs' | 'maxDocuments'>> & Pick<SearchFeedOptions, 'maxDocuments'> & { retryMs: number };
  /** `lang id` → fingerprint of what this process indexed, where the index lives in this process. */
  #known = new Map<string, string>();
  #ready = false;
  /** Settles when the first walk has ended, whether it made the index ready or failed. */
  readonly firstWalk: Promise<void>;
  #firstWalkEnded!: () => void;
  #running: Promise<FeedReport | undefined> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: SearchFeedOptions) {
    this.#options = {
      languages: LANGUAGE_TAGS,
      pageSize: 100,
      regionVocabulary: 'kraj',
      log: SILENT,
      ...options,
      retryMs: Math.min(options.retryMs ?? 5_000, options.refreshMs),
    };
    this.firstWalk = new Promise((resolve) => { this.#firstWalkEnded = resolve; });
  }

  /** True once the index can answer: after a whole walk, this process's or (a stored index) any process's. */
  get ready(): boolean {
    return this.#ready;
  }

  /** Starts the first walk in the background and keeps walking every retention period until `stop()`. */
  start(): void {
    this.#stopped = false;
    void this.#cycle();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /** One walk now (joined with one under way); undefined when another process holds the lease of a stored index. */
  refresh(): Promise<FeedReport | undefined> {
    this.#running ??= this.#leasedWalk().finally(() => { this.#running = undefined; });
    return this.#running;
  }

  async #cycle(): Promise<void> {
    let delay = this.#options.refreshMs;
    try {
      const store = this.#options.engine.store;
      if (!this.#ready && store) this.#ready = await store.walked(this.#webIds());
      const report = await this.refresh();
      if (report) this.#options.log.info({ search: report }, 'search index refreshed');
      else if (!this.#ready) delay = this.#options.retryMs;
    } catch (error) {
      if (!this.#ready) delay = this.#options.retryMs;
      this.#options.log.warn({ err: error }, 'search index refresh failed; the index stays as it was');
    }
    this.#firstWalkEnded();
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.#cycle(), delay);
    this.#timer.unref();
  }

  #webIds(): string[] {
    return this.#options.webs.map((web) => web.webId);
  }

  #leasedWalk(): Promise<FeedReport | undefined> {
    const store = this.#options.engine.store;
    return store ? store.whileLeased((renew) => this.#walk(renew)) : this.#walk(async () => {});
  }

  async #walk(renew: () => Promise<void>): Promise<FeedReport> {
    const { engine, webs, languages } = this.#options;
    const store = engine.store;
    const known = store
      ? await store.fingerprints({ webIds: this.#webIds(), langs: languages.flatMap((tag) => localeByTag(tag)?.language ?? []) })
      : this.#known;
    const { maxDocuments } = this.#options;
    if (maxDocuments !== undefined) {
      const documents = await corpusSize(this.#options.listContents, webs, languages);
      if (documents > maxDocuments) throw new Error(`the content holds ${documents} items, more than the ${maxDocuments} this index can hold`);
    }
    const seen = new Map<string, string>();
    let indexed = 0;
    for (const web of webs) {
      for (const language of languages) {
        for await (const items of this.#pages(web.webId, language)) {
          await renew();
          const changed: SearchDocument[] = [];
          for (const content of items) {
            const place = placeOf(content, web, this.#options.listed);
            if (!place) continue;
            const key = `${place.lang} ${content.id}`;
            const fingerprint = fingerprintOf(content, web);
            seen.set(key, fingerprint);
            // Only a new or changed item is made a document (its HTML read as text): a walk sees every item each time.
            if (known.get(key) !== fingerprint) changed.push({ ...documentAt(content, place, this.#options.regionVocabulary), fingerprint });
          }
          await engine.index(changed);
          indexed += changed.length;
        }
      }
    }
    const gone = [...known.keys()].filter((key) => !seen.has(key));
    await engine.remove(gone.map((key) => ({ lang: key.slice(0, key.indexOf(' ')) as DocumentRef['lang'], id: key.slice(key.indexOf(' ') + 1) })));
    // On PostgreSQL the stored fingerprints are what the next walk reads.
    if (!store) this.#known = seen;
    await store?.finishedWalk(this.#webIds());
    this.#ready = true;
    return { indexed, removed: gone.length, total: seen.size };
  }

  async *#pages(webId: string, language: LanguageTag): AsyncGenerator<Content[]> {
    const { listContents, pageSize } = this.#options;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await listContents({ webId, language, page, pageSize, onlyPublished: true, sort: 'displayAt:desc' });
      if (list.items.length === 0) return;
      yield list.items;
      if (page * list.pageSize >= list.totalCount) return;
    }
  }
}

/** `GET /contents` asked of the content service itself, past the CMS cache, the answer checked against the contract. */
export function httpListContents(http: HttpClient): ListContents {
  return async (query) => {
    const answer = await http.request('/contents', { query: { ...query } });
    if (answer.status !== 200) throw new Error(`GET /contents answered ${answer.status}`);
    return contentListSchema.parse(JSON.parse(answer.text));
  };
}

/** How many items the content service lists of these webs in these languages (one small page asked of each). */
export async function corpusSize(listContents: ListContents, webs: FeedWeb[], languages: LanguageTag[] = LANGUAGE_TAGS): Promise<number> {
  const counts = await Promise.all(webs.flatMap((web) => languages.map(async (language) =>
    (await listContents({ webId: web.webId, language, page: 1, pageSize: 1, onlyPublished: true, sort: 'displayAt:desc' })).totalCount)));
  return counts.reduce((a, b) => a + b, 0);
}

/** What decides whether an item is indexed again: its `updatedAt`, or its whole content where the CMS gives none. */
function fingerprintOf(content: Content, web: FeedWeb): string {
  const version = content.updatedAt ?? createHash('sha1').update(JSON.stringify(content)).digest('base64');
  return `${ANALYSIS_VERSION} ${web.prefix} ${version}`;
}

/** Where an item is found: its language and URL; undefined for items that are no page to find (server/listing.ts) and unknown languages. */
function placeOf(content: Content, web: FeedWeb, listed: ListingCheck): Pick<SearchDocument, 'lang' | 'url'> | undefined {
  const locale = localeByTag(content.language);
  const friendlyURL = content.friendlyURLs[content.language];
  if (!locale || !friendlyURL) return undefined;
  const url = localizePath(locale.code, web.prefix + friendlyURL);
  return listed(content, url) ? { lang: locale.language, url } : undefined;
}

/** The search's view of one content item; undefined for items that are no page to find and unknown languages. */
export function toSearchDocument(content: Content, web: FeedWeb, listed: ListingCheck, regionVocabulary = 'kraj'): SearchDocument | undefined {
  const place = placeOf(content, web, listed);
  return place && documentAt(content, place, regionVocabulary);
}

/** The document of an item found at `place`: its texts, HTML read as text, and its date, categories and regions. */
function documentAt(content: Content, { lang, url }: Pick<SearchDocument, 'lang' | 'url'>, regionVocabulary: string): SearchDocument {
  const { body, ...rest } = content.data;
  const texts = [typeof body === 'string' ? htmlToText(body) : '', ...textsOf(rest)].filter(Boolean);
  const date = content.displayAt ?? content.createdAt ?? undefined;
  const address = content.data.address;
  const town = address && typeof address === 'object' && 'city' in address && typeof address.city === 'string' ? address.city : '';
  return {
    id: content.id,
    lang,
    webId: content.webId,
    url,
    title: content.name,
    // A page with an address of its own (an office) is about that town: "úřad práce Brno" means the office in Brno.
    places: town,
    description: content.description ? htmlToText(content.description) : '',
    body: texts.join(' '),
    type: content.structure.key,
    ...(date ? { date } : {}),
    categories: content.categories.filter((c) => c.vocabulary !== regionVocabulary).map((c) => c.key),
    regions: content.categories.filter((c) => c.vocabulary === regionVocabulary).map((c) => c.key),
  };
}

/** The reader-visible strings in structured `data` (a home page's hero and tiles, related links' labels): HTML stripped. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:|mailto:|tel:|\/)/.test(value) ? [] : [htmlToText(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (NON_TEXT_KEYS.has(key) ? [] : textsOf(inner)));
  }
  return [];
}
