/**
 * Sanitized CMS HTML (server/sanitize.ts, applied when a template's schema reads it) as the page's markup. It is
 * set as HTML rather than parsed into React elements: the same string renders on the server and hydrates in the
 * browser with no parser shipped to phones. Links to portal pages inside it navigate in the app (SPEC.md §2)
 * through one click handler on the block; links to files and other sites stay plain.
 */
import { useContext, type MouseEvent } from 'react';
import { isInAppPath } from '../shared/urls.ts';
import { isPlainClick, NavigateContext } from './AppLink.tsx';

export function RichText({ html, className = 'rich-text' }: { html: string | undefined; className?: string }) {
  const navigate = useContext(NavigateContext);
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!navigate || !href || !isInAppPath(href) || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
