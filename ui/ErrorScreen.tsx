/**
 * The error screen (docs/product.md §2, §8): icon, headline, description, an extra line and a button to the site's
 * home. Texts come from errors.{status}.* (shared/i18n.ts errorTextKey). A 401 offers to sign in; a 403 to sign
 * in as a different user (docs/product.md §6): plain links, so they work without JavaScript. A page that is not there
 * (404, 410) offers the web's search and its most used tasks; withdrawn content says why, in the CMS's words.
 */
import { useId } from 'react';
import { useT } from './i18n.tsx';
import { AppLink } from './AppLink.tsx';
import { SmartLink } from './ContentParts.tsx';
import { GetForm } from './GetForm.tsx';
import type { ErrorHelp } from '../shared/page.ts';
import { AuthPaths, signInAsOtherHref } from '../shared/auth.ts';
import { errorScreenStatus, errorTextKey, type ErrorReason } from '../shared/i18n.ts';
import { localizePath, type LocaleCode } from '../shared/locales.ts';

interface Props {
  status: number;
  reason?: ErrorReason;
  rootPath: string;
  locale: LocaleCode;
  help?: ErrorHelp;
  note?: string;
}

export function ErrorScreen({ status, reason, rootPath, locale, help, note }: Props) {
  const t = useT();
  const texts = errorTextKey(status, reason);
  // The icon and its alt text name the same status: a status without an icon of its own is shown as a 500.
  const icon = errorScreenStatus(status);
  return (
    <section className="gov-container error-screen" aria-labelledby="error-headline">
      <img className="error-screen__icon" src={`/assets/errors/${icon}.svg`} alt={t('errors.iconAlt', { status: icon })} width={160} height={160} />
      <h1 id="error-headline">{t(`${texts}.headline`)}</h1>
      <p className="lead">{t(`${texts}.description`)}</p>
      {note ? <p className="error-screen__note">{note}</p> : null}
      <p>{t(`${texts}.extra`)}</p>
      {help ? <ErrorHelpParts help={help} /> : null}
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

function ErrorHelpParts({ help }: { help: ErrorHelp }) {
  const t = useT();
  const id = useId();
  return (
    <>
      {help.searchPath ? (
        <GetForm className="error-screen__search" action={help.searchPath} role="search" aria-label={t('errors.searchLabel')}>
          <label htmlFor={id}>{t('errors.searchLabel')}</label>
          <span className="error-screen__search-row">
            <input id={id} name="q" type="search" autoComplete="off" />
            <button type="submit" className="portal-button">{t('header.searchSubmit')}</button>
          </span>
        </GetForm>
      ) : null}
      {help.tasks.length > 0 ? (
        <nav className="error-screen__tasks" aria-labelledby="error-tasks">
          <h2 id="error-tasks" className="h4">{t('errors.topTasks')}</h2>
          <ul>
            {help.tasks.map((task) => <li key={task.url}><SmartLink url={task.url}>{task.label}</SmartLink></li>)}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
