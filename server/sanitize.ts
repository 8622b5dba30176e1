/**
 * CMS HTML is sanitized here, on the server, before it reaches a payload (docs/architecture.md §4): the page sets it as
 * HTML (ui/RichText.tsx), so this is the only filter. Only content markup survives; links keep safe schemes only.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'strong', 'b', 'em', 'i',
    'abbr', 'blockquote', 'q', 'cite', 'code', 'pre', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'figure', 'figcaption',
    'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'hreflang', 'lang', 'title'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['lang', 'dir', 'id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images may be inline data of the raster types docs/product.md §5 allows (transformTag refuses any other type).
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { '*': transformTag },
};

/** Ids from the CMS share the document with the portal's own (the page data, aria targets): they get a prefix. */
export const CMS_ID_PREFIX = 'cms-';

/** The inline images docs/product.md §5 lets through: gif, png, jpeg and webp (an SVG could carry script elsewhere). */
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/i;

function transformTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  if (tagName === 'img' && out.src && /^\s*data:/i.test(out.src) && !SAFE_DATA_IMAGE.test(out.src.trim())) delete out.src;
  if (out.id) out.id = CMS_ID_PREFIX + out.id;
  if (tagName === 'a' && out.href?.startsWith('#')) out.href = `#${CMS_ID_PREFIX}${out.href.slice(1)}`;
  // A CMS heading of level 1 would compete with the page title: it becomes a level 2 heading.
  return { tagName: tagName === 'h1' ? 'h2' : tagName, attribs: out };
}

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

