/**
 * Sanitized CMS HTML (server/sanitize.ts, applied when a template's schema reads it) as the page's markup. It is
 * set as HTML rather than parsed into React elements: the same string renders on the server and hydrates in the
 * browser with no parser shipped to phones. Links to portal pages inside it navigate in the app (docs/product.md §2)
 * through one click handler on the block (react-router's navigate); links to files and other sites stay plain.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isInAppPath } from '../shared/urls.ts';
import { escapeHtml } from '../shared/escape-html.ts';
import { isPlainClick } from './AppLink.tsx';
import { useT } from './i18n.tsx';

/**
 * Each table in a region of its own that scrolls sideways, so a wide one never widens the page (WCAG 1.4.10);
 * focusable, so a keyboard can scroll it, and named, so a screen reader says what the stop is. Sanitized HTML
 * has no `<` in text or attributes, so the tags found here are tags.
 */
function withScrollingTables(html: string, label: string): string {
  const name = escapeHtml(label);
  return html
    .replace(/<table(?=[\s>])/g, `<div class="table-scroll" role="region" tabindex="0" aria-label="${name}"><table`)
    .replace(/<\/table>/g, '</table></div>');
}

export function RichText({ html, className = 'rich-text' }: { html: string | undefined; className?: string }) {
  const navigate = useNavigate();
  const t = useT();
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !isInAppPath(href) || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: withScrollingTables(html, t('richText.table')) }} />;
}

/** Whether sanitized HTML shows anything: text, an image or a table (an empty paragraph is nothing to head a section). */
export function showsSomething(html: string | undefined): html is string {
  return html !== undefined && (plainText(html) !== '' || /<(img|table)\b/.test(html));
}

/** The text of sanitized HTML (for schema.org, a search within): its tags dropped and its entities read. */
export function plainText(html: string): string {
  return html
    // Blocks and line breaks part words; inline tags do not ("<strong>5</strong>." stays "5.").
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|table|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
