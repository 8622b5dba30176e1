/**
 * A new deployment (docs/product.md §4, §7): the page asks `/builds/latest.json` every few minutes and when the window
 * gets focus; once the build there differs from the page's, the next client navigation loads the page in full,
 * so the visitor gets the new scripts. Reloads are guarded: one at most within 10 s (docs/product.md §9), so a cache
 * that still serves the old page cannot make a loop of them.
 */
const POLL_MS = 5 * 60_000;
/** Focus comes and goes often: it asks again only after this long. */
const FOCUS_GAP_MS = 10_000;
const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'portal.reloadedAt';

let newBuildSeen = false;

/** Watches for a build other than `buildId`; returns the function that stops. */
export function watchForNewBuild(buildId: string): () => void {
  let askedAt = -Infinity;
  const ask = async () => {
    if (newBuildSeen || performance.now() - askedAt < FOCUS_GAP_MS) return;
    askedAt = performance.now();
    try {
      const latest = (await (await fetch('/builds/latest.json', { cache: 'no-store' })).json()) as { id?: unknown };
      if (typeof latest.id === 'string' && latest.id !== buildId) newBuildSeen = true;
    } catch {
      // Offline, or the server is being replaced: the next poll asks again.
    }
  };
  const timer = setInterval(ask, POLL_MS);
  window.addEventListener('focus', ask);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', ask);
  };
}

/** The guard, kept across page loads of the tab: true (and the reload counted) unless one happened within 10 s. */
function mayReload(): boolean {
  try {
    const now = Date.now();
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false; // without storage no guard would hold: navigate in the app, which always works
  }
}

/** Whether the navigation about to happen should load the page in full, for a new build. */
export function fullLoadForNewBuild(): boolean {
  return newBuildSeen && mayReload();
}
