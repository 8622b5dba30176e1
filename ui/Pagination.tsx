/** Numbered pages of a list or of search results (docs/product.md §9): plain links, so they work without JavaScript. */
import { AppLink } from './AppLink.tsx';
import { useT } from './i18n.tsx';

export function Pagination({ page, pageCount, urlOf }: { page: number; pageCount: number; urlOf: (page: number) => string }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="gov-pagination" aria-label={t('list.pagination')}>
      <ul className="gov-list--plain gov-pagination__list">
        {/* From past the last page (a made-up number), back leads to the last. */}
        {page > 1 ? <li><AppLink to={urlOf(Math.min(page - 1, pageCount))} rel="prev">{t('list.previous')}</AppLink></li> : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className="gov-pagination__current">
                <span className="visually-hidden">{`${t('list.page')} `}</span>{number}
              </span>
            ) : (
              <AppLink to={urlOf(number)} aria-label={`${t('list.page')} ${number}`}>{number}</AppLink>
            )}
          </li>
        ))}
        {page < pageCount ? <li><AppLink to={urlOf(page + 1)} rel="next">{t('list.next')}</AppLink></li> : null}
      </ul>
    </nav>
  );
}
