/**
 * The client API of the cookie consent (SPEC.md §4, issue 12), the one hook future analytics may use:
 * `window.portalConsent.get()` answers the valid choice (or null: none yet, so nothing statistical or marketing
 * may run), and `portal:consent` is dispatched on `window` with the new choice as `detail` when it changes.
 * The cookie is the same one the server's POST route writes (shared/consent.ts).
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookieValue, parseConsent, type Consent } from '../../shared/consent.ts';

export const CONSENT_EVENT = 'portal:consent';

/** `window.portalConsent`, declared with the bar (ui/CookieBar.tsx) that reads it too. */
export type PortalConsent = NonNullable<Window['portalConsent']>;

function readConsent(): Consent | null {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}

function storeConsent(consent: Consent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(consent, new Date())}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
}

export function installConsentApi(): void {
  window.portalConsent = { get: readConsent };
  window.portalConsentStore = storeConsent;
}
