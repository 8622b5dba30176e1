/** URL rules shared by server and browser. */
import { isServerRoute } from './route-rules.ts';

/** A path this portal renders itself: same origin, not an asset, not a document or other file. */
export function isInAppPath(href: string): boolean {
  // `//host` and `/\host` are other sites to a browser.
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return false;
  const path = href.split(/[?#]/, 1)[0]!;
  if (isServerRoute(path)) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/** A link target fit to show: a portal path, or an http(s), mailto or tel URL. Anything else is dropped. */
export function isSafeLinkTarget(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^(https?:\/\/|mailto:|tel:)/i.test(url);
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
