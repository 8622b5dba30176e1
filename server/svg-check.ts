/**
 * Whether an SVG could run script or pull in a document: read as the XML a browser reads (image/svg+xml), so a
 * `<svg:script>` under another prefix, an `on…` attribute under a namespace or a `&#106;avascript:` link written
 * with character references is seen for what it is, not missed by a pattern over the text. Any markup declaration
 * (a DTD, an entity, which the parser would expand) and any text that is no well-formed XML count as active too:
 * an image has no need of them. The image route refuses what this finds (server/images/images.ts); its CSP stops the
 * rest anyway.
 */
import { EntityDecoder, XML } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

// preserveOrder keeps every node and its attributes; values are decoded (character references included) as a
// browser decodes them, and nothing else is converted.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  entityDecoder: new EntityDecoder({ namedEntities: XML, numericAllowed: true }),
});

/** Elements (by local name, whatever their prefix) that run script or embed another document. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video']);
/** A value naming script, or a document that could hold it; only raster images may come as data. */
const ACTIVE_VALUE = /(?:javascript|vbscript|livescript):|data:(?!image\/(?:png|jpe?g|gif|webp)[;,])/;

type XmlNode = Record<string, unknown>;

/** Why the SVG counts as active content, or undefined when it is a plain image. */
export function svgActiveContent(text: string): string | undefined {
  // `<!DOCTYPE`, `<!ENTITY` and every other declaration; comments and CDATA are harmless.
  if (/<!(?!--|\[CDATA\[)/.test(text)) return 'a markup declaration';
  if (XMLValidator.validate(text) !== true) return 'not well-formed XML';
  return activeIn(parser.parse(text) as XmlNode[]);
}

function activeIn(nodes: XmlNode[]): string | undefined {
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (name === undefined || name === '#text' || name === '#comment') continue;
    if (name.startsWith('?') && name !== '?xml') return `the processing instruction <${name}>`;
    const local = name.slice(name.indexOf(':') + 1).toLowerCase();
    if (ACTIVE_ELEMENTS.has(local)) return `the element <${name}>`;
    for (const [attribute, value] of Object.entries((node[':@'] ?? {}) as Record<string, string>)) {
      if (attribute.slice(attribute.indexOf(':') + 1).toLowerCase().startsWith('on')) return `the attribute ${attribute}`;
      // Browsers skip whitespace and control characters inside a URL's scheme.
      if (ACTIVE_VALUE.test(String(value).replace(/[\u0000-\u0020]/g, '').toLowerCase())) return `the value of ${attribute}`;
    }
    const children = node[name];
    if (Array.isArray(children)) {
      const found = activeIn(children as XmlNode[]);
      if (found) return found;
    }
  }
  return undefined;
}
