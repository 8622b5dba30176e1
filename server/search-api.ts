/**
 * The public search API (issue: search): `GET /api/search?q=&lang=&page=&type=&category=&year=&region=` answers
 * `{ query, total, page, pageSize, items: [{ title, url, snippet, type, date }], facets, suggestion }`, with CORS
 * open for GET, a short public cache, the validation messages of SPEC.md §5 with status 400, 503 with
 * Retry-After while the index is being built, and a rate limit per client address (429 with Retry-After).
 * The index (server/search/) is fed from the content API in the background once the portal listens, or on the
 * first search, and kept fresh on the CMS retention. Searches that found something are counted for the most
 * frequent searches (kept under DATA_DIR).
 */
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { translatorFor } from '../shared/i18n.ts';
import { isLocaleCode, LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { Cms } from './cms.ts';
import type { Config } from './config.ts';
import type { SearchLanguage } from './search/analyzer.ts';
import { createSearchEngine } from './search/backend.ts';
import type { SearchQuery, SearchResult } from './search/engine.ts';
import { SearchFeed, type FeedWeb } from './search/feed.ts';
import { FrequentSearches } from './search/frequent.ts';
import { CachedResults } from './search/result-cache.ts';
import { loadSynonyms } from './search/synonyms.ts';
import { validateTerm } from './search/validate.ts';
import { loadWeb } from './site.ts';

const CACHE_S = 60;
const BUILDING_RETRY_AFTER_S = 5;

interface SearchQueryString {
  q?: string;
  lang?: string;
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
  /** A search of a valid term; undefined while the index is being built (it starts on the first search). */
  query(query: SearchQuery): Promise<SearchResult | undefined>;
  /** The most frequent searches of a language that found something. */
  frequent(language: SearchLanguage, limit: number): string[];
  /** Whether a search can be answered now (readiness, server/health.ts); asking starts the index if nothing has. */
  ready(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SearchService;
  }
}

export const searchApiPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; cms: Cms }) => {
    const { config } = opts;
    const engine = new CachedResults(createSearchEngine(config, {
      synonyms: await loadSynonyms(config.searchSynonymsFile),
      log: app.log.child({ component: 'search' }),
      onClose: (close) => app.addHook('onClose', close),
    }));
    const frequent = await FrequentSearches.open({ file: path.join(config.dataDir, 'frequent-searches.json'), log: app.log });
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
      const webs = await websToIndex();
      if (feed) return;
      feed = new SearchFeed({
        engine,
        webs,
        listContents: (query) => opts.cms.forRequest().contents({ ...query }),
        refreshMs: config.cmsCacheRetentionS * 1000,
        log: app.log.child({ component: 'search' }),
      });
      feed.start();
    }
    /** What pages (the Vyhledavani template) and the API search through. */
    const service: SearchService = {
      async query(query) {
        await startIndex().catch(() => undefined);
        if (!feed?.ready) return undefined;
        const result = await engine.query(query);
        frequent.record(query.lang, query.term, result.total);
        return result;
      },
      frequent: (language, limit) => frequent.top(language, limit).map((entry) => entry.term),
      ready() {
        startIndex().catch(() => undefined);
        return feed?.ready === true;
      },
    };
    app.decorate('siteSearch', service);

    app.addHook('onListen', async () => {
      startIndex().catch((error: unknown) => app.log.warn({ err: error }, 'the search index could not start yet'));
    });
    app.addHook('onClose', async () => {
      feed?.stop();
      await frequent.flush();
    });

    await app.register(async (api) => {
      await api.register(fastifyRateLimit, {
        // Plenty for a person, little for a scraper.
        max: config.searchRatePerMinute,
        timeWindow: 60_000,
        // The message of a 429, as JSON like the rest of the API.
        errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many searches; try again in ${Math.ceil(context.ttl / 1000)} s.` }),
      });
      // A 429 of the limiter is this API's answer, not the portal's error screen.
      api.setErrorHandler((error, _request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, message: status < 500 ? (error as Error).message : 'Search failed.' });
      });
      api.get<{ Querystring: SearchQueryString }>('/api/search', async (request, reply) => {
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
            type: request.query.type || undefined,
            category: request.query.category || undefined,
            year: wholeNumber(request.query.year, 1900, 2100),
            region: request.query.region || undefined,
          },
        });
        if (!result) return refuse(503, t('search.indexBuilding'), (r) => r.header('retry-after', String(BUILDING_RETRY_AFTER_S)));
        reply.header('cache-control', `public, max-age=${CACHE_S}`);
        return {
          query: checked.term,
          total: result.total,
          page: result.page,
          pageSize: result.pageSize,
          items: result.items.map(({ title, url, snippet, type, date }) => ({ title, url, snippet, type, date })),
          facets: result.facets,
          suggestion: result.suggestion ?? null,
        };
      });
    });
  },
  { name: 'search-api', dependencies: ['request-context'] },
);
