/**
 * Where the visitor was on each page of the tab's history, for Back and Forward and across reloads: what
 * react-router's <ScrollRestoration> does for its data routers, which the portal's declarative router does not
 * carry (docs/architecture.md "Client navigation"). A position is remembered per history entry (react-router's location
 * key with the path, since every entry a document starts has the key `default`) and kept in sessionStorage when the
 * page is left, so a reload comes back to where it was and Back after a reload still finds the earlier pages'.
 */
import type { Location } from 'react-router';

const STORAGE_KEY = 'portal.scrollPositions';
const MAX_KEPT = 100;

function stored(): Map<string, number> {
  try {
    const entries: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(entries) ? entries.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && typeof entry[1] === 'number') : []);
  } catch {
    return new Map(); // no storage (privacy settings) or a broken value: positions last as long as the page
  }
}

let positions: Map<string, number> | undefined;

/**
 * The positions, read from storage when first needed (a scroll, a way back, leaving the page), not as the script
 * starts: a tab's first touch of sessionStorage waits on the browser process, on the main thread before hydration.
 */
function kept(): Map<string, number> {
  return (positions ??= stored());
}

/** The history entry a location is: its key and its path. */
export function entryOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

export function rememberScroll(entry: string): void {
  const all = kept();
  all.delete(entry);
  all.set(entry, window.scrollY);
  if (all.size > MAX_KEPT) all.delete(all.keys().next().value!);
}

export function savedScroll(entry: string): number | undefined {
  return kept().get(entry);
}

/**
 * Back where the visitor was, at once as the browser's own restoration does: the stylesheet's smooth scrolling
 * would animate it, and anything else that scrolls meanwhile (the browser restoring a reload) stops it half-way.
 */
export function restoreScroll(y: number): void {
  window.scrollTo({ top: y, behavior: 'instant' });
}

/** Whether this document came from a reload or from Back or Forward: only then is a saved position its own. */
export function documentCameBack(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/**
 * The app places the scroll itself while the page lives; when the page is left, the positions are stored for the
 * next document of the tab and the browser restores this one's as usual. Returns the function that stops.
 */
export function keepScrollPositions(): () => void {
  const manual = () => (window.history.scrollRestoration = 'manual');
  const onPageHide = () => {
    window.history.scrollRestoration = 'auto';
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...kept()]));
    } catch {
      // Storage full or refused: Back after a reload starts at the top.
    }
  };
  manual();
  window.addEventListener('pagehide', onPageHide);
  // Back to this page from the browser's memory (bfcache): the app places the scroll again.
  window.addEventListener('pageshow', manual);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', manual);
  };
}
