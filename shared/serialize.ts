/**
 * JSON that is safe inside an HTML script element (DESIGN.md): `<`, `>`, `&`, U+2028 and U+2029 are escaped,
 * so no CMS string can close the element or start a comment, and the text stays valid JavaScript too.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
