/**
 * The header menu's numbers (docs/product.md §9) and the pure rules built on them: how many first-level items fit the
 * bar at desktop widths, and which item marks the section the page is in. Kept apart from the components so
 * unit tests can check them without a browser.
 */
import type { Crumb, MenuItem } from '../shared/page.ts';

export const HEADER_MENU = {
  /** From this viewport width the menu is a bar with an overflow submenu; below it hides behind a toggle. */
  desktopMinWidthPx: 768,
  /** Kept free in the bar for the overflow toggle. */
  reservePx: 120,
  /** Counted beside every item (the gap between items). */
  spacingPx: 16,
  resizeThrottleMs: 50,
  clickThrottleMs: 200,
  /**
   * The menus are set up afresh (all closed) once the window has stayed on the other side of the desktop width this
   * long: a phone turning or a foldable opening resizes several times, and only the layout it settles in counts.
   */
  mobileMenuSetupDelayMs: 500,
  scrollToTopMs: 500,
} as const;

/** How many items, from the first, fit a bar `rootWidth` wide: the root minus the reserve, each item plus spacing. */
export function itemsThatFit(rootWidth: number, itemWidths: number[]): number {
  const available = rootWidth - HEADER_MENU.reservePx;
  let used = 0;
  for (const [index, width] of itemWidths.entries()) {
    used += width + HEADER_MENU.spacingPx;
    if (used > available) return index;
  }
  return itemWidths.length;
}

export type Current = 'page' | 'true' | undefined;

/**
 * What `aria-current` an item of the menu gets: `page` for the page itself, `true` for the section it lies in
 * (an item on its breadcrumb trail, the home page aside, or one listing it among its children).
 */
export function currentOf(item: MenuItem, crumbs: Crumb[]): Current {
  const page = crumbs.at(-1)?.url;
  if (page === undefined) return undefined;
  if (item.url === page) return 'page';
  const trail = crumbs.slice(1, -1).map((crumb) => crumb.url);
  const inSection = (url: string) => url === page || trail.includes(url);
  return inSection(item.url) || item.children?.some((child) => inSection(child.url)) ? 'true' : undefined;
}

/**
 * A function that runs at most once every `ms`: the first call at once, later ones folded into one trailing call
 * at the end of the interval, so the last state always counts.
 */
export function throttled(fn: () => void, ms: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    last = performance.now();
    fn();
  };
  const call = () => {
    const wait = last + ms - performance.now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}
