/**
 * Named loaders (docs/product.md §4): work in progress under a name, `global` unless another is given. Client
 * navigation runs under the global one, which the progress bar shows (client/NavigationProgress.tsx); a part of a page
 * may run its own loader and show it its own way. Several runs of one name overlap: it is active while any is.
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

export interface LoaderOptions {
  /** A new run forgets the last one's data and error as it starts (docs/product.md §9: on by default). */
  clear?: boolean;
  /** A failed run throws its error to whoever asked for it, besides keeping it (docs/product.md §8: on by default). */
  rethrow?: boolean;
  /** A run asked for while one is under way is skipped: the task is not started (docs/product.md §9: on by default). */
  skipIfActive?: boolean;
}

export interface LoaderState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * A loader that has not run: the state each starts in, and the server's snapshot. The same object, so the first
 * render after hydration finds the snapshot unchanged (another object, equal or not, would re-render the page).
 */
const IDLE: LoaderState<never> = { data: undefined, error: undefined, loading: false };

/**
 * Work of one kind that a page runs now and again (a refresh, a part loaded on demand), under a named loader: while
 * it runs the name is active (`isLoading`, the progress bar for `global`), and its last data and error are kept
 * for the page to show (`useLoader`).
 */
export class Loader<T> {
  #state: LoaderState<T> = IDLE;
  readonly #listeners = new Set<() => void>();
  readonly #options: Required<LoaderOptions>;
  /** Runs under way (more than one only when runs are not skipped). */
  #running = 0;

  constructor(readonly name = GLOBAL_LOADER, options: LoaderOptions = {}) {
    this.#options = { clear: true, rethrow: true, skipIfActive: true, ...options };
  }

  get state(): LoaderState<T> {
    return this.#state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(state: Partial<LoaderState<T>>): void {
    this.#state = { ...this.#state, ...state };
    for (const listener of this.#listeners) listener();
  }

  /** Runs `task`: its result, or undefined when skipped (or when it failed and errors are not rethrown). */
  async execute(task: () => Promise<T>): Promise<T | undefined> {
    if (this.#running > 0 && this.#options.skipIfActive) return undefined;
    this.#running++;
    this.#set(this.#options.clear ? { data: undefined, error: undefined, loading: true } : { loading: true });
    const done = startLoading(this.name);
    try {
      const data = await task();
      this.#set({ data, error: undefined, loading: this.#running > 1 });
      return data;
    } catch (error) {
      this.#set({ error, loading: this.#running > 1 });
      if (this.#options.rethrow) throw error;
      return undefined;
    } finally {
      this.#running--;
      done();
    }
  }
}

/** A loader's state, re-rendering as it changes (nothing runs on the server: not loading there). */
export function useLoader<T>(loader: Loader<T>): LoaderState<T> {
  return useSyncExternalStore(loader.subscribe, () => loader.state, () => IDLE);
}

