/** Reading what the portal sent: the page data embedded in the HTML, and single elements. */
import type { PagePayload, Visitor } from '../../shared/page.ts';

function pageData(html: string): { payload: PagePayload; visitor: Visitor } {
  const match = /<script id="portal-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no page data in the HTML');
  return JSON.parse(match[1]!) as { payload: PagePayload; visitor: Visitor };
}

export function embeddedPayload(html: string): PagePayload {
  return pageData(html).payload;
}

/** The visitor's part of the page data (shared/page.ts Visitor). */
export function embeddedVisitor(html: string): Visitor {
  return pageData(html).visitor;
}

export function attribute(html: string, tagPattern: string, name: string): string | undefined {
  const tag = new RegExp(`<${tagPattern}[^>]*>`).exec(html)?.[0];
  return tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}
