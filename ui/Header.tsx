import { useT } from './i18n.tsx';
import { LOCALES } from '../shared/locales.ts';
import type { PagePayload } from '../shared/page.ts';
import { SmartLink } from './ContentParts.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { AppLink } from './AppLink.tsx';

export function Header({ payload }: { payload: PagePayload }) {
  const t = useT();
  const { site } = payload;
  return (
    // The footer's "back to top" leads here: focusable, so keyboard focus goes up with the view.
    <header className="portal-header" id="top" tabIndex={-1}>
      <div className="gov-container portal-header__bar">
        <AppLink to={site.rootPath} className="portal-header__brand" aria-label={t('header.home', { site: site.name })}>
          {site.name}
        </AppLink>
        <LanguageSwitcher current={LOCALES[payload.locale]} alternates={payload.alternates} />
      </div>
      {site.menu.length > 0 ? (
        <nav className="portal-nav" aria-label={t('nav.main')}>
          <div className="gov-container">
            <ul className="gov-list--plain portal-nav__list">
              {site.menu.map((item) => (
                <li key={item.url}>
                  <SmartLink url={item.url} className="portal-nav__link">{item.label}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
