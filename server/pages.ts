/**
 * Page routes: every GET that is not an asset or a service route is a page. A request becomes a payload
 * (server/page-model.ts), then HTML or `_payload.json`. One error handler renders every failure as the
 * error screen with the right status, in the request's language.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PagePayload } from '../shared/page.ts';
import { previews } from '../templates/previews.ts';
import type { TemplateRegistry } from '../templates/registry.ts';
import type { ClientBuild } from './assets.ts';
import { newCacheStats, type CacheStats, type Cms } from './cms.ts';
import { createCompressor, negotiateEncoding } from './compression.ts';
import type { Config } from './config.ts';
import { Errors, statusOf } from './errors.ts';
import { pageTarget, redirectIfNeeded, type PageTarget } from './locale.ts';
import { redactUrl } from './logging.ts';
import { contentPayload, errorPayload, previewPayload, type PageModelDeps, type PageRequest } from './page-model.ts';
import { isBot, renderHtml } from './render.tsx';

declare module 'fastify' {
  interface FastifyInstance {
    /** The error screen for any failure, also for those Fastify meets before routing (server/app.ts). */
    handlePageError(error: Error, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    cmsStats: CacheStats;
    target?: PageTarget;
  }
}

export interface PagesOptions {
  cms: Cms;
  config: Config;
  build: ClientBuild;
  templates: TemplateRegistry;
  /** True once the server is shutting down: answers then end their keep-alive connection. */
  isClosing: () => boolean;
}

/** Error pages that can be visited (SPEC.md §2), in every language. */
const ERROR_ROUTE = /^\/error\/(403|404|500)$/;
const PREVIEW_ROUTE = /^\/dev\/([a-z0-9/-]+)$/;

/** Shown when even the error screen cannot be rendered: no dependency can fail here. */
const LAST_RESORT = '<!DOCTYPE html><html lang="cs"><meta charset="utf-8"><title>Chyba / Error</title><h1>Nastala chyba / An error occurred</h1><p><a href="/">Úvodní stránka / Home page</a></p></html>';

function pageRequest(request: FastifyRequest, target: PageTarget): PageRequest {
  return { host: request.hostname, locale: target.locale, localPath: target.localPath, search: target.search, fullPath: target.fullPath };
}

function cacheControl(status: number, retentionS: number): string {
  if (status >= 500) return 'no-store';
  if (status >= 400) return 'public, max-age=0, s-maxage=10';
  return `public, max-age=0, s-maxage=${retentionS}, stale-while-revalidate=${retentionS}, stale-if-error=86400`;
}

export const pagesPlugin = fp(
  async (app: FastifyInstance, opts: PagesOptions) => {
    const deps = (request: FastifyRequest): PageModelDeps => ({
      cms: opts.cms,
      config: opts.config,
      buildId: opts.build.buildId,
      templates: opts.templates,
      log: request.log,
    });

    async function send(request: FastifyRequest, reply: FastifyReply, payload: PagePayload, target: PageTarget) {
      reply.code(payload.status).header('cache-control', cacheControl(payload.status, opts.config.cmsCacheRetentionS));
      if (target.wantsPayload) {
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(payload));
      }
      // HEAD asks for the headers only: nothing to render.
      if (request.method === 'HEAD') return reply.type('text/html; charset=utf-8').send();
      const streamTo = await renderHtml(payload, {
        assets: { js: opts.build.js, css: opts.build.css },
        waitForAll: isBot(request.headers['user-agent']),
        timeoutMs: opts.config.renderTimeoutMs,
        log: request.log,
      });
      // React streams straight into the socket: one copy less than handing Fastify a stream to pipe.
      // Fastify's hooks after the handler do not run for it, so the headers are final here.
      reply.type('text/html; charset=utf-8');
      if (opts.isClosing()) reply.header('connection', 'close');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
      if (encoding) reply.header('content-encoding', encoding);
      reply.hijack();
      reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
      if (!encoding) {
        streamTo(reply.raw);
        return reply;
      }
      const compressor = createCompressor(encoding);
      pipeline(compressor, reply.raw).catch((error: Error) => request.log.info({ err: error }, 'page stream ended early'));
      streamTo(compressor);
      return reply;
    }

    function payloadFor(request: FastifyRequest, target: PageTarget): Promise<PagePayload> {
      const req = pageRequest(request, target);
      const errorRoute = ERROR_ROUTE.exec(target.localPath);
      if (errorRoute) return errorPayload(deps(request), req, Number(errorRoute[1]), request.cmsStats);
      const previewName = PREVIEW_ROUTE.exec(target.localPath)?.[1];
      if (previewName && Object.hasOwn(previews, previewName)) return previewPayload(deps(request), req, request.cmsStats, previews[previewName]!);
      return contentPayload(deps(request), req, request.cmsStats);
    }

    app.decorateRequest('cmsStats', null as unknown as CacheStats);
    app.decorateRequest('target', undefined);
    app.addHook('onRequest', async (request) => {
      request.cmsStats = newCacheStats();
    });

    app.get('/*', async (request, reply) => {
      const target = pageTarget(request.url);
      if (!target) throw Errors.PAGE_NOT_FOUND(redactUrl(request.url.split('?')[0]!));
      request.target = target;
      if (redirectIfNeeded(request, reply, target)) return reply;
      return send(request, reply, await payloadFor(request, target), target);
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      throw Errors.PAGE_NOT_FOUND(redactUrl(request.url.split('?')[0]!));
    });

    async function handleError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
      const status = statusOf(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, message: redactUrl(error.message), status }, 'request refused');
      try {
        const target = request.target ?? pageTarget(request.url) ?? pageTarget('/')!;
        const payload = await errorPayload(deps(request), pageRequest(request, target), status, request.cmsStats ?? newCacheStats(), error);
        return await send(request, reply, payload, target);
      } catch (renderError) {
        request.log.error({ err: renderError }, 'the error screen failed');
        return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(LAST_RESORT);
      }
    }
    app.setErrorHandler(handleError);
    app.decorate('handlePageError', handleError);
  },
  { name: 'pages', dependencies: ['assets'] },
);
