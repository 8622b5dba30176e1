/**
 * Prefetch (docs/product.md §9): a link to a portal page fetches that page's payload ahead when the pointer rests on it
 * or once it is in view, so that a click shows the page at once (client/navigation.ts takes the payload). At most
 * five at once, the hovered first; each page once; nothing at all on save-data or 2G connections. Links that open
 * elsewhere (another window, a download, another language) or that open a dialog on the page (the cookie settings) are
 * left alone.
 */
import { isInAppPath } from '../shared/urls.ts';
import { prefetchPayload } from './navigation.ts';

const MAX_AT_ONCE = 5;
/** Links in view are fetched after the page has settled, not while it hydrates. */
const VISIBLE_AFTER_MS = 1000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/** The path and query a link leads to in the app, if it is one to prefetch. */
function pageOf(anchor: HTMLAnchorElement): URL | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !isInAppPath(href) || anchor.target || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || anchor.hasAttribute('aria-haspopup')) return undefined;
  return new URL(href, window.location.origin);
}

/** Each page once, for the whole visit; the queue waits for a free one of the five. */
const requested = new Set<string>();
const queue: (() => Promise<unknown>)[] = [];
let running = 0;

function pump(): void {
  while (running < MAX_AT_ONCE && queue.length > 0) {
    running++;
    void queue.shift()!().finally(() => {
      running--;
      pump();
    });
  }
}

function request(anchor: Element | null, buildId: string, first: boolean): void {
  const url = anchor instanceof HTMLAnchorElement ? pageOf(anchor) : undefined;
  const key = url && url.pathname + url.search;
  if (!url || !key || key === window.location.pathname + window.location.search || requested.has(key) || slowConnection()) return;
  requested.add(key);
  // By its turn the visitor may have gone there: that navigation fetches it itself.
  const fetchAhead = () => (key === window.location.pathname + window.location.search ? Promise.resolve() : prefetchPayload(url.pathname, url.search, buildId));
  if (first) queue.unshift(fetchAhead);
  else queue.push(fetchAhead);
  pump();
}

/** Prefetches the links of the page shown, hovered or in view; returns the function that stops. */
export function prefetchLinks(buildId: string): () => void {
  const onPointerOver = (event: PointerEvent) => request((event.target as Element).closest('a[href]'), buildId, true);
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      request(entry.target, buildId, false);
    }
  });
  const timer = setTimeout(() => {
    if (!slowConnection()) for (const anchor of document.querySelectorAll('a[href]')) visible.observe(anchor);
  }, VISIBLE_AFTER_MS);
  return () => {
    document.removeEventListener('pointerover', onPointerOver);
    clearTimeout(timer);
    visible.disconnect();
  };
}
