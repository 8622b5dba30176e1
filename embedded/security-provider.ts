/**
 * The embedded security provider (docs/product.md §2 "Auth routes", §7 "Auth calls"): signs people in through CAS
 * and keeps their session in its own cookie, and offers token calls for a username/password form. The browser
 * reaches it through the portal's proxy under `/security-provider`, so its cookies live on the portal's origin
 * and `publicUrl` is the portal's public URL; its CAS service URL is built from that, never from a request.
 */
import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PROVIDER_SESSION_COOKIE, ProviderPaths, type ProviderUser } from '../shared/security-provider.ts';
import { validateServiceTicket } from './cas-client.ts';
import { loadDemoUsers } from './demo-users.ts';
import { ExpiringStore, randomId, type Clock } from './expiring-store.ts';

export interface SecurityProviderOptions {
  logger: FastifyBaseLogger;
  /** The origin the browser reaches the provider at: the portal's public URL, which proxies the prefix. */
  publicUrl: string;
  /** CAS base URL, e.g. `https://cas.example/cas`: browsers go to its login and logout, tickets to its serviceValidate. */
  casUrl: string;
  /** Origins a `redirect` parameter may lead to besides `publicUrl`'s own. */
  redirectOrigins?: string[];
  usersFile?: string;
  clock?: Clock;
  sessionTtlMs?: number;
  tokenTtlMs?: number;
  refreshTokenTtlMs?: number;
  casTimeoutMs?: number;
  /** Name of the session cookie (path `/`, HttpOnly): the portal forwards it to `rest/user-info`. */
  cookieName?: string;
  secureCookie?: boolean;
}

export interface SecurityProvider {
  app: FastifyInstance;
  /** How many sessions, tokens and sign-ins in progress it holds (tests check that a failure stores nothing). */
  storedEntries(): number;
}

/**
 * Remembers the callback between `auth/cas/login` and the CAS service URL, for this browser only. Its value, the
 * sign-in's state, is also in the service URL CAS issues the ticket for, so a ticket is good only in the browser
 * that started its sign-in: another browser's callback has another state, and the ticket another service.
 */
const LOGIN_COOKIE = 'SP_LOGIN';
const STATE_PARAM = 'state';
const LOGIN_TTL_MS = 15 * 60 * 1000;
/** A service ticket as CAS writes it (CAS protocol 3.0, 3.7: `ST-`, then letters, digits and dashes; up to 256 characters taken). */
const SERVICE_TICKET = /^ST-[A-Za-z0-9-]{1,256}$/;

interface AccessToken {
  user: ProviderUser;
  refreshToken: string;
}

type Query = Record<string, string | string[] | undefined>;

function param(query: Query | undefined, name: string): string | undefined {
  const value = query?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Equal secrets, compared in constant time. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '')?.[1];
}

export async function buildSecurityProvider(options: SecurityProviderOptions): Promise<SecurityProvider> {
  const clock = options.clock ?? Date.now;
  const users = await loadDemoUsers(options.usersFile);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  /** The CAS service URL of one sign-in: the callback with its state. */
  const serviceOf = (state: string) => `${publicUrl}${ProviderPaths.casCallback}?${STATE_PARAM}=${state}`;
  const cookieName = options.cookieName ?? PROVIDER_SESSION_COOKIE;
  const secure = options.secureCookie ?? publicUrl.startsWith('https:');
  const allowedOrigins = new Set([publicUrl, ...(options.redirectOrigins ?? [])].map((url) => new URL(url).origin));

  const logins = new ExpiringStore<{ redirect: string; renew: boolean }>(clock, LOGIN_TTL_MS);
  const sessions = new ExpiringStore<ProviderUser>(clock, options.sessionTtlMs ?? 8 * 60 * 60 * 1000);
  const tokens = new ExpiringStore<AccessToken>(clock, options.tokenTtlMs ?? 15 * 60 * 1000);
  const refreshTokens = new ExpiringStore<ProviderUser>(clock, options.refreshTokenTtlMs ?? 8 * 60 * 60 * 1000);

  const answerError = (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'security provider failed');
    return reply.code(status).send({ statusCode: status, message: status === 500 ? 'Internal error of the security provider.' : error.message });
  };
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    frameworkErrors: answerError,
  });
  await app.register(cookie);
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ statusCode: 404, message: `No endpoint ${request.method} ${request.url.split('?')[0]}.` }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ statusCode: status, message });

  /**
   * The absolute URL a `redirect` parameter stands for, when it leads to an allowed origin; relative values
   * resolve against the public URL. Undefined when it is not allowed; the public root when it is absent.
   */
  const redirectTarget = (query: Query): string | undefined => {
    const value = query.redirect;
    if (value === undefined) return publicUrl + '/';
    if (typeof value !== 'string' || !value || /[\\\x00-\x20\x7f]/.test(value)) return undefined;
    const url = URL.parse(value, publicUrl + '/');
    return url && allowedOrigins.has(url.origin) ? url.href : undefined;
  };

  const sessionCookie = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  const loginCookie = { path: ProviderPaths.casLogin.slice(0, ProviderPaths.casLogin.lastIndexOf('/')), httpOnly: true, sameSite: 'lax', secure } as const;

  const endSession = (request: FastifyRequest, reply: FastifyReply) => {
    sessions.delete(request.cookies[cookieName]);
    reply.clearCookie(cookieName, sessionCookie);
  };

  app.get<{ Querystring: Query }>(ProviderPaths.casLogin, async (request, reply) => {
    const redirect = redirectTarget(request.query);
    if (!redirect) return fail(reply, 400, 'The redirect parameter is not an allowed URL.');
    // renew=true makes CAS ask for the password even in a single sign-on session: "sign in as another user".
    const renew = param(request.query, 'renew') === 'true';
    const state = randomId('');
    logins.set(state, { redirect, renew });
    reply.setCookie(LOGIN_COOKIE, state, loginCookie);
    const query = new URLSearchParams({ service: serviceOf(state) });
    if (renew) query.set('renew', 'true');
    const locale = param(request.query, 'locale');
    if (locale && /^[a-z]{2}$/.test(locale)) query.set('locale', locale);
    return reply.redirect(`${options.casUrl}/login?${query}`, 302);
  });

  app.get<{ Querystring: Query }>(ProviderPaths.casCallback, async (request, reply) => {
    const ticket = param(request.query, 'ticket');
    // CAS issues nothing else; anything else is not worth a call to CAS (nor a place in its logs).
    if (ticket !== undefined && !SERVICE_TICKET.test(ticket)) return fail(reply, 400, 'The ticket is not a CAS service ticket.');
    const state = request.cookies[LOGIN_COOKIE];
    const login = logins.take(state);
    reply.clearCookie(LOGIN_COOKIE, loginCookie);
    if (!login || !state) return fail(reply, 400, 'No sign-in is in progress in this browser, or it has expired.');
    // Login CSRF: a callback (and its ticket) of a sign-in that another browser started is refused, and spends this
    // browser's sign-in, so it cannot be tried again.
    if (!sameSecret(param(request.query, STATE_PARAM), state)) return fail(reply, 400, 'This sign-in was not started in this browser.');
    // A sign-in always starts a new session (no fixation); one that fails leaves none.
    endSession(request, reply);
    if (ticket) {
      const result = await validateServiceTicket(options.casUrl, { service: serviceOf(state), ticket, renew: login.renew }, options.casTimeoutMs ?? 3000);
      if (result.ok) {
        const id = randomId('');
        sessions.set(id, { login: result.user, name: result.attributes.name ?? result.user, email: result.attributes.email ?? '' });
        reply.setCookie(cookieName, id, sessionCookie);
        request.log.info({ login: result.user }, 'signed in through CAS');
      } else {
        // The message may quote the ticket; the code says enough.
        request.log.warn({ code: result.code }, 'CAS ticket not accepted');
      }
    }
    return reply.redirect(login.redirect, 302);
  });

  app.get<{ Querystring: Query }>(ProviderPaths.casLogout, async (request, reply) => {
    const redirect = redirectTarget(request.query);
    if (!redirect) return fail(reply, 400, 'The redirect parameter is not an allowed URL.');
    endSession(request, reply);
    return reply.redirect(`${options.casUrl}/logout?${new URLSearchParams({ service: redirect })}`, 302);
  });

  app.get<{ Querystring: Query }>(ProviderPaths.casCleanup, async (request, reply) => {
    const redirect = redirectTarget(request.query);
    if (!redirect) return fail(reply, 400, 'The redirect parameter is not an allowed URL.');
    endSession(request, reply);
    return reply.redirect(redirect, 302);
  });

  app.get(ProviderPaths.userInfo, async (request, reply) => {
    const user = sessions.get(request.cookies[cookieName]);
    return user ?? fail(reply, 401, 'Not signed in.');
  });

  const issueTokens = (user: ProviderUser) => {
    const token = randomId('');
    const refreshToken = randomId('');
    tokens.set(token, { user, refreshToken });
    refreshTokens.set(refreshToken, user);
    return { token, refreshToken };
  };

  app.post<{ Body: Record<string, unknown> | null }>(ProviderPaths.signIn, async (request, reply) => {
    const user = users.authenticate(request.body?.username, request.body?.password);
    if (!user) return fail(reply, 401, 'Wrong username or password.');
    request.log.info({ login: user.login }, 'signed in with a password');
    return issueTokens(user);
  });

  app.post<{ Body: Record<string, unknown> | null }>(ProviderPaths.signUp, async (request, reply) => {
    const { username, password, name, email } = request.body ?? {};
    const user = users.register({ username, password, name, email });
    if (user === 'taken') return fail(reply, 409, 'The username is taken.');
    if (user === 'invalid') return fail(reply, 400, 'A username of 3 to 30 lower-case letters, digits, dots, dashes or underscores, a password of at least 8 characters, a name and an e-mail address are needed.');
    request.log.info({ login: user.login }, 'signed up');
    return reply.code(201).send(issueTokens(user));
  });

  app.get(ProviderPaths.session, async (request, reply) => {
    const access = tokens.get(bearer(request));
    return access ? { user: access.user } : fail(reply, 401, 'The token is missing, unknown or expired.');
  });

  app.post<{ Body: Record<string, unknown> | null }>(ProviderPaths.refresh, async (request, reply) => {
    const refreshToken = request.body?.refreshToken;
    const user = typeof refreshToken === 'string' ? refreshTokens.take(refreshToken) : undefined;
    if (!user) return fail(reply, 401, 'The refresh token is missing, unknown, used or expired.');
    return issueTokens(user);
  });

  app.post<{ Body: Record<string, unknown> | null }>(ProviderPaths.signOut, async (request, reply) => {
    const token = bearer(request);
    const refreshToken = request.body?.refreshToken;
    refreshTokens.delete(tokens.take(token)?.refreshToken);
    if (typeof refreshToken === 'string') refreshTokens.delete(refreshToken);
    return reply.code(204).send();
  });

  return { app, storedEntries: () => logins.size + sessions.size + tokens.size + refreshTokens.size };
}
