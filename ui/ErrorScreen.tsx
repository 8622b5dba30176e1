/**
 * The error screen (SPEC.md §2, §8): icon, headline, description, an extra line and a button to the site's
 * home. Texts come from errors.{status}.* (shared/i18n.ts errorTextKey).
 */
import { useT } from './i18n.tsx';
import { AppLink } from './AppLink.tsx';
import { errorTextKey } from '../shared/i18n.ts';

const ICON_STATUSES = new Set([400, 401, 403, 404, 500, 502, 503]);

export function ErrorScreen({ status, maintenance, rootPath }: { status: number; maintenance?: boolean; rootPath: string }) {
  const t = useT();
  const texts = errorTextKey(status, maintenance);
  const icon = ICON_STATUSES.has(status) ? status : 500;
  return (
    <section className="gov-container error-screen" aria-labelledby="error-headline">
      <img className="error-screen__icon" src={`/assets/errors/${icon}.svg`} alt={t('errors.iconAlt', { status })} width={160} height={160} />
      <h1 id="error-headline">{t(`${texts}.headline`)}</h1>
      <p className="lead">{t(`${texts}.description`)}</p>
      <p>{t(`${texts}.extra`)}</p>
      <p>
        <AppLink to={rootPath} className="portal-button" reloadDocument={status >= 500}>
          {t('errors.goToHomepage')}
        </AppLink>
      </p>
    </section>
  );
}
