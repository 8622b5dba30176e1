/**
 * The cookie bar (SPEC.md §4, issue 12), shown while the visitor has made no valid choice. It is rendered from
 * the visitor's part (shared/page.ts Visitor.consent), never from the shared page, so `_payload.json` stays the
 * same for everyone; the HTML varies by consent state only, which DESIGN.md allows (the answer says
 * `Vary: Cookie`, server/page-response.ts).
 *
 * Without JavaScript it is a POST form (server/consent.ts) answered 303 back here; the settings are a
 * disclosure inside the same form. With JavaScript the same buttons store the choice in the browser
 * (client/behaviours/consent.ts) and the bar goes away without a reload.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { CONSENT_PATH, consentForm, consentOfForm, type Consent } from '../shared/consent.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import { useT } from './i18n.tsx';

/** Set by the client entry: stores the choice in the browser; absent on the server. */
export type ConsentStore = (consent: Consent) => void;

declare global {
  interface Window {
    portalConsentStore?: ConsentStore;
    portalConsent?: { get(): Consent | null };
  }
}

export function CookieBar({ locale, returnPath }: { locale: LocaleCode; returnPath: string }) {
  const t = useT();
  const [chosen, setChosen] = useState(false);
  // The visitor's part is the server's word at the first page: a choice made in the browser since then is in the
  // cookie, so a bar mounted again (a client-side navigation) goes at once.
  useEffect(() => {
    if (window.portalConsent?.get()) setChosen(true);
  }, []);
  if (chosen) return null;

  function choose(event: FormEvent<HTMLFormElement>) {
    const store = window.portalConsentStore;
    if (!store) return; // no client API: the form posts
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const form = consentForm.safeParse({ ...Object.fromEntries(data), choice: submitter?.value });
    if (!form.success) return;
    event.preventDefault();
    store(consentOfForm(form.data));
    setChosen(true);
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
        </div>
        <details className="cookie-bar__settings">
          <summary>{t('consent.settings')}</summary>
          <fieldset>
            <legend>{t('consent.categories')}</legend>
            <label><input type="checkbox" checked disabled /> {t('consent.necessary')}</label>
            <label><input type="checkbox" name="statistical" /> {t('consent.statistical')}</label>
            <label><input type="checkbox" name="marketing" /> {t('consent.marketing')}</label>
          </fieldset>
          <button type="submit" name="choice" value="custom" className="portal-button">{t('consent.save')}</button>
        </details>
      </form>
    </section>
  );
}
