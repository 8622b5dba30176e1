/**
 * Text helpers of the search: the visible text of CMS HTML, and escaping for the snippets the search builds
 * itself (a snippet is escaped text with `<mark>` added, so nothing from the content or the query is markup).
 */
import { ALL_ENTITIES, COMMON_HTML, EntityDecoder } from '@nodable/entities';

/** HTML's named entities and character references, decoded by a real decoder (its ALL_ENTITIES lacks the common ones: –, …). */
const entities = new EntityDecoder({ namedEntities: { ...ALL_ENTITIES, ...COMMON_HTML }, numericAllowed: true });

/**
 * The text a reader sees in CMS HTML: script, style and comments dropped, every tag a word boundary (so
 * `<li>a</li><li>b</li>` stays two words), entities decoded once, white space collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity) => entities.decode(entity))
    // A soft hyphen is inside a word: without it, "zá&shy;kona" is the word "zákona".
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
