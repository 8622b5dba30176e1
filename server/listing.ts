/**
 * Which content items are pages to list (templates/module.ts `listing`), for the site search (server/search/feed.ts)
 * and for the sitemap (server/sitemap.ts) alike: the item's template allows it, it needs no sign-in by the rule the
 * pages follow (flagged secured or `AUTH_INCLUDE`, unless `AUTH_EXCLUDE`), and it is no web config or thesaurus.
 */
import type { Content } from '../shared/content.ts';
import { templateFor, type TemplateRegistry } from '../templates/module.ts';
import { isSecured } from './page-payload.ts';
import type { RouteProtection } from './route-protection.ts';
import { isWebItemName } from './site.ts';

/** Whether an item, at this portal path (language prefix included), is listed. */
export type ListingCheck = (content: Content, path: string) => boolean;

export function listingCheck(where: 'search' | 'sitemap', templates: TemplateRegistry, protection: Pick<RouteProtection, 'pathIsProtected'>): ListingCheck {
  return (content, path) => {
    const { listing } = templateFor(content.structure.key, templates);
    if (listing === 'none' || (where === 'search' && listing === 'sitemap')) return false;
    const friendlyURL = content.friendlyURLs[content.language];
    // The web config (docs/product.md §3) and the search thesaurus are items of the web, no pages.
    if (!friendlyURL || isWebItemName(friendlyURL.slice(1))) return false;
    return !protection.pathIsProtected(path, isSecured(content.data));
  };
}
