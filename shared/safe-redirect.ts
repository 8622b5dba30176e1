/**
 * The one rule for redirect targets that come from a query or a cookie (docs/product.md §11.4,
 * §2 "Route protection"): only a path of this portal is followed; anything else becomes `/`.
 */
import { isPortalPath } from './urls.ts';

export const MAX_RETURN_PATH_LENGTH = 2048;

/** Percent-decoding rounds looked through; a value still encoded after that is nobody's real path. */
const MAX_DECODINGS = 4;

/**
 * `value` itself when it is a path of this portal, else `/`. A path starts with one `/` and holds printable
 * ASCII only (browsers send every other character percent-encoded). Neither it nor any percent-decoded form of
 * it (`%2F%2F`, `%5C`, `%252F` …) may start with `//` or `/\`, hold a backslash or a control character, or
 * resolve to another origin.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (!/^[\x21-\x7e]+$/.test(value)) return '/';
  let form = value;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    if (!isPlainPath(form)) return '/';
    const decoded = percentDecode(form);
    if (decoded === form) return value;
    form = decoded;
  }
  return '/';
}

function isPlainPath(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//') || /[\\\x00-\x1f\x7f]/.test(form)) return false;
  return isPortalPath(form);
}

/**
 * Decodes every valid `%XX` byte on its own (as Latin-1), leaving malformed escapes as they are: unlike
 * `decodeURIComponent` it never throws, so a stray `%` cannot hide an encoded `//` behind it. Multi-byte
 * UTF-8 comes out as Latin-1 characters, which is all the checks above need.
 */
function percentDecode(form: string): string {
  return form.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
