/**
 * Sanitized CMS HTML (server/sanitize.ts) as React. Links to portal pages become client-side links (SPEC.md §2);
 * links to files and other sites stay plain. Parsed trees are kept per HTML string: React elements are immutable
 * and the same few pages are rendered over and over.
 */
import parse, { domToReact, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { isInAppPath } from '../shared/urls.ts';

const MAX_CACHED = 500;
const cache = new Map<string, ReactNode>();

const options: HTMLReactParserOptions = {
  replace(node) {
    if (node.type !== 'tag' || !('name' in node) || node.name !== 'a') return undefined;
    const { href, ...attributes } = node.attribs;
    if (!href || !isInAppPath(href)) return undefined;
    return (
      <AppLink to={href} hrefLang={attributes.hreflang} lang={attributes.lang} title={attributes.title}>
        {domToReact(node.children as DOMNode[], options)}
      </AppLink>
    );
  },
};

export function toReact(html: string): ReactNode {
  let tree = cache.get(html);
  if (tree === undefined) {
    tree = parse(html, options);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(html, tree);
  }
  return tree;
}

export function RichText({ html, className = 'rich-text' }: { html: unknown; className?: string }) {
  if (typeof html !== 'string' || html === '') return null;
  return <div className={className}>{toReact(html)}</div>;
}
