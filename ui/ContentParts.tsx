/** Pieces every content template is made of, so templates differ only where their pages do. */
import { useT } from './i18n.tsx';
import { AppLink } from './AppLink.tsx';
import type { ContentView, Link } from '../shared/page.ts';
import { isInAppPath } from '../shared/urls.ts';
import { RichText } from './RichText.tsx';

export function ContentHeader({ content }: { content: ContentView<unknown> }) {
  return (
    <header className="content-header">
      <h1>{content.name}</h1>
      {content.description ? <p className="lead">{content.description}</p> : null}
    </header>
  );
}

export function SmartLink({ url, children, className, 'aria-current': current }: { url: string; children: React.ReactNode; className?: string; 'aria-current'?: 'page' | 'true' }) {
  if (isInAppPath(url)) return <AppLink to={url} className={className} aria-current={current}>{children}</AppLink>;
  return <a href={url} className={className} aria-current={current}>{children}</a>;
}

export function RelatedLinks({ links = [] }: { links?: Link[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <nav className="related" aria-labelledby="related-heading">
      <h2 id="related-heading" className="h4">{t('page.related')}</h2>
      <ul className="gov-list--plain">
        {links.map((link) => (
          <li key={link.url}><SmartLink url={link.url}>{link.label}</SmartLink></li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * When the page last changed and, where the content says, what changed ("Updated 2 January 2026: new amounts"); with
 * the content's history, every earlier change in a disclosure ("See all updates") that needs no script.
 */
export function UpdatedOn({ content }: { content: ContentView<unknown> }) {
  const t = useT();
  const { updated, published } = content.dates;
  const history = content.changeHistory ?? [];
  if (!updated) return published ? <p className="updated">{t('page.published', { date: published })}</p> : null;
  return (
    <div className="updated">
      <p>
        {t('page.updated', { date: updated })}
        {content.changeNote ? <>: <span className="updated__note">{content.changeNote}</span></> : null}
      </p>
      {history.length > 0 ? (
        <details className="updated__history">
          <summary>{t('currency.allUpdates')}</summary>
          <ol className="gov-list--plain">
            {history.map((change) => <li key={`${change.date} ${change.note}`}><strong>{change.date}</strong>: {change.note}</li>)}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/** Content another item embeds through `data.stranka` (docs/product.md §3), shown as a section of the page. */
export function EmbeddedContent({ content }: { content: ContentView | undefined }) {
  if (!content) return null;
  return (
    <section className="embedded" aria-labelledby={`embedded-${content.id}`}>
      <h2 id={`embedded-${content.id}`}>{content.name}</h2>
      <RichText html={typeof content.data.body === 'string' ? content.data.body : undefined} />
    </section>
  );
}
