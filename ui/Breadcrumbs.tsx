/**
 * Breadcrumbs: where the page sits, as links up to the home page, the page itself last and not a link; the same
 * trail as schema.org BreadcrumbList for search engines (absolute URLs, on the page's canonical origin).
 */
import type { Crumb } from '../shared/page.ts';
import { AppLink } from './AppLink.tsx';
import { useT } from './i18n.tsx';
import { JsonLd } from './JsonLd.tsx';

export function breadcrumbListJsonLd(crumbs: Crumb[], canonical: string): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: new URL(crumb.url, canonical).href })),
  };
}

export function Breadcrumbs({ crumbs, canonical }: { crumbs: Crumb[]; canonical: string }) {
  const t = useT();
  if (crumbs.length < 2) return null;
  const parents = crumbs.slice(0, -1);
  const current = crumbs.at(-1)!;
  return (
    <nav className="gov-container breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {parents.map((crumb) => (
          <li key={crumb.url}><AppLink to={crumb.url}>{crumb.label}</AppLink></li>
        ))}
        <li aria-current="page">{current.label}</li>
      </ol>
      <JsonLd data={breadcrumbListJsonLd(crumbs, canonical)} />
    </nav>
  );
}
