/**
 * Redirects before any content (docs/product.md §2): only the bare root is redirected by language detection (cookie,
 * then Accept-Language, then cs); every other URL is authoritative. One URL per page: no trailing slash.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE, isLocaleCode, localeFromAcceptLanguage, localizePath, LOCALE_CHOICE_PARAM, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type LocaleCode,
} from '../shared/locales.ts';
import type { PageRequest } from './request-context.ts';

/** What the redirects before any content read of a request (the page cache asks them of requests Fastify never sees). */
type Visit = Pick<FastifyRequest, 'cookies' | 'headers' | 'host'>;

/** The locale a visitor of the bare root gets: a remembered choice, else the browser's languages, else Czech. */
export function detectLocale(request: Visit): LocaleCode {
  const remembered = request.cookies[LOCALE_COOKIE];
  if (isLocaleCode(remembered)) return remembered;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** A visitor who followed a link on this site to the bare root asked for the Czech home, not for detection. */
function comesFromThisSite(request: Visit): boolean {
  const referer = request.headers.referer;
  return referer !== undefined && URL.canParse(referer) && new URL(referer).host === request.host;
}

/** A redirect that comes before any content, and how it is answered. */
type EarlyRedirect = { kind: 'chosen-locale' } | { kind: 'detected-locale'; location: string } | { kind: 'trailing-slash' };

/**
 * The redirect a request gets before any content, if any: a language chosen in the switcher remembered, the bare
 * root to the detected language (for visitors arriving from elsewhere), and a path with a trailing slash to the one
 * without (one URL per page). Side-effect free, so the page cache can ask too before it answers for a page.
 */
export function earlyRedirect(request: Visit, target: PageRequest): EarlyRedirect | undefined {
  if (target.wantsPayload) return undefined;
  if (target.search !== '' && target.query.has(LOCALE_CHOICE_PARAM)) return { kind: 'chosen-locale' };
  if (target.path === '/') {
    const locale = comesFromThisSite(request) ? DEFAULT_LOCALE : detectLocale(request);
    if (locale !== DEFAULT_LOCALE) return { kind: 'detected-locale', location: localizePath(locale, '/') + (target.search ? `?${target.search}` : '') };
  }
  if (target.path.length > 1 && target.path.endsWith('/')) return { kind: 'trailing-slash' };
  return undefined;
}

/**
 * A page asked for through the language switcher (its marker in the query): the page's language becomes the
 * remembered choice, and the visitor goes on to the page's own URL (303, so a reload does not choose again).
 */
function rememberChosenLocale(request: FastifyRequest, reply: FastifyReply, target: PageRequest): void {
  const query = new URLSearchParams(target.search);
  query.delete(LOCALE_CHOICE_PARAM);
  const rest = query.size > 0 ? `?${query}` : '';
  reply.setCookie(LOCALE_COOKIE, target.locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  reply.header('cache-control', 'private, no-store').redirect(withoutTrailingSlash(request.url.split('?')[0]! + rest), 303);
}

/** Answers the redirect that comes before any content (earlyRedirect); returns true when it has replied. */
export function redirectIfNeeded(request: FastifyRequest, reply: FastifyReply, target: PageRequest): boolean {
  // The bare root's answer depends on these, whether it redirects or not.
  if (target.path === '/' && !target.wantsPayload) reply.header('vary', 'Cookie, Accept-Language, Referer');
  const redirect = earlyRedirect(request, target);
  if (!redirect) return false;
  if (redirect.kind === 'chosen-locale') rememberChosenLocale(request, reply, target);
  else if (redirect.kind === 'detected-locale') reply.header('cache-control', 'private, no-store').redirect(redirect.location, 302);
  else reply.redirect(withoutTrailingSlash(request.url), 301);
  return true;
}

/**
 * The one URL of a page whose path ends in slashes: always a path of this portal. Leading slashes collapse
 * (`//evil.example/` must not become a protocol-relative URL) and a backslash stays encoded (browsers read
 * `/\evil.example` as another host).
 */
export function withoutTrailingSlash(url: string): string {
  const [rawPath = '', query] = url.split(/\?(.*)/s, 2);
  const path = rawPath.replace(/\\/g, '%5C').replace(/^\/+|\/+$/g, '');
  return '/' + path + (query ? `?${query}` : '');
}
