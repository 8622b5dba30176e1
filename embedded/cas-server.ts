/**
 * The embedded CAS server: the parts of the CAS 3.0 protocol (apereo.github.io/cas, "CAS Protocol 3.0
 * Specification") a CAS client uses, over HTTP, under `/cas`: `login` (form, ticket-granting cookie, single
 * sign-on, `renew`, `gateway`), `p3/serviceValidate` and `serviceValidate` (XML), `logout`. Services must
 * match the configured prefixes (CAS's service registry). Service tickets are random, single use, short lived
 * and valid for the exact service they were issued for.
 */
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isLocaleCode, localeFromAcceptLanguage, DEFAULT_LOCALE, type LocaleCode } from '../shared/locales.ts';
import type { ProviderUser } from '../shared/security-provider.ts';
import { loginHref, loginPage, messagePage, type LoginFormState } from './cas-pages.ts';
import { loadDemoUsers } from './demo-users.ts';
import { ExpiringStore, randomId, type Clock } from './expiring-store.ts';
import { escapeHtml as e } from '../shared/escape-html.ts';

export interface CasServerOptions {
  logger: FastifyBaseLogger;
  /** URL prefixes of the services allowed to use this CAS, e.g. `https://portal.example/security-provider/`. */
  services: string[];
  usersFile?: string;
  clock?: Clock;
  /** Lifetime of a service ticket; the protocol recommends no more than 5 minutes, CAS uses about 10 s. */
  ticketTtlMs?: number;
  /** Lifetime of a single sign-on session (ticket-granting ticket). */
  ssoTtlMs?: number;
  /** Send the ticket-granting cookie over HTTPS only. */
  secureCookie?: boolean;
}

export const CAS_TICKET_TTL_MS = 10_000;
export const CAS_SSO_TTL_MS = 8 * 60 * 60 * 1000;
/** A login form may be filled in for this long. */
const FORM_TTL_MS = 30 * 60 * 1000;
export const TGC_COOKIE = 'TGC';
export const CAS_NAMESPACE = 'http://www.yale.edu/tp/cas';

interface ServiceTicket {
  service: string;
  user: ProviderUser;
  /** Issued from a typed password rather than from the single sign-on session (what `renew` asks for). */
  fromNewLogin: boolean;
  authenticatedAt: number;
}

interface SsoSession {
  user: ProviderUser;
  authenticatedAt: number;
}

type Query = Record<string, string | string[] | undefined>;

/** A parameter given once; a repeated parameter counts as absent, so no two values can disagree. */
function param(query: Query | undefined, name: string): string | undefined {
  const value = query?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** `renew` and `gateway` are set by their presence; `false` is taken at its word. */
function flag(query: Query, name: string): boolean {
  const value = param(query, name);
  return value !== undefined && value !== 'false';
}

export async function buildCasServer(options: CasServerOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? Date.now;
  const users = await loadDemoUsers(options.usersFile);
  const tickets = new ExpiringStore<ServiceTicket>(clock, options.ticketTtlMs ?? CAS_TICKET_TTL_MS);
  const sessions = new ExpiringStore<SsoSession>(clock, options.ssoTtlMs ?? CAS_SSO_TTL_MS);
  const forms = new ExpiringStore<true>(clock, FORM_TTL_MS);
  const prefixes = options.services.map((prefix) => new URL(prefix));

  /** A service matches a prefix by origin and by whole path segments, after the URL parser has normalized it. */
  const serviceAllowed = (service: string | undefined): service is string => {
    const url = service === undefined ? null : URL.parse(service);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false;
    return prefixes.some(
      (prefix) =>
        url.origin === prefix.origin &&
        (url.pathname === prefix.pathname || url.pathname.startsWith(prefix.pathname.endsWith('/') ? prefix.pathname : prefix.pathname + '/')),
    );
  };

  const app = Fastify({ loggerInstance: options.logger, logController: new LogController({ disableRequestLogging: true }), bodyLimit: 16 * 1024 });
  await app.register(cookie);
  await app.register(formbody);

  const localeOf = (request: FastifyRequest, chosen: string | undefined): LocaleCode => {
    const code = chosen === 'uk' ? 'ua' : chosen;
    return isLocaleCode(code) ? code : (localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE);
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
      .header('referrer-policy', 'no-referrer')
      .send(html);

  const showForm = (reply: FastifyReply, status: number, state: Omit<LoginFormState, 'execution'>) => {
    const execution = randomId('', 16);
    forms.set(execution, true);
    return sendPage(reply, status, loginPage({ ...state, execution }));
  };

  const notAllowed = (reply: FastifyReply, locale: LocaleCode) =>
    sendPage(reply, 403, messagePage(locale, 'unauthorizedHeading', 'unauthorizedText', (code) => loginHref(code)));

  /** Redirects to the service with a new service ticket appended to its query. */
  const issueTicket = (reply: FastifyReply, status: 302 | 303, service: string, session: SsoSession, fromNewLogin: boolean) => {
    const ticket = randomId('ST-');
    tickets.set(ticket, { service, user: session.user, fromNewLogin, authenticatedAt: session.authenticatedAt });
    const url = new URL(service);
    const hash = url.hash;
    url.hash = '';
    return reply.header('cache-control', 'no-store').redirect(`${url.href}${url.search ? '&' : '?'}ticket=${ticket}${hash}`, status);
  };

  const cookieOptions = { path: '/cas', httpOnly: true, sameSite: 'lax', secure: options.secureCookie ?? false } as const;

  app.get<{ Querystring: Query }>('/cas/login', async (request, reply) => {
    const locale = localeOf(request, param(request.query, 'locale'));
    const service = param(request.query, 'service');
    if (service !== undefined && !serviceAllowed(service)) return notAllowed(reply, locale);
    const renew = flag(request.query, 'renew');
    const session = sessions.get(request.cookies[TGC_COOKIE]);
    if (session && !renew) {
      if (service) return issueTicket(reply, 302, service, session, false);
      return sendPage(reply, 200, messagePage(locale, 'signedInHeading', 'signedInText', (code) => loginHref(code)));
    }
    // gateway: the service asks "signed in already?" and takes no for an answer (renew wins over it).
    if (service && flag(request.query, 'gateway') && !renew) return reply.header('cache-control', 'no-store').redirect(new URL(service).href, 302);
    return showForm(reply, 200, { locale, service });
  });

  app.post<{ Body: Query | undefined }>('/cas/login', async (request, reply) => {
    const body = request.body;
    const locale = localeOf(request, param(body, 'locale'));
    const service = param(body, 'service') || undefined;
    if (service !== undefined && !serviceAllowed(service)) return notAllowed(reply, locale);
    const username = param(body, 'username')?.trim() ?? '';
    const password = param(body, 'password') ?? '';

    if (!forms.take(param(body, 'execution'))) {
      return showForm(reply, 400, { locale, service, username, errors: [{ field: 'username', message: 'formExpired' }] });
    }
    const missing: LoginFormState['errors'] = [];
    if (!username) missing.push({ field: 'username', message: 'usernameMissing' });
    if (!password) missing.push({ field: 'password', message: 'passwordMissing' });
    if (missing.length) return showForm(reply, 400, { locale, service, username, errors: missing });

    const user = users.authenticate(username, password);
    if (!user) {
      request.log.info({ login: username }, 'CAS login refused');
      return showForm(reply, 401, { locale, service, username, errors: [{ field: 'password', message: 'badCredentials' }] });
    }
    sessions.delete(request.cookies[TGC_COOKIE]);
    const session: SsoSession = { user, authenticatedAt: clock() };
    const tgt = randomId('TGT-');
    sessions.set(tgt, session);
    reply.setCookie(TGC_COOKIE, tgt, cookieOptions);
    request.log.info({ login: user.login }, 'CAS login');
    if (service) return issueTicket(reply, 303, service, session, true);
    return reply.header('cache-control', 'no-store').redirect(loginHref(locale), 303);
  });

  const validate = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-store');
    const service = param(request.query, 'service');
    const ticket = param(request.query, 'ticket');
    if (!service || !ticket) return failure('INVALID_REQUEST', "Both 'service' and 'ticket' are required.");
    // Every validation attempt spends the ticket, whatever its outcome (protocol 3.1.1).
    const issued = tickets.take(ticket);
    if (!issued) return failure('INVALID_TICKET', `Ticket '${ticket}' not recognized.`);
    if (issued.service !== service) return failure('INVALID_SERVICE', `Ticket '${ticket}' does not match the service '${service}'.`);
    if (flag(request.query, 'renew') && !issued.fromNewLogin) return failure('INVALID_TICKET', `Ticket '${ticket}' was not issued from a new login.`);
    request.log.info({ login: issued.user.login }, 'CAS service ticket validated');
    return success(issued);
  };
  app.get('/cas/p3/serviceValidate', validate);
  app.get('/cas/serviceValidate', validate);

  app.get<{ Querystring: Query }>('/cas/logout', async (request, reply) => {
    sessions.delete(request.cookies[TGC_COOKIE]);
    reply.clearCookie(TGC_COOKIE, cookieOptions);
    const target = param(request.query, 'service') ?? param(request.query, 'url');
    if (serviceAllowed(target)) return reply.header('cache-control', 'no-store').redirect(new URL(target).href, 302);
    const locale = localeOf(request, param(request.query, 'locale'));
    return sendPage(reply, 200, messagePage(locale, 'signedOutHeading', 'signedOutText', (code) => loginHref(code)));
  });

  return app;
}

function serviceResponse(inner: string): string {
  return `<cas:serviceResponse xmlns:cas="${CAS_NAMESPACE}">\n${inner}\n</cas:serviceResponse>\n`;
}

function failure(code: string, message: string): string {
  return serviceResponse(`  <cas:authenticationFailure code="${code}">${e(message)}</cas:authenticationFailure>`);
}

function success(ticket: ServiceTicket): string {
  const { user } = ticket;
  return serviceResponse(`  <cas:authenticationSuccess>
    <cas:user>${e(user.login)}</cas:user>
    <cas:attributes>
      <cas:authenticationDate>${new Date(ticket.authenticatedAt).toISOString()}</cas:authenticationDate>
      <cas:longTermAuthenticationRequestTokenUsed>false</cas:longTermAuthenticationRequestTokenUsed>
      <cas:isFromNewLogin>${ticket.fromNewLogin}</cas:isFromNewLogin>
      <cas:name>${e(user.name)}</cas:name>
      <cas:email>${e(user.email)}</cas:email>
    </cas:attributes>
  </cas:authenticationSuccess>`);
}
