/** The laws a page rests on (`legalBasis`, Link[] with the law's full citation as the label), under a heading of its own. */
import type { Link } from '../../shared/page.ts';
import { useT } from '../../ui/i18n.tsx';
import { OutLink } from './OutLink.tsx';

export function LegalBasis({ links }: { links: Link[] | undefined }) {
  const t = useT();
  if (!links || links.length === 0) return null;
  return (
    <section className="legal-basis" aria-labelledby="legal-basis-heading">
      <h2 id="legal-basis-heading">{t('event.legalBasis')}</h2>
      <ul>
        {links.map((link) => <li key={link.url}><OutLink url={link.url}>{link.label}</OutLink></li>)}
      </ul>
    </section>
  );
}
