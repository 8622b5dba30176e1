/**
 * The colour mode a page shows: the mode the page forces (its content data, shared/page.ts), else the visitor's
 * preference: the server's word (their cookie, the visitor's part) until they pick another in the browser.
 */
import { COLOUR_MODE_COOKIE, COLOUR_MODE_MAX_AGE_S, type ColourPreference } from '../shared/colour-mode.ts';
import type { PagePayload, Visitor } from '../shared/page.ts';
import { writeCookie } from './browser-cookie.ts';
import { clientState } from './client-state.ts';

const picked = clientState<ColourPreference>();

export function useColourPreference(visitor: Visitor): ColourPreference {
  return picked.use() ?? visitor.colourMode ?? 'system';
}

export function usePageColourMode(payload: PagePayload, visitor: Visitor): ColourPreference {
  const preference = useColourPreference(visitor);
  return payload.colourMode ?? preference;
}

/** In the browser: remembered for a year (the same cookie the server's route writes), shown at once. */
export function pickColourMode(preference: ColourPreference): void {
  writeCookie(COLOUR_MODE_COOKIE, preference, { maxAgeS: COLOUR_MODE_MAX_AGE_S, sameSite: 'Lax' });
  picked.set(preference);
}
