import { useT } from './i18n.tsx';
import type { SiteView } from '../shared/page.ts';
import { ContactText } from './Contact.tsx';
import { BackToTop } from './BackToTop.tsx';
import { SmartLink } from './ContentParts.tsx';

export function Footer({ site, year }: { site: SiteView; year: number }) {
  const t = useT();
  const { columns, contact } = site.footer;
  return (
    <footer className="portal-footer" aria-label={t('footer.label')}>
      <div className="gov-container portal-footer__grid">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="h5">{column.title}</h2>
            <ul className="gov-list--plain">
              {column.links.map((link) => (
                <li key={link.url}><SmartLink url={link.url}>{link.label}</SmartLink></li>
              ))}
            </ul>
          </div>
        ))}
        {contact ? (
          <div>
            <h2 className="h5">{contact.title}</h2>
            {contact.lines.map((line) => <p key={line}><ContactText text={line} /></p>)}
          </div>
        ) : null}
      </div>
      <div className="gov-container portal-footer__bottom">
        <p>{t('footer.copyright', { year, site: site.name })}</p>
        <BackToTop />
      </div>
    </footer>
  );
}
