/**
 * What the auth tests share: the CAS and provider stand-ins on free loopback ports with a clock the test moves,
 * and a browser's part of the protocol (a cookie jar, redirects followed by hand). The provider's public URL
 * is a portal that does not run here: a Location on it is turned into the provider's own address, as the
 * portal's `/security-provider` proxy would.
 */
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { buildCasServer, type CasServerOptions } from '../../embedded/cas-server.ts';
import { buildSecurityProvider, type SecurityProviderOptions } from '../../embedded/security-provider.ts';

export const PORTAL = 'http://portal.test';
export const SERVICE = `${PORTAL}/security-provider/auth/cas/callback`;

interface Teardown {
  teardown(fn: () => unknown): void;
}

export function manualClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
}

export async function startCas(t: Teardown, options: Partial<CasServerOptions> = {}) {
  const time = manualClock();
  const app = await buildCasServer({ logger: pino({ level: 'silent' }), services: [`${PORTAL}/`], clock: time.clock, ...options });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url: `${origin}/cas`, origin, ...time };
}

export async function startProvider(t: Teardown, casUrl: string, options: Partial<SecurityProviderOptions> & { logger?: FastifyBaseLogger } = {}) {
  const time = manualClock();
  const provider = await buildSecurityProvider({ logger: pino({ level: 'silent' }), publicUrl: PORTAL, casUrl, clock: time.clock, ...options });
  const origin = await provider.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => provider.app.close());
  return { origin, storedEntries: provider.storedEntries, ...time };
}

/** A browser's cookies for one host: enough of RFC 6265 for these tests (name, value, path, deletion). */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string; attributes: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const expires = attributes.find((a) => /^expires=/i.test(a))?.slice(8);
      const gone = attributes.some((a) => /^max-age=0$/i.test(a)) || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
      if (gone) this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { name, value, path, attributes: attributes.join('; ') });
    }
  }

  /** The Cookie header for a request to `path`. */
  header(path: string): string {
    return [...this.#cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : c.path + '/'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(name: string) {
    return [...this.#cookies.values()].find((c) => c.name === name);
  }
}

/** One request as a browser makes it: its cookies sent, the answer's cookies kept, redirects not followed. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = jar.header(new URL(url).pathname);
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** A URL on the portal's `/security-provider` path, sent where the portal's proxy would send it. */
export function viaPortal(url: string, providerOrigin: string): string {
  if (!url.startsWith(`${PORTAL}/security-provider/`)) throw new Error(`not a provider URL on the portal: ${url}`);
  return providerOrigin + url.slice(PORTAL.length);
}

/** The hidden fields of the CAS login form, and the form posted with a username and password. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[name!] = value!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return fields;
}

export async function submitLogin(jar: CookieJar, casOrigin: string, formHtml: string, username: string, password: string): Promise<Response> {
  return browse(jar, `${casOrigin}/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...formFields(formHtml), username, password }).toString(),
  });
}

/** The ticket in a Location header. */
export function ticketOf(response: Response): string {
  const ticket = new URL(response.headers.get('location') ?? '').searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket in ${response.headers.get('location')}`);
  return ticket;
}
