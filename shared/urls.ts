/** URL rules shared by server and browser. */
import { isServerRoute } from './route-rules.ts';

// A base that is no real host: resolving against it shows where a browser would go.
const PROBE_ORIGIN = 'http://portal-path.invalid';

/**
 * `href` as a browser's URL parser reads it (WHATWG URL): ASCII tabs and newlines removed wherever they are, C0
 * controls and spaces trimmed from both ends. `/<TAB>/evil.example` is `//evil.example`, another site.
 */
export function asBrowserReads(href: string): string {
  return href.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
}

/**
 * Whether `href` is a path of this portal as a browser reads it: it starts with `/` and resolves (WHATWG URL) to
 * the page's own origin, with a path that does not itself start with `//` (which, written out again, would be
 * another host). The one check of links, redirects and return paths (shared/safe-redirect.ts).
 */
export function isPortalPath(href: string): boolean {
  return readsAsPortalPath(asBrowserReads(href));
}

function readsAsPortalPath(read: string): boolean {
  if (!read.startsWith('/')) return false;
  const url = URL.parse(read, PROBE_ORIGIN);
  return url !== null && url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
}

/** A path this portal renders itself: same origin, not an asset, not a document or other file. */
export function isInAppPath(href: string): boolean {
  const read = asBrowserReads(href);
  if (!readsAsPortalPath(read)) return false;
  const path = read.split(/[?#]/, 1)[0]!;
  if (isServerRoute(path)) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * A link target fit to show: a portal path, or an http(s), mailto or tel URL. Anything else is dropped, and so is
 * any target with a control character: a browser would drop some of them and read another address (`/<TAB>/host`),
 * and a newline cannot go into a `Location` header.
 */
export function isSafeLinkTarget(url: string): boolean {
  if (/[\x00-\x1f\x7f]/.test(url)) return false;
  return isPortalPath(url) || /^(https?:\/\/|mailto:|tel:)/i.test(url);
}

/** Lower-case ASCII words joined by dashes: "Úřad práce ČR" → "urad-prace-cr". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
