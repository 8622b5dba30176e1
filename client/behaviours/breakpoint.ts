/**
 * The viewport's breakpoint (docs/product.md §4, §9, §13.3) for client code that needs it: mobile from 390 px,
 * foldable from 768, tablet from 960, desktop from 1280. Kept in a cookie (a year, path /, SameSite Strict, Secure
 * on https) and updated when a media query starts or stops matching. Nothing on the server reads it: the HTML
 * never depends on it (layout is CSS), so a page stays the same for every width.
 *
 * `currentBreakpoint()` answers it; `portal:breakpoint` is dispatched on `window` with the new one as `detail`.
 */
import { readCookie, writeCookie } from '../../ui/browser-cookie.ts';

/** Widest first: the breakpoint is the first whose minimum width the viewport reaches. */
export const BREAKPOINTS = [
  ['desktop', 1280],
  ['tablet', 960],
  ['foldable', 768],
  ['mobile', 390],
] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number][0];
/** What code sees before the first measurement (and what the cookie means when absent). */
export const FALLBACK_BREAKPOINT: Breakpoint = 'desktop';
export const BREAKPOINT_COOKIE = 'breakpoint';
export const BREAKPOINT_EVENT = 'portal:breakpoint';
const MAX_AGE_S = 365 * 24 * 60 * 60;

let current: Breakpoint = FALLBACK_BREAKPOINT;

export function currentBreakpoint(): Breakpoint {
  return current;
}

/** Narrower than the narrowest breakpoint (a 320 px phone) is still a phone: mobile. */
function measure(queries: readonly (readonly [Breakpoint, MediaQueryList])[]): Breakpoint {
  return queries.find(([, query]) => query.matches)?.[0] ?? 'mobile';
}

export function installBreakpoint(): void {
  const queries = BREAKPOINTS.map(([name, minPx]) => [name, window.matchMedia(`(min-width: ${minPx}px)`)] as const);
  const update = () => {
    const next = measure(queries);
    if (readCookie(BREAKPOINT_COOKIE) !== next) writeCookie(BREAKPOINT_COOKIE, next, { maxAgeS: MAX_AGE_S, sameSite: 'Strict' });
    if (next === current) return;
    current = next;
    window.dispatchEvent(new CustomEvent(BREAKPOINT_EVENT, { detail: next }));
  };
  for (const [, query] of queries) query.addEventListener('change', update);
  current = measure(queries);
  update();
}
