import { z } from 'zod';
import type { Content, Lookup } from '../../shared/content.ts';
import { listOf, textOf } from '../../shared/data.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { link, text } from '../schema.ts';
import { defineTemplate, type ContentReader } from '../module.ts';
import { linkedPage, loadRef } from '../refs.ts';
import SiteMapPage, { type SiteMapData, type SiteMapLoaded, type SiteMapNode } from './MapaStranek.tsx';

/** How deep the tree goes below and including its roots, and how many pages it holds at most: a bounded cost. */
export const MAX_DEPTH = 3;
export const MAX_PAGES = 200;

export const schema = z.object({
  includeMenu: z.boolean().optional().describe("Show the web config's main menu (with its second level)."),
  includeFooter: z.boolean().optional().describe("Show the web config's footer columns."),
  roots: z.array(text()).optional().describe('Refs of the signposts whose `children` form the page tree, followed recursively.'),
  extraLinks: z.array(link()).optional().describe('Links the tree and menus do not reach (lists, search).'),
}).meta({ description: 'The site map.' });

/** A signpost's child Refs as its raw CMS data holds them; none for other pages. */
function childRefs(content: Content): string[] {
  return listOf(content.data.children, textOf);
}

/**
 * The page tree below `roots`, level by level so the pages kept when the bound is reached are always the same
 * (the upper levels, in the editors' order): each Ref is loaded once, at most `MAX_PAGES` pages, `MAX_DEPTH` levels.
 */
export async function pageTree(cms: ContentReader, lookup: Lookup, roots: readonly string[], toNode: (content: Content) => SiteMapNode | undefined): Promise<SiteMapNode[]> {
  const tree: SiteMapNode[] = [];
  const seen = new Set<string>();
  let level: { ref: string; into: SiteMapNode[] }[] = roots.map((ref) => ({ ref, into: tree }));
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const jobs = level.filter(({ ref }) => {
      if (seen.has(ref) || seen.size >= MAX_PAGES) return false;
      seen.add(ref);
      return true;
    });
    const contents = await Promise.all(jobs.map(({ ref }) => loadRef(cms, ref, lookup)));
    level = [];
    jobs.forEach(({ into }, index) => {
      const content = contents[index];
      const node = content && toNode(content);
      if (!content || !node) return;
      into.push(node);
      level.push(...childRefs(content).map((ref) => ({ ref, into: node.children })));
    });
  }
  return tree;
}

function nodeOf(content: Content, locale: LocaleCode, prefix: string): SiteMapNode | undefined {
  const page = linkedPage(content, locale, prefix);
  return page && { id: page.id, title: page.title, url: page.url, children: [] };
}

export const MapaStranek = defineTemplate<SiteMapData, Record<string, never>, SiteMapLoaded>({
  key: 'MapaStranek',
  Component: SiteMapPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const { includeMenu, includeFooter, roots = [] } = content.data;
    return {
      menu: includeMenu ? site.config?.menu : undefined,
      footer: includeFooter ? site.config?.footer.columns : undefined,
      tree: await pageTree(cms, lookup, roots, (item) => nodeOf(item, locale, site.prefix)),
    };
  },
});
