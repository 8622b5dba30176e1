/**
 * The per-visitor part of a page (shared/page.ts Visitor), read from the request on every request and never
 * remembered: the signed-in user of the security context (server/session/session.ts), a CSRF token for a page
 * that holds a form changing state (with that form as the server refused it when it was posted), the cookie-consent
 * choice (shared/consent.ts) and the colour-mode preference (shared/colour-mode.ts). The last two are all a public
 * page's HTML may depend on besides the URL (docs/architecture.md §4).
 */
import type { FastifyRequest } from 'fastify';
import { COLOUR_MODE_COOKIE, parseColourPreference, type ColourPreference } from '../shared/colour-mode.ts';
import { CONSENT_COOKIE, parseConsent, type Consent } from '../shared/consent.ts';
import { ANONYMOUS, type FormState, type Visitor } from '../shared/page.ts';
import { lastRefreshedAt } from './session/session.ts';

/**
 * The cookies a public page's HTML varies by, read here only: the page cache keys its copies by them and asks a page
 * again with them (server/page-cache/page-cache.ts); nginx's cache key names the same two (deploy/nginx.conf.template).
 */
export const PUBLIC_VARIANT_COOKIES = [CONSENT_COOKIE, COLOUR_MODE_COOKIE] as const;

export interface PublicVariant {
  consent: Consent | null;
  colourMode: ColourPreference;
}

export function publicVariantOf(cookies: Partial<Record<string, string>> | undefined): PublicVariant {
  return { consent: parseConsent(cookies?.[CONSENT_COOKIE]), colourMode: parseColourPreference(cookies?.[COLOUR_MODE_COOKIE]) };
}

/** The variant as a cache key's part: the consent state (not its day) and the colour mode. */
export function publicVariantKey({ consent, colourMode }: PublicVariant): string {
  return `${consent ? `s${+consent.statistical}m${+consent.marketing}` : 'unasked'} ${colourMode}`;
}

export function visitorOf(request: FastifyRequest, csrfToken?: string, form?: FormState): Visitor {
  const user = request.auth?.user;
  const { consent, colourMode } = publicVariantOf(request.cookies);
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
