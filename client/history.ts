/**
 * The browser's history as the hydrated page needs it: where it is (path, query, fragment and a key per history
 * entry, kept in `history.state` so back and forward find the same key again) and how it got there (a link
 * `PUSH`, or back and forward `POP`). This is all the portal used of react-router (13 KB compressed in every
 * page); like react-router's BrowserRouter, a new location renders as a transition, so a long page being
 * replaced does not block input.
 */
import { startTransition, useLayoutEffect, useState } from 'react';

export interface HistoryLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The same for one history entry whenever the visitor comes back to it. */
  key: string;
}

export interface HistoryState {
  location: HistoryLocation;
  navigationType: 'POP' | 'PUSH';
}

const listeners = new Set<(state: HistoryState) => void>();

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The current entry, given a key if it has none yet (the first page, or a fragment link the browser followed). */
function current(navigationType: HistoryState['navigationType']): HistoryState {
  const entry: unknown = window.history.state;
  let key = entry && typeof entry === 'object' && 'key' in entry && typeof entry.key === 'string' ? entry.key : undefined;
  if (!key) {
    key = newKey();
    window.history.replaceState({ ...(entry && typeof entry === 'object' ? entry : {}), key }, '');
  }
  const { pathname, search, hash } = window.location;
  return { location: { pathname, search, hash, key }, navigationType };
}

function announce(state: HistoryState): void {
  for (const listener of listeners) listener(state);
}

/** Goes to a path of this portal (`/a/b?q#f`) in a new history entry. */
export function navigate(to: string): void {
  const url = new URL(to, window.location.href);
  try {
    window.history.pushState({ key: newKey() }, '', url);
  } catch {
    // Browsers refuse too many entries in a short time: a page load always works.
    window.location.assign(url);
    return;
  }
  announce(current('PUSH'));
}

/** The location and how it was reached; re-renders when it changes. */
export function useHistory(): HistoryState {
  const [state, setState] = useState(() => current('POP'));
  useLayoutEffect(() => {
    const listener = (next: HistoryState) => startTransition(() => setState(next));
    const onPopState = () => listener(current('POP'));
    listeners.add(listener);
    window.addEventListener('popstate', onPopState);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return state;
}
