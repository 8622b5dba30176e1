/**
 * The rendered-page cache for anonymous visitors (issue 14; DESIGN.md "the request's way"). A public page's HTML
 * or `_payload.json` is kept compressed (gzip and br; identity is unpacked for the rare client that takes neither)
 * with a weak ETag, and answered in one write from an `onRequest` hook, before the session, the route and React.
 *
 * The key holds only what a public page may depend on (DESIGN.md): the web's canonical host (a request for any
 * other host is neither answered nor stored), HTML or payload, the path, the query reduced to the parameters the
 * page reads (learnt from its template when it is first made, so made-up parameters share one entry), the consent
 * state and the colour mode (HTML only), and the year of the footer. A request with a session cookie bypasses it;
 * an answer that sets a cookie, is not public or is not 200/404/410 is never stored.
 *
 * An entry stands while the CMS answers it was made from stand (server/cms.ts `standing`: their versions). When one expired or
 * changed, the old body is answered at once while one background request per entry makes the page again with CMS
 * answers asked anew (stale-while-revalidate); when that fails (the CMS is down), the old body goes on being
 * answered (stale-if-error) and the rebuild is tried again a few seconds later.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache, type Perf } from 'lru-cache';
import { COLOUR_MODE_COOKIE, parseColourPreference } from '../shared/colour-mode.ts';
import { CONSENT_COOKIE, parseConsent } from '../shared/consent.ts';
import { currentYear } from '../shared/i18n.ts';
import type { Cms, Dependency } from './cms.ts';
import { negotiateEncoding } from './compression.ts';
import { earlyRedirect } from './locale.ts';
import type { PageRequest } from './request-context.ts';
import { hasSessionCookie } from './session.ts';
import { bareHost } from './site.ts';

/** The query parameters a page reads: named, or all of them (a list, whose filters are any vocabulary's). */
export type QueryNames = readonly string[] | 'all';

/** What the page's handler tells the cache about the page it sends (server/page-response.ts). */
export interface PageShape {
  queryNames: QueryNames;
  /** The page is made from more than CMS answers (the clock, the search index): made again after this long. */
  maxAgeS?: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  bypasses: number;
  entries: number;
  bytes: number;
}

/** Statuses whose pages are kept (RFC 9111 heuristically cacheable ones a page can have). */
const STORED_STATUSES = new Set([200, 404, 410]);
/** Headers of the answer that are kept with its body; the rest is per request (request id, security headers). */
const STORED_HEADERS = ['content-type', 'cache-control', 'content-language'] as const;
/** Marks the background request that makes a page again; its value is this process's secret. */
const REBUILD_HEADER = 'x-page-cache-rebuild';
/** Share of the byte budget that the learnt query parameters of paths may take. */
const NAMES_SHARE = 0.05;
/** A rebuild that failed is tried again after this long, the old body answered meanwhile. */
const REBUILD_RETRY_MS = 5_000;
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

interface Entry {
  status: number;
  /** Names and values, one after the other, as `writeHead` takes them. */
  headers: string[];
  gzip: Buffer;
  br: Buffer;
  etag: string;
  dependencies: readonly Dependency[];
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
  shape?: PageShape;
  body?: Buffer;
  /** The body is not the whole page (the render failed or was aborted): never stored. */
  spoiled: boolean;
  counted: boolean;
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

/** The answer's `Vary` with `Accept-Encoding` in it once: a hit chooses among the stored encodings. */
function varyWithAcceptEncoding(vary: unknown): string {
  const names = vary === undefined ? [] : String(vary).split(',').map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/** The consent state and the colour mode: what an HTML page may differ by for visitors (the payload by neither). */
function visitorKeyOf(request: FastifyRequest): string {
  const consent = parseConsent(request.cookies[CONSENT_COOKIE]);
  return `${consent ? `s${+consent.statistical}m${+consent.marketing}` : 'unasked'} ${parseColourPreference(request.cookies[COLOUR_MODE_COOKIE])}`;
}

/** How to ask for the page again (a rebuild): its URL, its host and the cookies the page depends on. */
function recipeOf(request: FastifyRequest, host: string, page: PageRequest): Entry['recipe'] {
  const headers: Record<string, string> = { host };
  const cookies = [CONSENT_COOKIE, COLOUR_MODE_COOKIE].filter((name) => request.cookies[name] !== undefined).map((name) => `${name}=${request.cookies[name]}`);
  if (cookies.length > 0 && !page.wantsPayload) headers.cookie = cookies.join('; ');
  return { url: request.url, headers };
}

export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  /** The query parameters each path's page reads, learnt when it was first made. */
  readonly #queryNames: LRUCache<string, QueryNames>;
  readonly #rebuilding = new Set<string>();
  #storing = 0;
  readonly #secret = randomBytes(18).toString('base64url');
  readonly #counts = { hits: 0, misses: 0, stale: 0, bypasses: 0 };
  readonly #perf: Perf;

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
        stringBytes(key) + entry.gzip.length + entry.br.length + stringBytes(entry.recipe.url) + 512 + entry.dependencies.reduce((sum, d) => sum + stringBytes(d.key) + 16, 0),
    });
    this.#queryNames = new LRUCache<string, QueryNames>({
      maxSize: Math.max(1, Math.floor(maxBytes * NAMES_SHARE)),
      sizeCalculation: (names, key) => stringBytes(key) + (names === 'all' ? 8 : names.reduce((sum, name) => sum + stringBytes(name) + 8, 0)),
    });
  }

  stats(): PageCacheStats {
    return { ...this.#counts, entries: this.#entries.size, bytes: this.#entries.calculatedSize + this.#queryNames.calculatedSize };
  }

  /** The background request that makes a page again: its CMS answers are asked anew, not taken stale. */
  isRebuild(request: FastifyRequest): boolean {
    return request.headers[REBUILD_HEADER] === this.#secret;
  }

  /** Answers the request from the cache, or gives it the slot that stores its answer; never both. */
  lookup(request: FastifyRequest, reply: FastifyReply, app: FastifyInstance): void {
    const page = request.page;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !page) return;
    const host = bareHost(request.hostname);
    const kind = this.isRebuild(request) ? 'rebuild' : this.hosts.has(host) && !hasSessionCookie(request) && !earlyRedirect(request, page) ? 'miss' : 'bypass';
    const pathKey = `${host} ${page.wantsPayload ? 'payload' : 'html'} ${page.path}`;
    const variant = `${pathKey} ${page.wantsPayload ? '' : visitorKeyOf(request)} ${currentYear()}`;
    if (kind === 'miss') {
      const names = this.#queryNames.get(pathKey);
      const entry = names === undefined ? undefined : this.#entries.get(`${variant} ${reducedQuery(page, names)}`);
      if (entry) {
        const current = this.#isCurrent(entry);
        if (current) this.#counts.hits++;
        else {
          this.#counts.stale++;
          this.#rebuild(app, entry);
        }
        this.#answer(app, request, reply, entry, current ? 'hit' : 'stale');
        return;
      }
    }
    request.pageCacheSlot = { kind, variant, pathKey, page, recipe: recipeOf(request, host, page), spoiled: false, counted: false };
  }

  /** Fresh while every CMS answer it was made from is, and it is younger than its page allows. */
  #isCurrent(entry: Entry): boolean {
    if (entry.maxAgeMs !== undefined && this.#perf.now() - entry.builtAt > entry.maxAgeMs) return false;
    return entry.dependencies.every((dependency) => this.cms.standing(dependency) === 'fresh');
  }

  /**
   * The stored answer in one write, straight on the response, with the headers every answer carries: the page's
   * way ends here (no `onSend`, no serializing), though `onResponse` and the request's log line still see it.
   */
  #answer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'hit' | 'stale'): void {
    reply.hijack();
    const headers = app.answerHeadersOf(request);
    headers.push(...entry.headers, 'etag', entry.etag, 'x-page-cache', state);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.raw.writeHead(304, headers).end();
      return;
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding ? entry[encoding] : gunzipSync(entry.gzip);
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    reply.raw.writeHead(entry.status, headers).end(body);
  }

  /** One background request makes the page again; the old body is answered until it is stored. */
  #rebuild(app: FastifyInstance, entry: Entry): void {
    const { url, headers } = entry.recipe;
    const id = `${headers.host} ${headers.cookie ?? ''} ${url}`;
    if (this.#rebuilding.has(id) || this.#perf.now() < entry.rebuildAfter) return;
    this.#rebuilding.add(id);
    entry.rebuildAfter = this.#perf.now() + REBUILD_RETRY_MS;
    app
      .inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity', [REBUILD_HEADER]: this.#secret } })
      .catch((error: unknown) => app.log.warn({ err: error, url }, 'page cache: rebuilding a page failed'))
      .finally(() => this.#rebuilding.delete(id));
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

  /** After the answer went out: keeps it when it may be kept. */
  async store(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const slot = request.pageCacheSlot;
    if (!slot || slot.kind === 'bypass' || !slot.shape || !slot.body || slot.spoiled) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!STORED_STATUSES.has(reply.statusCode) || reply.getHeader('set-cookie') !== undefined || !cacheControl.startsWith('public')) return;
    if (this.#storing >= MAX_STORING) return;
    const { shape, body } = slot;
    this.#storing++;
    const [gzipped, brotli] = await Promise.all([compressGzip(body, GZIP_OPTIONS), compressBrotli(body, brotliOptions(body))]).finally(() => this.#storing--);
    const headers: string[] = [];
    for (const name of STORED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers.push(name, String(value));
    }
    // Whatever the stored answer's own encoding was (a rebuild asks for identity, and JSON is compressed only where
    // asked), a hit chooses among encodings: caches after this one must know it.
    headers.push('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    this.#queryNames.set(slot.pathKey, shape.queryNames);
    this.#entries.set(`${slot.variant} ${reducedQuery(slot.page, shape.queryNames)}`, {
      status: reply.statusCode,
      headers,
      gzip: ownBytes(gzipped),
      br: ownBytes(brotli),
      etag: etagOf(body),
      dependencies: request.cms.used,
      builtAt: this.#perf.now(),
      maxAgeMs: shape.maxAgeS === undefined ? undefined : shape.maxAgeS * 1000,
      recipe: slot.recipe,
      rebuildAfter: 0,
    });
  }

  /** Counted once when a page is made for a GET or HEAD: a miss if it may be stored, a bypass if not. */
  counted(slot: Slot | undefined): void {
    if (!slot || slot.counted) return;
    slot.counted = true;
    if (slot.kind === 'miss') this.#counts.misses++;
    else if (slot.kind === 'bypass') this.#counts.bypasses++;
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
    app.decorate('pageCache', cache);
    app.decorateRequest('pageCacheSlot', undefined);
    app.addHook('onRequest', (request, reply, done) => {
      cache.lookup(request, reply, app);
      done();
    });
    // The answer is out: nobody waits for the storing (and a hit, which has no slot, costs no promise here).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.pageCacheSlot) cache.store(request, reply).catch((error: unknown) => request.log.warn({ err: error }, 'page cache: storing a page failed'));
      done();
    });
  },
  { name: 'page-cache', dependencies: ['request-context'] },
);
