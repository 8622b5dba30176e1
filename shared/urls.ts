/** URL rules shared by server and browser. */

/** A path this portal renders itself: same origin, not an asset, not a document or other file. */
export function isInAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/, 1)[0]!;
  if (/^\/(assets|cms|auth|security-provider|builds)(\/|$)/.test(path)) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
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
