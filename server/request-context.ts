/**
 * What every later step of a request reads, resolved once in `onRequest` (docs/architecture.md §3):
 * `request.page`, what the URL asks for (locale, path in the web, query, HTML or `_payload.json`);
 * `request.site`, the web entry it belongs to, with the web and its config loaded on first use; `request.cms`,
 * the content service bound to this request. Sign-in adds `request.auth`, the security context, the same way
 * (server/session/session.ts; `request.session` is its encrypted cookie).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { splitLocale, type LocaleCode } from '../shared/locales.ts';
import { PAYLOAD_SUFFIX, pageQueryOfPayload } from '../shared/page.ts';
import type { Cms, CmsClient, Freshness } from './cms.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import { redactUrl } from './logging.ts';
import { configNameOf, loadWeb, loadWebConfig, matchSite, type Site, type SiteMatch } from './site.ts';

/** Longer paths name no page of any CMS: refused before they cost a lookup, a cache entry or a long log line. */
export const MAX_PATH_CHARS = 2048;

export interface PageRequest {
  locale: LocaleCode;
  /** The path without the locale prefix, decoded, e.g. `/prispevek-na-bydleni`. */
  localPath: string;
  /** The path as requested (decoded, without the `_payload.json` suffix): the page's URL. */
  path: string;
  /** The page's query without `?` (a payload request's build id removed). */
  search: string;
  query: URLSearchParams;
  /** Path and query of the page (secret parameters redacted, length bounded), for messages and logs. */
  readonly fullPath: string;
  wantsPayload: boolean;
}

function pathLength(url: string): number {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url.length : queryAt;
}

/** The page a request's URL asks for; undefined when its path is absurdly long (refused) or cannot be decoded. */
export function requestedPage(url: string): PageRequest | undefined {
  return pathLength(url) > MAX_PATH_CHARS ? undefined : pageRequestOf(url);
}

/**
 * What a URL asks for, worked out once per request (page-cache hits included): its parts are plain fields, and the
 * query is parsed and the path for messages made only when read.
 */
class RequestedPage implements PageRequest {
  #query: URLSearchParams | undefined;

  constructor(
    readonly locale: LocaleCode,
    readonly localPath: string,
    readonly path: string,
    readonly search: string,
    readonly wantsPayload: boolean,
    private readonly rawPath: string,
  ) {}

  // A page-cache hit of a page that reads no parameter never needs it.
  get query(): URLSearchParams {
    return (this.#query ??= new URLSearchParams(this.search));
  }

  // Read by error messages only.
  get fullPath(): string {
    return redactUrl(this.search ? `${this.rawPath}?${this.search}` : this.rawPath);
  }
}

/** Undefined when the path cannot be decoded: such a URL names no page. */
export function pageRequestOf(url: string): PageRequest | undefined {
  const queryAt = url.indexOf('?');
  let rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  let rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const wantsPayload = rawPath.endsWith(PAYLOAD_SUFFIX);
  if (wantsPayload) {
    rawPath = rawPath.slice(0, -PAYLOAD_SUFFIX.length) || '/';
    rawQuery = pageQueryOfPayload(rawQuery);
  }
  let path = rawPath;
  // Most paths hold nothing encoded: decoding them would give them back as they are.
  if (rawPath.includes('%')) {
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return undefined;
    }
  }
  const { locale, path: localPath } = splitLocale(path);
  return new RequestedPage(locale, localPath, path, rawQuery, wantsPayload, rawPath);
}

/** The web a request belongs to; its web and config are asked of the CMS once, when first needed. */
export interface SiteContext extends SiteMatch {
  web(): Promise<Site['web']>;
  config(): Promise<Site['config']>;
  /** Web and config together. */
  load(): Promise<Site>;
}

function siteContext(match: SiteMatch, cms: CmsClient, locale: LocaleCode): SiteContext {
  let web: Promise<Site['web']> | undefined;
  let config: Promise<Site['config']> | undefined;
  const context: SiteContext = {
    ...match,
    web: () => (web ??= loadWeb(cms, match)),
    config: () => (config ??= context.web().then((w) => loadWebConfig(cms, w, locale))),
    load: async () => {
      const [w, c] = await Promise.all([context.web(), context.config()]);
      return { ...match, web: w, config: c, configName: configNameOf(w) };
    },
  };
  return context;
}

/** "Page not found" for what a request asks, named by its path (redacted and shortened, without the query). */
export function pageNotFound(request: FastifyRequest): Error {
  return Errors.PAGE_NOT_FOUND(redactUrl(request.url.split('?', 1)[0]!));
}

/** The page a request asks for; a URL that cannot be decoded or is absurdly long is refused here. */
export function pageOf(request: FastifyRequest): PageRequest {
  if (!request.page) throw pageNotFound(request);
  return request.page;
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { cms: Cms; config: Config; cmsFreshness: (request: FastifyRequest) => Freshness }) => {
    app.decorateRequest('page', undefined);
    app.decorateRequest('site', null as unknown as SiteContext);
    app.decorateRequest('cms', null as unknown as CmsClient);
    /** Also called for requests Fastify refuses before any hook runs (an undecodable URL, server/app.ts). */
    function establish(request: FastifyRequest): void {
      if (request.cms) return;
      request.page = requestedPage(request.url);
      // The page cache's rebuild of a page asks expired CMS answers anew instead of taking them stale (and every one
      // of them after a purge).
      request.cms = opts.cms.forRequest({ freshness: opts.cmsFreshness(request) });
      // Error screens need a web too: a refused URL is shown on the web's root in Czech.
      const page = request.page ?? pageRequestOf('/')!;
      request.site = siteContext(matchSite(opts.config.webs, request.hostname, page.locale, page.localPath), request.cms, page.locale);
    }
    app.decorate('establishRequestContext', establish);
    // A callback, not an async function: no promise and no turn of the microtask queue on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      establish(request);
      done(pathLength(request.url) > MAX_PATH_CHARS ? Errors.URI_TOO_LONG() : undefined);
    });
  },
  { name: 'request-context' },
);

declare module 'fastify' {
  interface FastifyInstance {
    establishRequestContext(request: FastifyRequest): void;
  }
  interface FastifyRequest {
    /** Undefined when the URL names no page (it cannot be decoded). */
    page: PageRequest | undefined;
    site: SiteContext;
    cms: CmsClient;
  }
}
