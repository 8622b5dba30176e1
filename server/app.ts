/**
 * Builds the portal (never listens: server/main.ts does). One plugin a concern, in the order of a request's way
 * (docs/architecture.md "The request's way, file by file"): the headers of every answer (request id, security), the
 * redirect of a loopback alias to the public URL (server/canonical-origin.ts), metrics (when served), compression,
 * cookies, the request context (page, web, request-bound CMS client), load shedding, the session, route protection and
 * the auth routes, assets, the CMS's documents and images, health, then the pages with the error screen, and beside
 * them the password sign-in form and the security provider's proxy.
 */
import fastifyCookie from '@fastify/cookie';
import type { Perf } from 'lru-cache';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { loadLocales } from './i18n.ts';
import { routeRules } from '../shared/route-rules.ts';
import type { TemplateRegistry } from '../templates/module.ts';
import { serverTemplates } from '../templates/server-registry.ts';
import { assetsPlugin, type ClientBuild } from './assets.ts';
import { authPlugin } from './auth-routes.ts';
import { Cms } from './cms.ts';
import { openDatabase } from './database.ts';
import { colourModePlugin } from './colour-mode.ts';
import { consentPlugin } from './consent.ts';
import { registerCompression } from './compression.ts';
import type { Config } from './config.ts';
import { answerHeadersPlugin, clientErrorAnswer, newRequestId } from './answer-headers.ts';
import { documentsPlugin } from './documents.ts';
import { calendarPlugin } from './calendar.ts';
import { canonicalOriginPlugin } from './canonical-origin.ts';
import { clientErrorsPlugin } from './client-errors.ts';
import { feedbackPlugin } from './feedback/feedback.ts';
import { feedbackStoreOf } from './feedback/store.ts';
import { feedsPlugin } from './feeds.ts';
import { healthPlugin } from './health.ts';
import { imagesOptionsOf, imagesPlugin } from './images/images.ts';
import { HttpClient } from './http-client.ts';
import { listingCheck } from './listing.ts';
import { loadSheddingPlugin } from './load-shedding.ts';
import { renderGatePlugin } from './render-gate.ts';
import { metricsPlugin, metricsServed, PortalMetrics } from './metrics.ts';
import { openApiPlugin } from './openapi.ts';
import { PageCache, pageCachePlugin } from './page-cache/page-cache.ts';
import { localPurges, pageCachePurgePlugin, postgresPurges } from './page-cache/purge.ts';
import { pageCacheServer } from './page-cache/server.ts';
import { pagesPlugin } from './pages.ts';
import { csrfPlugin, passwordLoginPlugin } from './password-login.ts';
import { ProviderClient } from './provider-client.ts';
import { providerProxyPlugin } from './provider-proxy.ts';
import { pageNotFound, requestContextPlugin } from './request-context.ts';
import { officesApiPlugin } from './offices-api.ts';
import { searchApiPlugin } from './search-api.ts';
import { sitemapPlugin } from './sitemap.ts';
import { speculationRulesPlugin } from './speculation-rules.ts';
import { RequestLog, requestLoggerOf } from './request-log.ts';
import { RouteProtection } from './route-protection.ts';
import { sessionPlugin } from './session/session.ts';
import { sessionRevocations } from './session/revocations.ts';

export interface AppOptions {
  config: Config;
  /** Base URL of the content service (the configured one, or the embedded one's). */
  cmsUrl: string;
  /** Base URL of the security provider (the configured one, or the embedded one's). */
  providerUrl: string;
  build: ClientBuild;
  logger: FastifyBaseLogger;
  templates?: TemplateRegistry;
  /** The clock of the CMS cache; tests move it instead of sleeping. */
  clock?: Perf;
  /** The wall clock: of the session (when the user is due to be refreshed) and of the pages that read it; tests move it. */
  now?: () => number;
}

/** The hosts whose pages the page cache keeps: the webs' own and the public URL's; no other `Host` makes an entry. */
function canonicalHosts(config: Config): Set<string> {
  const hosts = new Set(config.webs.flatMap((web) => (web.host ? [web.host] : [])));
  hosts.add(new URL(config.publicUrl).hostname);
  return hosts;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = options;
  await loadLocales();
  // Collected only where /metrics is served (server/metrics.ts).
  const metrics = metricsServed(config) ? new PortalMetrics(config.searchBackend) : undefined;
  const cms = new Cms(new HttpClient(options.cmsUrl, config.cmsHeaders, config.cmsTimeoutMs), {
    retentionS: config.cmsCacheRetentionS,
    maxBytes: config.cmsCacheMaxBytes,
    logger: logger.child({ component: 'cms' }),
    perf: options.clock,
    onLookup: metrics?.onCmsLookup,
    onCall: metrics?.onCmsCall,
  });
  metrics?.readCmsCircuit(cms);
  // The state every process of the portal shares, when it has a database (docs/operations.md "Production").
  const database = config.databaseUrl ? openDatabase(config.databaseUrl, { log: logger.child({ component: 'database' }) }) : undefined;
  const pageCache = config.pageCacheMaxBytes > 0 ? new PageCache(cms, canonicalHosts(config), config.pageCacheMaxBytes, options.clock) : undefined;
  const requestLog = new RequestLog(logger);
  const app = Fastify({
    loggerInstance: logger,
    logController: requestLog,
    // Anonymous pages kept by the page cache are answered by the server's own listener, before Fastify.
    serverFactory: pageCache && pageCacheServer(pageCache, { trustProxy: config.trustProxy, log: requestLog, onAnswer: metrics?.onAnswer }),
    childLoggerFactory: requestLoggerOf,
    genReqId: newRequestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // server/answer-headers.ts refuses requests while closing, with the headers every answer carries.
    return503OnClosing: false,
    clientErrorHandler: clientErrorAnswer,
    routerOptions: { maxParamLength: 2000 },
    // A URL that cannot be decoded names no page: the error screen says so, in place of Fastify's JSON. No hook
    // has run for it, so it gets the headers of every answer here.
    frameworkErrors: (error, request, reply) => {
      app.setAnswerHeaders(request, reply);
      const cause = error.code === 'FST_ERR_BAD_URL' ? pageNotFound(request) : error;
      // handlePageError answers every failure itself, its own included; this only keeps a bug from going unseen.
      app.handlePageError(cause, request, reply).catch((failure: unknown) => request.log.error({ err: failure }, 'the error handler failed'));
    },
  });

  if (database) app.addHook('onClose', () => database.close());

  // Every route's failures, from the first route on (a route takes the handler in force when it is added): the error
  // screen, or a feed's short text (server/pages.ts).
  app.setErrorHandler((error: Error, request, reply) => app.handlePageError(error, request, reply));
  await app.register(answerHeadersPlugin);
  await app.register(canonicalOriginPlugin, { publicUrl: config.publicUrl });
  // Before every route it describes: the public APIs' OpenAPI document, from their schemas (server/openapi.ts).
  await app.register(openApiPlugin);
  // Page-cache hits answered before Fastify are counted by the listener (server/page-cache/server.ts `onAnswer`).
  if (metrics) await app.register(metricsPlugin, { config, metrics });

  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(requestContextPlugin, { cms, config, cmsFreshness: (request) => pageCache?.freshnessOf(request) ?? 'cached' });
  // Anonymous pages answered from the page cache (those that reach Fastify: inject) go no further: no session, no
  // route, no React.
  if (pageCache) await app.register(pageCachePlugin, { cache: pageCache });
  if (pageCache && config.pageCachePurgeToken) {
    const signal = database ? postgresPurges(pageCache, database, logger) : localPurges(pageCache);
    await app.register(pageCachePurgePlugin, { token: config.pageCachePurgeToken, signal });
  }
  // After the request context (it needs the page) and after the page cache's lookup, whose hits are never shed.
  await app.register(loadSheddingPlugin, { limits: config.loadShedding, onShed: metrics?.onShed });
  await app.register(renderGatePlugin, { concurrency: config.renderConcurrency, maxWaitMs: config.renderQueueTimeoutMs, onShed: metrics?.onShed });
  const provider = new ProviderClient(options.providerUrl, config.securityProviderTimeoutMs, config.securityProviderCookies);
  const protection = new RouteProtection(config);
  await app.register(sessionPlugin, { config, provider, revocations: sessionRevocations(database), now: options.now });
  await app.register(csrfPlugin, { config });
  await app.register(assetsPlugin, { build: options.build, routeRules: routeRules({ include: config.authInclude, exclude: config.authExclude }) });
  const documentsUrl = config.cmsDocumentsUrl ?? options.cmsUrl;
  await app.register(documentsPlugin, { documentsUrl, headers: config.cmsHeaders, timeoutMs: config.cmsTimeoutMs });
  await app.register(imagesPlugin, imagesOptionsOf(config, documentsUrl));
  await app.register(healthPlugin, { cms, webs: config.webs });
  const templates = options.templates ?? serverTemplates;
  await app.register(sitemapPlugin, { config, listed: listingCheck('sitemap', templates, protection) });
  await app.register(feedsPlugin, { config });
  await app.register(calendarPlugin, { config, templates });
  await app.register(searchApiPlugin, { config, cms, database, listed: listingCheck('search', templates, protection), onSearch: metrics?.onSearch, onAnswer: metrics?.onSearchAnswer });
  metrics?.readSearchFailures(app.siteSearch);
  await app.register(officesApiPlugin, { now: options.now });
  await app.register(clientErrorsPlugin);
  await app.register(speculationRulesPlugin, { authInclude: config.authInclude });
  await app.register(feedbackPlugin, { config, store: feedbackStoreOf(config.dataDir, database) });
  await app.register(pagesPlugin, { config, build: options.build, templates, protection, onRender: metrics?.onRender, now: options.now });
  // After the pages, whose hooks run for every route added after them.
  await app.register(authPlugin, { config, provider, protection });
  await app.register(passwordLoginPlugin, { config, provider });
  await app.register(consentPlugin, { config, now: options.now });
  await app.register(colourModePlugin, { config });
  await app.register(providerProxyPlugin, { providerUrl: options.providerUrl, timeoutMs: config.securityProviderTimeoutMs });
  return app;
}
