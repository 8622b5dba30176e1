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

/** The page's one JSON-LD block (structured data for search engines), parsed. */
export function jsonLd($: CheerioAPI): Record<string, unknown> {
  const blocks = jsonLdBlocks($);
  if (blocks.length !== 1) throw new Error(`expected one JSON-LD block, found ${blocks.length}`);
  return blocks[0]!;
}

/** Each table row inside `within` as the texts of its cells, headers and data alike, in order. */
export function rowsOf($: CheerioAPI, within = 'body'): string[][] {
  return $(within).find('tr').toArray().map((row) => $(row).children('th, td').toArray().map((cell) => textOf($(cell))));
}

/** An item of a nested list: its own text, its link's target if it has one, its sub-list's items if it has any. */
export interface ListEntry { text: string; href?: string; items?: ListEntry[] }

/** Elements a query finds (cheerio's `Cheerio<Element>`, named without importing its parser's types). */
type Found = ReturnType<ReturnType<CheerioAPI['root']>['find']>;

/** The first list the selector finds, read as a tree of its items and their sub-lists. */
export function listTree($: CheerioAPI, list: string): ListEntry[] {
  const entriesOf = (items: Found): ListEntry[] => items.toArray().map((item) => {
    const own = $(item).clone();
    own.children('ul, ol').remove();
    const href = $(item).children('a').attr('href');
    const sub = $(item).children('ul, ol').first().children('li');
    return { text: textOf(own), ...(href === undefined ? {} : { href }), ...(sub.length > 0 ? { items: entriesOf(sub) } : {}) };
  });
  return entriesOf($(list).first().children('li'));
}

/** One attribute's value on each element the selector finds, in document order. */
export function attrsOf($: CheerioAPI, selector: string, attribute: string): Array<string | undefined> {
  return $(selector).toArray().map((element) => $(element).attr(attribute));
}

/** The text of the label tied by `for` to the form control the selector finds (empty when none is). */
export function labelOf($: CheerioAPI, control: string): string {
  const id = $(control).attr('id');
  return id === undefined ? '' : textOf($(`label[for="${id}"]`));
}

/** The options of a select as `value text`, a chosen one marked `value text (selected)`, in order. */
export function optionsOf($: CheerioAPI, select: string): string[] {
  return $(select).find('option').toArray().map((option) => `${$(option).attr('value')} ${textOf($(option))}${$(option).is('[selected]') ? ' (selected)' : ''}`);
}

/** Each term of the definition lists the selector finds as `term: definition`, in order. */
export function definitions($: CheerioAPI, list: string): string[] {
  return $(list).find('dt').toArray().map((term) => `${textOf($(term))}: ${textOf($(term).nextUntil('dt', 'dd'))}`);
}

/** The expected `term: definition` entries that no definition list inside `within` shows: empty when all are. */
export function missingDefinitions($: CheerioAPI, expected: string[], within = 'body'): string[] {
  const shown = definitions($, `${within} dl`);
  return expected.filter((entry) => !shown.includes(entry));
}

/** The template a page was rendered with, as its root names it (`data-template`). */
export function templateOf($: CheerioAPI): string | undefined {
  return $('[data-template]').first().attr('data-template');
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
export function jsonLdBlocks($: CheerioAPI): Array<Record<string, unknown>> {
  return $('script[type="application/ld+json"]').toArray().map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

/** Whether a link inside `within` leads to `href`, with this text when one is given. */
export function linksTo($: CheerioAPI, href: string, text?: string, within = 'body'): boolean {
  return links($, within).some((link) => link.href === href && (text === undefined || link.text === text));
}
