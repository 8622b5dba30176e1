/**
 * Reading rendered HTML as a document (cheerio, as govuk-frontend's component tests read theirs): tests query by id,
 * class, role and text, so attribute order, whitespace and React's markers never break them, and a failing
 * assertion shows the list it compared (every heading, every link), not a pattern that did not match.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';

export type { CheerioAPI } from 'cheerio';

/** A fragment or a whole page as a document to query. */
export function dom(html: string): CheerioAPI {
  return load(html);
}

/** Elements a reader hears apart from their neighbours: their text never runs into the next element's. */
const BLOCKS = new Set(['address', 'article', 'aside', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'form', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul']);

/** What the spoken text reads of a parsed node (cheerio's nodes, by their shape). */
interface ParsedNode { type: string; data?: string; name?: string; children?: ParsedNode[] }

function spokenText(node: ParsedNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' && node.type !== 'root') return '';
  const inner = (node.children ?? []).map(spokenText).join('');
  return node.name && BLOCKS.has(node.name) ? ` ${inner} ` : inner;
}

/** Text as a reader hears it: blocks apart, whitespace collapsed and trimmed. */
export function textOf(selection: Cheerio<unknown>): string {
  return (selection.toArray() as ParsedNode[]).map(spokenText).join(' ').replace(/\s+/g, ' ').trim();
}

/** The text of each element the selector finds, in document order. */
export function textsOf($: CheerioAPI, selector: string): string[] {
  return $(selector).toArray().map((element) => textOf($(element)));
}

/** The page's outline: each heading as `h2 Text`, in document order. */
export function outline($: CheerioAPI, within = 'body'): string[] {
  return $(within).find('h1, h2, h3, h4, h5, h6').toArray().map((heading) => `${heading.tagName} ${textOf($(heading))}`);
}

/** Each link inside `within` as its text and its href. */
export function links($: CheerioAPI, within = 'body'): Array<{ text: string; href: string | undefined }> {
  return $(within).find('a').toArray().map((link) => ({ text: textOf($(link)), href: $(link).attr('href') }));
}

/** The section (or other landmark) labelled by the heading with this id: `aria-labelledby` names it. */
export function labelledBy($: CheerioAPI, headingId: string) {
  return $(`[aria-labelledby="${headingId}"]`);
}

/** The template a page was rendered with, as its root names it (`data-template`). */
export function templateOf($: CheerioAPI): string | undefined {
  return $('[data-template]').first().attr('data-template');
}

/** One attribute of each element the selector finds, in document order. */
export function attrsOf($: CheerioAPI, selector: string, name: string): Array<string | undefined> {
  return $(selector).toArray().map((element) => $(element).attr(name));
}

/** The content of the `<meta>` with this name or Open Graph property. */
export function metaOf($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"], meta[property="${name}"]`).attr('content');
}

/** The page's language alternates in its head, each as `[hreflang, href]`, in document order. */
export function hreflangs($: CheerioAPI): Array<[string | undefined, string | undefined]> {
  return $('head link[rel="alternate"][hreflang]').toArray().map((link) => [$(link).attr('hreflang'), $(link).attr('href')]);
}

/** Every JSON-LD block of the page, parsed, in document order. */
export function jsonLd($: CheerioAPI): Array<Record<string, unknown>> {
  return $('script[type="application/ld+json"]').toArray().map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

/** Whether a link inside `within` leads to `href`, with this text when one is given. */
export function linksTo($: CheerioAPI, href: string, text?: string, within = 'body'): boolean {
  return links($, within).some((link) => link.href === href && (text === undefined || link.text === text));
}
