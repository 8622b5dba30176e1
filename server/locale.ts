/**
 * Reads what a page request asks for from its URL (SPEC.md §2): the locale prefix (cs bare, /en, /ru, /ua), the
 * path inside that locale, whether the page data is wanted as `_payload.json`, the query. Only the bare root is
 * redirected by language detection (cookie, then Accept-Language, then cs); every other URL is authoritative.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocaleCode, localeFromAcceptLanguage, localizePath, LOCALE_COOKIE, splitLocale, type LocaleCode } from '../shared/locales.ts';
import { PAYLOAD_SUFFIX, pageQueryOfPayload } from '../shared/page.ts';
import { redactUrl } from './logging.ts';

export interface PageTarget {
  locale: LocaleCode;
  /** Path without the locale prefix, decoded. */
  localPath: string;
  /** Query of the page without `?` (the build id of a payload request removed). */
  search: string;
  /** Path and query of the page (secret parameters redacted), for messages and logs. */
  fullPath: string;
  /** The path as requested, without query: the page's URL. */
  path: string;
  wantsPayload: boolean;
}

/** Undefined when the path cannot be decoded: such a URL names no page. */
export function pageTarget(url: string): PageTarget | undefined {
  const queryAt = url.indexOf('?');
  let rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  let rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const wantsPayload = rawPath.endsWith(PAYLOAD_SUFFIX);
  if (wantsPayload) {
    rawPath = rawPath.slice(0, -PAYLOAD_SUFFIX.length) || '/';
    rawQuery = pageQueryOfPayload(rawQuery);
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const { locale, path: localPath } = splitLocale(path);
  const fullPath = redactUrl(rawQuery ? `${rawPath}?${rawQuery}` : rawPath);
  return { locale, localPath, search: rawQuery, fullPath, path, wantsPayload };
}

/** The locale a visitor of the bare root gets: a remembered choice, else the browser's languages, else Czech. */
export function detectLocale(request: FastifyRequest): LocaleCode {
  const remembered = request.cookies[LOCALE_COOKIE];
  if (isLocaleCode(remembered)) return remembered;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** A visitor who followed a link on this site to the bare root asked for the Czech home, not for detection. */
function comesFromThisSite(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  return referer !== undefined && URL.canParse(referer) && new URL(referer).host === request.host;
}

/**
 * Redirects that come before any content: the bare root to the detected language (for visitors arriving
 * from elsewhere), and a path with a trailing slash to the one without (one URL per page). Returns true when
 * it has replied.
 */
export function redirectIfNeeded(request: FastifyRequest, reply: FastifyReply, target: PageTarget): boolean {
  if (target.path === '/' && !target.wantsPayload) {
    reply.header('vary', 'Cookie, Accept-Language, Referer');
    const locale = comesFromThisSite(request) ? DEFAULT_LOCALE : detectLocale(request);
    if (locale !== DEFAULT_LOCALE) {
      reply.header('cache-control', 'private, no-store').redirect(localizePath(locale, '/') + (target.search ? `?${target.search}` : ''), 302);
      return true;
    }
  }
  if (target.path.length > 1 && target.path.endsWith('/') && !target.wantsPayload) {
    const [rawPath = '', query] = request.url.split(/\?(.*)/s, 2);
    // Leading slashes collapse too: `//evil.example/` must not become a protocol-relative redirect.
    reply.redirect('/' + rawPath.replace(/^\/+|\/+$/g, '') + (query ? `?${query}` : ''), 301);
    return true;
  }
  return false;
}
