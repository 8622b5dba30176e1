/**
 * The site map (MapaStranek, docs/product.md §2), per language: the web's main menu and footer links where the item
 * asks for them, the page tree below its roots (the template's load follows the signposts' children), and extra links;
 * all as nested lists that work without JavaScript.
 */
import type { Link, MenuItem } from '../../shared/page.ts';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { Section } from '../services/Parts.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type SiteMapData = z.infer<typeof schema>;

/** A page of the tree with the pages below it. */
export interface SiteMapNode {
  id: string;
  title: string;
  url: string;
  children: SiteMapNode[];
}

/** What the load found: the web config's menu and footer columns (when asked for) and the page tree. */
export interface SiteMapLoaded {
  menu?: MenuItem[];
  footer?: { title: string; links: Link[] }[];
  tree: SiteMapNode[];
}

function LinkList({ links }: { links: readonly Link[] }) {
  return <ul>{links.map((link) => <li key={link.url}><PortalLink url={link.url}>{link.label}</PortalLink></li>)}</ul>;
}

function Menu({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.url}>
          <PortalLink url={item.url}>{item.label}</PortalLink>
          {item.children && item.children.length > 0 ? <LinkList links={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Tree({ nodes }: { nodes: readonly SiteMapNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <SmartLink url={node.url}>{node.title}</SmartLink>
          {node.children.length > 0 ? <Tree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SiteMapPage({ content, data: loaded }: TemplateProps<SiteMapData, SiteMapLoaded>) {
  const t = useT();
  const menu = loaded?.menu ?? [];
  const footer = loaded?.footer ?? [];
  const tree = loaded?.tree ?? [];
  const extraLinks = content.data.extraLinks ?? [];
  return (
    <article className="gov-container content-page site-map" data-template="MapaStranek">
      <ContentHeader content={content} />
      <Section id="site-map-menu" heading={t('service.siteMap.menu')}>{menu.length > 0 ? <Menu items={menu} /> : null}</Section>
      <Section id="site-map-pages" heading={t('service.siteMap.pages')}>{tree.length > 0 ? <Tree nodes={tree} /> : null}</Section>
      <Section id="site-map-footer" heading={t('service.siteMap.footer')}>
        {footer.length > 0
          ? footer.map((column) => (
              <div key={column.title} className="site-map__column">
                <h3>{column.title}</h3>
                <LinkList links={column.links} />
              </div>
            ))
          : null}
      </Section>
      <Section id="site-map-more" heading={t('service.siteMap.more')}>{extraLinks.length > 0 ? <LinkList links={extraLinks} /> : null}</Section>
      <UpdatedOn content={content} />
    </article>
  );
}
