/**
 * The error screen (SPEC.md §2, §8): icon, headline, description, an extra line and a button to the site's
 * home. Texts come from errors.{status}.*; a status without texts of its own uses the 500 texts.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const ERROR_TEXT_STATUSES = [403, 404, 500, 503] as const;
const ICON_STATUSES = new Set([400, 401, 403, 404, 500, 502, 503]);

export function ErrorScreen({ status, rootPath }: { status: number; rootPath: string }) {
  const { t } = useTranslation();
  const texts = (ERROR_TEXT_STATUSES as readonly number[]).includes(status) ? status : 500;
  const icon = ICON_STATUSES.has(status) ? status : 500;
  return (
    <section className="gov-container error-screen" aria-labelledby="error-headline">
      <img className="error-screen__icon" src={`/assets/errors/${icon}.svg`} alt={t('errors.iconAlt', { status })} width={160} height={160} />
      <h1 id="error-headline">{t(`errors.${texts}.headline`)}</h1>
      <p className="lead">{t(`errors.${texts}.description`)}</p>
      <p>{t(`errors.${texts}.extra`)}</p>
      <p>
        <Link to={rootPath} className="portal-button" reloadDocument={status >= 500}>
          {t('errors.goToHomepage')}
        </Link>
      </p>
    </section>
  );
}
