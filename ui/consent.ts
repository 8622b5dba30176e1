/**
 * The consent as the page shows it (the bar, the settings): the server's word (the visitor's part) until the
 * visitor chooses in the browser, then that choice, across client-side navigations. Whether the settings dialog
 * is open is shared the same way, so the bar's and the footer's links open the one dialog.
 */
import type { Consent } from '../shared/consent.ts';
import { clientState } from './client-state.ts';
import { useVisitor } from './visitor.tsx';

/** Set by the client entry (client/behaviours/consent.ts): the browser's cookie and event; absent on the server. */
export type ConsentStore = (consent: Consent) => void;

declare global {
  interface Window {
    portalConsentStore?: ConsentStore;
    portalConsent?: { get(): Consent | null };
  }
}

const chosen = clientState<Consent>();
export const settingsDialog = clientState<boolean>();

export function useConsent(): Consent | undefined {
  const visitor = useVisitor();
  return chosen.use() ?? visitor.consent;
}

/** Stores the choice in the browser; false without the client API (the form then posts, as without JavaScript). */
export function chooseInBrowser(consent: Consent): boolean {
  const store = window.portalConsentStore;
  if (!store) return false;
  store(consent);
  chosen.set(consent);
  return true;
}
