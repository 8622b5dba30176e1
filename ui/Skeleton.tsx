/**
 * Loading placeholders shown while a page or a part of it loads: grey shapes the size of what comes (a heading,
 * lines of text, list items, tiles), so nothing moves when the content arrives. The region is `aria-busy` and says
 * in words that it is loading; the shapes themselves are hidden from screen readers.
 */
import { useT } from './i18n.tsx';

export const SKELETON_KINDS = ['article', 'list', 'cards'] as const;
export type SkeletonKind = (typeof SKELETON_KINDS)[number];

/** Lines of a paragraph (their ragged widths are in the CSS: the portal's CSP allows no inline styles). */
const PARAGRAPH_LINES = 5;

function Shapes({ kind, count }: { kind: SkeletonKind; count: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  switch (kind) {
    case 'article':
      return (
        <>
          <span className="skeleton__shape skeleton__heading" />
          <span className="skeleton__shape skeleton__lead" />
          {Array.from({ length: PARAGRAPH_LINES }, (_, index) => <span key={index} className="skeleton__shape skeleton__line" />)}
        </>
      );
    case 'list':
      return (
        <>
          {items.map((index) => (
            <span key={index} className="skeleton__item">
              <span className="skeleton__shape skeleton__title" />
              <span className="skeleton__shape skeleton__date" />
            </span>
          ))}
        </>
      );
    case 'cards':
      return <span className="skeleton__cards">{items.map((index) => <span key={index} className="skeleton__shape skeleton__tile" />)}</span>;
  }
}

export function Skeleton({ kind, count = 3 }: { kind: SkeletonKind; count?: number }) {
  const t = useT();
  return (
    <div className={`skeleton skeleton--${kind}`} aria-busy="true">
      <p className="visually-hidden" role="status">{t('blocks.loading')}</p>
      <div className="skeleton__shapes" aria-hidden="true">
        <Shapes kind={kind} count={count} />
      </div>
    </div>
  );
}
