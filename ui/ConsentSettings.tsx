/**
 * The cookie settings (docs/product.md §2 "Screens", §4, §13.1): the three switches (necessary always
 * on, statistical, marketing) and Save, in two forms. Without JavaScript a page of its own
 * (`/cookie-settings?redirect=…`): a POST form with a CSRF token, answered 303 back to the page the visitor came
 * from (server/consent.ts). With JavaScript every link to that page (the bar's Settings, the footer's link) opens
 * the same switches in a modal dialog instead, which saves in the browser without a reload.
 */
import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { CONSENT_SETTINGS_PATH, consentSettingsHref, NONE, type Consent } from '../shared/consent.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import { keepFocusInside } from './dialog-focus.ts';
import { chooseInBrowser, settingsDialog, useConsent } from './consent.ts';
import { useT } from './i18n.tsx';
import { useVisitor } from './visitor.tsx';

/** The switches, set to the visitor's choice (none yet: both off); `choice=custom` tells the route to read them. */
function ConsentSwitches({ consent }: { consent: Consent }) {
  const t = useT();
  return (
    <fieldset className="consent-switches">
      <legend>{t('consent.categories')}</legend>
      <input type="hidden" name="choice" value="custom" />
      <label><input type="checkbox" checked disabled /> {t('consent.necessary')}</label>
      <label><input type="checkbox" name="statistical" defaultChecked={consent.statistical} /> {t('consent.statistical')}</label>
      <label><input type="checkbox" name="marketing" defaultChecked={consent.marketing} /> {t('consent.marketing')}</label>
    </fieldset>
  );
}

function consentOfSwitches(form: HTMLFormElement): Consent {
  const on = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
  return { necessary: true, statistical: on('statistical'), marketing: on('marketing') };
}

/** The settings page's view (the page is private: it carries a CSRF token). */
export function ConsentSettingsView({ locale, returnPath }: { locale: LocaleCode; returnPath: string }) {
  const t = useT();
  const { csrfToken } = useVisitor();
  const consent = useConsent() ?? NONE;
  // Once the page is live the choice is saved as the dialog saves it (a page reached by a client-side navigation
  // has no CSRF token of its own), then back to the page.
  const saveInBrowser = (event: FormEvent<HTMLFormElement>) => {
    if (!chooseInBrowser(consentOfSwitches(event.currentTarget))) return;
    event.preventDefault();
    window.location.assign(returnPath);
  };
  return (
    <div className="gov-container consent-settings">
      <h1>{t('consent.settingsTitle')}</h1>
      <p>{t('consent.text')}</p>
      <form method="post" action={LOCALES[locale].prefix + CONSENT_SETTINGS_PATH} onSubmit={saveInBrowser}>
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        <input type="hidden" name="redirect" value={returnPath} />
        <ConsentSwitches consent={consent} />
        <button type="submit" className="portal-button">{t('consent.save')}</button>
      </form>
      <p><a href={returnPath}>{t('consent.back')}</a></p>
    </div>
  );
}

/** A link to the settings page that, once the page is live, opens the dialog instead. */
export function ConsentSettingsLink({ locale, returnPath, className, children }: { locale: LocaleCode; returnPath: string; className?: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!window.portalConsentStore) return; // not hydrated yet: the page
    event.preventDefault();
    settingsDialog.set(true);
  };
  return <a href={consentSettingsHref(LOCALES[locale].prefix, returnPath)} className={className} onClick={open} aria-haspopup="dialog">{children}</a>;
}

/** The dialog, mounted only while open (so never on the server). */
export function ConsentDialog() {
  return settingsDialog.use() ? <OpenConsentDialog /> : null;
}

function OpenConsentDialog() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  // The cookie, not the page's word: the page may come from a shared cache made for another choice.
  const consent = window.portalConsent?.get() ?? NONE;

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    return () => {
      element.close();
      // Back to the link that opened it; the bar's link is gone once a choice is saved: then the main content.
      const target = opener?.isConnected ? opener : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, []);

  const close = () => settingsDialog.set(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    chooseInBrowser(consentOfSwitches(event.currentTarget));
    close();
  };

  return (
    <dialog
      ref={dialog}
      className="session-dialog consent-dialog"
      aria-modal="true"
      aria-labelledby="consent-dialog-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault(); // React closes it, so its state and the element agree
        close();
      }}
    >
      <h2 id="consent-dialog-title">{t('consent.settingsTitle')}</h2>
      <p>{t('consent.text')}</p>
      <form method="dialog" onSubmit={save}>
        <ConsentSwitches consent={consent} />
        <p className="session-dialog__actions">
          <button type="submit" className="portal-button">{t('consent.save')}</button>
          <button type="button" className="portal-button portal-button--secondary" onClick={close}>{t('consent.close')}</button>
        </p>
      </form>
    </dialog>
  );
}
