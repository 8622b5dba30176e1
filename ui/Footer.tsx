import { useT } from './i18n.tsx';
import type { LocaleCode } from '../shared/locales.ts';
import type { FooterView, SiteView } from '../shared/page.ts';
import { ContactText } from './Contact.tsx';
import { BackToTop } from './BackToTop.tsx';
import { ColourModeSwitch } from './ColourModeSwitch.tsx';
import { ConsentSettingsLink } from './ConsentSettings.tsx';
import { SmartLink } from './ContentParts.tsx';
import { useSharedMarkup } from './shared-markup.ts';

/** The footer's columns of links and its contact: the same on every page of a language. */
function FooterColumns({ footer }: { footer: FooterView }) {
  const shared = useSharedMarkup(footer, '', () => <FooterColumns footer={footer} />);
  const className = 'gov-list--plain gov-footer__main';
  if (shared) return <ul className={className} {...shared} />;
  const { columns, contact } = footer;
  return (
    <ul className={className}>
      {columns.map((column) => (
        <li key={column.title}>
          <h2 className="h5">{column.title}</h2>
          <ul className="gov-list--plain">
            {column.links.map((link) => (
              <li key={link.url}><SmartLink url={link.url}>{link.label}</SmartLink></li>
            ))}
          </ul>
        </li>
      ))}
      {contact ? (
        <li>
          <h2 className="h5">{contact.title}</h2>
          {contact.lines.map((line) => <p key={line}><ContactText text={line} /></p>)}
        </li>
      ) : null}
    </ul>
  );
}

/** `returnPath`: the page the footer's forms (colour mode, cookie settings) go back to. */
export function Footer({ site, year, locale, returnPath }: { site: SiteView; year: number; locale: LocaleCode; returnPath: string }) {
  const t = useT();
  return (
    // The Gov DS footer (ui/Header.tsx); in the page's own container, so its columns line up with the page above.
    <footer className="gov-footer portal-footer" aria-label={t('footer.label')}>
      <div className="gov-container portal-footer__content">
        <FooterColumns footer={site.footer} />
        <hr />
        <div className="gov-footer-copy portal-footer__bottom">
          <p>{t('footer.copyright', { year, site: site.name })}</p>
          <ColourModeSwitch locale={locale} returnPath={returnPath} />
          <p className="portal-footer__settings"><ConsentSettingsLink locale={locale} returnPath={returnPath}>{t('consent.settingsTitle')}</ConsentSettingsLink></p>
          <BackToTop />
        </div>
      </div>
    </footer>
  );
}
