/**
 * Cookie consent (docs/product.md §4, §13.1): the categories, the first-party cookie that keeps the choice, and the
 * one rule that reads it. Isomorphic: the server reads it to decide whether the bar shows, the browser to answer
 * `window.portalConsent.get()`. No zod here: this module is in the browser bundle of every page, and the
 * form's schema (server/consent.ts) is the server's alone.
 */

/** Raise it when the categories or their meaning change: a cookie of another version counts as no choice. */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The POST route, under every language's prefix. */
export const CONSENT_PATH = '/consent';
/**
 * The settings page of its own (without JavaScript; with it, links there open the settings dialog), under every
 * language's prefix; GET shows it, POST saves it. `?redirect=` is the page to go back to.
 */
export const CONSENT_SETTINGS_PATH = '/cookie-settings';

export function consentSettingsHref(prefix: string, returnPath: string): string {
  return `${prefix}${CONSENT_SETTINGS_PATH}?redirect=${encodeURIComponent(returnPath)}`;
}

export interface Consent {
  necessary: true;
  statistical: boolean;
  marketing: boolean;
}

export const ALL: Consent = { necessary: true, statistical: true, marketing: true };
export const NONE: Consent = { necessary: true, statistical: false, marketing: false };

/**
 * `v1.s0m1.2026-11-23`: version, the two optional categories, the day of the choice (docs/product.md §4 asks for both).
 */
export function consentCookieValue(consent: Consent, now: Date): string {
  return `v${CONSENT_VERSION}.s${+consent.statistical}m${+consent.marketing}.${now.toISOString().slice(0, 10)}`;
}

/**
 * The cookie's value as a pattern (JavaScript's and nginx's PCRE alike): its `state`, version and categories, is what a
 * page varies by; the day is not (deploy/nginx-site.ts keys nginx's cache by the state).
 */
export const CONSENT_VALUE_PATTERN = String.raw`^(?<state>v(?<version>\d+)\.s(?<statistical>[01])m(?<marketing>[01]))\.\d{4}-\d{2}-\d{2}$`;
const CONSENT_VALUE = new RegExp(CONSENT_VALUE_PATTERN);

/** The choice in a cookie value, or null for none: absent, malformed or of another version. */
export function parseConsent(value: string | undefined): Consent | null {
  const groups = CONSENT_VALUE.exec(value ?? '')?.groups;
  if (!groups || Number(groups.version) !== CONSENT_VERSION) return null;
  return { necessary: true, statistical: groups.statistical === '1', marketing: groups.marketing === '1' };
}
