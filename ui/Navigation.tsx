/**
 * The main navigation (docs/product.md §2). From 768 px it is a bar: first-level items that do not fit move into an
 * overflow submenu, measured after hydration and again on resize. Below 768 px it hides behind the phone menu
 * toggle and opens as a list whose second-level items open as sections. Without JavaScript the bar wraps, the
 * sections show on hover and focus, and the phone toggle is a link to the navigation, shown while it is targeted.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Crumb, Link, MenuItem } from '../shared/page.ts';
import { SmartLink } from './ContentParts.tsx';
import { currentOf, HEADER_MENU, itemsThatFit, throttled } from './header-menu-rules.ts';
import { PHONE_MENU_ID, type HeaderMenus } from './header-menus.ts';
import { useT } from './i18n.tsx';
import { useSharedMarkup } from './shared-markup.ts';

const MORE_ID = 'portal-nav-more';
const sectionId = (index: number) => `portal-nav-section-${index}`;
const DESKTOP_QUERY = `(min-width: ${HEADER_MENU.desktopMinWidthPx}px)`;

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true afterwards: the parts that need JavaScript appear only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

function Icon({ path }: { path: string }) {
  return (
    <svg className="portal-nav__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const CHEVRON_DOWN = 'M3 6l5 5 5-5';
const CHEVRON_UP = 'M3 10l5-5 5 5';
const LIST = 'M2 3.5h12M2 8h12M2 12.5h12';
const CLOSE = 'M3 3l10 10M13 3L3 13';

/**
 * The phone menu's toggle: a button once hydrated. Before that, a link to the navigation (CSS shows it targeted),
 * and in its place while the menu is open, a link to the header that closes it (the navigation no longer targeted).
 */
export function PhoneMenuToggle({ menus, headerId }: { menus: HeaderMenus; headerId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <>
        <a href={`#${PHONE_MENU_ID}`} className="portal-header__menu-toggle portal-header__menu-open">
          <Icon path={LIST} />
          {t('nav.menu')}
        </a>
        <a href={`#${headerId}`} className="portal-header__menu-toggle portal-header__menu-close" aria-label={t('nav.close')}>
          <Icon path={CLOSE} />
          {t('nav.menu')}
        </a>
      </>
    );
  }
  const open = menus.isOpen(PHONE_MENU_ID);
  return (
    <button type="button" className="portal-header__menu-toggle" aria-expanded={open} aria-controls={PHONE_MENU_ID} aria-label={t('nav.toggle')} onClick={() => menus.toggle(PHONE_MENU_ID)}>
      <Icon path={open ? CLOSE : LIST} />
      {t('nav.menu')}
    </button>
  );
}

function SubmenuToggle({ id, label, menus, children }: { id: string; label: string; menus: HeaderMenus; children?: React.ReactNode }) {
  const open = menus.isOpen(id);
  return (
    <button type="button" className="portal-nav__toggle" aria-expanded={open} aria-controls={id} aria-label={label} onClick={() => menus.toggle(id)}>
      {children}
      <Icon path={open ? CHEVRON_UP : CHEVRON_DOWN} />
    </button>
  );
}

function Links({ links, crumbs }: { links: Link[]; crumbs: Crumb[] }) {
  return links.map((link) => (
    <li key={link.url}>
      <SmartLink url={link.url} aria-current={currentOf(link, crumbs)}>{link.label}</SmartLink>
    </li>
  ));
}

/** The number of first-level items shown in the bar: all of them until measured, and always below 768 px. */
function useItemsInBar(list: React.RefObject<HTMLUListElement | null>, count: number, hydrated: boolean): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    if (!hydrated) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const measure = () => {
      const root = list.current;
      if (!root || !desktop.matches) return setFit(count);
      // Items moved out still take their width, hidden, so they can be measured back in.
      const widths = [...root.querySelectorAll(':scope > [data-menu-item]')].map((item) => item.getBoundingClientRect().width);
      setFit(itemsThatFit(root.clientWidth, widths));
    };
    measure();
    const onResize = throttled(measure, HEADER_MENU.resizeThrottleMs);
    window.addEventListener('resize', onResize);
    // Web fonts change the widths when they arrive.
    void document.fonts?.ready.then(measure);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [list, count, hydrated]);
  return Math.min(fit, count);
}

/** The open dropdown that would run off the window's right edge, and so opens leftwards from its item's end. */
function useEndAligned(openId: string | null): string | null {
  const [aligned, setAligned] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!openId || aligned === openId) return;
    const panel = document.getElementById(openId);
    if (panel && panel.getBoundingClientRect().right > document.documentElement.clientWidth) setAligned(openId);
  }, [openId, aligned]);
  return aligned;
}

/** Which of the menu's items mark the page as theirs, and how: all a section's pages show the same navigation. */
function currentMarks(menu: MenuItem[], crumbs: Crumb[]): string {
  return menu.map((item) => [item, ...(item.children ?? [])].map((link) => currentOf(link, crumbs) ?? '-').join(' ')).join('\n');
}

export interface NavigationProps {
  menu: MenuItem[];
  crumbs: Crumb[];
  moreLabel?: string;
  menus: HeaderMenus;
}

export function Navigation(props: NavigationProps) {
  const { menu, crumbs, moreLabel, menus } = props;
  const t = useT();
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const fit = useItemsInBar(list, menu.length, hydrated);
  const overflow = menu.slice(fit);
  const endAligned = useEndAligned(menus.submenu);
  const shared = useSharedMarkup(menu, `${moreLabel}\n${currentMarks(menu, crumbs)}`, () => <Navigation {...props} />);
  const classes = ['gov-header__navigation', 'portal-nav', hydrated && 'portal-nav--enhanced', menus.isOpen(PHONE_MENU_ID) && 'portal-nav--open'].filter(Boolean).join(' ');
  const attributes = { id: PHONE_MENU_ID, className: classes, 'aria-label': t('nav.main') };
  if (shared) return <nav {...attributes} {...shared} />;
  return (
    <nav {...attributes}>
      <div className="gov-container gov-navigation">
        <ul className="gov-list--plain portal-nav__list" ref={list}>
          {menu.map((item, index) => (
            <li key={item.url} data-menu-item="" className={index < fit ? 'portal-nav__item' : 'portal-nav__item portal-nav__item--overflowed'}>
              <SmartLink url={item.url} className="portal-nav__link" aria-current={currentOf(item, crumbs)}>{item.label}</SmartLink>
              {item.children?.length ? <SubmenuToggle id={sectionId(index)} label={t('nav.section', { section: item.label })} menus={menus} /> : null}
              {item.children?.length ? (
                <ul id={sectionId(index)} className={`gov-list--plain gov-subnavigation portal-nav__submenu${endAligned === sectionId(index) ? ' portal-nav__submenu--end' : ''}`} hidden={hydrated && !menus.isOpen(sectionId(index))}>
                  <Links links={item.children} crumbs={crumbs} />
                </ul>
              ) : null}
            </li>
          ))}
          {overflow.length > 0 ? (
            <li className="portal-nav__item portal-nav__more">
              <SubmenuToggle id={MORE_ID} label={t('nav.showMore')} menus={menus}>{moreLabel ?? t('nav.more')}</SubmenuToggle>
              <ul id={MORE_ID} className="gov-list--plain gov-subnavigation portal-nav__submenu" hidden={!menus.isOpen(MORE_ID)}>
                {overflow.map((item) => (
                  <li key={item.url}>
                    <SmartLink url={item.url} aria-current={currentOf(item, crumbs)}>{item.label}</SmartLink>
                    {item.children?.length ? <ul className="gov-list--plain"><Links links={item.children} crumbs={crumbs} /></ul> : null}
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}
