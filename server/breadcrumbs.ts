/**
 * Where a page sits (breadcrumbs, docs/product.md §10.4): the web's home, then the pages whose friendly URLs are
 * prefixes of this one's (`/aktuality` above `/aktuality/veletrh-prace`), or, for a page with a flat URL, the menu item
 * it is listed under; then the page itself. Parents come from the CMS like any page, so they are cached the same way.
 */
import type { Content } from '../shared/content.ts';
import { translatorFor } from '../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import type { Crumb, MenuItem } from '../shared/page.ts';
import type { CmsClient } from './cms.ts';
import { Errors } from './errors.ts';
import { siteRoot, type Site } from './site.ts';

/** `/a/b/c` → `/a`, `/a/b`: the paths that may hold this page's parents. */
export function parentPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

async function parentsByPath(cms: CmsClient, site: Site, locale: LocaleCode): Promise<Crumb[]> {
  const lookup = { webId: site.web.id, language: LOCALES[locale].tag };
  const found = await Promise.all(
    parentPaths(site.contentPath).map(async (path) => {
      try {
        const parent = await cms.contentByUrl(path, lookup);
        return { label: parent.name, url: localizePath(locale, site.prefix + path) };
      } catch (error) {
        // No page at that level of the URL: the trail skips it.
        if (error instanceof Errors.CMS_NOT_FOUND) return undefined;
        throw error;
      }
    }),
  );
  return found.filter((crumb) => crumb !== undefined);
}

/** The menu item that lists this page among its children (not the page itself). */
function parentInMenu(menu: MenuItem[], url: string): Crumb | undefined {
  const item = menu.find((top) => top.url !== url && top.children?.some((child) => child.url === url));
  return item ? { label: item.label, url: item.url } : undefined;
}

export async function breadcrumbsFor(cms: CmsClient, site: Site, locale: LocaleCode, content: Pick<Content, 'name'>, url: string): Promise<Crumb[]> {
  const home = { label: translatorFor(locale)('breadcrumbs.home'), url: siteRoot(locale, site.prefix) };
  const byPath = await parentsByPath(cms, site, locale);
  const menuParent = byPath.length === 0 ? parentInMenu(site.config?.menu ?? [], url) : undefined;
  return [home, ...byPath, ...(menuParent ? [menuParent] : []), { label: content.name, url }];
}
