/**
 * The portal's own sign-in routes (docs/product.md §2 "Auth routes"), for the server that serves them and the pages
 * that link to them. Like every route they exist in each language (`/en/auth/login`): the language is the one the
 * provider's sign-in form, the error screens and the page after sign-out are shown in.
 */
import { localizePath, type LocaleCode } from './locales.ts';

export const AuthPaths = {
  /** `?redirect=<return path>[&renew=true]`: to the provider's CAS login. */
  login: '/auth/login',
  /** `?redirect=<return path>`: the provider has signed the visitor in; the portal asks it who. */
  callback: '/auth/callback',
  /** `[?reason=inactivity]`: ends the portal's session, then the provider's and CAS's. */
  logout: '/auth/logout',
  /** `[?renew=true]`: ends the provider's session only, then back (or to a new sign-in: another user). */
  cleanup: '/auth/cleanup',
  /** GET: the security context as JSON, refreshed from the provider (the browser asks on window focus). */
  session: '/auth/session',
  /**
   * `[?reason=unavailable]`: a sign-in the provider could not finish (interrupted, expired, or the provider failing),
   * shown as the portal's error screen in the visitor's language.
   */
  failed: '/auth/failed',
} as const;

/** The username/password form of the token calls (docs/product.md §7): GET shows it (a /dev preview), POST signs in. */
export const PASSWORD_LOGIN_PATH = '/dev/login';

/** The return path after sign-in (docs/product.md §9): lax, not http-only, path `/`. */
export const AUTH_REDIRECT_COOKIE = 'auth.redirect';

/**
 * What happens to a session (docs/product.md §4 "Events are emitted on login, logout and refresh"): the server's
 * session events (server/session/session.ts) and the browser's `portal:session` window event say it with the time the
 * user was last confirmed by the provider (docs/product.md §3 lastRefreshedAt, ISO 8601; null once signed out).
 */
export type SessionEventType = 'signIn' | 'signOut' | 'refresh';

export interface SessionEvent {
  type: SessionEventType;
  login: string;
  lastRefreshedAt: string | null;
}

/** The window event scripts outside the bundle listen to (its detail is a SessionEvent). */
export const SESSION_EVENT = 'portal:session';

/** The query parameter that tells the page after an inactivity sign-out to say so. */
export const SIGNED_OUT_PARAM = 'signedOut';

/** `url` (a path with an optional query) in `locale`: its path gets the language prefix, the query stays. */
export function localizeUrl(locale: LocaleCode, url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return localizePath(locale, url);
  return localizePath(locale, url.slice(0, queryAt)) + url.slice(queryAt);
}

/** `url` with one more query parameter. */
export function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The sign-in link of a page: back to `returnPath` afterwards. */
export function signInHref(locale: LocaleCode, returnPath: string): string {
  return withParam(localizePath(locale, AuthPaths.login), 'redirect', returnPath);
}

export function signOutHref(locale: LocaleCode, reason?: 'inactivity'): string {
  const url = localizePath(locale, AuthPaths.logout);
  return reason ? withParam(url, 'reason', reason) : url;
}

/**
 * "Sign in as a different user" (docs/product.md §6): the provider's session ended, then a sign-in that asks for a
 * password.
 */
export function signInAsOtherHref(locale: LocaleCode): string {
  return withParam(localizePath(locale, AuthPaths.cleanup), 'renew', 'true');
}
