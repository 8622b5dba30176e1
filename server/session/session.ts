/**
 * The visitor's sign-in (docs/product.md §3, §4): the security context, resolved once in `onRequest` as `request.auth`
 * (user, error, time of the last update), kept between requests in the portal's encrypted, signed cookie
 * (@fastify/secure-session, `request.session`), so any number of stateless processes share it. The cookie holds
 * the persisted fields, user and update time (and the provider's tokens after a password sign-in). The user is
 * asked of the provider again when the refresh is forced or once SESSION_EXPIRY_S have passed since the last
 * update: a provider that no longer knows the visitor ends the session here too; a provider that cannot answer
 * leaves it as it is, and this request goes on as anonymous with the error said (§8). A session that ends (sign-out,
 * the provider no longer knowing it) has its id revoked in every process (server/session/revocations.ts), so a
 * copy of the cookie is anonymous at once.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionEvent, SessionEventType } from '../../shared/auth.ts';
import { PROVIDER_PREFIX, type ProviderUser } from '../../shared/security-provider.ts';
import type { Config } from '../config.ts';
import { Errors } from '../errors.ts';
import type { ProviderClient, ProviderTokens } from '../provider-client.ts';
import { sessionKeys } from './keys.ts';
import type { SessionRevocations } from './revocations.ts';
import { SESSION_COOKIE } from './cookie.ts';
/** A session no request has renewed for this long is void (about a working day), whatever the provider says. */
const SESSION_LIFETIME_S = 10 * 60 * 60;

export interface SecurityContext {
  user: ProviderUser | null;
  /** Why a session the visitor has gives no user on this request; not kept (docs/product.md §3). */
  error: 'provider-unavailable' | null;
  /** When the user was last confirmed by the provider (ms since the epoch); null without a session. */
  updatedAt: number | null;
}

export const SIGNED_OUT: SecurityContext = { user: null, error: null, updatedAt: null };

declare module '@fastify/secure-session' {
  interface SessionData {
    /** A random id, new with each sign-in: what a sign-out revokes. */
    id: string;
    user: ProviderUser;
    updatedAt: number;
    /** The provider's tokens, when signed in with a password (docs/product.md §7) rather than through CAS. */
    tokens: ProviderTokens;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The security context of this request. */
    auth: SecurityContext;
  }
  interface FastifyInstance {
    /** Sign-ins, sign-outs and refreshes as they happen (docs/product.md §4), each a SessionEvent. */
    sessionEvents: SessionEvents;
    /** Asks the provider who the visitor is now (when forced or due) and sets `request.auth`. */
    refreshSession(request: FastifyRequest, force?: boolean): Promise<SecurityContext>;
    /** Starts the visitor's session, under a new id, with a user the provider has just confirmed. */
    startSession(request: FastifyRequest, user: ProviderUser, tokens?: ProviderTokens): void;
    /** Ends the portal's session, in every process (the provider's is ended by its own logout). */
    endSession(request: FastifyRequest): Promise<void>;
  }
}

/** `on('signIn' | 'signOut' | 'refresh', (event: SessionEvent) => …)`. */
export class SessionEvents extends EventEmitter<Record<SessionEventType, [SessionEvent]>> {}

/** The moment a context's user was last confirmed, as the events and the browser say it. */
export function lastRefreshedAt(context: SecurityContext): string | null {
  return context.user && context.updatedAt !== null ? new Date(context.updatedAt).toISOString() : null;
}

export interface SessionOptions {
  config: Config;
  provider: ProviderClient;
  revocations: SessionRevocations;
  /** Wall clock of the security context; tests move it instead of sleeping. */
  now?: () => number;
}

/** Requests that neither show nor change a session: files, health, and the provider's own paths (proxied as they are). */
const WITHOUT_SESSION = ['/assets/', `${PROVIDER_PREFIX}/`, '/healthz', '/readyz', '/builds/'];

export function hasSessionCookie(request: Pick<FastifyRequest, 'cookies'>): boolean {
  // Requests Fastify refuses before any hook runs have no cookies read.
  return request.cookies?.[SESSION_COOKIE] !== undefined;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    const { config, provider, revocations } = opts;
    const now = opts.now ?? Date.now;
    await app.register(secureSession, {
      key: await sessionKeys(config),
      cookieName: SESSION_COOKIE,
      expiry: SESSION_LIFETIME_S,
      // A browser-session cookie: closing the browser ends it.
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:') },
    });
    app.decorateRequest('auth', null as unknown as SecurityContext);

    /** The user now: by the provider's tokens after a password sign-in, else by its session cookie. */
    async function currentUser(request: FastifyRequest): Promise<ProviderUser | null> {
      const tokens = request.session.get('tokens');
      if (!tokens) return provider.userInfo(request.headers.cookie);
      const user = await provider.session(tokens.token);
      if (user || !tokens.refreshToken) return user;
      const renewed = await provider.refresh(tokens.refreshToken);
      if (!renewed) return null;
      request.session.set('tokens', renewed);
      return provider.session(renewed.token);
    }

    const events = new SessionEvents();
    const emit = (type: SessionEventType, login: string, context: SecurityContext) => events.emit(type, { type, login, lastRefreshedAt: lastRefreshedAt(context) });

    /** The user as the provider has just confirmed them, kept in the session as it is. */
    function confirm(request: FastifyRequest, user: ProviderUser, tokens: ProviderTokens | undefined): SecurityContext {
      request.session.set('user', user);
      request.session.set('updatedAt', now());
      request.session.set('tokens', tokens);
      return (request.auth = { user, error: null, updatedAt: now() });
    }

    function startSession(request: FastifyRequest, user: ProviderUser, tokens?: ProviderTokens): void {
      request.session.set('id', randomBytes(18).toString('base64url'));
      emit('signIn', user.login, confirm(request, user, tokens));
    }

    /** The cookie cleared; without one there is nothing to clear (no Set-Cookie for a visitor who never had a session). */
    function dropCookie(request: FastifyRequest): void {
      if (hasSessionCookie(request) || request.session.changed) request.session.delete();
      request.auth = SIGNED_OUT;
    }

    async function endSession(request: FastifyRequest): Promise<void> {
      const id = request.session.get('id');
      const user = request.session.get('user');
      dropCookie(request);
      if (user) emit('signOut', user.login, SIGNED_OUT);
      if (!id) return;
      // Until every copy of the cookie has lapsed by its own age. A store that fails must not keep this browser
      // signed in: its cookie is gone all the same, only copies of it live on until then.
      await revocations.revoke(id, now() + SESSION_LIFETIME_S * 1000, now()).catch((error: unknown) => {
        request.log.error({ err: error }, 'the ended session could not be recorded: copies of its cookie stay valid until they lapse');
      });
    }

    async function refreshSession(request: FastifyRequest, force = false): Promise<SecurityContext> {
      const id = request.session.get('id');
      const user = request.session.get('user');
      const updatedAt = request.session.get('updatedAt') ?? 0;
      if (!user || !id) {
        // A cookie without a user (a key rotated away, a lapsed session, one from before session ids) is dropped, so
        // pages are public again.
        if (hasSessionCookie(request)) dropCookie(request);
        return (request.auth = SIGNED_OUT);
      }
      try {
        if (await revocations.isRevoked(id, now())) {
          request.log.info({ login: user.login }, 'a session that was ended elsewhere: signed out');
          dropCookie(request);
          return request.auth;
        }
      } catch (error) {
        // Unable to tell whether it was ended: not believed, for this request only.
        request.log.warn({ err: error }, 'ended sessions could not be read: treated as signed out for this request');
        return (request.auth = { user: null, error: 'provider-unavailable', updatedAt });
      }
      if (!force && now() < updatedAt + config.sessionExpiryS * 1000) return (request.auth = { user, error: null, updatedAt });
      try {
        const confirmed = await currentUser(request);
        if (confirmed) {
          emit('refresh', confirmed.login, confirm(request, confirmed, request.session.get('tokens')));
          return request.auth;
        }
        request.log.info({ login: user.login }, 'the provider no longer knows the session: signed out');
        await endSession(request);
        return request.auth;
      } catch (error) {
        if (!(error instanceof Errors.AUTH_PROVIDER_UNAVAILABLE)) throw error;
        request.log.warn({ err: error }, 'the session could not be refreshed: treated as signed out for this request');
        return (request.auth = { user: null, error: 'provider-unavailable', updatedAt });
      }
    }

    app.decorate('sessionEvents', events);
    app.decorate('refreshSession', refreshSession);
    app.decorate('startSession', startSession);
    app.decorate('endSession', endSession);
    // A callback, not an async function: a visitor without the session cookie (nearly every page request) costs no
    // promise and no turn of the microtask queue.
    app.addHook('onRequest', (request, _reply, done) => {
      request.auth = SIGNED_OUT;
      if (!hasSessionCookie(request) || WITHOUT_SESSION.some((prefix) => request.url.startsWith(prefix))) return done();
      refreshSession(request).then(() => done(), done);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
