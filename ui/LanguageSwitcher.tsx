/**
 * Links to this page in the other languages (its own friendly URL there), or to that language's home where the
 * page has no translation. Each link names its language in that language, marked with lang and hreflang.
 */
import { useT } from './i18n.tsx';
import { AppLink } from './AppLink.tsx';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, withLocaleChoice, type Locale, type LocaleCode } from '../shared/locales.ts';
import type { Alternate } from '../shared/page.ts';

/**
 * Remembers the choice for the bare root's language detection (docs/product.md §4, §9). Without JavaScript the link's
 * marker has the server remember it (server/locale.ts).
 */
function rememberLocale(code: LocaleCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function LanguageSwitcher({ current, alternates }: { current: Locale; alternates: Alternate[] }) {
  const t = useT();
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul className="gov-list--plain">
        {alternates.map((alternate) => {
          const locale = LOCALES[alternate.locale];
          if (locale.code === current.code) {
            return (
              <li key={locale.code}>
                <span aria-current="true" lang={locale.tag} className="language-switcher__current">{locale.name}</span>
              </li>
            );
          }
          return (
            <li key={locale.code}>
              <AppLink
                to={alternate.href}
                href={withLocaleChoice(alternate.href)}
                lang={locale.tag}
                hrefLang={locale.tag}
                onClick={() => rememberLocale(locale.code)}
              >
                {locale.name}
                {alternate.translated ? null : <span className="visually-hidden" lang={current.tag}>{` (${t('language.notTranslated')})`}</span>}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
