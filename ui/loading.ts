/**
 * Named loaders (SPEC.md §4): work in progress under a name, `global` unless another is given. Client navigation
 * runs under the global one, which the progress bar shows (client/NavigationProgress.tsx); a part of a page may
 * run its own loader and show it its own way. Several runs of one name overlap: it is active while any is.
 */
import { useSyncExternalStore } from 'react';

export const GLOBAL_LOADER = 'global';

const running = new Map<string, number>();
const listeners = new Set<() => void>();

function change(name: string, by: number): void {
  const count = (running.get(name) ?? 0) + by;
  if (count > 0) running.set(name, count);
  else running.delete(name);
  for (const listener of listeners) listener();
}

/** Marks the loader active; the function returned marks this run done (once, however often it is called). */
export function startLoading(name = GLOBAL_LOADER): () => void {
  change(name, 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    change(name, -1);
  };
}

export function isLoading(name = GLOBAL_LOADER): boolean {
  return running.has(name);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoading(name = GLOBAL_LOADER): boolean {
  return useSyncExternalStore(subscribe, () => isLoading(name), () => false);
}
