/**
 * The header's toggles (docs/product.md §2): the phone menu, and inside the bar the overflow submenu and the sections.
 * One submenu is open at a time (the phone menu holds them); opening one moves focus to its first focusable
 * element; Escape closes the innermost and returns focus to its toggle; a press outside, or focus moving outside,
 * closes; a click within 200 ms of the last is ignored, so a double click does not open and close at once. When the layout changes
 * between phone and bar, everything closes once the new one has settled (the setup delay, docs/product.md §9).
 */
import { useEffect, useRef, useState } from 'react';
import { HEADER_MENU } from './header-menu-rules.ts';

/** The id of the phone menu's panel (the navigation itself): the no-JavaScript toggle links to it. */
export const PHONE_MENU_ID = 'portal-nav';

interface Open {
  menu: boolean;
  /** The panel id of the open submenu. */
  submenu: string | null;
}

const CLOSED: Open = { menu: false, submenu: null };
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function panel(id: string): HTMLElement | null {
  return document.getElementById(id);
}

/** Each toggle names its panel in aria-controls. */
function toggleOf(id: string): HTMLElement | null {
  return document.querySelector(`[aria-controls="${CSS.escape(id)}"]`);
}

export interface HeaderMenus {
  /** The panel id of the open submenu, if any. */
  submenu: string | null;
  isOpen(id: string): boolean;
  toggle(id: string): void;
}

export function useHeaderMenus(pageKey: string): HeaderMenus {
  const [open, setOpen] = useState<Open>(CLOSED);
  const justOpened = useRef<string | null>(null);
  const lastClick = useRef(-Infinity);
  const isOpen = (id: string) => (id === PHONE_MENU_ID ? open.menu : open.submenu === id);

  const toggle = (id: string) => {
    const now = performance.now();
    if (now - lastClick.current < HEADER_MENU.clickThrottleMs) return;
    lastClick.current = now;
    const opening = !isOpen(id);
    justOpened.current = opening ? id : null;
    if (id === PHONE_MENU_ID) setOpen(opening ? { menu: true, submenu: null } : CLOSED);
    else setOpen({ menu: open.menu, submenu: opening ? id : null });
  };

  // Another page: whatever was open belonged to the last one. The phone menu a visitor opened through the link
  // that stands in for the toggle until hydration (the address ends in its fragment) stays open.
  useEffect(() => setOpen(window.location.hash === `#${PHONE_MENU_ID}` ? { menu: true, submenu: null } : CLOSED), [pageKey]);

  // Another layout (phone or bar), settled for the setup delay: the menus open in the last one belong to it (the
  // bar's dropdown would show inside the phone menu). Crossing and coming back within the delay changes nothing.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${HEADER_MENU.desktopMinWidthPx}px)`);
    let setUpFor = desktop.matches;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (desktop.matches === setUpFor) return;
        setUpFor = desktop.matches;
        setOpen(CLOSED);
      }, HEADER_MENU.mobileMenuSetupDelayMs);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      desktop.removeEventListener('change', onChange);
    };
  }, []);

  useEffect(() => {
    if (justOpened.current) panel(justOpened.current)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    justOpened.current = null;
    if (!open.menu && !open.submenu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const innermost = open.submenu ?? PHONE_MENU_ID;
      setOpen(open.submenu ? { menu: open.menu, submenu: null } : CLOSED);
      toggleOf(innermost)?.focus();
    };
    // A press outside what is open closes it, and so does focus that moves on by keyboard (Tab out of an open
    // submenu, or out of the header with the phone menu open): an open menu never covers what has focus.
    const closeOutside = (event: Event) => {
      const target = event.target as Node;
      // A submenu's item holds both its toggle and its panel; the phone menu lives in the header.
      if (open.menu && !panel(PHONE_MENU_ID)?.closest('header')?.contains(target)) setOpen(CLOSED);
      else if (open.submenu && !panel(open.submenu)?.parentElement?.contains(target)) setOpen({ menu: open.menu, submenu: null });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return { submenu: open.submenu, isOpen, toggle };
}
