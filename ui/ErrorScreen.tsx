/**
 * The error screen (docs/product.md §2, §8): icon, headline, description, an extra line and a button to the site's
 * home. Texts come from errors.{status}.* (shared/i18n.ts errorTextKey). A 401 offers to sign in; a 403 to sign
 * in as a different user (docs/product.md §6): plain links, so they work without JavaScript.
 */
import { useT } from './i18n.tsx';
import { AppLink } from './AppLink.tsx';
import { AuthPaths, signInAsOtherHref } from '../shared/auth.ts';
import { errorScreenStatus, errorTextKey, type ErrorReason } from '../shared/i18n.ts';
import { localizePath, type LocaleCode } from '../shared/locales.ts';

interface Props {
  status: number;
  reason?: ErrorReason;
  rootPath: string;
  locale: LocaleCode;
}

export function ErrorScreen({ status, reason, rootPath, locale }: Props) {
  const t = useT();
  const texts = errorTextKey(status, reason);
  // The icon and its alt text name the same status: a status without an icon of its own is shown as a 500.
  const icon = errorScreenStatus(status);
  return (
    <section className="gov-container error-screen" aria-labelledby="error-headline">
      <img className="error-screen__icon" src={`/assets/errors/${icon}.svg`} alt={t('errors.iconAlt', { status: icon })} width={160} height={160} />
      <h1 id="error-headline">{t(`${texts}.headline`)}</h1>
      <p className="lead">{t(`${texts}.description`)}</p>
      <p>{t(`${texts}.extra`)}</p>
      {status === 401 && !reason ? (
        <p>
          <a href={localizePath(locale, AuthPaths.login)} className="portal-button">{t('auth.signIn')}</a>
        </p>
      ) : null}
      {status === 403 ? (
        <p>
          <a href={signInAsOtherHref(locale)} className="portal-button">{t('auth.signInAsOther')}</a>
        </p>
      ) : null}
      <p>
        <AppLink to={rootPath} className="portal-button" reloadDocument={status >= 500}>
          {t('errors.goToHomepage')}
        </AppLink>
      </p>
    </section>
  );
}
