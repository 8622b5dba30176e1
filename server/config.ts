/**
 * Configuration, from environment variables only (README "Configuration"). Every problem is collected and
 * reported in one clear line of its own, so an operator fixes them all in one go.
 */
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { isLocaleCode, type LocaleCode } from '../shared/locales.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import { PROVIDER_SESSION_COOKIE } from '../shared/security-provider.ts';

export interface WebEntry {
  /** Friendly URL of the web in the content service, e.g. `/up`. */
  url: string;
  name: string;
  /** Host name that selects this web; without one, the web is reached by its URL prefix. */
  host?: string;
  /** Restricts the entry to one portal language. */
  locale?: LocaleCode;
}

export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  logLevel: string;
  /** Base URL of the content service; undefined means "start the embedded one". */
  cmsUrl?: string;
  cmsHeaders: Record<string, string>;
  cmsTimeoutMs: number;
  cmsCacheRetentionS: number;
  cmsCacheMaxBytes: number;
  /** Upper bound of the rendered-page cache (server/page-cache.ts) in bytes of compressed bodies; 0 turns it off. */
  pageCacheMaxBytes: number;
  /** Bearer token of the page cache's purge endpoint (server/page-cache-purge.ts); none: no endpoint. Never shown in messages. */
  pageCachePurgeToken?: string;
  embeddedCms: boolean;
  embeddedCmsPort: number;
  contentDir: string;
  webs: WebEntry[];
  /** Milliseconds a streamed page may take before it is aborted. */
  renderTimeoutMs: number;
  /** Which proxies' X-Forwarded-* headers count (Fastify's trustProxy): none unless configured. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Base URL of the security provider (its paths keep `/security-provider`); undefined means "start the stand-ins". */
  securityProviderUrl?: string;
  securityProviderTimeoutMs: number;
  /** The provider's cookies the portal forwards to its `user-info`, and no others. */
  securityProviderCookies: string[];
  embeddedAuth: boolean;
  /** CAS base URL (e.g. `https://cas.example/cas`) for the embedded provider; undefined means "start the embedded CAS". */
  casUrl?: string;
  embeddedProviderPort: number;
  embeddedCasPort: number;
  /** Path patterns (`*` matches any characters) that need a signed-in visitor. */
  authInclude: string[];
  /** Path patterns that never need one, even when included or flagged secured. */
  authExclude: string[];
  authLoginUrl: string;
  authLogoutUrl: string;
  authLandingUrl: string;
  /** Seconds after which the security context is refreshed from the provider. */
  sessionExpiryS: number;
  /** Keys of the encrypted session cookie: the first encrypts, all decrypt (rotation). Empty: a generated key in dataDir. */
  sessionKeys: Buffer[];
  /** Where state that must survive a restart is kept: a generated session key, the most frequent searches. */
  dataDir: string;
  /** The editors' search synonyms (server/search/synonyms.ts). */
  searchSynonymsFile: string;
  /** Searches of the public API one client address may make a minute. */
  searchRatePerMinute: number;
  /** Where the search index lives: in this process (MiniSearch), or in PostgreSQL shared by every process. */
  searchBackend: SearchBackend;
  /** `postgres://…` of the PostgreSQL search backend; needed with `searchBackend: 'postgres'`. Never shown in messages. */
  databaseUrl?: string;
  /** Base URL whose `/cms/documents/…` files the portal passes on; undefined means the content service's URL. */
  cmsDocumentsUrl?: string;
  /** Source images larger than this many bytes are refused. */
  imageMaxInputBytes: number;
  /** Source images with more pixels than this are refused before they are decoded (decompression bombs). */
  imageMaxInputPixels: number;
  /** Image transformations running at once; more wait in a bounded queue. */
  imageConcurrency: number;
  imageCacheMaxBytes: number;
  /** Directory keeping transformed images across restarts; undefined keeps them in memory only. */
  imageCacheDir?: string;
  /** Time allowed for fetching one source image. */
  imageTimeoutMs: number;
  /** Port of a listener of its own for `/metrics`; undefined serves it on the main port (with a token) or not at all. */
  metricsPort?: number;
  metricsHost: string;
  /** Bearer token `/metrics` asks for; never shown in messages. */
  metricsToken?: string;
  /** Limits past which new page renders are refused with 503 (server/load-shedding.ts); 0 turns one off. */
  loadShedding: LoadSheddingLimits;
}

export interface LoadSheddingLimits {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
}

/** Heap used past this share of V8's heap limit means the collector is about to thrash: shed before it does. */
const DEFAULT_HEAP_SHARE = 0.9;
/** Long enough that a bare token cannot be guessed; a token is never shown, so only its length is checked. */
const MIN_TOKEN_CHARS = 16;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export const CMS_URL_MISSING = 'Headless CMS url is not configured.';
export const DATABASE_URL_MISSING = 'SEARCH_BACKEND=postgres needs DATABASE_URL (postgres://user:password@host:5432/database).';
export const SEARCH_BACKENDS = ['embedded', 'postgres'] as const;
export type SearchBackend = (typeof SEARCH_BACKENDS)[number];
export const PROVIDER_URL_MISSING = 'Security provider url is not configured.';
/** @fastify/secure-session's key size (libsodium's crypto_secretbox_KEYBYTES). */
export const SESSION_KEY_BYTES = 32;

type Env = Record<string, string | undefined>;
const MB = 1024 * 1024;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
      return fallback;
    }
    return Number(raw);
  };

  const url = (name: string, fallback?: string): string | undefined => {
    const raw = env[name] || fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
      // Credentials in a URL end up in error messages and logs; a query or fragment would break paths.
      if (parsed.username || parsed.password || parsed.search || parsed.hash) {
        problems.push(`${name} must be a plain http(s) base URL without credentials, query or fragment.`);
        return fallback;
      }
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an absolute http(s) URL, got "${raw}".`);
      return fallback;
    }
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}".`);
    return fallback;
  };

  const json = (name: string, secret = false): unknown => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      problems.push(secret ? `${name} must be JSON (its value is not shown: it may hold secrets).` : `${name} must be JSON, got "${raw}".`);
      return undefined;
    }
  };

  const port = int('PORT', 3000, 0, 65535);
  const cmsUrl = url('HEADLESS_CMS_URL');
  const embeddedCms = bool('EMBEDDED_CMS', true);
  if (!cmsUrl && !embeddedCms) problems.push(CMS_URL_MISSING);

  const headers = json('HEADLESS_CMS_HEADERS', true) ?? {};
  const cmsHeaders: Record<string, string> = {};
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    problems.push('HEADLESS_CMS_HEADERS must be a JSON object of header names and string values.');
  } else {
    for (const [name, value] of Object.entries(headers)) {
      if (typeof value !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
        problems.push(`HEADLESS_CMS_HEADERS entry "${name}" must be a valid header name with a string value.`);
      } else cmsHeaders[name] = value;
    }
  }

  const list = (name: string, fallback: string[], valid: RegExp, what: string): string[] => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
    for (const item of items) if (!valid.test(item)) problems.push(`${name} entry "${item}" must be ${what}.`);
    return items.filter((item) => valid.test(item));
  };

  const portalPath = (name: string, fallback: string): string => {
    const raw = env[name] || fallback;
    if (safeReturnPath(raw) === raw) return raw;
    problems.push(`${name} must be a path of this portal such as "${fallback}", got "${raw}".`);
    return fallback;
  };

  const securityProviderUrl = url('SECURITY_PROVIDER_URL');
  const embeddedAuth = bool('EMBEDDED_AUTH', true);
  if (!securityProviderUrl && !embeddedAuth) problems.push(PROVIDER_URL_MISSING);
  const pathPattern = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

  const searchBackend = (env.SEARCH_BACKEND || 'embedded') as SearchBackend;
  if (!SEARCH_BACKENDS.includes(searchBackend)) problems.push(`SEARCH_BACKEND must be one of ${SEARCH_BACKENDS.join(', ')}, got "${env.SEARCH_BACKEND}".`);
  const databaseUrl = databaseUrlOf(env.DATABASE_URL, problems);
  if (searchBackend === 'postgres' && !databaseUrl && !env.DATABASE_URL) problems.push(DATABASE_URL_MISSING);

  const webs = parseWebs(json('WEBS'), problems);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}".`);
  }

  const config: Config = {
    host: env.HOST || '127.0.0.1',
    port,
    publicUrl: url('PUBLIC_URL', `http://localhost:${port}`)!,
    logLevel,
    cmsUrl,
    cmsHeaders,
    cmsTimeoutMs: int('CMS_TIMEOUT_MS', 3000, 100, 60_000),
    cmsCacheRetentionS: int('CMS_CACHE_RETENTION_S', 60, 1, 86_400),
    cmsCacheMaxBytes: int('CMS_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
    pageCacheMaxBytes: int('PAGE_CACHE_MAX_MB', 32, 0, 4096) * 1024 * 1024,
    embeddedCms,
    embeddedCmsPort: int('EMBEDDED_CMS_PORT', 3100, 0, 65535),
    contentDir: path.resolve(env.CONTENT_DIR || 'content'),
    webs,
    renderTimeoutMs: int('RENDER_TIMEOUT_MS', 10_000, 100, 120_000),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    securityProviderUrl,
    securityProviderTimeoutMs: int('SECURITY_PROVIDER_TIMEOUT_MS', 2000, 100, 60_000),
    securityProviderCookies: list('SECURITY_PROVIDER_COOKIES', [PROVIDER_SESSION_COOKIE], /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'a cookie name'),
    embeddedAuth,
    casUrl: url('CAS_URL'),
    embeddedProviderPort: int('EMBEDDED_PROVIDER_PORT', 3101, 0, 65535),
    embeddedCasPort: int('EMBEDDED_CAS_PORT', 3102, 0, 65535),
    authInclude: list('AUTH_INCLUDE', [], pathPattern, 'a path pattern starting with / (* matches any characters)'),
    authExclude: list('AUTH_EXCLUDE', [], pathPattern, 'a path pattern starting with / (* matches any characters)'),
    authLoginUrl: portalPath('AUTH_LOGIN_URL', '/auth/login'),
    authLogoutUrl: portalPath('AUTH_LOGOUT_URL', '/'),
    authLandingUrl: portalPath('AUTH_LANDING_URL', '/'),
    sessionExpiryS: int('SESSION_EXPIRY_S', 300, 1, 86_400),
    sessionKeys: sessionKeysOf(env.SESSION_KEYS, problems),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    searchSynonymsFile: path.resolve(env.SEARCH_SYNONYMS_FILE || path.join(env.CONTENT_DIR || 'content', 'up', 'synonyms.json')),
    searchRatePerMinute: int('SEARCH_RATE_PER_MINUTE', 60, 1, 1_000_000),
    searchBackend,
    databaseUrl,
    cmsDocumentsUrl: url('CMS_DOCUMENTS_URL'),
    imageMaxInputBytes: int('IMAGE_MAX_INPUT_BYTES', 16 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    imageMaxInputPixels: int('IMAGE_MAX_INPUT_PIXELS', 25_000_000, 1, 268_402_689),
    imageConcurrency: int('IMAGE_CONCURRENCY', 2, 1, 64),
    imageCacheMaxBytes: int('IMAGE_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
    imageCacheDir: env.IMAGE_CACHE_DIR ? path.resolve(env.IMAGE_CACHE_DIR) : undefined,
    imageTimeoutMs: int('IMAGE_TIMEOUT_MS', 10_000, 100, 120_000),
    metricsPort: env.METRICS_PORT ? int('METRICS_PORT', 0, 0, 65535) : undefined,
    metricsHost: metricsHostOf(env.METRICS_HOST, problems),
    metricsToken: tokenOf('METRICS_TOKEN', env.METRICS_TOKEN, problems),
    pageCachePurgeToken: tokenOf('PAGE_CACHE_PURGE_TOKEN', env.PAGE_CACHE_PURGE_TOKEN, problems),
    loadShedding: {
      maxEventLoopDelayMs: int('SHED_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
      maxHeapUsedBytes: int('SHED_MAX_HEAP_USED_MB', Math.floor((getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE) / MB), 0, 1_048_576) * MB,
      maxRssBytes: int('SHED_MAX_RSS_MB', 0, 0, 1_048_576) * MB,
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** An address or host name to bind to: loopback unless said otherwise, so the metrics stay private. */
function metricsHostOf(raw: string | undefined, problems: string[]): string {
  if (!raw) return '127.0.0.1';
  if (/^[A-Za-z0-9.:-]+$/.test(raw)) return raw;
  problems.push(`METRICS_HOST must be an address or host name to listen on, such as 127.0.0.1, got "${raw}".`);
  return '127.0.0.1';
}

/** A bearer token (`METRICS_TOKEN`, `PAGE_CACHE_PURGE_TOKEN`): long enough not to be guessed, never shown. */
function tokenOf(name: string, raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  if (raw.length >= MIN_TOKEN_CHARS && /^[\x21-\x7e]+$/.test(raw)) return raw;
  problems.push(`${name} must be at least ${MIN_TOKEN_CHARS} visible ASCII characters without spaces, e.g. from "openssl rand -hex 32" (its value is not shown).`);
  return undefined;
}

/** `true`, a hop count, or addresses and CIDR ranges separated by commas; unset trusts no proxy. */
function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (!/^\d+$/.test(raw)) return raw;
  const hops = Number(raw);
  return (_address, hop) => hop < hops;
}

/** A `postgres://` or `postgresql://` URL; it may hold a password, so a message never shows it. */
function databaseUrlOf(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol === 'postgres:' || protocol === 'postgresql:') return raw;
  problems.push('DATABASE_URL must be a postgres://user:password@host:port/database URL (its value is not shown: it may hold a password).');
  return undefined;
}

/** Base64 keys separated by commas, each of SESSION_KEY_BYTES bytes. Messages never show a key. */
function sessionKeysOf(raw: string | undefined, problems: string[]): Buffer[] {
  const items = (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const keys = items.map((item) => Buffer.from(item, 'base64'));
  items.forEach((item, index) => {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(item) || keys[index]!.length !== SESSION_KEY_BYTES) {
      problems.push(`SESSION_KEYS entry ${index + 1} must be ${SESSION_KEY_BYTES} bytes in base64, e.g. from "openssl rand -base64 32" (keys are not shown).`);
    }
  });
  return keys.filter((key) => key.length === SESSION_KEY_BYTES);
}

const DEFAULT_WEBS: WebEntry[] = [{ url: '/up', name: 'Úřad práce ČR' }];

function parseWebs(value: unknown, problems: string[]): WebEntry[] {
  if (value === undefined) return DEFAULT_WEBS;
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('WEBS must be a non-empty JSON array of { "url", "name", "host"?, "locale"? }; the first is the default web.');
    return DEFAULT_WEBS;
  }
  return value.flatMap((entry: unknown, index): WebEntry[] => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const where = `WEBS[${index}]`;
    const before = problems.length;
    if (typeof e.url !== 'string' || !/^\/[a-z0-9-]+$/.test(e.url)) problems.push(`${where}.url must be a friendly URL like "/up".`);
    if (typeof e.name !== 'string' || !e.name) problems.push(`${where}.name must be a non-empty string.`);
    if (e.host !== undefined && (typeof e.host !== 'string' || !/^[a-z0-9.-]+$/i.test(e.host))) problems.push(`${where}.host must be a host name.`);
    if (e.locale !== undefined && !isLocaleCode(e.locale)) problems.push(`${where}.locale must be one of cs, en, ru, ua.`);
    if (problems.length > before) return [];
    return [{ url: e.url as string, name: e.name as string, host: (e.host as string | undefined)?.toLowerCase(), locale: e.locale as LocaleCode | undefined }];
  });
}
