/** The JSON-LD of a rendered page, parsed back (tests of the events group). */
export function jsonLdOf(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!script) throw new Error('no JSON-LD');
  return JSON.parse(script[1]!) as Record<string, unknown>;
}
