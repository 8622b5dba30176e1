/**
 * Sign-in with a username and password through the provider's token calls (docs/product.md §7, the `/dev/login` form):
 * a plain HTML form that works without JavaScript, posted back here and answered with 303 (to the return path,
 * or to the form again with the reason). The form changes who is signed in, so it must come from a page of the
 * portal (Origin / Sec-Fetch-Site) and carry a CSRF token (@fastify/csrf-protection, its secret in a cookie of its
 * own), both checked in `preValidation`, once the body is
 * read. The tokens are kept in the encrypted session: they refresh the user (server/session/session.ts) and are spent
 * at sign-out.
 */
import fastifyCsrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { localizeUrl, PASSWORD_LOGIN_PATH, withParam } from '../shared/auth.ts';
import { LOCALES, localizePath } from '../shared/locales.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import type { ProviderClient } from './provider-client.ts';
import { FORM_BODY_LIMIT, sameOriginOnly } from './anonymous-post.ts';

export const CSRF_COOKIE = 'portal_csrf';
/**
 * The CSRF secret's cookie where the portal is served over HTTPS: browsers take a `__Host-` cookie only from this
 * very origin (secure, path /, no domain), so a sibling (another subdomain, plain HTTP on the same name) cannot set
 * its own secret beside a token of its own and sign a browser in as someone else (cookie tossing).
 */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;

/** Why the form is shown again: the query parameter `error` of the form page. */
export type PasswordLoginError = 'credentials' | 'unavailable';

/** `reply.generateCsrf()` for the pages that hold such a form, and `app.csrfProtection` for the routes that take it. */
export const csrfPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const secure = opts.config.publicUrl.startsWith('https:');
    await app.register(fastifyCsrf, {
      cookieKey: secure ? HOST_CSRF_COOKIE : CSRF_COOKIE,
      cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure },
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

/** The POST routes of the form, in every language; form bodies are read in this scope only. */
export async function passwordLoginPlugin(app: FastifyInstance, opts: { config: Config; provider: ProviderClient }): Promise<void> {
  const { config, provider } = opts;
  await app.register(formbody);

  for (const { code: locale, prefix } of Object.values(LOCALES)) {
    app.post<{ Body: Record<string, unknown> | undefined }>(`${prefix}${PASSWORD_LOGIN_PATH}`, { bodyLimit: FORM_BODY_LIMIT, preValidation: [sameOriginOnly(config.publicUrl), app.csrfProtection] }, async (request, reply) => {
      const field = (name: string) => (typeof request.body?.[name] === 'string' ? (request.body[name] as string) : '');
      const returnPath = field('redirect') ? safeReturnPath(field('redirect')) : localizeUrl(locale, config.authLandingUrl);
      const see = (url: string) => reply.header('cache-control', 'no-store').redirect(url, 303);
      const again = (error: PasswordLoginError): FastifyReply =>
        see(withParam(withParam(localizePath(locale, PASSWORD_LOGIN_PATH), 'error', error), 'redirect', returnPath));

      const username = field('username').trim();
      const password = field('password');
      if (!username || !password) return again('credentials');
      try {
        const tokens = await provider.signIn(username, password);
        if (!tokens) {
          request.log.info({ login: username }, 'password sign-in refused');
          return again('credentials');
        }
        const user = await provider.session(tokens.token);
        if (!user) throw new Errors.AUTH_PROVIDER_UNAVAILABLE('a token just issued is unknown to the provider');
        app.startSession(request, user, tokens);
        request.log.info({ login: user.login }, 'signed in with a password');
        return see(returnPath);
      } catch (error) {
        if (!(error instanceof Errors.AUTH_PROVIDER_UNAVAILABLE)) throw error;
        request.log.warn({ err: error }, 'password sign-in failed: the provider is unavailable');
        return again('unavailable');
      }
    });
  }
}
