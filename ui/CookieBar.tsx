/**
 * The cookie bar (docs/product.md §4, §13.1), shown while the visitor has made no valid choice. It is rendered from
 * the visitor's part (shared/page.ts Visitor.consent), never from the shared page, so `_payload.json` stays the
 * same for everyone; the HTML varies by consent state only, which docs/architecture.md §4 allows
 * (server/page-response.ts).
 *
 * Without JavaScript it is a POST form (server/consent.ts) answered 303 back here, and Settings is a link to the
 * settings page. With JavaScript the same buttons store the choice in the browser (client/behaviours/consent.ts)
 * and the bar goes away without a reload; Settings opens the settings dialog (ui/ConsentSettings.tsx).
 */
import type { FormEvent } from 'react';
import { ALL, CONSENT_PATH, NONE } from '../shared/consent.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import { chooseInBrowser, useConsent } from './consent.ts';
import { ConsentSettingsLink } from './ConsentSettings.tsx';
import { useT } from './i18n.tsx';

export function CookieBar({ locale, returnPath }: { locale: LocaleCode; returnPath: string }) {
  const t = useT();
  if (useConsent()) return null;

  function choose(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!chooseInBrowser(submitter?.value === 'all' ? ALL : NONE)) return; // no client API: the form posts
    event.preventDefault();
    // Focus would be lost with the bar: it goes to the page's main region.
    document.getElementById('main')?.focus();
  }

  return (
    <section className="cookie-bar" aria-labelledby="cookie-bar-title">
      <form method="post" action={LOCALES[locale].prefix + CONSENT_PATH} onSubmit={choose} className="gov-container">
        <h2 id="cookie-bar-title" className="h4">{t('consent.title')}</h2>
        <p>{t('consent.text')}</p>
        <input type="hidden" name="redirect" value={returnPath} />
        <div className="cookie-bar__buttons">
          <button type="submit" name="choice" value="all" className="portal-button">{t('consent.agreeAll')}</button>
          <button type="submit" name="choice" value="none" className="portal-button cookie-bar__secondary">{t('consent.declineAll')}</button>
          <ConsentSettingsLink locale={locale} returnPath={returnPath} className="cookie-bar__settings">{t('consent.settings')}</ConsentSettingsLink>
        </div>
      </form>
    </section>
  );
}
