/**
 * Builds the portal (never listens: server/main.ts does). One plugin a concern: security headers, cookies,
 * assets, health, pages with the error screen; the CMS client is shared by all of them.
 */
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { templates as defaultTemplates, type TemplateRegistry } from '../templates/registry.ts';
import { assetsPlugin, type ClientBuild } from './assets.ts';
import { Cms } from './cms.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import { healthPlugin } from './health.ts';
import { HttpClient } from './http-client.ts';
import { redactUrl } from './logging.ts';
import { pagesPlugin } from './pages.ts';
import { RequestLog } from './request-log.ts';

export interface AppOptions {
  config: Config;
  /** Base URL of the content service (the configured one, or the embedded one's). */
  cmsUrl: string;
  build: ClientBuild;
  logger: FastifyBaseLogger;
  templates?: TemplateRegistry;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger } = options;
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLog(),
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

  const cms = new Cms(new HttpClient(options.cmsUrl, config.cmsHeaders, config.cmsTimeoutMs), {
    retentionS: config.cmsCacheRetentionS,
    maxBytes: config.cmsCacheMaxBytes,
    logger: logger.child({ component: 'cms' }),
  });
  app.decorate('cms', cms);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, answers in flight end their keep-alive connection, so close() is not held up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Security headers, built once: @fastify/helmet builds helmet anew on every request, a twentieth of a page's cost.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing of where a visitor came from; the portal's own root does (server/locale.ts).
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // Whole answers (page data, health, errors) are compressed here; streamed pages in server/pages.ts.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(fastifyCookie);
  await app.register(assetsPlugin, { build: options.build });
  await app.register(healthPlugin, { cms });
  await app.register(pagesPlugin, { cms, config, build: options.build, templates: options.templates ?? defaultTemplates, isClosing: () => closing });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: Cms;
  }
}
