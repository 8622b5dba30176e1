/**
 * Page data for client-side navigation: `{path}/_payload.json?{buildId}` (docs/product.md §7) instead of HTML. A few
 * recent pages are kept for back and forward, and payloads fetched ahead (client/prefetch.ts) wait for the
 * navigation that wants them. Anything unexpected (another build, not JSON, the network) is answered by a full
 * page load, which always works.
 */
import { payloadUrl, type PagePayload } from '../shared/page.ts';

const MAX_KEPT = 20;
const kept = new Map<string, PagePayload>();
/** Fetched ahead and not yet shown, by path and query; a failure is undefined (the navigation asks again). */
const prefetched = new Map<string, Promise<PagePayload | undefined>>();
const MAX_PREFETCHED = 50;

export class FullLoadNeeded extends Error {}

export function remember(key: string, payload: PagePayload): void {
  kept.delete(key);
  kept.set(key, payload);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** A page's payload and whether it is the page itself (not an error screen): only those are kept. */
async function fetchPayload(pathname: string, search: string, buildId: string, signal?: AbortSignal): Promise<{ payload: PagePayload; ok: boolean }> {
  const key = pathname + search;
  // A page that redirects (to sign in, say) is loaded in full, so the browser follows the redirect itself.
  const response = await fetch(payloadUrl(pathname, search, buildId), { headers: { accept: 'application/json' }, signal, credentials: 'same-origin', redirect: 'manual' });
  if (!response.headers.get('content-type')?.includes('application/json')) throw new FullLoadNeeded(key);
  const payload = (await response.json()) as PagePayload;
  if (payload.buildId !== buildId) throw new FullLoadNeeded(key);
  return { payload, ok: response.ok };
}

export async function loadPayload(pathname: string, search: string, buildId: string, signal: AbortSignal): Promise<PagePayload> {
  const key = pathname + search;
  // Taken once: afterwards the page is kept like any other.
  const ahead = prefetched.get(key);
  prefetched.delete(key);
  const known = kept.get(key) ?? (await ahead);
  if (known) {
    remember(key, known);
    return known;
  }
  const { payload, ok } = await fetchPayload(pathname, search, buildId, signal);
  if (ok) remember(key, payload);
  return payload;
}

/** Fetches a page's payload ahead of a navigation, unless it is known or on its way; settles when done. */
export function prefetchPayload(pathname: string, search: string, buildId: string): Promise<unknown> {
  const key = pathname + search;
  if (kept.has(key)) return Promise.resolve();
  const known = prefetched.get(key);
  if (known) return known;
  const loading = fetchPayload(pathname, search, buildId).then(
    ({ payload, ok }) => (ok ? payload : undefined),
    () => undefined,
  );
  prefetched.set(key, loading);
  if (prefetched.size > MAX_PREFETCHED) prefetched.delete(prefetched.keys().next().value!);
  return loading;
}
