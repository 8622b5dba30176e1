/**
 * `/metrics` for Prometheus (docs/operations.md "Metrics and load shedding"). fastify-metrics times every answer by
 * route kind (server/route-kind.ts) and status and adds @prometheus-io/client's process metrics (event-loop lag, heap,
 * RSS); the portal adds the CMS cache's lookups and calls and its circuit breaker, render durations, the page cache's
 * numbers, searches (how long they took, and how they ended), the renders load shedding refused, and the release it
 * runs. Each app has
 * a registry of its own, so apps built side by side (tests) count apart.
 *
 * Never public: on a listener of its own (METRICS_PORT, loopback by default) or on the main port behind
 * `Authorization: Bearer <METRICS_TOKEN>`; a token, when set, is asked for on the listener too. With neither,
 * nothing is collected and /metrics is an unknown page like any other.
 */
import * as client from '@prometheus-io/client';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import fp from 'fastify-plugin';
import { PORTAL_VERSION } from '../shared/version.ts';
import { bearerMatches } from './bearer-token.ts';
import type { BreakerState, CacheStats, Cms } from './cms.ts';
import type { Config, SearchBackend } from './config.ts';
import type { PageCacheStats } from './page-cache/page-cache.ts';
import { routeKindOf, type RouteKind } from './route-kind.ts';
import { SEARCH_LANGUAGES, type SearchLanguage } from './search/analyzer.ts';
import { SEARCH_OUTCOMES, type SearchOutcome } from './search/engine.ts';
import { FAILURES, failingOf, type WeekCounts } from './search/failing.ts';

export const METRICS_PATH = '/metrics';
/** fastify-metrics' histogram of every answer's duration. */
const REQUEST_DURATION = 'http_request_duration_seconds';
/** Its labels, as the plugin is set up below. */
type AnswerLabel = 'method' | 'kind' | 'status_code';

/** fastify-metrics is CommonJS with only `exports.default`: Node's own import (the built server) gives the whole module. */
const fastifyMetrics = (fastifyMetricsModule as unknown as { default?: typeof fastifyMetricsModule }).default ?? fastifyMetricsModule;

/** From a cache hit (a millisecond) to a render that nearly timed out. */
const REQUEST_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CMS_CALL_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** From a cached result to a slow query of PostgreSQL. */
const SEARCH_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const BREAKER_STATES: readonly BreakerState[] = ['closed', 'open', 'half-open'];

/** Why a render was refused: a limit of load shedding (server/load-shedding.ts) or the render gate's queue (server/render-gate.ts). */
export type ShedReason = 'event_loop_delay' | 'heap' | 'rss' | 'render_queue';
const SHED_REASONS: readonly ShedReason[] = ['event_loop_delay', 'heap', 'rss', 'render_queue'];
/** A search answered, not yet (the index cannot answer: 503), or failed (the backend's error: 500). */
/** How a call of the search ended, for its duration: whatever it found, the index not ready, or an error. */
export type SearchCall = 'answered' | 'unavailable' | 'failed';
const SEARCH_CALLS: readonly SearchCall[] = ['answered', 'unavailable', 'failed'];

export function metricsServed(config: Config): boolean {
  return config.metricsPort !== undefined || config.metricsToken !== undefined;
}

/** The portal's own metrics; the observers are handed to the CMS client and the page renderer. */
export class PortalMetrics {
  readonly registry = new client.Registry();
  readonly #cmsLookups = new client.Counter({
    name: 'portal_cms_cache_lookups_total',
    help: 'Lookups of the CMS cache by outcome: hit, miss (asked of the CMS), stale (an old copy served)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly #cmsCalls = new client.Histogram({
    name: 'portal_cms_call_duration_seconds',
    help: 'Calls to the content service by outcome: ok (it answered, 404 included) or failed',
    labelNames: ['outcome'],
    buckets: CMS_CALL_BUCKETS_S,
    registers: [this.registry],
  });
  readonly #searchAnswers = new client.Counter({
    name: 'portal_search_answers_total',
    help: 'Searches of a visitor (the first page) by language and outcome: found (pages holding the whole query), relaxed (only pages covering part of it), other_language (nothing good here, another language offered), nothing. No terms: where search fails, per language, for the editors',
    labelNames: ['lang', 'outcome'],
    registers: [this.registry],
  });
  readonly #renders = new client.Histogram({
    name: 'portal_render_duration_seconds',
    help: "Time from the start of a page's render to React's shell (to the whole page for crawlers)",
    buckets: RENDER_BUCKETS_S,
    registers: [this.registry],
  });

  readonly #searches = new client.Histogram({
    name: 'portal_search_duration_seconds',
    help: 'Searches (the API and the search page) by backend (embedded, postgres) and outcome (answered; unavailable: the index cannot answer yet; failed)',
    labelNames: ['backend', 'outcome'],
    buckets: SEARCH_BUCKETS_S,
    registers: [this.registry],
  });
  readonly #shed = new client.Counter({
    name: 'portal_shed_total',
    help: 'Renders refused with 503 by reason: a load-shedding limit (event_loop_delay, heap, rss) or the render queue (render_queue)',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  constructor(searchBackend: SearchBackend) {
    // Every series from the start, so a rate is defined before the first of its kind.
    for (const outcome of ['hit', 'miss', 'stale'] as const) this.#cmsLookups.inc({ outcome }, 0);
    for (const outcome of ['ok', 'failed']) this.#cmsCalls.zero({ outcome });
    for (const outcome of SEARCH_CALLS) this.#searches.zero({ backend: searchBackend, outcome });
    for (const reason of SHED_REASONS) this.#shed.inc({ reason }, 0);
    // The release, as Prometheus' own build_info: 1, its labels saying which (join on it to compare releases).
    new client.Gauge({
      name: 'labour_portal_build_info',
      help: 'The release this process runs (package.json version) and its Node: always 1',
      labelNames: ['version', 'node'],
      registers: [this.registry],
    }).set({ version: PORTAL_VERSION, node: process.versions.node }, 1);
    for (const lang of SEARCH_LANGUAGES) for (const outcome of SEARCH_OUTCOMES) this.#searchAnswers.inc({ lang, outcome }, 0);
  }

  /** The timers of answers given before Fastify, by method, kind and status: made once, not labelled per answer. */
  readonly #answerTimers = new Map<string, client.Histogram.Internal<AnswerLabel>>();

  readonly onCmsLookup = (outcome: keyof CacheStats): void => this.#cmsLookups.inc({ outcome });
  readonly onCmsCall = (durationMs: number, ok: boolean): void => this.#cmsCalls.observe({ outcome: ok ? 'ok' : 'failed' }, durationMs / 1000);
  readonly onRender = (durationMs: number): void => this.#renders.observe(durationMs / 1000);
  readonly onSearch = (backend: SearchBackend, outcome: SearchCall, seconds: number): void => this.#searches.observe({ backend, outcome }, seconds);
  readonly onShed = (reason: ShedReason): void => this.#shed.inc({ reason });

  /** The CMS client's circuit breaker, read when Prometheus scrapes: 1 for the state it is in, 0 for the others. */
  readCmsCircuit(cms: Pick<Cms, 'state'>): void {
    new client.Gauge({
      name: 'portal_cms_circuit_state',
      help: "The CMS client's circuit breaker: 1 for its state now (closed: the CMS is asked; open: it failed and is not asked, cached copies are served; half-open: one call tries it), 0 for the others",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const now = cms.state().breaker;
        for (const state of BREAKER_STATES) this.set({ state }, state === now ? 1 : 0);
      },
    });
  }
  /**
   * Where search fails this week (server/search/failing.ts), read when Prometheus scrapes: the number of terms many
   * clients searched that found nothing, or that no one clicked, by language. The terms themselves are in
   * `npm run search:report`. With a database every process reads the same counts (take the max, not the sum).
   */
  readSearchFailures(search: { thisWeek(): Promise<WeekCounts[]> }): void {
    new client.Gauge({
      name: 'portal_search_failing_queries',
      help: 'Searches of this week (Monday to Sunday, UTC) that at least 10 distinct clients made and that found nothing (failure="nothing") or of whose results no one clicked any (failure="unclicked"), by language; the same in every process with DATABASE_URL. The terms: npm run search:report',
      labelNames: ['lang', 'failure'],
      registers: [this.registry],
      async collect() {
        const failing = await search.thisWeek().then(failingOf, () => undefined);
        // Counts that cannot be read are no series, not zeros.
        this.reset();
        if (!failing) return;
        for (const lang of SEARCH_LANGUAGES) {
          for (const failure of FAILURES) this.set({ lang, failure }, failing.filter((query) => query.lang === lang && query.failure === failure).length);
        }
      },
    });
  }
  readonly onSearchAnswer = (lang: SearchLanguage, outcome: SearchOutcome): void => this.#searchAnswers.inc({ lang, outcome });

  /**
   * An answer given before Fastify saw the request (a page-cache hit, server/page-cache/server.ts), counted in
   * fastify-metrics' `http_request_duration_seconds` as it counts every other (HEAD not at all).
   */
  readonly onAnswer = (method: string, kind: RouteKind, status: number, seconds: number): void => {
    if (method === 'HEAD') return;
    const key = `${method} ${kind} ${status}`;
    let timer = this.#answerTimers.get(key);
    if (!timer) {
      const histogram = this.registry.getSingleMetric(REQUEST_DURATION) as client.Histogram<AnswerLabel> | undefined;
      if (!histogram) return;
      this.#answerTimers.set(key, (timer = histogram.labels({ method, kind, status_code: status })));
    }
    timer.observe(seconds);
  };

  /** The page cache's numbers, read when Prometheus scrapes. */
  readPageCache(cache: { stats(): PageCacheStats }): void {
    const registers = [this.registry];
    new client.Counter({
      name: 'portal_page_cache_requests_total',
      help: 'Requests the page cache saw by outcome: hit, miss, stale (an old body served), bypass (not cacheable)',
      labelNames: ['outcome'],
      registers,
      collect() {
        const now = cache.stats();
        this.reset();
        this.inc({ outcome: 'hit' }, now.hits);
        this.inc({ outcome: 'miss' }, now.misses);
        this.inc({ outcome: 'stale' }, now.stale);
        this.inc({ outcome: 'bypass' }, now.bypasses);
      },
    });
    const gauge = (name: string, help: string, read: (now: PageCacheStats) => number) =>
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(cache.stats()));
        },
      });
    gauge('portal_page_cache_entries', 'Pages in the page cache now', (now) => now.entries);
    gauge('portal_page_cache_bytes', 'Bytes the page cache holds now', (now) => now.bytes);
  }
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; metrics: PortalMetrics }) => {
    const { config, metrics } = opts;
    const registers = [metrics.registry];
    await app.register(fastifyMetrics, {
      promClient: client,
      endpoint: null,
      defaultMetrics: { enabled: true, register: metrics.registry },
      routeMetrics: {
        // Every answer counts, also those of no route (404s of unknown methods, refusals before routing).
        registeredRoutesOnly: false,
        // Summaries cannot be added up across processes; the histogram can.
        enabled: { histogram: true, summary: false },
        overrides: {
          labels: { route: 'kind', getRouteLabel: routeKindOf },
          histogram: { buckets: REQUEST_BUCKETS_S, registers },
          // fastify-metrics creates it even when disabled: kept out of the global registry.
          summary: { registers },
        },
      },
    });
    // fastify-metrics makes the summary even when it is turned off.
    metrics.registry.removeSingleMetric('http_request_summary_seconds');
    // The page cache decorates the app while it is built, when it is configured (server/page-cache/page-cache.ts).
    app.addHook('onReady', async () => {
      if (app.pageCache) metrics.readPageCache(app.pageCache);
    });

    const scrape = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (config.metricsToken !== undefined && !bearerMatches(request.headers.authorization, config.metricsToken)) {
        request.log.warn('metrics refused: no valid token');
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A valid bearer token is needed.');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    };
    // Scrapes come every few seconds: logged only when something is wrong.
    const route = { logLevel: 'warn' as const };
    if (config.metricsPort === undefined) {
      app.get(METRICS_PATH, route, scrape);
      return;
    }
    const listener = Fastify({ loggerInstance: app.log.child({ component: 'metrics' }) });
    listener.get(METRICS_PATH, route, scrape);
    app.addHook('onReady', async () => {
      await listener.listen({ host: config.metricsHost, port: config.metricsPort });
    });
    app.addHook('onClose', () => listener.close());
  },
  { name: 'portal-metrics' },
);
