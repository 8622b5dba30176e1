/** The laws a page rests on (`legalBasis`: Link[], label = the law's full citation), each a link to its text. */
import type { Link } from '../shared/page.ts';
import { useT } from './i18n.tsx';
import { PortalLink } from './PortalLink.tsx';

export function LegalBasis({ links = [] }: { links?: Link[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <section className="legal-basis" aria-labelledby="legal-basis-heading">
      <h2 id="legal-basis-heading" className="h4">{t('page.legalBasis')}</h2>
      <ul>
        {links.map((link) => <li key={link.url}><PortalLink url={link.url}>{link.label}</PortalLink></li>)}
      </ul>
    </section>
  );
}
