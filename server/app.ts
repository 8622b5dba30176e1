/**
 * Builds the portal (never listens: server/main.ts does). One plugin a concern, in the order of a request's way
 * (README "Architecture"): the headers of every answer (request id, security), metrics (when served), compression, cookies, the
 * request context (page, web, request-bound CMS client), load shedding, the session, route protection and the
 * auth routes, assets, the CMS's documents and images, health, then the pages with the error screen, and beside
 * them the password sign-in form and the security provider's proxy.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { Perf } from 'lru-cache';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { loadLocale } from '../shared/i18n.ts';
import { LOCALE_CODES } from '../shared/locales.ts';
import { routeRules } from '../shared/route-rules.ts';
import { serverTemplates, type TemplateRegistry } from '../templates/server-registry.ts';
import { assetsPlugin, type ClientBuild } from './assets.ts';
import { authPlugin } from './auth-routes.ts';
import { Cms } from './cms.ts';
import { colourModePlugin } from './colour-mode.ts';
import { consentPlugin } from './consent.ts';
import { registerCompression } from './compression.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import { answerHeadersPlugin } from './answer-headers.ts';
import { documentsPlugin } from './documents.ts';
import { calendarPlugin } from './calendar.ts';
import { clientErrorsPlugin } from './client-errors.ts';
import { feedbackPlugin } from './feedback.ts';
import { feedsPlugin } from './feeds.ts';
import { healthPlugin } from './health.ts';
import { imagesOptionsOf, imagesPlugin } from './images.ts';
import { HttpClient } from './http-client.ts';
import { loadSheddingPlugin } from './load-shedding.ts';
import { redactUrl } from './logging.ts';
import { metricsPlugin, metricsServed, PortalMetrics } from './metrics.ts';
import { PageCache, pageCachePlugin } from './page-cache.ts';
import { pagesPlugin } from './pages.ts';
import { csrfPlugin, passwordLoginPlugin } from './password-login.ts';
import { ProviderClient } from './provider-client.ts';
import { providerProxyPlugin } from './provider-proxy.ts';
import { requestContextPlugin } from './request-context.ts';
import { searchApiPlugin } from './search-api.ts';
import { sitemapPlugin } from './sitemap.ts';
import { RequestLog, requestLoggerOf } from './request-log.ts';
import { RouteProtection } from './route-protection.ts';
import { sessionPlugin } from './session.ts';

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
  /** The wall clock of the session (when the user is due to be refreshed); tests move it. */
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
  await Promise.all(LOCALE_CODES.map(loadLocale));
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLog(logger),
    childLoggerFactory: requestLoggerOf,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 2000 },
    // A URL that cannot be decoded names no page: the error screen says so, in place of Fastify's JSON.
    frameworkErrors: (error, request, reply) => {
      const cause = error.code === 'FST_ERR_BAD_URL' ? Errors.PAGE_NOT_FOUND(redactUrl(request.url.split('?')[0]!)) : error;
      // handlePageError answers every failure itself, its own included; this only keeps a bug from going unseen.
      app.handlePageError(cause, request, reply).catch((failure: unknown) => request.log.error({ err: failure }, 'the error handler failed'));
    },
  });

  // Collected only where /metrics is served (server/metrics.ts).
  const metrics = metricsServed(config) ? new PortalMetrics() : undefined;
  const cms = new Cms(new HttpClient(options.cmsUrl, config.cmsHeaders, config.cmsTimeoutMs), {
    retentionS: config.cmsCacheRetentionS,
    maxBytes: config.cmsCacheMaxBytes,
    logger: logger.child({ component: 'cms' }),
    perf: options.clock,
    onLookup: metrics?.onCmsLookup,
    onCall: metrics?.onCmsCall,
  });

  await app.register(answerHeadersPlugin);
  // Its timer starts in the first hooks, so answers given in a later onRequest hook (page-cache hits) count too.
  if (metrics) await app.register(metricsPlugin, { config, metrics });

  await registerCompression(app);
  await app.register(fastifyCookie);
  // Anonymous pages answered from the page cache go no further: no session, no route, no React.
  const pageCache = config.pageCacheMaxBytes > 0 ? new PageCache(cms, canonicalHosts(config), config.pageCacheMaxBytes, options.clock) : undefined;
  await app.register(requestContextPlugin, { cms, config, freshCms: (request) => pageCache?.isRebuild(request) ?? false });
  if (pageCache) await app.register(pageCachePlugin, { cache: pageCache });
  // After the request context (it needs the page) and after the page cache's lookup, whose hits are never shed.
  await app.register(loadSheddingPlugin, { limits: config.loadShedding });
  const provider = new ProviderClient(options.providerUrl, config.securityProviderTimeoutMs, config.securityProviderCookies);
  const protection = new RouteProtection(config);
  await app.register(sessionPlugin, { config, provider, now: options.now });
  await app.register(csrfPlugin, { config });
  await app.register(assetsPlugin, { build: options.build, routeRules: routeRules({ include: config.authInclude, exclude: config.authExclude }) });
  const documentsUrl = config.cmsDocumentsUrl ?? options.cmsUrl;
  await app.register(documentsPlugin, {
    documentsUrl,
    headers: config.cmsHeaders,
    timeoutMs: config.cmsTimeoutMs,
    answerNotFound: (request, reply) => app.handlePageError(Errors.PAGE_NOT_FOUND(redactUrl(request.url.split('?')[0]!)), request, reply),
  });
  await app.register(imagesPlugin, imagesOptionsOf(config, documentsUrl));
  await app.register(healthPlugin, { cms });
  await app.register(sitemapPlugin, { config });
  await app.register(feedsPlugin, { config });
  await app.register(calendarPlugin, { config, templates: options.templates ?? serverTemplates });
  await app.register(searchApiPlugin, { config, cms });
  await app.register(clientErrorsPlugin);
  await app.register(feedbackPlugin, { config });
  await app.register(pagesPlugin, { config, build: options.build, templates: options.templates ?? serverTemplates, protection, onRender: metrics?.onRender });
  // After the pages, whose error handler their routes take when they are added (their hooks run for every route).
  await app.register(authPlugin, { config, provider, protection });
  await app.register(passwordLoginPlugin, { config, provider });
  await app.register(consentPlugin, { config, now: options.now });
  await app.register(colourModePlugin, { config });
  await app.register(providerProxyPlugin, { providerUrl: options.providerUrl, timeoutMs: config.securityProviderTimeoutMs });
  return app;
}
