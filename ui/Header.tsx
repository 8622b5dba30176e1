import { useT } from './i18n.tsx';
import { LOCALES } from '../shared/locales.ts';
import { signInHref, signOutHref } from '../shared/auth.ts';
import type { PagePayload } from '../shared/page.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { AppLink } from './AppLink.tsx';
import { useVisitor } from './visitor.tsx';
import { useHeaderMenus } from './header-menus.ts';
import { Navigation, PhoneMenuToggle } from './Navigation.tsx';

/**
 * Sign-in and sign-out as plain links (they leave the app for the provider, and work without JavaScript). Sign-in
 * comes back to the page shown; an error screen's own address is no page to come back to.
 */
function Account({ payload }: { payload: PagePayload }) {
  const t = useT();
  const { user } = useVisitor();
  if (user) {
    return (
      <p className="portal-header__account">
        <span className="portal-header__user">{t('auth.signedInAs', { name: user.name || user.login })}</span>
        <a href={signOutHref(payload.locale)}>{t('auth.signOut')}</a>
      </p>
    );
  }
  const returnPath = payload.view.kind === 'content' ? new URL(payload.head.canonical).pathname : payload.site.rootPath;
  return (
    <p className="portal-header__account">
      <a href={signInHref(payload.locale, returnPath)}>{t('auth.signIn')}</a>
    </p>
  );
}

/**
 * The portal's mark beside its name: a shield bearing the Czech flag's colours, drawn here (not the state coat of
 * arms, whose use the law reserves), so the header reads as the state's at a glance. The link names the page.
 */
function StateMark() {
  const shield = 'M2 2h28v17c0 9-6.5 14.5-14 17C8.5 33.5 2 28 2 19z';
  return (
    <svg className="portal-header__mark" viewBox="0 0 32 38" width="32" height="38" aria-hidden="true" focusable="false">
      <clipPath id="portal-mark-shield"><path d={shield} /></clipPath>
      <g clipPath="url(#portal-mark-shield)">
        <path fill="#fff" d="M0 0h32v19H0z" />
        <path fill="#d7141a" d="M0 19h32v19H0z" />
        <path fill="#11457e" d="M0 0l17 19L0 38z" />
      </g>
      <path fill="none" stroke="#fff" strokeWidth="2" d={shield} />
    </svg>
  );
}

/**
 * The header's id: the footer's "back to top" and the phone menu's no-JavaScript close link lead here. The header, its
 * navigation and the footer are the Gov DS templates' markup (gov-header, gov-navigation, gov-footer), so the portal
 * looks as the state's other portals do; their CSS comes from that package (client/styles.css), the layout of the
 * tools and the menus' behaviour are the portal's own (docs/product.md §2).
 */
const HEADER_ID = 'top';

export function Header({ payload }: { payload: PagePayload }) {
  const t = useT();
  const { site } = payload;
  const menus = useHeaderMenus(payload.head.canonical);
  return (
    // The footer's "back to top" leads here: focusable, so keyboard focus goes up with the view.
    <header className="gov-header portal-header" id={HEADER_ID} tabIndex={-1}>
      <div className="gov-header__divider">
        {/* With a menu, a phone shows the tools other than search only when the menu is open. */}
        <div className={site.menu.length > 0 ? 'gov-header__content portal-header__bar portal-header__bar--menu' : 'gov-header__content portal-header__bar'}>
          <AppLink to={site.rootPath} className="gov-header__logo portal-header__brand" aria-label={t('header.home', { site: site.name })}>
            <StateMark />
            {site.name}
          </AppLink>
          {site.menu.length > 0 ? <PhoneMenuToggle menus={menus} headerId={HEADER_ID} /> : null}
          <div className="gov-header__action portal-header__tools">
            {site.searchPath ? <HeaderSearch searchPath={site.searchPath} /> : null}
            <LanguageSwitcher current={LOCALES[payload.locale]} alternates={payload.alternates} />
            <Account payload={payload} />
          </div>
        </div>
      </div>
      {site.menu.length > 0 ? <Navigation menu={site.menu} crumbs={payload.breadcrumbs} moreLabel={site.menuMoreLabel} menus={menus} /> : null}
    </header>
  );
}
