/**
 * Sign-in through the security provider (docs/product.md §2 "Auth routes"), in every language: `/auth/login` sends the
 * browser to the provider's CAS login with a callback that carries the return path; `/auth/callback` asks the
 * provider who signed in and starts the portal's session; `/auth/logout` ends it, then the provider's and CAS's;
 * `/auth/cleanup` ends the provider's session only (with `renew=true`, then a new sign-in that asks for a
 * password: "sign in as a different user"). Every return path from a query or cookie goes through
 * safeReturnPath. The provider is reached at the portal's own origin (server/provider-proxy.ts), so its URLs
 * here are paths. Route protection by include patterns answers in `onRequest`, before any content is loaded.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_REDIRECT_COOKIE, AuthPaths, localizeUrl, SIGNED_OUT_PARAM, withParam } from '../shared/auth.ts';
import { LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import { ProviderPaths } from '../shared/security-provider.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import type { ProviderClient } from './provider-client.ts';
import type { RouteProtection } from './route-protection.ts';
import { lastRefreshedAt } from './session/session.ts';

export interface AuthOptions {
  config: Config;
  provider: ProviderClient;
  protection: RouteProtection;
}

type Query = Record<string, string | string[] | undefined>;

/** A parameter given once; a repeated one counts as absent, so no two values can disagree. */
function param(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Query)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Paths that are no pages: never protected, never a return path. */
const NOT_PAGES = /^\/(?:assets|security-provider|auth|builds)\/|^\/(?:healthz|readyz)$/;

export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthOptions) => {
    const { config, provider, protection } = opts;

    // A callback, not an async function: no promise and no turn of the microtask queue on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const page = request.page;
      if (!page || (request.method !== 'GET' && request.method !== 'HEAD') || NOT_PAGES.test(page.localPath)) return done();
      // A refused visit is answered (a redirect to sign in): the request goes no further.
      if (!protection.refuse(request, reply, page)) done();
    });

    /** Where to go back to: the `redirect` parameter, else the stored return path, else the landing URL. */
    const returnPathOf = (request: FastifyRequest, locale: LocaleCode) => {
      const stored = param(request, 'redirect') ?? request.cookies[AUTH_REDIRECT_COOKIE];
      return stored === undefined ? localizeUrl(locale, config.authLandingUrl) : safeReturnPath(stored);
    };
    /** A redirect of the sign-in flow: it belongs to this moment and this browser, so nothing may keep it. */
    const go = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);

    for (const { code: locale, prefix } of Object.values(LOCALES)) {
      app.get(`${prefix}${AuthPaths.login}`, async (request, reply) => {
        const returnPath = returnPathOf(request, locale);
        const renew = param(request, 'renew') === 'true';
        if (request.auth.user && !renew) return go(reply, returnPath);
        const callback = withParam(config.publicUrl + localizePath(locale, AuthPaths.callback), 'redirect', returnPath);
        let login = withParam(withParam(ProviderPaths.casLogin, 'redirect', callback), 'locale', locale);
        if (renew) login = withParam(login, 'renew', 'true');
        return go(reply, login);
      });

      app.get(`${prefix}${AuthPaths.callback}`, async (request, reply) => {
        const returnPath = safeReturnPath(param(request, 'redirect'));
        const user = await provider.userInfo(request.headers.cookie);
        if (!user) {
          await app.endSession(request);
          throw new Errors.SIGN_IN_FAILED('the provider has no session for this browser');
        }
        app.startSession(request, user);
        request.log.info({ login: user.login }, 'signed in');
        return go(reply, returnPath);
      });

      app.get(`${prefix}${AuthPaths.failed}`, async (request) => {
        await app.endSession(request);
        if (param(request, 'reason') === 'unavailable') throw new Errors.AUTH_PROVIDER_UNAVAILABLE('the provider could not finish a sign-in');
        throw new Errors.SIGN_IN_FAILED('the provider could not finish a sign-in (interrupted or expired)');
      });

      app.get(`${prefix}${AuthPaths.logout}`, async (request, reply) => {
        const tokens = request.session.get('tokens');
        await app.endSession(request);
        // A password session's tokens are spent too; the provider being down must not keep anyone signed in here.
        if (tokens) await provider.signOut(tokens).catch((error: unknown) => request.log.warn({ err: error }, 'the provider’s sign-out failed'));
        let after = localizeUrl(locale, config.authLogoutUrl);
        if (param(request, 'reason') === 'inactivity') after = withParam(after, SIGNED_OUT_PARAM, 'inactivity');
        return go(reply, withParam(ProviderPaths.casLogout, 'redirect', config.publicUrl + after));
      });

      app.get(`${prefix}${AuthPaths.cleanup}`, async (request, reply) => {
        await app.endSession(request);
        const returnPath = returnPathOf(request, locale);
        const after =
          param(request, 'renew') === 'true' ? withParam(withParam(localizePath(locale, AuthPaths.login), 'redirect', returnPath), 'renew', 'true') : returnPath;
        return go(reply, withParam(ProviderPaths.casCleanup, 'redirect', config.publicUrl + after));
      });
    }

    app.get(AuthPaths.session, async (request, reply) => {
      const context = await app.refreshSession(request, true);
      reply.header('cache-control', 'private, no-store');
      return { status: context.user ? 'authenticated' : 'unauthenticated', user: context.user, error: context.error, lastRefreshedAt: lastRefreshedAt(context) };
    });
  },
  { name: 'auth', dependencies: ['session', 'request-context'] },
);
