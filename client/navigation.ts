/**
 * Page data for client-side navigation: `{path}/_payload.json?{buildId}` (SPEC.md §7) instead of HTML. A few
 * recent pages are kept for back and forward. Anything unexpected (another build, not JSON, the network)
 * is answered by a full page load, which always works.
 */
import { payloadUrl, type PagePayload } from '../shared/page.ts';

const MAX_KEPT = 20;
const kept = new Map<string, PagePayload>();

export class FullLoadNeeded extends Error {}

export function remember(key: string, payload: PagePayload): void {
  kept.delete(key);
  kept.set(key, payload);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export async function loadPayload(pathname: string, search: string, buildId: string, signal: AbortSignal): Promise<PagePayload> {
  const key = pathname + search;
  const known = kept.get(key);
  if (known) return known;
  // A page that redirects (to sign in, say) is loaded in full, so the browser follows the redirect itself.
  const response = await fetch(payloadUrl(pathname, search, buildId), { headers: { accept: 'application/json' }, signal, credentials: 'same-origin', redirect: 'manual' });
  if (!response.headers.get('content-type')?.includes('application/json')) throw new FullLoadNeeded(key);
  const payload = (await response.json()) as PagePayload;
  if (payload.buildId !== buildId) throw new FullLoadNeeded(key);
  if (response.ok) remember(key, payload);
  return payload;
}
