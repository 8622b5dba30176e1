/**
 * The checks of the configuration's variables (server/config.ts declares them): each reads a variable's text and
 * reports what is wrong with it in words an operator acts on, never showing a value that may be a secret.
 */
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { isLocaleCode, LOCALE_CODES } from '../shared/locales.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';

/** Whether the peer `address`, `hop` proxies away, is a proxy whose X-Forwarded-* headers count. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Long enough that a bare token cannot be guessed; a token is never shown, so only its length is checked. */
const MIN_TOKEN_CHARS = 16;

/** @fastify/secure-session's key size (libsodium's crypto_secretbox_KEYBYTES). */
export const SESSION_KEY_BYTES = 32;

/** Reads a variable's text; `report` says what is wrong with it (the line's words after the name, and where inside). */
type Report = (message: string, ...where: (string | number)[]) => void;

function fromText<T>(read: (raw: string, report: Report) => T) {
  return z.string().transform((raw, ctx) => {
    let wrong = false;
    const value = read(raw, (message, ...where) => {
      wrong = true;
      ctx.issues.push({ code: 'custom', message, input: raw, path: where });
    });
    return wrong ? z.NEVER : value;
  });
}

export const wholeNumber = (min: number, max: number) =>
  fromText((raw, report) => {
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) report(`must be a whole number from ${min} to ${max}, got "${raw}".`);
    return Number(raw);
  });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}, got "${String(issue.input)}".` });

export const flag = () => z.stringbool({ error: (issue) => `must be true or false, got "${String(issue.input)}".` });

/** An http(s) base URL without its trailing slash. Credentials would end up in messages and logs; a query or fragment would break paths. */
export const baseUrl = () =>
  fromText((raw, report) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      // reported below
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) report(`must be an absolute http(s) URL, got "${raw}".`);
    else if (parsed.username || parsed.password || parsed.search || parsed.hash) report('must be a plain http(s) base URL without credentials, query or fragment.');
    return raw.replace(/\/+$/, '');
  });

/** A `postgres://` or `postgresql://` URL; it may hold a password, so a message never shows it. */
export const postgresUrl = () =>
  fromText((raw, report) => {
    let protocol = '';
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') report('must be a postgres://user:password@host:port/database URL (its value is not shown: it may hold a password).');
    return raw;
  });

/** A path of this portal (a redirect target): what the browser would read as another site is refused. */
export const portalPath = (example: string) =>
  fromText((raw, report) => {
    if (safeReturnPath(raw) !== raw) report(`must be a path of this portal such as "${example}", got "${raw}".`);
    return raw;
  });

/** Items separated by commas, each matching `valid`. */
export const listOf = (valid: RegExp, what: string) =>
  fromText((raw, report) => {
    const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
    for (const item of items) if (!valid.test(item)) report(`entry "${item}" must be ${what}.`);
    return items;
  });

/** `true`, a hop count, or addresses and CIDR ranges separated by commas (compiled as Fastify would compile them). */
export const trustProxy = () =>
  fromText((raw, report): boolean | TrustProxy => {
    if (raw === '' || raw === 'false') return false;
    if (raw === 'true') return true;
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      return (_address, hop) => hop < hops;
    }
    try {
      return proxyAddr.compile(raw.split(',').map((address) => address.trim()));
    } catch (error) {
      report(`must be true, a hop count, or addresses and CIDR ranges separated by commas: ${(error as Error).message}.`);
      return false;
    }
  });

/** JSON, then `schema`; the text is shown in the message unless it may hold secrets. */
export function json<T extends z.ZodType>(schema: T, shown: 'shown' | 'secret') {
  return fromText((raw, report) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return report(shown === 'shown' ? `must be JSON, got "${raw}".` : 'must be JSON (its value is not shown: it may hold secrets).');
    }
  }).pipe(schema);
}

/** An HTTP token (RFC 9110 §5.6.2): a header or cookie name. */
export const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const cmsHeaders = z.unknown().transform((value, ctx) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.issues.push({ code: 'custom', message: 'must be a JSON object of header names and string values.', input: value });
    return z.NEVER;
  }
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) {
    if (typeof header === 'string' && HTTP_TOKEN.test(name)) headers[name] = header;
    else ctx.issues.push({ code: 'custom', message: `entry "${name}" must be a valid header name with a string value.`, input: value });
  }
  return headers;
});

export const webEntry = z.object({
  url: z.string({ error: 'must be a friendly URL like "/up".' }).regex(/^\/[a-z0-9-]+$/),
  name: z.string({ error: 'must be a non-empty string.' }).min(1),
  host: z.string({ error: 'must be a host name.' }).regex(/^[a-z0-9.-]+$/i).transform((host) => host.toLowerCase()).optional(),
  locale: z.string().refine(isLocaleCode, { error: `must be one of ${LOCALE_CODES.join(', ')}.` }).optional(),
});
export const webs = z.array(webEntry, { error: 'must be a non-empty JSON array of { "url", "name", "host"?, "locale"? }; the first is the default web.' }).min(1);

/** Base64 keys separated by commas, each of SESSION_KEY_BYTES bytes. Messages never show a key. */
export const sessionKeys = () =>
  fromText((raw, report) => {
    const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
    return items.map((item, index) => {
      const key = Buffer.from(item, 'base64');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(item) || key.length !== SESSION_KEY_BYTES) {
        report(`entry ${index + 1} must be ${SESSION_KEY_BYTES} bytes in base64, e.g. from "openssl rand -base64 32" (keys are not shown).`);
      }
      return key;
    });
  });

/** An address or host name to bind to. */
export const listenHost = () =>
  fromText((raw, report) => {
    if (!/^[A-Za-z0-9.:-]+$/.test(raw)) report(`must be an address or host name to listen on, such as 127.0.0.1, got "${raw}".`);
    return raw;
  });

/** A bearer token (`METRICS_TOKEN`, `PAGE_CACHE_PURGE_TOKEN`): long enough not to be guessed, never shown. */
export const bearerToken = () =>
  fromText((raw, report) => {
    if (raw.length < MIN_TOKEN_CHARS || !/^[\x21-\x7e]+$/.test(raw)) {
      report(`must be at least ${MIN_TOKEN_CHARS} visible ASCII characters without spaces, e.g. from "openssl rand -hex 32" (its value is not shown).`);
    }
    return raw;
  });
