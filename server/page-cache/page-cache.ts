/**
 * The rendered-page cache for anonymous visitors (docs/operations.md "Caching"; docs/architecture.md §3). A public
 * page's HTML or `_payload.json`, and the sitemap, feeds and calendars, are kept compressed (gzip and br; unpacked
 * too once a client that takes neither asks) with a weak ETag, each answer's status, headers and body prepared when
 * it is stored, and written at once: by the server's own listener before Fastify (server/page-cache/server.ts), or
 * from an `onRequest` hook for requests that reach Fastify (`inject`), before the session, the route and React.
 *
 * The key holds only what a public page may depend on (docs/architecture.md §4): the web's canonical host (a request
 * for any other host is neither answered nor stored), HTML or payload, the path, the query reduced to the parameters
 * the page reads (learnt from its template when it is first made, so made-up parameters share one entry), the consent
 * state and the colour mode (HTML only), and the year of the footer. A request with a session cookie bypasses it;
 * an answer that sets a cookie, is not public or is not 200/404/410 is never stored.
 *
 * An entry stands while the CMS answers it was made from stand (server/cms.ts `standing`: their versions). When one expired or
 * changed, the old body is answered at once while one background request per entry makes the page again with CMS
 * answers asked anew (stale-while-revalidate). When that fails (the CMS is down, the render breaks), the old body
 * goes on being answered (stale-if-error) and the rebuild is tried again a few seconds later; when it succeeds with
 * an answer that may not be kept (a redirect, an outage notice, a page for signed-in visitors only), the entry goes.
 * A purge (server/page-cache/purge.ts) drops a path's entries, and its next render asks the CMS for everything anew.
 *
 * Over 450 lines: the class is one state machine (entries, the ways hits were found, rebuilds, purges and the byte
 * budget over all of them); the listener (server.ts), the purge (purge.ts) and the prepared answers
 * (prepared-head.ts) are apart already.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache, type Perf } from 'lru-cache';
import { getGlobalDispatcher } from 'undici';
import { currentYear } from '../../shared/i18n.ts';
import { SECURITY_HEADERS } from '../answer-headers.ts';
import type { Cms, Dependency, Freshness } from '../cms.ts';
import { negotiateEncoding, type Encoding } from '../compression.ts';
import { earlyRedirect } from '../locale.ts';
import { headBlock, headersOf, writePrepared } from './prepared-head.ts';
import { pageRequestOf, requestedPage, type PageRequest } from '../request-context.ts';
import { routeKindOf, type RouteKind } from '../route-kind.ts';
import { hasSessionCookie } from '../session/session.ts';
import { bareHost } from '../site.ts';
import { PUBLIC_VARIANT_COOKIES, publicVariantKey, publicVariantOf } from '../visitor.ts';

/** The query parameters a page reads: named, or all of them (a list, whose filters are any vocabulary's). */
export type QueryNames = readonly string[] | 'all';

/** What the page's handler tells the cache about the page it sends (server/page-response.ts). */
export interface PageShape {
  queryNames: QueryNames;
  /** The page is made from more than CMS answers (the clock, the search index): made again after this long. */
  maxAgeS?: number;
}

/** The shape of an answer made from CMS answers alone that reads no query: the sitemap, feeds, calendars. */
export const CMS_DOCUMENT: PageShape = { queryNames: [] };

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  bypasses: number;
  entries: number;
  bytes: number;
}

/**
 * What the cache reads of a request: Fastify's request has all of it, and the server's listener makes the same of
 * the raw one (`host` as Fastify reads it, from `X-Forwarded-Host` only when the proxy is trusted).
 */
export interface Asked {
  method: string;
  url: string;
  host: string;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string | undefined>;
}

/** A kept answer the request may be given: fresh (`hit`) or being made again (`stale`). */
export interface Found {
  entry: Entry;
  state: 'hit' | 'stale';
}

/** Statuses whose pages are kept (RFC 9111 heuristically cacheable ones a page can have). */
const STORED_STATUSES = new Set([200, 404, 410]);
/** Headers of the answer that are kept with its body; the rest is per request (request id) or the same for all. */
const STORED_HEADERS = ['content-type', 'cache-control', 'content-language', 'content-disposition', 'link', 'speculation-rules'] as const;
/** Marks the background request that makes a page again; its value is this process's secret. */
const REBUILD_HEADER = 'x-page-cache-rebuild';
/**
 * The request headers a page's place in the cache is worked out from besides its URL and host (`#place`): the
 * cookies (a session, the consent state, the colour mode, a chosen language), the language and referrer the bare root
 * redirects by, and the rebuild's mark. A request that repeats an earlier hit's URL, host and these is given the key
 * that hit found without its place being worked out again (`#repeated`). test/app/page-cache.test.ts checks that
 * `#place` reads no other header, test/app/page-cache-server.test.ts that a request differing in any one is not
 * given the hit.
 */
export const PLACE_HEADERS = ['cookie', 'accept-language', 'referer', REBUILD_HEADER] as const;
/**
 * Hits remembered for `#repeated`, at most; all are forgotten when more come (a page is remembered again on its next
 * hit). A hit whose URL, host, headers above and key are longer than `MAX_WAY_CHARS` is not remembered: about 2 MB
 * at most.
 */
const MAX_WAYS = 1_000;
const MAX_WAY_CHARS = 1_000;
/** Share of the byte budget that the learnt query parameters of paths may take. */
const NAMES_SHARE = 0.05;
/**
 * Bytes counted for an entry besides its bodies, strings and dependencies: its object, prepared headers and the LRU's
 * slot. Measured: 3.6 KB an entry in a heap snapshot after `npm run bench:memory`'s requests, 4.6–5.6 KB in
 * test/app/page-cache.test.ts (which checks the count against the heap); the 2 KB counted before let the cache hold
 * a tenth more than its bound. 8 KB, not 6: at 6 that test's heap came within 4–9 % of the count, within what a
 * collection's timing moves it.
 */
const ENTRY_OVERHEAD_BYTES = 8192;
/** Bytes counted for each of an entry's dependencies besides its key: its object and its slot in the list. */
const DEPENDENCY_BYTES = 48;
/**
 * Bytes counted for a path's learnt query parameters besides its key: the LRU's slot and the list (the same snapshot
 * found 3.1 MB held for their 1.6 MB share).
 */
const NAMES_OVERHEAD_BYTES = 128;
/** A rebuild that failed is tried again after this long, the old body answered meanwhile. */
const REBUILD_RETRY_MS = 5_000;
/** Purged paths remembered until their next render, at most (a purge names a handful; more are let go, oldest first). */
const MAX_PURGED_PATHS = 10_000;
// Once a page, not on every request like a streamed one (server/compression.ts): a better ratio is worth it. A
// page is far under brotli's smallest window (256 KB), which makes the compressor small and quick to set up.
const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const GZIP_OPTIONS = { level: 6 };
/**
 * Pages being compressed for storing at once, at most: a flood of misses (made-up URLs) must not queue bodies in
 * memory faster than the thread pool compresses them. A page not stored now is stored on a later request.
 */
const MAX_STORING = 4;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * An answer ready to be written: its status, its status line and headers as one block (server/page-cache/prepared-head.ts),
 * less the two a request fills in (`x-page-cache` and `x-request-id`, see `write`), and its body.
 */
interface Prepared {
  status: number;
  head: string;
  body?: Buffer;
}

export interface Entry {
  key: string;
  /** The page's path (server/request-context.ts `PageRequest.path`), which a purge names. */
  path: string;
  /** What the metrics count its answers as (server/route-kind.ts). */
  kind: RouteKind;
  etag: string;
  /** The headers of every answer of the entry: the security headers, the stored ones, `Vary` and `ETag`. */
  headers: readonly string[];
  br: Prepared;
  gzip: Prepared;
  /** Unpacked when a client that takes no encoding first asks for it. */
  identity?: Prepared;
  notModified: Prepared;
  dependencies: readonly Dependency[];
  /** Found fresh until this time, as long as no CMS answer changed (server/cms.ts `changes`) since. */
  fresh: { until: number; changes: number };
  builtAt: number;
  maxAgeMs?: number;
  /** How to ask for the page again: its URL and the headers it was made for. */
  recipe: { url: string; headers: Record<string, string> };
  /** After a failed rebuild, none before this time. */
  rebuildAfter: number;
}

/** What a request is to the cache, decided in `onRequest` and read when its answer has been sent. */
interface Slot {
  kind: 'miss' | 'rebuild' | 'bypass';
  /** The parts of the key other than the query. */
  variant: string;
  pathKey: string;
  page: PageRequest;
  recipe: Entry['recipe'];
  /** The entry a rebuild makes again. */
  rebuilding?: Entry;
  shape?: PageShape;
  body?: Buffer;
  /** The body is not the whole page (the render failed or was aborted): never stored. */
  spoiled: boolean;
  /** The answer is the error screen of a failure (5xx): a rebuild that ends so leaves the old page in place. */
  failed: boolean;
  counted: boolean;
}

/** How an earlier hit was found: what it was asked with (its URL is its key in `#ways`), and the entry's key. */
interface Way {
  host: string;
  /** The values of `PLACE_HEADERS`, in turn. */
  headers: readonly unknown[];
  year: number;
  key: string;
}

/** Where a request stands with the cache, before any entry is looked at. */
interface Place {
  kind: Slot['kind'];
  host: string;
  pathKey: string;
  variant: string;
}

const stringBytes = (text: string) => text.length * 2;

/**
 * The bytes in a buffer of their own. zlib hands back a small result as a slice of its 64 KB output buffer, which
 * would keep all 64 KB alive for as long as the entry: eight times what the byte bound counts.
 */
function ownBytes(slice: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(slice.length);
  slice.copy(copy);
  return copy;
}

/** `W/"…"` of the identity body: one for all encodings, so a weak comparison (RFC 9110 §13.1.2) finds it. */
function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the tag it was given, alone.
  if (ifNoneMatch === etag) return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** The query as the page reads it: the first value of each parameter it reads, in a fixed order. */
function reducedQuery(page: PageRequest, names: QueryNames): string {
  if (page.search === '' || (names !== 'all' && names.length === 0)) return '';
  const read = names === 'all' ? [...new Set(page.query.keys())].sort() : names;
  const parts: string[] = [];
  for (const name of read) {
    const value = page.query.get(name);
    if (value !== null) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

/** Whether a path's parameters learnt again are those it had. */
function sameNames(known: QueryNames, learnt: QueryNames): boolean {
  return known === learnt || (known !== 'all' && learnt !== 'all' && known.join('&') === learnt.join('&'));
}

/** The answer's `Vary` with `Accept-Encoding` in it once: a hit chooses among the stored encodings. */
function varyWithAcceptEncoding(vary: unknown): string {
  const names = vary === undefined ? [] : String(vary).split(',').map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/** The consent state and the colour mode: what an HTML page may differ by for visitors (the payload by neither). */
function visitorKeyOf(asked: Asked): string {
  return publicVariantKey(publicVariantOf(asked.cookies));
}

/** How to ask for the page again (a rebuild): its URL, its host and the cookies the page depends on. */
function recipeOf(asked: Asked, host: string, page: PageRequest): Entry['recipe'] {
  const headers: Record<string, string> = { host };
  const cookies = PUBLIC_VARIANT_COOKIES.filter((name) => asked.cookies[name] !== undefined).map((name) => `${name}=${asked.cookies[name]}`);
  if (cookies.length > 0 && !page.wantsPayload) headers.cookie = cookies.join('; ');
  return { url: asked.url, headers };
}

/**
 * Asks the portal's own listener for a page, as a visitor would, and reads the answer to its end (it is stored as it
 * goes, `settle`). Over HTTP, not Fastify's `inject`: its stand-in request and response are objects of other shapes,
 * and once a process has handled them, Node's HTTP code (the parser, `writeHead`, `end`) is compiled for two shapes
 * ever after, and every page-cache hit is slower (bench/README.md "Reading the figures").
 */
async function askOwnListener(server: Server, path: string, headers: Record<string, string>): Promise<void> {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the portal does not listen on a TCP port');
  // Bound to every address: asked on the loopback one.
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  const origin = `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
  // The path as it was asked, not normalized (`request` would parse it as a URL); a connection of its own, closed after.
  const { body } = await getGlobalDispatcher().request({ origin, path, method: 'GET', headers, reset: true });
  for await (const _chunk of body);
}

/** Which rebuild a request is: the same for the request made and the one that arrives. */
const rebuildId = (host: string | undefined, cookie: string | undefined, url: string) => `${host} ${cookie ?? ''} ${url}`;

/** The headers every answer of the entry has, then those of one encoding. */
function prepared(status: number, headers: readonly string[], body?: { encoding: Encoding | undefined; bytes: Buffer }): Prepared {
  const own = body ? [...(body.encoding ? ['content-encoding', body.encoding] : []), 'content-length', String(body.bytes.length)] : [];
  return { status, head: headBlock(status, [...headers, ...own]), body: body?.bytes };
}

export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  /** The query parameters each path's page reads, learnt when it was first made. */
  readonly #queryNames: LRUCache<string, QueryNames>;
  /** Pages being made again: a rebuild's id and the entry it replaces. */
  readonly #rebuilding = new Map<string, Entry>();
  /** Paths purged and not made since: their next render asks the CMS for everything anew. */
  readonly #purged = new LRUCache<string, true>({ max: MAX_PURGED_PATHS });
  /** Requests the server's listener found nothing kept for, and where they stand (`find`), until they are gone. */
  readonly #unanswered = new WeakMap<IncomingMessage, Place>();
  /** The last hit of each URL answered by the server's listener (`#repeated`). */
  readonly #ways = new Map<string, Way>();
  #storing = 0;
  readonly #secret = randomBytes(18).toString('base64url');
  readonly #counts = { hits: 0, misses: 0, stale: 0, bypasses: 0 };
  readonly #perf: Perf;
  #app: FastifyInstance | undefined;

  constructor(
    private readonly cms: Cms,
    private readonly hosts: ReadonlySet<string>,
    maxBytes: number,
    perf: Perf = performance,
  ) {
    this.#perf = perf;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(maxBytes * (1 - NAMES_SHARE))),
      sizeCalculation: (entry, key) =>
        stringBytes(key) + entry.gzip.body!.length + entry.br.body!.length + (entry.identity?.body!.length ?? 0) + stringBytes(entry.recipe.url) + ENTRY_OVERHEAD_BYTES + entry.dependencies.reduce((sum, d) => sum + stringBytes(d.key) + DEPENDENCY_BYTES, 0),
    });
    this.#queryNames = new LRUCache<string, QueryNames>({
      maxSize: Math.max(1, Math.floor(maxBytes * NAMES_SHARE)),
      sizeCalculation: (names, key) => stringBytes(key) + NAMES_OVERHEAD_BYTES + (names === 'all' ? 8 : names.reduce((sum, name) => sum + stringBytes(name) + 8, 0)),
      // Learnt anew, a path's parameters may reduce its queries otherwise than the keys remembered for repeated hits.
      dispose: (_names, _path, reason) => reason === 'evict' && this.#ways.clear(),
    });
  }

  stats(): PageCacheStats {
    return { ...this.#counts, entries: this.#entries.size, bytes: this.#entries.calculatedSize + this.#queryNames.calculatedSize };
  }

  /** The background request that makes a page again: its CMS answers are asked anew, not taken stale. */
  isRebuild(request: Pick<Asked, 'headers'>): boolean {
    return request.headers[REBUILD_HEADER] === this.#secret;
  }

  /** How the request's CMS client takes cached answers: anew after a purge of its page, fresh for a rebuild. */
  freshnessOf(request: FastifyRequest): Freshness {
    if (request.page && this.#purged.has(request.page.path)) return 'refresh';
    return this.isRebuild(request) ? 'fresh' : 'cached';
  }

  #place(asked: Asked, page: PageRequest): Place {
    const host = bareHost(asked.host);
    const kind = this.isRebuild(asked) ? 'rebuild' : this.hosts.has(host) && !hasSessionCookie(asked) && !earlyRedirect(asked, page) ? 'miss' : 'bypass';
    const pathKey = `${host} ${page.wantsPayload ? 'payload' : 'html'} ${page.path}`;
    return { kind, host, pathKey, variant: `${pathKey} ${page.wantsPayload ? '' : visitorKeyOf(asked)} ${currentYear()}` };
  }

  /**
   * The kept answer of a GET or HEAD (that of an earlier hit asked again the same way, else the one its place gives),
   * counted as a hit or a stale answer (and a stale one made again); else undefined, and where the request stands is
   * kept for `lookup` when Fastify takes it on (`raw`, its own request).
   */
  find(asked: Asked, raw?: IncomingMessage): Found | undefined {
    const repeated = this.#repeated(asked);
    if (repeated) return this.#answerOf(repeated);
    const page = requestedPage(asked.url);
    if (!page) return undefined;
    const place = this.#place(asked, page);
    const found = this.#find(place, page);
    if (found) this.#remember(asked, found.entry);
    else if (raw) this.#unanswered.set(raw, place);
    return found;
  }

  /**
   * The entry of an earlier hit asked again with the same URL, host and `PLACE_HEADERS` in the same year: the key
   * its place gave, as long as the entry is kept and the path's parameters were not learnt anew.
   */
  #repeated(asked: Asked): Entry | undefined {
    const way = this.#ways.get(asked.url);
    if (way === undefined || way.host !== asked.host || way.year !== currentYear()) return undefined;
    for (let i = 0; i < PLACE_HEADERS.length; i++) if (asked.headers[PLACE_HEADERS[i]!] !== way.headers[i]) return undefined;
    return this.#entries.get(way.key);
  }

  #remember(asked: Asked, entry: Entry): void {
    const headers = PLACE_HEADERS.map((name) => asked.headers[name]);
    const chars = headers.reduce<number>((sum, value) => sum + String(value ?? '').length, asked.url.length + asked.host.length + entry.key.length);
    if (chars > MAX_WAY_CHARS) return;
    if (this.#ways.size >= MAX_WAYS) this.#ways.clear();
    // A copy: a host cut from a longer X-Forwarded-Host would keep all of it alive, uncounted.
    this.#ways.set(asked.url, { host: structuredClone(asked.host), headers, year: currentYear(), key: entry.key });
  }

  #find(place: Place, page: PageRequest): Found | undefined {
    if (place.kind !== 'miss') return undefined;
    const names = this.#queryNames.get(place.pathKey);
    const entry = names === undefined ? undefined : this.#entries.get(`${place.variant} ${reducedQuery(page, names)}`);
    return entry && this.#answerOf(entry);
  }

  /** A kept entry as a request's answer: a hit while current, else stale and made again. */
  #answerOf(entry: Entry): Found {
    if (this.#isCurrent(entry)) {
      this.#counts.hits++;
      return { entry, state: 'hit' };
    }
    this.#counts.stale++;
    this.#rebuild(entry);
    return { entry, state: 'stale' };
  }

  /** Answers the request from the cache, or gives it the slot that stores its answer; never both. */
  lookup(request: FastifyRequest, reply: FastifyReply): void {
    const page = request.page;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !page) return;
    // Looked up already by the server's listener, which found nothing: the place it worked out is Fastify's too.
    const looked = this.#unanswered.get(request.raw);
    const place = looked ?? this.#place(request, page);
    const found = looked ? undefined : this.#find(place, page);
    if (found) {
      // The page's way ends here (no `onSend`, no serializing), though `onResponse` and the log line still see it.
      reply.hijack();
      // Through `writeHead`: a response of `inject` is no connection's, and reads the headers it is given there.
      const { status, head, body } = this.#answerTo(request, found.entry);
      reply.raw.writeHead(status, [...headersOf(head), 'x-page-cache', found.state, 'x-request-id', request.id]).end(body);
      return;
    }
    const recipe = recipeOf(request, place.host, page);
    const rebuilding = place.kind === 'rebuild' ? this.#rebuilding.get(rebuildId(request.headers.host, request.headers.cookie, request.url)) : undefined;
    request.pageCacheSlot = { kind: place.kind, variant: place.variant, pathKey: place.pathKey, page, recipe, rebuilding, spoiled: false, failed: false, counted: false };
  }

  /**
   * The kept answer in one write, on the server's own connection: the body in the encoding the client takes, or 304
   * when it holds this version, with the request's own headers (its id) and whether it was fresh. Returns the status
   * written.
   */
  write(response: ServerResponse, asked: Pick<Asked, 'headers'>, { entry, state }: Found, requestId: string): number {
    const { status, head, body } = this.#answerTo(asked, entry);
    writePrepared(response, status, head, `x-page-cache: ${state}\r\nx-request-id: ${requestId}\r\n`, body, this.#app!.closing);
    return status;
  }

  /** Which of the entry's answers a request gets: 304 when it holds this version, else the encoding it takes. */
  #answerTo(asked: Pick<Asked, 'headers'>, entry: Entry): Prepared {
    return matchesEtag(asked.headers['if-none-match'], entry.etag) ? entry.notModified : this.#inEncoding(entry, negotiateEncoding(asked.headers['accept-encoding']));
  }

  #inEncoding(entry: Entry, encoding: Encoding | undefined): Prepared {
    if (encoding) return entry[encoding];
    if (!entry.identity) {
      entry.identity = prepared(entry.gzip.status, entry.headers, { encoding: undefined, bytes: gunzipSync(entry.gzip.body!) });
      // Counted in the byte bound from now on (set again: lru-cache sizes an entry when it is set).
      if (this.#entries.peek(entry.key) === entry) this.#entries.set(entry.key, entry);
    }
    return entry.identity;
  }

  /**
   * Fresh while every CMS answer it was made from is, and it is younger than its page allows. The answers are
   * looked at again only when the first of them expires or one of any page changed, not on every hit.
   */
  #isCurrent(entry: Entry): boolean {
    const now = this.#perf.now();
    if (entry.maxAgeMs !== undefined && now - entry.builtAt > entry.maxAgeMs) return false;
    const changes = this.cms.changes;
    if (now < entry.fresh.until && changes === entry.fresh.changes) return true;
    entry.fresh = { until: now + this.cms.freshFor(entry.dependencies), changes };
    return now < entry.fresh.until;
  }

  /** One background request makes the page again; the old body is answered until it is stored. */
  #rebuild(entry: Entry): void {
    const app = this.#app;
    const { url, headers } = entry.recipe;
    const id = rebuildId(headers.host, headers.cookie, url);
    if (!app || app.closing || this.#rebuilding.has(id) || this.#perf.now() < entry.rebuildAfter) return;
    this.#rebuilding.set(id, entry);
    entry.rebuildAfter = this.#perf.now() + REBUILD_RETRY_MS;
    const asked = { ...headers, 'accept-encoding': 'identity', [REBUILD_HEADER]: this.#secret };
    // A portal that does not listen (one driven by `inject` alone, in tests) is asked by `inject`.
    (app.server.listening ? askOwnListener(app.server, url, asked) : app.inject({ method: 'GET', url, headers: asked }))
      .catch((error: unknown) => app.log.warn({ err: error, url }, 'page cache: rebuilding a page failed'))
      .finally(() => this.#rebuilding.delete(id));
  }

  /** Drops an entry unless another has taken its place meanwhile. */
  #drop(entry: Entry): void {
    if (this.#entries.peek(entry.key) === entry) this.#entries.delete(entry.key);
  }

  /**
   * Drops every kept answer of these paths (HTML and page data, every variant and query), and has their next render
   * ask the CMS for everything anew.
   */
  purge(paths: readonly string[]): void {
    const purged = new Set(paths.flatMap((path) => pageRequestOf(path)?.path ?? []));
    for (const path of purged) this.#purged.set(path, true);
    for (const entry of [...this.#entries.values()]) if (purged.has(entry.path)) this.#drop(entry);
  }

  /** Drops everything (a purge may have been missed). */
  clear(): void {
    this.#entries.clear();
  }

  /**
   * A copy of the body of a page that is being sent, for the slot to store: the page is written through it into
   * the response (or its compressor). The visitor leaving closes it, which stops React (server/render.tsx).
   */
  capture(slot: Slot, destination: Writable): Writable {
    const chunks: Buffer[] = [];
    const copy = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        if (destination.write(chunk)) callback();
        else destination.once('drain', () => callback());
      },
      final(callback) {
        slot.body = Buffer.concat(chunks);
        destination.end(callback);
      },
    });
    // React flushes after each batch; the compressor must hear it, so a page goes out in parts.
    Object.assign(copy, { flush: () => (destination as Writable & { flush?: () => void }).flush?.() });
    destination.once('close', () => copy.destroy());
    return copy;
  }

  /**
   * The slot that keeps the answer being made for a GET or HEAD, which is counted here (a miss, or a bypass): none
   * when the answer may not be kept (a bypass; `shape` undefined: made for the visitor, or a page with no bound).
   */
  slotFor(request: FastifyRequest, shape: PageShape | undefined): Slot | undefined {
    const slot = request.pageCacheSlot;
    if (!slot) return undefined;
    if (!slot.counted) {
      slot.counted = true;
      if (slot.kind === 'miss') this.#counts.misses++;
      else if (slot.kind === 'bypass') this.#counts.bypasses++;
    }
    if (slot.kind === 'bypass' || !shape) return undefined;
    slot.shape = shape;
    return slot;
  }

  /** A whole answer (page data, a sitemap, a feed) offered for keeping: `shape` says what it reads. */
  keep(request: FastifyRequest, body: string | Buffer, shape: PageShape | undefined): void {
    const slot = this.slotFor(request, shape);
    if (slot) slot.body = Buffer.from(body);
  }

  /** The answer is the error screen of a failure: a rebuild that ends so keeps the old page (stale-if-error). */
  failed(request: FastifyRequest): void {
    if (request.pageCacheSlot) request.pageCacheSlot.failed = true;
  }

  /** After the answer went out: a purged path counts as made, and the answer is kept when it may be. */
  async settle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.cms?.freshness === 'refresh' && request.page) this.#purged.delete(request.page.path);
    const slot = request.pageCacheSlot;
    if (!slot || slot.kind === 'bypass') return;
    const { shape, body, rebuilding } = slot;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const keepable = shape && body && !slot.spoiled && STORED_STATUSES.has(reply.statusCode) && reply.getHeader('set-cookie') === undefined && cacheControl.startsWith('public');
    if (!keepable) {
      // The page is something else now (a redirect, an outage notice, for signed-in visitors only): the old one goes.
      if (rebuilding && !slot.failed && !slot.spoiled) this.#drop(rebuilding);
      return;
    }
    if (this.#storing >= MAX_STORING) return;
    this.#storing++;
    const [gzipped, brotli] = await Promise.all([compressGzip(body, GZIP_OPTIONS), compressBrotli(body, brotliOptions(body))]).finally(() => this.#storing--);
    const key = `${slot.variant} ${reducedQuery(slot.page, shape.queryNames)}`;
    const etag = etagOf(body);
    const headers: string[] = [...SECURITY_HEADERS];
    for (const name of STORED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers.push(name, String(value));
    }
    // Whatever the stored answer's own encoding was (a rebuild asks for identity, and JSON is compressed only where
    // asked), a hit chooses among encodings: caches after this one must know it.
    headers.push('vary', varyWithAcceptEncoding(reply.getHeader('vary')), 'etag', etag);
    const known = this.#queryNames.peek(slot.pathKey);
    // Keys remembered for repeated hits were reduced by the parameters learnt before.
    if (known !== undefined && !sameNames(known, shape.queryNames)) this.#ways.clear();
    this.#queryNames.set(slot.pathKey, shape.queryNames);
    if (rebuilding && rebuilding.key !== key) this.#drop(rebuilding);
    const status = reply.statusCode;
    this.#entries.set(key, {
      key,
      path: slot.page.path,
      kind: routeKindOf(request),
      etag,
      headers,
      br: prepared(status, headers, { encoding: 'br', bytes: ownBytes(brotli) }),
      gzip: prepared(status, headers, { encoding: 'gzip', bytes: ownBytes(gzipped) }),
      notModified: prepared(304, headers),
      dependencies: request.cms.used,
      fresh: { until: -Infinity, changes: -1 },
      builtAt: this.#perf.now(),
      maxAgeMs: shape.maxAgeS === undefined ? undefined : shape.maxAgeS * 1000,
      recipe: slot.recipe,
      rebuildAfter: 0,
    });
  }

  /** The app whose pages it keeps: rebuilds are asked of it, and it says when it shuts down. */
  attach(app: FastifyInstance): void {
    this.#app = app;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when the cache is turned off (PAGE_CACHE_MAX_MB=0). */
    pageCache?: PageCache;
  }
  interface FastifyRequest {
    /** Set for a page request that the cache did not answer; what the page's handler and `onResponse` fill in. */
    pageCacheSlot: Slot | undefined;
  }
}

export const pageCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: PageCache }) => {
    const { cache } = opts;
    cache.attach(app);
    app.decorate('pageCache', cache);
    app.decorateRequest('pageCacheSlot', undefined);
    app.addHook('onRequest', (request, reply, done) => {
      cache.lookup(request, reply);
      done();
    });
    // The answer is out: nobody waits for the storing (and a hit, which has no slot, costs no promise here).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.pageCacheSlot || request.cms?.freshness === 'refresh') cache.settle(request, reply).catch((error: unknown) => request.log.warn({ err: error }, 'page cache: storing a page failed'));
      done();
    });
  },
  { name: 'page-cache', dependencies: ['request-context'] },
);
