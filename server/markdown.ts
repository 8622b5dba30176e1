/**
 * CMS Markdown (docs/product.md §5), rendered on the server only: markdown-it 15 with its defaults, which are the
 * specification's rules (links with javascript:, vbscript:, file: or data: schemes refused, except data: images
 * of type gif, png, jpeg and webp; raw HTML off; nesting limited to 100 levels; a table's filled-in cells capped
 * at 65,536), then the same sanitizer as CMS HTML (server/sanitize.ts), so a Markdown field reaches a page exactly
 * as an HTML field does: set as HTML by ui/RichText.tsx, whose links to portal pages navigate in the app.
 */
import MarkdownIt from 'markdown-it';
import { sanitize } from './sanitize.ts';

const markdown = new MarkdownIt();

export function renderMarkdown(source: string): string {
  return sanitize(markdown.render(source));
}
