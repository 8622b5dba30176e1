/**
 * The content service client (CONTENT-API.md) behind an LRU bounded in bytes. lru-cache's fetchMethod gives
 * single flight: concurrent requests for one key share one upstream call. A CMS answer is fresh for the
 * configured retention; after that the next reader refetches, and if the CMS fails, errors or answers garbage
 * the good copy is served stale (and kept) while the CMS is retried every few seconds. A 404 is cached briefly,
 * and so is a failure with no good copy, so a CMS that hangs costs the timeout once per key, not per request.
 */
import { LRUCache } from 'lru-cache';
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
  type Web,
} from '../shared/content.ts';
import { Errors } from './errors.ts';
import type { HttpClient, RequestOptions } from './http-client.ts';

/** What one request took from the cache, for its log line. */
export interface CacheStats {
  hit: number;
  miss: number;
  stale: number;
}
export const newCacheStats = (): CacheStats => ({ hit: 0, miss: 0, stale: 0 });

type Entry =
  | { kind: 'ok'; value: unknown; bytes: number; stale?: true }
  | { kind: 'not-found'; message: string; bytes: number }
  | { kind: 'failed'; message: string; bytes: number };

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
  /** While the CMS fails, how long a stale copy (or the failure, without one) stands before the CMS is tried again. */
  staleRetryS?: number;
}

export type Lookup = { webId: string; language: string };

export class Cms {
  readonly #cache: LRUCache<string, Entry, FetchContext>;
  readonly #log: FastifyBaseLogger;

  constructor(readonly http: HttpClient, options: CmsOptions) {
    const retentionMs = options.retentionS * 1000;
    const notFoundTtlMs = Math.min(retentionMs, (options.notFoundTtlS ?? 10) * 1000);
    const staleRetryMs = (options.staleRetryS ?? 5) * 1000;
    this.#log = options.logger;
    this.#cache = new LRUCache<string, Entry, FetchContext>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttl: retentionMs,
      fetchMethod: async (key, staleValue, { signal, options: entryOptions, context }) => {
        try {
          const response = await this.http.request(context.path, { query: context.query, signal });
          const body = parseJson(response.text);
          if (response.status === 404) {
            entryOptions.ttl = notFoundTtlMs;
            const error = apiErrorSchema.safeParse(body);
            return { kind: 'not-found', message: error.success ? error.data.message : `Not found: ${context.path}`, bytes: response.text.length };
          }
          if (response.status !== 200) throw new Error(`status ${response.status}`);
          const parsed = context.schema.safeParse(body);
          if (!parsed.success) throw new Error(`answer does not match the contract: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
          return { kind: 'ok', value: parsed.data, bytes: response.text.length };
        } catch (error) {
          entryOptions.ttl = staleRetryMs;
          if (staleValue?.kind === 'ok') {
            this.#log.warn({ key, err: error }, 'content service failed; serving the stale copy');
            return { ...staleValue, stale: true };
          }
          this.#log.warn({ key, err: error }, 'content service failed and nothing is cached');
          return { kind: 'failed', message: (error as Error).message, bytes: 100 };
        }
      },
    });
  }

  async #get<T>(stats: CacheStats, path: string, query: RequestOptions['query'], schema: z.ZodType<T>): Promise<T> {
    const key = this.http.url(path, query);
    const status: LRUCache.Status<string, Entry, FetchContext> = {};
    const entry = await this.#cache.fetch(key, { context: { path, query, schema }, status });
    if (!entry) throw Errors.CMS_UNAVAILABLE(key);
    if (entry.kind === 'ok' && entry.stale) stats.stale++;
    else if (status.fetch === 'hit') stats.hit++;
    else stats.miss++;
    if (entry.kind === 'not-found') throw Errors.CMS_NOT_FOUND(entry.message);
    if (entry.kind === 'failed') throw Errors.CMS_UNAVAILABLE(entry.message);
    return entry.value as T;
  }

  webs(stats: CacheStats): Promise<Web[]> {
    return this.#get(stats, '/webs', undefined, webListSchema).then((list) => list.items);
  }

  webById(stats: CacheStats, id: string): Promise<Web> {
    return this.#get(stats, `/webs/by-id/${encodeURIComponent(id)}`, undefined, webSchema);
  }

  webByUrl(stats: CacheStats, url: string): Promise<Web> {
    return this.#get(stats, `/webs/by-friendly-url/${encodeURIComponent(url.replace(/^\//, ''))}`, undefined, webSchema);
  }

  contentById(stats: CacheStats, id: string, lookup: Lookup): Promise<Content> {
    return this.#get(stats, `/contents/by-id/${encodeURIComponent(id)}`, { ...lookup, onlyPublished: true }, contentSchema);
  }

  contentByUrl(stats: CacheStats, url: string, lookup: Lookup): Promise<Content> {
    return this.#get(stats, `/contents/by-friendly-url/${encodeURIComponent(url.replace(/^\//, ''))}`, { ...lookup, onlyPublished: true }, contentSchema);
  }

  contents(stats: CacheStats, query: NonNullable<RequestOptions['query']>) {
    return this.#get(stats, '/contents', query, contentListSchema);
  }

  categories(stats: CacheStats, webId: string) {
    return this.#get(stats, '/categories', { webId }, vocabularyListSchema).then((list) => list.items);
  }

  tags(stats: CacheStats, webId: string) {
    return this.#get(stats, '/tags', { webId }, tagListSchema).then((list) => list.items);
  }

  folderTree(stats: CacheStats, id: string) {
    return this.#get(stats, `/folders/by-id/${encodeURIComponent(id)}/tree`, undefined, folderSchema);
  }

  documents(stats: CacheStats, query: { webId: string; folderId?: string; page?: number; pageSize?: number }) {
    return this.#get(stats, '/documents', query, documentListSchema);
  }

  /** Ready when the CMS answers or a stale copy can stand in for it. */
  async ready(): Promise<boolean> {
    try {
      await this.webs(newCacheStats());
      return true;
    } catch {
      return false;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
