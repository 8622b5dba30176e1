/**
 * The per-visitor part of a page (shared/page.ts Visitor), read from the request on every request and never
 * remembered: the signed-in user of the security context (server/session.ts), a CSRF token for a page
 * that holds a form changing state, and the cookie-consent choice (shared/consent.ts).
 */
import type { FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, parseConsent } from '../shared/consent.ts';
import { ANONYMOUS, type Visitor } from '../shared/page.ts';

export function visitorOf(request: FastifyRequest, csrfToken?: string): Visitor {
  const user = request.auth?.user;
  const consent = parseConsent(request.cookies?.[CONSENT_COOKIE]);
  if (!user && csrfToken === undefined && !consent) return ANONYMOUS;
  return {
    user: user ? { login: user.login, name: user.name, email: user.email } : null,
    ...(csrfToken === undefined ? {} : { csrfToken }),
    ...(consent ? { consent } : {}),
  };
}
