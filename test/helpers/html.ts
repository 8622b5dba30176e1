/** Reading what the portal sent: the page data embedded in the HTML, and single elements. */
import type { PagePayload } from '../../shared/page.ts';

export function embeddedPayload(html: string): PagePayload {
  const match = /<script id="portal-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no page data in the HTML');
  return (JSON.parse(match[1]!) as { payload: PagePayload }).payload;
}

export function attribute(html: string, tagPattern: string, name: string): string | undefined {
  const tag = new RegExp(`<${tagPattern}[^>]*>`).exec(html)?.[0];
  return tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}
