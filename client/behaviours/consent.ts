/**
 * The client API of the cookie consent (docs/product.md §4, §13.1), the one hook future analytics may use:
 * `window.portalConsent.get()` answers the valid choice (or null: none yet, so nothing statistical or marketing
 * may run), and `portal:consent` is dispatched on `window` with the new choice as `detail` when it changes.
 * The cookie is the same one the server's POST routes write (shared/consent.ts).
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookieValue, parseConsent, type Consent } from '../../shared/consent.ts';
import { readCookie, writeCookie } from '../../ui/browser-cookie.ts';

export const CONSENT_EVENT = 'portal:consent';

/** `window.portalConsent`, declared with the page's consent state (ui/consent.ts) that reads it too. */
export type PortalConsent = NonNullable<Window['portalConsent']>;

function storeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(consent, new Date()), { maxAgeS: CONSENT_MAX_AGE_S, sameSite: 'Lax' });
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
}

export function installConsentApi(): void {
  window.portalConsent = { get: () => parseConsent(readCookie(CONSENT_COOKIE)) };
  window.portalConsentStore = storeConsent;
}
