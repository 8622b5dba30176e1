/**
 * Route protection (docs/product.md §2 "Route protection"): a page needs a signed-in visitor when its path matches an
 * include pattern (AUTH_INCLUDE, `*` any characters) or its content says so (`data.secured: true`, or a
 * template whose auth is `signed-in`), unless the path matches an exclude pattern, the login URL or the logout
 * URL. Patterns match the path with or without its language prefix, so `/klientska-zona/*` covers every
 * language. An anonymous visit stores the page in `auth.redirect` and goes to the login URL; a page for guests
 * only sends a signed-in visitor to the web's home.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_REDIRECT_COOKIE, localizeUrl, withParam } from '../shared/auth.ts';
import { splitLocale } from '../shared/locales.ts';
import { PAYLOAD_SUFFIX } from '../shared/page.ts';
import { pathMatcher } from '../shared/route-rules.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import { isSpeculative } from './speculation-rules.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import type { BuiltPage } from './page-payload.ts';
import type { PageRequest } from './request-context.ts';

/** The cookie of the return path: read by the browser's scripts too, so not http-only (docs/product.md §9). */
export function returnPathCookie(config: Pick<Config, 'publicUrl'>) {
  return { path: '/', sameSite: 'lax', httpOnly: false, secure: config.publicUrl.startsWith('https:') } as const;
}

/** The page a request is for, as the browser asked for it (raw, so still a valid URL): `_payload.json` is its page's. */
export function pageUrlOf(request: FastifyRequest, page: PageRequest): string {
  if (!page.wantsPayload) return request.url;
  const rawPath = request.url.split('?', 1)[0]!.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  return page.search ? `${rawPath}?${page.search}` : rawPath;
}

export class RouteProtection {
  readonly #included: (path: string) => boolean;
  readonly #excluded: (path: string) => boolean;
  readonly #config: Config;

  constructor(config: Config) {
    this.#config = config;
    this.#included = pathMatcher(config.authInclude);
    const pathOf = (url: string) => url.split('?', 1)[0]!;
    this.#excluded = pathMatcher([...config.authExclude, pathOf(config.authLoginUrl), pathOf(config.authLogoutUrl)]);
  }

  /** Whether a page needs a signed-in visitor; `flagged`: its content or template says so. */
  isProtected(page: Pick<PageRequest, 'localPath' | 'path'>, flagged: boolean): boolean {
    const matches = (test: (path: string) => boolean) => test(page.localPath) || test(page.path);
    if (matches(this.#excluded)) return false;
    return flagged || matches(this.#included);
  }

  /** Whether a portal path (`/en/client-zone`) needs a signed-in visitor; `flagged`: its content says so. */
  pathIsProtected(path: string, flagged = false): boolean {
    return this.isProtected({ localPath: splitLocale(path).path, path }, flagged);
  }

  /**
   * Answers a visit the visitor may not make as they are, and says so with true: an anonymous visit to a
   * protected page goes to sign in (or, when the provider could not confirm their session, learns that sign-in
   * is unavailable); a signed-in visit to a page for guests goes to the web's home.
   */
  refuse(request: FastifyRequest, reply: FastifyReply, page: PageRequest, built?: BuiltPage): boolean {
    const auth = built?.template?.auth ?? 'public';
    if (request.auth.user) {
      if (auth !== 'guests-only' || !built) return false;
      reply.header('cache-control', 'private, no-store').redirect(built.payload.site.rootPath, 302);
      return true;
    }
    if (!this.isProtected(page, built !== undefined && (built.secured || auth === 'signed-in'))) return false;
    if (request.auth.error) throw new Errors.AUTH_PROVIDER_UNAVAILABLE('the visitor’s session could not be confirmed');
    // A browser fetching the page ahead (server/speculation-rules.ts) starts no sign-in and sets no cookie: declined,
    // and Chromium keeps no answer but a 2xx, so the click itself goes to sign in.
    if (isSpeculative(request)) {
      reply.code(403).header('cache-control', 'private, no-store').send();
      return true;
    }
    const returnPath = safeReturnPath(pageUrlOf(request, page));
    reply.setCookie(AUTH_REDIRECT_COOKIE, returnPath, returnPathCookie(this.#config));
    const login = withParam(localizeUrl(page.locale, this.#config.authLoginUrl), 'redirect', returnPath);
    reply.header('cache-control', 'private, no-store').redirect(login, 302);
    return true;
  }
}
