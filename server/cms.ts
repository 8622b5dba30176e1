/**
 * The content service client (docs/content-api.md) behind an LRU bounded in bytes, keys included. lru-cache's
 * fetchMethod gives single flight: concurrent requests for one key share one upstream call. A CMS answer is
 * fresh for the configured retention; after that it is served stale at once while one background call
 * refreshes it, and it is kept for as long as the CMS fails. 404s live in a small cache of their own, so
 * made-up URLs can neither evict real content nor grow memory (expired ones are purged by a timer). A refreshed answer
 * whose text did not change keeps its object, so what was built from it stands. A circuit breaker stops asking a CMS that keeps
 * failing: while it is open, answers come from the cache or fail at once (503 with Retry-After).
 *
 * Pages talk to the cache through a `CmsClient` bound to their request: it counts hits for the request's log
 * line and records which cached answers the page was built from, 404s included (server/page-memo.ts keys on them;
 * server/page-cache/page-cache.ts keeps a page while they stand).
 *
 * Over 450 lines, one concern: the cache, its byte accounting, the circuit and the request's client share the
 * cache's private state (entries, versions, counts); split apart they would each reach into it.
 */
import { createHash } from 'node:crypto';
import { LRUCache, type Perf } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  apiErrorSchema,
  contentListSchema,
  contentSchema,
  documentListSchema,
  folderSchema,
  tagListSchema,
  vocabularyListSchema,
  webListSchema,
  webSchema,
  type Content,
  type Lookup,
  type Web,
} from '../shared/content.ts';
import { Errors } from './errors.ts';
import { shortened } from './logging.ts';
import type { HttpClient, RequestOptions } from './http-client.ts';

/** What one request took from the cache, for its log line. */
export interface CacheStats {
  hit: number;
  miss: number;
  stale: number;
}

/**
 * `digest`: of the answer's text, to tell a refetched answer that did not change from one that did. `version`: a
 * number of its own for each value that differs from the one before, kept while the value is.
 */
type Answer =
  | { kind: 'ok'; value: object; version: number; bytes: number; digest: string; stale?: true }
  | { kind: 'failed'; message: string; bytes: number }
  | { kind: 'not-found'; message: string; bytes: number };
type Fetched = Omit<Extract<Answer, { kind: 'ok' }>, 'version'> | Exclude<Answer, { kind: 'ok' }>;
type Missing = { message: string };

interface FetchContext {
  path: string;
  query: RequestOptions['query'];
  schema: z.ZodType;
}

export interface CmsOptions {
  retentionS: number;
  maxBytes: number;
  logger: FastifyBaseLogger;
  /** How long a 404 is remembered, at most the retention. */
  notFoundTtlS?: number;
  /** While the CMS fails, how long a failure without a good copy stands before the CMS is tried again. */
  staleRetryS?: number;
  /** Consecutive failed calls that open the circuit breaker. */
  breakerThreshold?: number;
  /** How long the breaker stays open before one call may try the CMS again. */
  breakerOpenS?: number;
  /** The clock of the cache and the breaker; tests move it instead of sleeping. */
  perf?: Perf;
  /** Told what each lookup took from the cache (the metrics, process-wide). */
  onLookup?: (outcome: keyof CacheStats) => void;
  /** Told of each call to the content service: how long it took and whether it answered (a 404 is an answer). */
  onCall?: (durationMs: number, ok: boolean) => void;
}

export interface CacheSize {
  entries: number;
  bytes: number;
}

/**
 * One cached answer a page was built from: its key, and the version of its value (NOT_FOUND for a remembered 404).
 * A number, not the value: what a page records must not keep answers the CMS cache let go.
 */
export interface Dependency {
  key: string;
  version: number;
}

/** The version of a remembered 404 in a page's dependencies. */
export const NOT_FOUND = -1;

/**
 * How a client takes cached answers: `cached`, an expired one at once while it is asked again behind; `fresh`, an
 * expired one asked again first; `refresh`, every one asked again, whatever its age, 404s included.
 */
export type Freshness = 'cached' | 'fresh' | 'refresh';

/** Whether what a page was built from still stands: fresh; kept but due to be asked again; or changed, or gone. */
export type Standing = 'fresh' | 'expired' | 'changed';

/*
 * What an entry is counted against the bound: the heap it really takes, as `npm run bench:memory` measures it
 * (bench/cms-cache-size.ts; docs/operations.md "Memory"). An entry's own objects and its share of the cache's
 * bookkeeping are a fixed part (an answer's about 1.8 KB: its record, digest and parsed objects; a 404's about
 * 0.9 KB); its key, a URL, is ASCII (a byte a character); an answer's parsed JSON took 2.2 to 2.7 bytes a character of its
 * text (objects, arrays, Czech text in two-byte strings). Each is counted above what was measured, so the bound holds
 * for answers heavier than the sample's.
 */
const ANSWER_ENTRY_BYTES = 2048;
const NOT_FOUND_ENTRY_BYTES = 1536;
const PARSED_BYTES_PER_CHAR = 3;
/** A message may be Czech text: two bytes a character. */
const messageBytes = (message: string) => message.length * 2;
/** Share of the byte budget that 404s may take. */
const NOT_FOUND_SHARE = 0.05;

export type BreakerState = 'closed' | 'open' | 'half-open';
const BREAKER_OPEN = 'circuit breaker open';

/** Opens after `threshold` failures in a row; after `openMs` lets one call through, whose outcome decides. */
class CircuitBreaker {
  #failures = 0;
  #openedAt = -Infinity;
  #trial = false;
  constructor(private readonly threshold: number, private readonly openMs: number, private readonly perf: Perf) {}

  get state(): BreakerState {
    if (this.#failures < this.threshold) return 'closed';
    return this.perf.now() - this.#openedAt < this.openMs ? 'open' : 'half-open';
  }

  /** May a call go to the CMS now? In half-open state only one at a time. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#trial) return false;
    this.#trial = true;
    return true;
  }

  succeeded(): void {
    this.#failures = 0;
    this.#trial = false;
  }

  failed(): void {
    this.#trial = false;
    this.#failures++;
    if (this.#failures >= this.threshold) this.#openedAt = this.perf.now();
  }
}

export class Cms {
  readonly #answers: LRUCache<string, Answer, FetchContext>;
  readonly #missing: LRUCache<string, Missing>;
  readonly #breaker: CircuitBreaker;
  readonly #log: FastifyBaseLogger;
  readonly #onLookup: CmsOptions['onLookup'];
  readonly #onCall: CmsOptions['onCall'];
  #lastCall: 'none' | 'ok' | 'failed' = 'none';
  readonly #perf: Perf;
  readonly #notFoundTtlMs: number;
  #nextMissingPurge = 0;
  #nextVersion = 0;
  #changes = 0;

  constructor(readonly http: HttpClient, options: CmsOptions) {
    const retentionMs = options.retentionS * 1000;
    const notFoundTtlMs = Math.min(retentionMs, (options.notFoundTtlS ?? 10) * 1000);
    const staleRetryMs = (options.staleRetryS ?? 5) * 1000;
    const perf = options.perf ?? performance;
    this.#perf = perf;
    this.#notFoundTtlMs = notFoundTtlMs;
    this.#log = options.logger;
    this.#onLookup = options.onLookup;
    this.#onCall = options.onCall;
    this.#breaker = new CircuitBreaker(options.breakerThreshold ?? 5, (options.breakerOpenS ?? 10) * 1000, perf);
    this.#missing = new LRUCache<string, Missing>({
      maxSize: Math.max(1, Math.floor(options.maxBytes * NOT_FOUND_SHARE)),
      sizeCalculation: (entry, key) => NOT_FOUND_ENTRY_BYTES + key.length + messageBytes(entry.message),
      ttl: notFoundTtlMs,
      // Expired 404s are dropped as new ones come (#rememberMissing), not by a timer of each (a Timeout object per
      // made-up URL, uncounted).
      ttlResolution: 0,
      perf,
      dispose: () => void this.#changes++,
    });
    this.#answers = new LRUCache<string, Answer, FetchContext>({
      maxSize: Math.max(1, Math.floor(options.maxBytes * (1 - NOT_FOUND_SHARE))),
      sizeCalculation: (entry, key) => ANSWER_ENTRY_BYTES + key.length + entry.bytes,
      ttl: retentionMs,
      // An expired answer is handed out at once while one call refreshes it in the background.
      allowStale: true,
      // Ask the clock on every read: it costs nothing next to a request, and a moved test clock is seen at once.
      ttlResolution: 0,
      perf,
      dispose: () => void this.#changes++,
      fetchMethod: async (key, staleValue, { signal, options: entryOptions, context }) => {
        const fetched = await this.#call(context, signal);
        // An answer that did not change keeps its object and version: what was built from it (server/page-memo.ts,
        // server/page-cache/page-cache.ts) still stands.
        if (fetched.kind === 'ok') {
          return staleValue?.kind === 'ok' && staleValue.digest === fetched.digest ? { ...fetched, value: staleValue.value, version: staleValue.version } : { ...fetched, version: this.#nextVersion++ };
        }
        if (fetched.kind === 'not-found') {
          // Kept in the 404 cache. Without an entry here nothing more is kept (a made-up URL stays within the 404s'
          // budget). An entry here (content since removed, a failure kept while the CMS was away) is replaced by the
          // 404: returning undefined would make lru-cache put that stale entry back, to be served again and again.
          this.#rememberMissing(key, fetched.message);
          if (staleValue === undefined) return undefined;
          entryOptions.ttl = this.#notFoundTtlMs;
          return fetched;
        }
        entryOptions.ttl = staleRetryMs;
        if (staleValue?.kind === 'ok') {
          this.#log.warn({ key: shortened(key), reason: fetched.message }, 'content service failed; serving the stale copy');
          return { ...staleValue, stale: true };
        }
        this.#log.warn({ key: shortened(key), reason: fetched.message }, 'content service failed and nothing is cached');
        return fetched;
      },
    });
  }

  async #call(context: FetchContext, signal: AbortSignal): Promise<Fetched> {
    if (!this.#breaker.allow()) return { kind: 'failed', message: BREAKER_OPEN, bytes: messageBytes(BREAKER_OPEN) };
    const started = performance.now();
    const fetched = await this.#request(context, signal);
    this.#onCall?.(performance.now() - started, fetched.kind !== 'failed');
    return fetched;
  }

  async #request(context: FetchContext, signal: AbortSignal): Promise<Fetched> {
    try {
      const response = await this.http.request(context.path, { query: context.query, signal });
      const body = parseJson(response.text);
      if (response.status === 404) {
        this.#succeeded();
        const error = apiErrorSchema.safeParse(body);
        const message = shortened(error.success ? error.data.message : `Not found: ${context.path}`);
        return { kind: 'not-found', message, bytes: messageBytes(message) };
      }
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      const parsed = context.schema.safeParse(body);
      if (!parsed.success) throw new Error(`answer does not match the contract: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
      this.#succeeded();
      return { kind: 'ok', value: parsed.data as object, bytes: Math.ceil(response.text.length * PARSED_BYTES_PER_CHAR), digest: createHash('sha1').update(response.text).digest('base64') };
    } catch (error) {
      this.#breaker.failed();
      this.#lastCall = 'failed';
      const message = (error as Error).message;
      return { kind: 'failed', message, bytes: messageBytes(message) };
    }
  }

  /** A 404 remembered, after letting go of those expired (once a TTL at most: a made-up URL is seldom asked twice). */
  #rememberMissing(key: string, message: string): void {
    const now = this.#perf.now();
    if (now >= this.#nextMissingPurge) {
      this.#missing.purgeStale();
      this.#nextMissingPurge = now + this.#notFoundTtlMs;
    }
    this.#missing.set(key, { message });
  }

  #succeeded(): void {
    this.#breaker.succeeded();
    this.#lastCall = 'ok';
  }

  /** One answer of the content service, recorded on the request's client. */
  async get<T extends object>(client: CmsClient, path: string, query: RequestOptions['query'], schema: z.ZodType<T>): Promise<T> {
    const key = this.http.url(path, query);
    // A page made again after a purge asks even what the CMS said was not there: it may just have been published.
    if (client.freshness === 'refresh') this.#missing.delete(key);
    const missing = this.#missing.get(key);
    if (missing) {
      this.#counted(client, 'hit');
      client.used.push({ key, version: NOT_FOUND });
      throw Errors.CMS_NOT_FOUND(missing.message);
    }
    const status: LRUCache.Status<string, Answer, FetchContext> = {};
    // A fresh client waits for an expired answer to be asked again rather than taking the stale copy; a refreshing
    // one asks again whatever the answer's age (concurrent ones share the call).
    const entry = await this.#answers.fetch(key, {
      context: { path, query, schema },
      status,
      allowStale: client.freshness === 'cached',
      forceRefresh: client.freshness === 'refresh',
    });
    if (!entry || entry.kind === 'not-found') {
      this.#counted(client, 'miss');
      client.used.push({ key, version: NOT_FOUND });
      throw Errors.CMS_NOT_FOUND(entry?.message ?? this.#missing.get(key)?.message ?? shortened(`Not found: ${path}`));
    }
    if (entry.kind === 'failed') throw Errors.CMS_UNAVAILABLE(shortened(entry.message));
    this.#counted(client, entry.stale || status.fetch === 'stale' ? 'stale' : status.fetch === 'hit' ? 'hit' : 'miss');
    client.used.push({ key, version: entry.version });
    return entry.value as T;
  }

  /**
   * Takes on for a client the answers an earlier request used (server/page-memo.ts) when each of them still stands
   * fresh and the client takes cached answers: recorded and counted as hits, as if it had asked for them. Says
   * whether it did.
   */
  reuse(client: CmsClient, dependencies: readonly Dependency[]): boolean {
    if (client.freshness !== 'cached' || this.freshFor(dependencies) <= 0) return false;
    for (let i = 0; i < dependencies.length; i++) this.#counted(client, 'hit');
    client.used.push(...dependencies);
    return true;
  }

  #counted(client: CmsClient, outcome: keyof CacheStats): void {
    client.stats[outcome]++;
    this.#onLookup?.(outcome);
  }

  /**
   * Whether an answer a page was built from still stands, without asking the CMS or touching the LRU order. A
   * copy kept while the CMS fails keeps its version, so a page built from it stands as long as the copy does.
   */
  standing({ key, version }: Dependency): Standing {
    if (version === NOT_FOUND) {
      if (this.#missing.has(key)) return 'fresh';
      // Found since, or not known either way any more (to be asked again).
      return this.#answers.peek(key, { allowStale: true })?.kind === 'ok' ? 'changed' : 'expired';
    }
    const entry = this.#answers.peek(key, { allowStale: true });
    if (entry?.kind !== 'ok' || entry.version !== version) return 'changed';
    return this.#answers.getRemainingTTL(key) > 0 ? 'fresh' : 'expired';
  }

  /**
   * Counts changes of the cached answers (a new value, an answer or a 404 let go): what was found standing before
   * may not stand any more once it moved; while it stays, only time can change it.
   */
  get changes(): number {
    return this.#changes;
  }

  /** How long (milliseconds of the cache's clock) all these answers stay fresh as they are now; 0 when one is not. */
  freshFor(dependencies: readonly Dependency[]): number {
    let remaining = Infinity;
    for (const dependency of dependencies) {
      if (this.standing(dependency) !== 'fresh') return 0;
      const cache = dependency.version === NOT_FOUND ? this.#missing : this.#answers;
      remaining = Math.min(remaining, cache.getRemainingTTL(dependency.key));
    }
    return remaining;
  }

  /**
   * A client bound to one request (or to a background job), taking cached answers as `freshness` says: the page
   * cache rebuilds an expired page with a `fresh` one, so the rebuilt page is as new as the CMS, and makes a purged
   * page again with a `refresh` one, so an edit published a moment ago shows at once.
   */
  forRequest(options: { freshness?: Freshness } = {}): CmsClient {
    return new CmsClient(this, options.freshness ?? 'cached');
  }

  /** What the cache holds, as counted against its bound: the answers, and the 404s remembered. */
  sizes(): { answers: CacheSize; notFound: CacheSize } {
    return {
      answers: { entries: this.#answers.size, bytes: this.#answers.calculatedSize },
      notFound: { entries: this.#missing.size, bytes: this.#missing.calculatedSize },
    };
  }

  /** What readiness reports: the breaker, the last call, whether the cache holds answers that can stand in. */
  state(): { breaker: BreakerState; lastCall: 'none' | 'ok' | 'failed'; cached: number } {
    let cached = 0;
    for (const answer of this.#answers.values()) if (answer.kind === 'ok') cached++;
    return { breaker: this.#breaker.state, lastCall: this.#lastCall, cached };
  }
}

const EVERY_CONTENT_PAGE_SIZE = 100;

/** The content API as one request sees it: every answer it used is recorded, with what the cache gave. */
export class CmsClient {
  readonly stats: CacheStats = { hit: 0, miss: 0, stale: 0 };
  /** The cached answers this request used, in order: the identity of what a page was built from. */
  readonly used: Dependency[] = [];

  constructor(private readonly cms: Cms, readonly freshness: Freshness) {}

  /** See `Cms.reuse`. */
  reuse(dependencies: readonly Dependency[]): boolean {
    return this.cms.reuse(this, dependencies);
  }

  webs(): Promise<Web[]> {
    return this.cms.get(this, '/webs', undefined, webListSchema).then((list) => list.items);
  }

  webById(id: string): Promise<Web> {
    return this.cms.get(this, `/webs/by-id/${encodeURIComponent(id)}`, undefined, webSchema);
  }

  webByUrl(url: string): Promise<Web> {
    return this.cms.get(this, `/webs/by-friendly-url/${encodeURIComponent(url.replace(/^\//, ''))}`, undefined, webSchema);
  }

  contentById(id: string, lookup: Lookup): Promise<Content> {
    return this.cms.get(this, `/contents/by-id/${encodeURIComponent(id)}`, { ...lookup, onlyPublished: true }, contentSchema);
  }

  contentByUrl(url: string, lookup: Lookup): Promise<Content> {
    return this.cms.get(this, `/contents/by-friendly-url/${encodeURIComponent(url.replace(/^\//, ''))}`, { ...lookup, onlyPublished: true }, contentSchema);
  }

  contents(query: NonNullable<RequestOptions['query']>) {
    return this.cms.get(this, '/contents', query, contentListSchema);
  }

  /**
   * Every item a query finds, asked page by page (100 a page, the API's most) up to `maxPages` pages: for what
   * the API cannot order or count itself (a sitemap, events by their own date).
   */
  async everyContent(query: NonNullable<RequestOptions['query']>, maxPages = 100): Promise<Content[]> {
    const items: Content[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const list = await this.contents({ ...query, page, pageSize: EVERY_CONTENT_PAGE_SIZE });
      items.push(...list.items);
      if (page * EVERY_CONTENT_PAGE_SIZE >= list.totalCount) break;
    }
    return items;
  }

  categories(webId: string) {
    return this.cms.get(this, '/categories', { webId }, vocabularyListSchema).then((list) => list.items);
  }

  tags(webId: string) {
    return this.cms.get(this, '/tags', { webId }, tagListSchema).then((list) => list.items);
  }

  folderTree(id: string) {
    return this.cms.get(this, `/folders/by-id/${encodeURIComponent(id)}/tree`, undefined, folderSchema);
  }

  documents(query: { webId: string; folderId?: string; page?: number; pageSize?: number }) {
    return this.cms.get(this, '/documents', query, documentListSchema);
  }
}

/** The value of a JSON text, or undefined for text that is no JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
