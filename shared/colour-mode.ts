/**
 * Colour mode (docs/product.md §4, §13.2): the visitor's preference (system, light, dark) in a first-party cookie, and
 * the mode a page may force through its content data (`data.colourMode`, light or dark only). Isomorphic: the
 * server puts the mode on `<html>` so the first paint is right; the browser changes it without a reload.
 */
export const COLOUR_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ColourPreference = (typeof COLOUR_PREFERENCES)[number];
/** The preference of a visitor who chose none. */
export const DEFAULT_COLOUR_PREFERENCE = 'system' satisfies ColourPreference;
/** What a page may force: `system` is no mode to force (server/page-payload.ts refuses it with a warning). */
export type ForcedColourMode = Exclude<ColourPreference, 'system'>;

export const COLOUR_MODE_COOKIE = 'colour_mode';
export const COLOUR_MODE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The switch's POST route, under every language's prefix (server/colour-mode.ts). */
export const COLOUR_MODE_PATH = '/colour-mode';

export function isColourPreference(value: unknown): value is ColourPreference {
  return (COLOUR_PREFERENCES as readonly unknown[]).includes(value);
}

/** The preference in a cookie value; anything else is the default, `system`. */
export function parseColourPreference(value: string | undefined): ColourPreference {
  return isColourPreference(value) ? value : DEFAULT_COLOUR_PREFERENCE;
}

/**
 * The attributes of `<html>` for a mode: the portal's class, and the design system's `data-theme` whose tokens
 * (its tokens.css) switch with it; `auto` follows `prefers-color-scheme`.
 */
export function colourModeAttributes(mode: ColourPreference): { className: string; 'data-theme': 'light' | 'dark' | 'auto' } {
  return { className: `colour-mode-${mode}`, 'data-theme': mode === 'system' ? 'auto' : mode };
}
