/**
 * CMS HTML is sanitized here, on the server, before it reaches a payload (DESIGN.md): html-react-parser,
 * which turns it into React, is no XSS filter. Only content markup survives; links keep safe schemes only.
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
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A CMS heading of level 1 would compete with the page title: it becomes a level 2 heading.
  transformTags: { h1: 'h2' },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** `<mark>` inside plain text, as in a search highlight (CONTENT-API.md); everything else is escaped. */
export function sanitizeHighlight(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['mark'], allowedAttributes: {} });
}
