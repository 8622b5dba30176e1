/**
 * The public search API and the search service of the pages (docs/search.md "The public API"; described in
 * server/search-api-schema.ts for the OpenAPI document): `GET
 * /api/search?q=&lang=&page= &type=&category=&year=&region=` answers `{ query, total, moreThanTotal, page, pageSize,
 * items: [{ title, url, snippet, type, date }], facets, suggestion, otherLanguage }`, with CORS open for GET, a short
 * public cache, the validation messages of docs/product.md §5 with status 400, 503 with Retry-After while the index
 * cannot answer yet, and a rate limit per client address (429 with Retry-After), shared by every process on PostgreSQL.
 *
 * The index (server/search/) is fed from the content API in the background once the portal listens, or on the
 * first search, and kept fresh on the CMS retention. The most frequent searches are counted by
 * `GET /api/search/seen`, which the search page's results ask for as an image that no cache keeps: a page
 * answered from nginx's or the portal's cache is counted all the same, once, by whichever process the browser
 * reaches. The same count says whether the search found anything (`found=0`), and `POST /api/search/clicked`, the
 * results' `ping` (and a beacon where the page's script follows the link), that a result was clicked: where search
 * fails, for the editors (server/search/failing.ts).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { translatorFor } from '../shared/i18n.ts';
import { isLocaleCode, LOCALES, type LocaleCode } from '../shared/locales.ts';
import { FORM_BODY_LIMIT, sameOriginOnly } from './anonymous-post.ts';
import type { Cms } from './cms.ts';
import type { Config, SearchBackend } from './config.ts';
import type { Database } from './database.ts';
import { Errors, RETRY_AFTER_S, statusOf } from './errors.ts';
import type { HttpClient } from './http-client.ts';
import type { ListingCheck } from './listing.ts';
import { DESCRIBED_ONLY } from './openapi.ts';
import type { SearchCall } from './metrics.ts';
import { SEARCH_LANGUAGES, type SearchLanguage } from './search/analyzer.ts';
import { loadHunspell } from './search/dictionary.ts';
import { createSearchEngine } from './search/backend.ts';
import { outcomeOf, type SearchOutcome, type SearchQuery, type SearchResult } from './search/engine.ts';
import { corpusSize, httpListContents, SearchFeed, type FeedWeb, type ListContents } from './search/feed.ts';
import type { WeekCounts } from './search/failing.ts';
import { FrequentSearches, MemoryFrequentStore, PostgresFrequentStore, type EditorsChoice } from './search/frequent.ts';
import { maxEmbeddedDocuments } from './search/minisearch-engine.ts';
import { searchWithHelp } from './search/other-languages.ts';
import { PostgresSearchEngine } from './search/postgres-engine.ts';
import { searchApiSchema } from './search-api-schema.ts';
import { postgresRateLimitStore } from './search/rate-limit-store.ts';
import { CachedResults } from './search/result-cache.ts';
import { loadSynonyms, Synonyms } from './search/synonyms.ts';
import { ThesaurusItem } from './search/thesaurus.ts';
import { validateTerm } from './search/validate.ts';
import { loadWeb, thesaurusNameOf } from './site.ts';

const CACHE_S = 60;
const BUILDING_RETRY_AFTER_S = 5;
/** The counting image: a transparent GIF of one pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface SearchQueryString {
  q?: string;
  lang?: string;
  /** `/api/search/seen`: `0` when the search found nothing in its language. */
  found?: string;
  page?: string;
  type?: string;
  category?: string;
  year?: string;
  region?: string;
}

/** A whole number from the query within bounds, else undefined (a nonsense filter is ignored, not an error). */
function wholeNumber(raw: string | undefined, min: number, max: number): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export interface SearchService {
  /** A search of a valid term, with help from other languages; undefined while the index cannot answer yet. */
  query(query: SearchQuery): Promise<SearchResult | undefined>;
  /** The most frequent searches of a language to show (server/search/frequent.ts), the editors' pinned first. */
  frequent(language: SearchLanguage, limit: number, editors: EditorsChoice): Promise<string[]>;
  /** This week's terms many clients searched, with how many found nothing and clicked (server/search/failing.ts). */
  thisWeek(): Promise<WeekCounts[]>;
  /** Whether a search can be answered now (readiness, server/health.ts); asking starts the index if nothing has. */
  ready(): boolean;
  /**
   * Starts the index and waits for its first walk, at most `deadlineMs`: a process asks before it listens, so that one
   * started again behind nginx takes no search it would refuse while the others could answer it.
   */
  warm(deadlineMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SearchService;
  }
}

export interface SearchApiOptions {
  config: Config;
  cms: Cms;
  listed: ListingCheck;
  /** The portal's database (`DATABASE_URL`): frequent searches and the rate limit live there, and the index with SEARCH_BACKEND=postgres. */
  database?: Database;
  /** Told of each search and how long it took (server/metrics.ts). */
  onSearch?: (backend: SearchBackend, outcome: SearchCall, seconds: number) => void;
  /** Told how each search's first page ended (server/metrics.ts), where metrics are collected. */
  onAnswer?: (lang: SearchLanguage, outcome: SearchOutcome) => void;
}

export const searchApiPlugin = fp(
  async (app: FastifyInstance, opts: SearchApiOptions) => {
    const { config, database } = opts;
    const log = app.log.child({ component: 'search' });
    const fromFile = config.searchSynonymsFile ? await loadSynonyms(config.searchSynonymsFile) : undefined;
    const backend = createSearchEngine(config, { synonyms: fromFile ?? new Synonyms(), database });
    const engine = new CachedResults(backend, config.cmsCacheRetentionS * 1000);
    // The editors' thesaurus, the default web's item beside its config, read through the CMS cache (server/search/thesaurus.ts).
    const thesaurus = fromFile ? undefined : new ThesaurusItem({
      fetch: async () => {
        const cms = opts.cms.forRequest();
        const web = await loadWeb(cms, { entry: config.webs[0]!, prefix: '', contentPath: '/', isDefault: true });
        try {
          return (await cms.contentByUrl(`/${thesaurusNameOf(web)}`, { webId: web.id, language: web.defaultLanguage })).data;
        } catch (error) {
          if (error instanceof Errors.CMS_NOT_FOUND) return undefined;
          throw error;
        }
      },
      apply: (synonyms) => engine.setSynonyms(synonyms),
      refreshMs: config.cmsCacheRetentionS * 1000,
      log,
    });
    const frequent = new FrequentSearches({ store: database ? new PostgresFrequentStore(database) : new MemoryFrequentStore(), log });
    const listContents: ListContents = (query) => opts.cms.forRequest().contents({ ...query });
    // The documents the embedded index may hold in this process's heap.
    const embeddedLimit = maxEmbeddedDocuments(getHeapStatistics().heap_size_limit);
    let feed: SearchFeed | undefined;

    /** The webs to index, as the CMS names them, with their path prefix in the portal (as server/site.ts reads them). */
    async function websToIndex(): Promise<FeedWeb[]> {
      const cms = opts.cms.forRequest();
      return Promise.all(
        config.webs.map(async (entry, index) => {
          const prefix = entry.host || index === 0 ? '' : entry.url;
          const web = await loadWeb(cms, { entry, prefix, contentPath: '/', isDefault: index === 0 });
          return { webId: web.id, prefix };
        }),
      );
    }

    /** Starts the index once; a CMS that cannot say which webs there are is asked again on the next search. */
    async function startIndex(): Promise<void> {
      if (feed) return;
      // The dictionaries are read in the background first: the analyzer would otherwise read them at once, holding
      // up every request for a second or more.
      await Promise.all(SEARCH_LANGUAGES.map((language) => loadHunspell(language)));
      const webs = await websToIndex();
      if (feed) return;
      feed = new SearchFeed({
        engine,
        webs,
        listed: opts.listed,
        listContents,
        refreshMs: config.cmsCacheRetentionS * 1000,
        ...(config.searchBackend === 'embedded' ? { maxDocuments: embeddedLimit } : {}),
        log,
      });
      feed.start();
    }

    const service: SearchService = {
      async query(query) {
        const started = performance.now();
        const took = (outcome: SearchCall) => opts.onSearch?.(config.searchBackend, outcome, (performance.now() - started) / 1000);
        await startIndex().catch(() => undefined);
        try {
          if (!feed?.ready) {
            took('unavailable');
            return undefined;
          }
          await thesaurus?.fresh();
          const result = await searchWithHelp(engine, query);
          took('answered');
          if ((query.page ?? 1) === 1) opts.onAnswer?.(query.lang, outcomeOf(result));
          return result;
        } catch (error) {
          took('failed');
          throw error;
        }
      },
      frequent: (language, limit, editors) =>
        frequent.top(language, limit, {
          correct: (term) => engine.correct(term, language),
          finds: async (term) => (await engine.query({ term, lang: language, pageSize: 1 })).total > 0,
        }, editors),
      thisWeek: () => frequent.thisWeek(),
      ready() {
        startIndex().catch(() => undefined);
        return feed?.ready === true;
      },
      async warm(deadlineMs) {
        const walked = startIndex().then(() => feed?.firstWalk);
        await Promise.race([walked.catch(() => undefined), sleep(deadlineMs, undefined, { ref: false })]);
      },
    };
    app.decorate('siteSearch', service);

    // Refused before the portal listens: a corpus the embedded index cannot hold, or a database without the search's
    // tables. A database or CMS that cannot be reached yet is no refusal: the search answers 503 until they can.
    app.addHook('onReady', async () => {
      if (backend instanceof PostgresSearchEngine) {
        const present = await backend.tablesPresent().catch((error: unknown) => {
          log.warn({ err: error }, 'search: PostgreSQL cannot be reached yet');
          return true;
        });
        if (!present) throw new Error('search: the search tables are missing from DATABASE_URL\'s database: run `npm run db:migrate` (docs/search.md "PostgreSQL backend")');
        return;
      }
      // Asked of the content service itself: the CMS cache and its metrics start as if nothing was asked.
      const documents = await websOf(opts.cms.http, config).then((webs) => corpusSize(httpListContents(opts.cms.http), webs)).catch(() => undefined);
      if (documents !== undefined && documents > embeddedLimit) throw new Error(embeddedTooSmall(documents, embeddedLimit));
    });
    app.addHook('onListen', async () => {
      startIndex().catch((error: unknown) => log.warn({ err: error }, 'the search index could not start yet'));
    });
    app.addHook('onClose', async () => {
      feed?.stop();
    });

    await app.register(async (api) => {
      await api.register(fastifyRateLimit, {
        // Plenty for a person, little for a scraper; counted by every process together on PostgreSQL.
        max: config.searchRatePerMinute,
        timeWindow: 60_000,
        ...(database ? { store: postgresRateLimitStore(database), skipOnError: true } : {}),
        // The message of a 429, as JSON like the rest of the API.
        errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many searches; try again in ${Math.ceil(context.ttl / 1000)} s.` }),
      });
      // A 429 of the limiter is this API's answer, not the portal's error screen.
      api.setErrorHandler((error, request, reply) => {
        const status = statusOf(error);
        // The database away (a restart, a cut link): a moment's wait, not a fault of the search.
        if (status === 503) reply.header('retry-after', String(RETRY_AFTER_S));
        else if (status >= 500) request.log.error({ err: error }, 'search failed');
        return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, message: status < 500 ? (error as Error).message : 'Search failed.' });
      });
      api.get<{ Querystring: SearchQueryString }>('/api/search', { schema: searchApiSchema, ...DESCRIBED_ONLY }, async (request, reply) => {
        reply.header('access-control-allow-origin', '*');
        const code: LocaleCode = isLocaleCode(request.query.lang) ? request.query.lang : 'cs';
        const language = LOCALES[code].language;
        const t = translatorFor(code);
        const refuse = (status: number, message: string, extra: (r: FastifyReply) => void = () => {}) => {
          extra(reply);
          return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, message, query: request.query.q ?? '' });
        };
        const checked = validateTerm(String(request.query.q ?? ''), language);
        if (!checked.ok) return refuse(400, t(checked.message));
        const result = await service.query({
          term: checked.term,
          lang: language,
          page: wholeNumber(request.query.page, 1, 1000) ?? 1,
          filters: {
            type: request.query.type ? request.query.type.split(',') : undefined,
            category: request.query.category || undefined,
            year: wholeNumber(request.query.year, 1900, 2100),
            region: request.query.region || undefined,
          },
        });
        if (!result) return refuse(503, t('search.indexBuilding'), (r) => r.header('retry-after', String(BUILDING_RETRY_AFTER_S)));
        reply.header('cache-control', `public, max-age=${CACHE_S}`);
        const hit = ({ title, url, snippet, type, date }: SearchResult['items'][number]) => ({ title, url, snippet, type, date });
        return {
          query: checked.term,
          total: result.total,
          moreThanTotal: result.moreThanTotal ?? false,
          page: result.page,
          pageSize: result.pageSize,
          items: result.items.map(hit),
          facets: result.facets,
          suggestion: result.suggestion ?? null,
          otherLanguage: result.otherLanguage
            ? { lang: result.otherLanguage.lang, total: result.otherLanguage.total, items: result.otherLanguage.items.map((item) => ({ ...hit(item), lang: item.lang })) }
            : null,
        };
      });
      /** Counts a search of the page's `q` in its `lang`, whatever `count` does with it; never an error for the visitor. */
      const counted = async (query: SearchQueryString, count: (language: SearchLanguage, term: string) => Promise<void>) => {
        const code: LocaleCode = isLocaleCode(query.lang) ? query.lang : 'cs';
        const checked = validateTerm(String(query.q ?? ''), LOCALES[code].language);
        if (checked.ok) await count(LOCALES[code].language, checked.term).catch((error: unknown) => log.warn({ err: error }, 'a search could not be counted'));
      };
      // The search page's counting image: never kept by a cache, so every search a browser shows is counted once.
      api.get<{ Querystring: SearchQueryString }>('/api/search/seen', async (request, reply) => {
        await counted(request.query, (language, term) => frequent.record(language, term, request.ip, request.query.found !== '0'));
        return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
      });
      // A result clicked: a link's `ping` (its body, "PING", is not read) or the page's beacon, from the portal's own
      // pages only, as every anonymous POST (server/anonymous-post.ts).
      api.addContentTypeParser('text/ping', (_request, _body, done) => done(null, undefined));
      api.post<{ Querystring: SearchQueryString }>('/api/search/clicked', { bodyLimit: FORM_BODY_LIMIT, preValidation: sameOriginOnly(config.publicUrl) }, async (request, reply) => {
        await counted(request.query, (language, term) => frequent.clicked(language, term, request.ip));
        return reply.code(204).header('cache-control', 'no-store').send();
      });
    });
  },
  { name: 'search-api', dependencies: ['request-context'] },
);

/** The configured webs' ids, asked of the content service itself (`GET /webs/by-friendly-url/…`). */
async function websOf(http: HttpClient, config: Config): Promise<FeedWeb[]> {
  return Promise.all(config.webs.map(async (entry) => {
    const answer = await http.request(`/webs/by-friendly-url/${encodeURIComponent(entry.url.replace(/^\//, ''))}`);
    if (answer.status !== 200) throw new Error(`GET /webs answered ${answer.status}`);
    return { webId: (JSON.parse(answer.text) as { id: string }).id, prefix: '' };
  }));
}

function embeddedTooSmall(documents: number, limit: number): string {
  return `search: the content holds ${documents.toLocaleString('en')} items, more than the ${limit.toLocaleString('en')} whose embedded index fits this process's heap; ` +
    'set SEARCH_BACKEND=postgres and DATABASE_URL (docs/search.md "PostgreSQL backend"), or give the process more heap';
}
