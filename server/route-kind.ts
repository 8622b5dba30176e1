/**
 * What kind of answer a request asks for, from the route it matched (its pattern, never the visitor's URL, so the
 * metrics' `kind` label keeps a handful of values whatever is requested): the metrics count by it, and load
 * shedding refuses only what renders a page.
 */
import type { FastifyRequest } from 'fastify';
import { PASSWORD_LOGIN_PATH } from '../shared/auth.ts';
import { CONSENT_SETTINGS_PATH } from '../shared/consent.ts';
import { LOCALES } from '../shared/locales.ts';
import { PAYLOAD_SUFFIX } from '../shared/page.ts';
import { PROVIDER_PREFIX } from '../shared/security-provider.ts';

export type RouteKind = 'page' | 'payload' | 'asset' | 'image' | 'api' | 'auth' | 'health' | 'other';

const LOCALE_PREFIX = new RegExp(`^(${Object.values(LOCALES).map((locale) => locale.prefix).filter(Boolean).join('|')})(?=/)`);
/** The routes of server/pages.ts, without their language prefix: each renders a page (or its `_payload.json`). */
const PAGE_ROUTES = new Set(['/*', '/error/:status', '/dev/*', CONSENT_SETTINGS_PATH, CONSENT_SETTINGS_PATH + PAYLOAD_SUFFIX]);

/**
 * The route `config` of a feed: a document for machines (the sitemap, an Atom feed, a calendar) made from CMS
 * answers like a page. Its render waits and is shed like a page's (server/render-gate.ts); its errors are a short
 * text, not the error screen (server/pages.ts).
 */
export const FEED = { feed: true } as const;

export function isFeed(request: FastifyRequest): boolean {
  return request.routeOptions.config?.feed === true;
}

/** A request that makes a page, its data or a feed: what load shedding and the render gate hold back. */
export function isRender(request: FastifyRequest): boolean {
  const kind = routeKindOf(request);
  return kind === 'page' || kind === 'payload' || isFeed(request);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    feed?: boolean;
  }
}

export function routeKindOf(request: FastifyRequest): RouteKind {
  const route = request.routeOptions.url;
  if (route === undefined) return 'other';
  const local = route.replace(LOCALE_PREFIX, '');
  if (route === '/healthz' || route === '/readyz') return 'health';
  // The client build, and the CMS's files passed on as they are.
  if (route.startsWith('/assets/') || route === '/builds/latest.json' || route.startsWith('/cms/documents/')) return 'asset';
  if (route.startsWith('/_ipx/')) return 'image';
  if (route.startsWith('/api/')) return 'api';
  if (local.startsWith('/auth/') || local === PASSWORD_LOGIN_PATH || route.startsWith(PROVIDER_PREFIX)) return 'auth';
  if ((request.method === 'GET' || request.method === 'HEAD') && PAGE_ROUTES.has(local)) {
    return request.url.split('?')[0]!.endsWith(PAYLOAD_SUFFIX) ? 'payload' : 'page';
  }
  return 'other';
}
