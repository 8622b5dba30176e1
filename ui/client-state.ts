/**
 * A value the browser changes after the first render (a choice made on the page), shared by the components that
 * show it. Until it is set, and always on the server, the components keep what the server rendered, so
 * hydration matches; it lives as long as the page, across client-side navigations.
 */
import { useSyncExternalStore } from 'react';

export interface ClientState<T> {
  set(value: T): void;
  /** The value set in the browser, or undefined while none is (always on the server). */
  use(): T | undefined;
}

export function clientState<T>(): ClientState<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    use() {
      return useSyncExternalStore(subscribe, () => value, () => undefined);
    },
  };
}
