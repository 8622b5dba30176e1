/**
 * The per-visitor part of a page (shared/page.ts Visitor), read from the request on every request and never
 * remembered: the signed-in user of the security context (server/session.ts), a CSRF token for a page
 * that holds a form changing state (with that form as the server refused it when it was posted), the cookie-consent
 * choice (shared/consent.ts) and the colour-mode preference (shared/colour-mode.ts). The last two are all a public
 * page's HTML may depend on besides the URL (docs/architecture.md §4).
 */
import type { FastifyRequest } from 'fastify';
import { COLOUR_MODE_COOKIE, parseColourPreference } from '../shared/colour-mode.ts';
import { CONSENT_COOKIE, parseConsent } from '../shared/consent.ts';
import { ANONYMOUS, type FormState, type Visitor } from '../shared/page.ts';
import { lastRefreshedAt } from './session.ts';

export function visitorOf(request: FastifyRequest, csrfToken?: string, form?: FormState): Visitor {
  const user = request.auth?.user;
  const consent = parseConsent(request.cookies?.[CONSENT_COOKIE]);
  const colourMode = parseColourPreference(request.cookies?.[COLOUR_MODE_COOKIE]);
  if (!user && csrfToken === undefined && !form && !consent && colourMode === 'system') return ANONYMOUS;
  return {
    user: user ? { login: user.login, name: user.name, email: user.email } : null,
    ...(user ? { lastRefreshedAt: lastRefreshedAt(request.auth)! } : {}),
    ...(csrfToken === undefined ? {} : { csrfToken }),
    ...(form ? { form } : {}),
    ...(consent ? { consent } : {}),
    ...(colourMode === 'system' ? {} : { colourMode }),
  };
}
