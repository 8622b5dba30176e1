/**
 * Page routes: the error pages and /dev previews of docs/product.md §2 in every language (the previews only with
 * DEV_PREVIEWS), then the CMS catch-all, last.
 * Pages answer GET and HEAD; any other method is 405. One error handler renders every failure as the error
 * screen with its status, in the request's language (a feed's failure as a short text: server/route-kind.ts).
 */
import { once } from 'node:events';
import { STATUS_CODES } from 'node:http';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { CONSENT_SETTINGS_PATH } from '../shared/consent.ts';
import { LOCALES, localizePath } from '../shared/locales.ts';
import { PAYLOAD_SUFFIX, type FormState } from '../shared/page.ts';
import { checkDemoForm } from '../templates/DevForm/demo-form.ts';
import { DEMO_FORM_PATH } from '../templates/DevForm/DevForm.tsx';
import { previews } from '../templates/previews.ts';
import type { TemplateRegistry } from '../templates/module.ts';
import type { ClientBuild } from './assets.ts';
import { negotiateEncoding } from './compression.ts';
import type { Config } from './config.ts';
import { Errors, RETRY_AFTER_S, statusOf } from './errors.ts';
import { redirectIfNeeded } from './locale.ts';
import { redactUrl } from './logging.ts';
import { PageMemo } from './page-memo.ts';
import { consentSettingsPage, contentPage, errorPage, heldNoLonger, PREVIEW_EXAMPLE_PARAM, previewPage, shapeOf, type BuiltPage, type PageDeps } from './page-payload.ts';
import { cacheControl, PUBLIC, sendPage, type ResponseDeps } from './page-response.ts';
import { renderHtml } from './render.tsx';
import { pageNotFound, pageOf } from './request-context.ts';
import { isFeed } from './route-kind.ts';
import type { RouteProtection } from './route-protection.ts';
import { FORM_BODY_LIMIT } from './anonymous-post.ts';
import { visitorOf } from './visitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The error screen for any failure, also for those Fastify meets before routing (server/app.ts). */
    handlePageError(error: Error, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export interface PagesOptions {
  config: Config;
  build: ClientBuild;
  templates: TemplateRegistry;
  protection: RouteProtection;
  /** Told how long each render took to React's shell (server/metrics.ts). */
  onRender?: (durationMs: number) => void;
  /** The wall clock pages read (Date.now unless a test moves it). */
  now?: () => number;
}

/** Error pages that can be visited (docs/product.md §2). */
const ERROR_PAGES = new Set(['403', '404', '500']);
/** /dev previews of error screens that have no route of their own (docs/product.md §2: /dev/401). */
const ERROR_PREVIEWS: Readonly<Record<string, number>> = { '401': 401 };
const PAGE_METHODS = ['GET', 'HEAD'];
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;

/** An error screen ready to be sent again and again: its bytes, and compressed once. */
interface KeptScreen {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function keptScreen(streamTo: (destination: Writable) => void): Promise<KeptScreen> {
  const chunks: Buffer[] = [];
  const collected = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const finished = once(collected, 'finish');
  streamTo(collected);
  await finished;
  const identity = Buffer.concat(chunks);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

/** Shown when even the error screen cannot be rendered: no dependency can fail here. */
const LAST_RESORT = '<!DOCTYPE html><html lang="cs"><meta charset="utf-8"><title>Chyba / Error</title><h1>Nastala chyba / An error occurred</h1><p><a href="/">Úvodní stránka / Home page</a></p></html>';

export const pagesPlugin = fp(
  async (app: FastifyInstance, opts: PagesOptions) => {
    const deps: PageDeps = { config: opts.config, buildId: opts.build.buildId, templates: opts.templates, memo: new PageMemo(), now: opts.now ?? Date.now };
    const response: ResponseDeps = {
      assets: { js: opts.build.js, css: opts.build.css, fonts: opts.build.fonts },
      retentionS: opts.config.cmsCacheRetentionS,
      now: deps.now,
      renderTimeoutMs: opts.config.renderTimeoutMs,
      earlyHints: opts.config.earlyHints,
      onRender: opts.onRender,
    };

    // Content can ask for a signed-in visitor, or for guests only: known once the content is, so checked here.
    // `extraQuery`: what the route reads of the query besides the template (a preview's example); `form`: a posted
    // form the server refused, shown again.
    const send = async (request: FastifyRequest, reply: FastifyReply, built: BuiltPage, extraQuery?: string[], form?: FormState) => {
      if (opts.protection.refuse(request, reply, pageOf(request), built)) return reply;
      return sendPage(request, reply, response, built.payload, {
        policy: built.template?.cache,
        Template: built.template?.Component,
        csrf: built.template?.csrf,
        retryAfterS: built.retryAfterS,
        maxAgeS: built.maxAgeS,
        siteNotice: built.siteNotice,
        shape: heldNoLonger(shapeOf(built.template, extraQuery), built.maxAgeS),
        form,
      });
    };
    const errorShape = shapeOf(undefined);

    // The sample form of /dev/components/form, posted with or without JavaScript and checked by its rules: a form
    // that passes is sent back to the page with `sent=1` (303); one that does not gets the page again, its errors
    // and values in the visitor's part. Form bodies are read in this scope only. Only with the previews.
    if (opts.config.devPreviews) void app.register(async (scope) => {
      await scope.register(formbody);
      for (const { code: locale, prefix } of Object.values(LOCALES)) {
        scope.post(`${prefix}${DEMO_FORM_PATH}`, { bodyLimit: FORM_BODY_LIMIT, preValidation: app.csrfProtection }, async (request, reply) => {
          const checked = checkDemoForm(request.body, locale);
          if (checked.ok) return reply.header('cache-control', 'no-store').redirect(`${localizePath(locale, DEMO_FORM_PATH)}?sent=1`, 303);
          return send(request, reply, await previewPage(request, deps, previews[DEMO_FORM_PATH.slice('/dev/'.length)]!), [PREVIEW_EXAMPLE_PARAM], checked.state);
        });
      }
    });

    for (const { prefix } of Object.values(LOCALES)) {
      app.get<{ Params: { status: string } }>(`${prefix}/error/:status`, async (request, reply) => {
        if (!ERROR_PAGES.has(request.params.status)) throw Errors.PAGE_NOT_FOUND(pageOf(request).fullPath);
        const status = Number(request.params.status);
        return sendPage(request, reply, response, await errorPage(request, deps, status), { shape: errorShape });
      });
      // Private: its form carries a CSRF token (server/consent.ts takes the POST). Its payload too, for a client-side
      // navigation there (the language switcher), where the form saves in the browser instead.
      for (const url of [CONSENT_SETTINGS_PATH, CONSENT_SETTINGS_PATH + PAYLOAD_SUFFIX]) {
        app.get(prefix + url, async (request, reply) => sendPage(request, reply, response, await consentSettingsPage(request, deps), { csrf: true }));
      }
      app.get(`${prefix}/dev/*`, async (request, reply) => {
        // Switched off (DEV_PREVIEWS), they are unknown pages, and the content service is not asked for them.
        if (!opts.config.devPreviews) throw Errors.PAGE_NOT_FOUND(pageOf(request).fullPath);
        // The page's own path, so that its `_payload.json` names the same preview.
        const name = pageOf(request).localPath.slice('/dev/'.length);
        if (Object.hasOwn(ERROR_PREVIEWS, name)) return sendPage(request, reply, response, { ...(await errorPage(request, deps, ERROR_PREVIEWS[name]!)), preview: true }, { shape: errorShape });
        const preview = Object.hasOwn(previews, name) ? previews[name] : undefined;
        if (!preview) throw Errors.PAGE_NOT_FOUND(pageOf(request).fullPath);
        return send(request, reply, await previewPage(request, deps, preview), [PREVIEW_EXAMPLE_PARAM]);
      });
    }

    app.get('/*', async (request, reply) => {
      if (redirectIfNeeded(request, reply, pageOf(request))) return reply;
      const built = await contentPage(request, deps);
      if ('redirect' in built) return reply.header('cache-control', cacheControl(301, PUBLIC, false, response.retentionS)).redirect(built.redirect, 301);
      return send(request, reply, built);
    });

    app.route({
      method: [...OTHER_METHODS],
      url: '/*',
      handler: async (request, reply) => {
        reply.header('allow', PAGE_METHODS.join(', '));
        throw Errors.METHOD_NOT_ALLOWED(request.method);
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      throw pageNotFound(request);
    });

    /**
     * The overload screen, made once for each web, language, layout and visitor state while the CMS answers it shows
     * stand, and kept compressed: under overload it is asked for far more often than any page, and must cost next
     * to nothing (server/render-gate.ts).
     */
    const overloadScreens = new LRUCache<string, Promise<KeptScreen>>({ max: 64, ttl: opts.config.cmsCacheRetentionS * 1000 });
    async function sendOverloadScreen(request: FastifyRequest, reply: FastifyReply, error: Error) {
      const visitor = visitorOf(request);
      const key = `${request.site.entry.url} ${request.site.entry.host ?? ''} ${pageOf(request).locale} ${pageOf(request).query.get('layout')} ${JSON.stringify(visitor)}`;
      let kept = overloadScreens.get(key);
      if (!kept) {
        kept = errorPage(request, deps, 503, error, true).then(async (payload) => keptScreen(await renderHtml(payload, visitor, { assets: response.assets, waitForAll: true, timeoutMs: response.renderTimeoutMs, log: request.log, location: request.url })));
        overloadScreens.set(key, kept);
        kept.catch(() => overloadScreens.delete(key));
      }
      const screen = await kept;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.code(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(screen[encoding ?? 'identity']);
    }

    async function handleError(error: Error, request: FastifyRequest, reply: FastifyReply) {
      app.establishRequestContext(request);
      const status = statusOf(error);
      // A request shed under load is no failure of the portal's: no stack to write, each time.
      const shed = error instanceof Errors.OVERLOADED;
      if (status >= 500 && !shed) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: (error as { code?: string }).code, message: redactUrl(error.message), status }, 'request refused');
      // A failure, not the page's own answer: a kept page being made again stays as it was (stale-if-error).
      if (status >= 500) app.pageCache?.failed(request);
      // A feed reader or crawler reads no error screen: the status and its name, nothing of the cause.
      if (isFeed(request)) {
        if (status === 503) reply.header('retry-after', String(RETRY_AFTER_S));
        return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`${STATUS_CODES[status] ?? 'Error'}\n`);
      }
      try {
        if (error instanceof Errors.OVERLOADED && !request.page?.wantsPayload) return await sendOverloadScreen(request, reply, error);
        return await sendPage(request, reply, response, await errorPage(request, deps, status, error), { shape: errorShape });
      } catch (renderError) {
        request.log.error({ err: renderError }, 'the error screen failed');
        return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(LAST_RESORT);
      }
    }
    // The error handler of every route, set in server/app.ts before any route is added.
    app.decorate('handlePageError', handleError);
  },
  // Pages read the image sizes (images), the search (search-api) and the CSRF tokens (csrf) their plugins decorate.
  { name: 'pages', dependencies: ['assets', 'request-context', 'images', 'search-api', 'csrf'] },
);
