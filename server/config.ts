/**
 * Configuration, from environment variables only, declared once (README "Configuration"): `variables` gives each
 * one its check, its default (as the text one would set), its description and, for a `setting`, the name `Config`
 * holds its value under; README's table, the entry's `--help` (server/config-docs.ts) and the `Config` type are made
 * from it. A new variable is one entry there (plus a line of `derived` when its value is worked out). Every problem is collected and reported on a line of
 * its own, so an operator fixes them all in one go. The checks of a variable's text are in server/config-values.ts.
 */
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import type { LocaleCode } from '../shared/locales.ts';
import { PROVIDER_SESSION_COOKIE } from '../shared/security-provider.ts';
import {
  baseUrl,
  bearerToken,
  cmsHeaders,
  flag,
  HTTP_TOKEN,
  json,
  listenHost,
  listOf,
  oneOf,
  portalPath,
  postgresUrl,
  sessionKeys,
  trustProxy,
  webs,
  wholeNumber,
} from './config-values.ts';

export interface WebEntry {
  /** Friendly URL of the web in the content service, e.g. `/up`. */
  url: string;
  name: string;
  /** Host name that selects this web; without one, the web is reached by its URL prefix. */
  host?: string;
  /** Restricts the entry to one portal language. */
  locale?: LocaleCode;
}

export interface LoadSheddingLimits {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
}

/** Heap used past this share of V8's heap limit means the collector is about to thrash: shed before it does. */
const DEFAULT_HEAP_SHARE = 0.9;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export const CMS_URL_MISSING = 'Headless CMS url is not configured.';
export const DATABASE_URL_MISSING = 'SEARCH_BACKEND=postgres needs DATABASE_URL (postgres://user:password@host:5432/database).';
export const SEARCH_BACKENDS = ['embedded', 'postgres'] as const;
export type SearchBackend = (typeof SEARCH_BACKENDS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export const PROVIDER_URL_MISSING = 'Security provider url is not configured.';

type Env = Record<string, string | undefined>;
const MB = 1024 * 1024;

/**
 * What README and `--help` say of a variable: its description, and its default where no text of it would do; and the
 * name `Config` gives its value, where it holds it as parsed.
 */
export interface VariableMeta {
  description: string;
  shownDefault?: string;
  configName?: string;
}

const PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A variable `Config` holds no value of as parsed: read by a command of its own, or worked out in `derived`. */
const described = <T extends z.ZodType>(schema: T, description: string, shownDefault?: string): T => schema.meta({ description, shownDefault } satisfies VariableMeta);

/** The type-level mark of a variable's name in `Config` (no such property exists at run time). */
declare const configName: unique symbol;

/** A variable whose value `Config` holds under `name`, as parsed: its one declaration. */
const setting = <const Name extends string, T extends z.ZodType>(name: Name, schema: T, description: string, shownDefault?: string) =>
  schema.meta({ description, shownDefault, configName: name } satisfies VariableMeta) as T & { readonly [configName]: Name };

/** The portal's environment variables, in the order README lists them. A default is the text one would set. */
export const variables = z.object({
  PORT: setting('port', wholeNumber(0, 65535).prefault('3000'), 'Port the portal listens on.'),
  HOST: setting('host', z.string().prefault('127.0.0.1'), 'Address the portal binds to (`0.0.0.0` behind a proxy).'),
  PUBLIC_URL: described(baseUrl().optional(), 'Public origin, for canonical URLs, hreflang and Open Graph. Where it is a loopback address, requests to another loopback name of the same port are redirected to it (sign-in cookies belong to one name).', '`http://localhost:$PORT`'),
  DEMO: setting('demo', 
    flag().prefault('false'),
    '`true` starts the demo: the embedded content service on the sample content (`CONTENT_DIR`) when `HEADLESS_CMS_URL` is unset, the sign-in stand-ins with the demo users (anyone may sign in as `demo`) when `SECURITY_PROVIDER_URL` is unset, and a variable that looks like one of these but is not is only warned about. `npm start` sets it; never set it in production.',
  ),
  DEV_PREVIEWS: described(
    flag().optional(),
    '`true` serves the `/dev` previews (every template and component with its examples, docs/product.md §2) for the ministry\'s designers and testers; `false`, they are unknown pages (404). A production portal leaves it unset unless a testing instance asks for them.',
    '`DEMO`',
  ),
  HEADLESS_CMS_URL: setting('cmsUrl', baseUrl().optional(), 'Base URL of the content service. Required (start-up fails with "Headless CMS url is not configured.") unless `DEMO` starts the embedded one.'),
  HEADLESS_CMS_HEADERS: setting('cmsHeaders', json(cmsHeaders, 'secret').prefault('{}'), 'Extra headers for every CMS call, as a JSON object (e.g. an API key). Never shown in messages.'),
  CMS_TIMEOUT_MS: setting('cmsTimeoutMs', wholeNumber(100, 60_000).prefault('3000'), 'Timeout of one CMS call.'),
  CMS_CACHE_RETENTION_S: setting('cmsCacheRetentionS', wholeNumber(1, 86_400).prefault('60'), 'How long a CMS answer counts as fresh (also the CDN `s-maxage`).'),
  CMS_CACHE_MAX_MB: described(
    wholeNumber(1, 4096).prefault('16'),
    'Upper bound of the CMS cache in bytes of heap: each answer and remembered 404 is counted as the heap it takes (its key, its parsed JSON at three bytes a character, and a fixed part for its objects; measured by `npm run bench:memory`), 5 % of it for 404s. A term of its own in the memory rule (docs/operations.md "Memory"): raise the process\'s memory by as much as you add to it.',
  ),
  PAGE_CACHE_PURGE_TOKEN: setting('pageCachePurgeToken', 
    bearerToken().optional(),
    'Bearer token of `POST /api/page-cache/purge`, which the CMS calls when it publishes ("Caching"), at least 16 characters (`openssl rand -hex 32`). Unset: no such endpoint. Never shown in messages.',
  ),
  PAGE_CACHE_MAX_MB: described(wholeNumber(0, 4096).prefault('32'), 'Upper bound of the rendered-page cache for anonymous visitors (its gzip and br bodies, keys and bookkeeping); `0` turns it off.'),
  EMBEDDED_CMS_PORT: setting('embeddedCmsPort', wholeNumber(0, 65535).prefault('3100'), 'Port of the embedded content service of the demo (loopback only).'),
  CONTENT_DIR: described(z.string().prefault('content'), 'Files the embedded content service serves (the demo, `npm run content-service`).'),
  CMS_DOCUMENTS_URL: setting('cmsDocumentsUrl', 
    baseUrl().optional(),
    'Host whose `/cms/documents/…` files (forms, images) the portal passes on at `/cms/documents/…` and resizes at `/_ipx/…`; nothing else of it is reachable.',
    "the content service's URL",
  ),
  IMAGE_MAX_INPUT_BYTES: setting('imageMaxInputBytes', wholeNumber(1024, 1024 * MB).prefault(String(16 * MB)), 'Source images larger than this (bytes) are refused with 413.'),
  IMAGE_MAX_INPUT_PIXELS: setting('imageMaxInputPixels', wholeNumber(1, 268_402_689).prefault('25000000'), 'Source images with more pixels are refused with 413 before they are decoded (decompression bombs).'),
  IMAGE_CONCURRENCY: setting('imageConcurrency', wholeNumber(1, 64).prefault('2'), 'Image transformations at once; up to 16 times as many wait, further ones get 503 with `Retry-After`.'),
  IMAGE_CACHE_MAX_MB: described(wholeNumber(1, 4096).prefault('64'), 'Upper bound of the in-memory cache of transformed images, in bytes of images.'),
  IMAGE_CACHE_DIR: described(z.string().optional(), 'Directory keeping transformed images across restarts (created if missing). Unset: memory only.'),
  IMAGE_TIMEOUT_MS: setting('imageTimeoutMs', wholeNumber(100, 120_000).prefault('10000'), 'Time allowed to fetch one source image; beyond it the answer is 504.'),
  WEBS: described(
    json(webs, 'shown').prefault(JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }])),
    'Web entries as JSON: `url` (friendly URL of the web), `name`, optional `host` and `locale`. The first is the default web; the others are reached by their `host` or by their URL prefix.',
  ),
  EARLY_HINTS: setting('earlyHints', 
    flag().prefault('false'),
    '`true` sends `103 Early Hints` naming the stylesheet and fonts before a page a browser navigates to is rendered. Only where every proxy in front passes a 103 on (docs/operations.md "Early hints"): Debian\'s nginx before 1.29 does not, and turns it into a broken answer. The final answer\'s `Link` header names them either way.',
  ),
  RENDER_TIMEOUT_MS: setting('renderTimeoutMs', wholeNumber(100, 120_000).prefault('10000'), 'A streamed page still unfinished after this is aborted.'),
  RENDER_CONCURRENCY: setting('renderConcurrency', 
    wholeNumber(1, 1024).prefault('16'),
    'Renders (pages, page data, sitemap, feeds, calendars) under way at once in a process; more wait their turn (`server/render-gate.ts`).',
  ),
  RENDER_QUEUE_TIMEOUT_MS: setting('renderQueueTimeoutMs', wholeNumber(0, 60_000).prefault('1000'), 'A render that waited this long for its turn is refused with 503 and `Retry-After`.'),
  TRUST_PROXY: described(
    trustProxy().optional(),
    'Proxies whose `X-Forwarded-*` headers count: `true`, a hop count, or addresses/CIDRs separated by commas. Unset, the portal trusts none (a client could otherwise choose the web by `X-Forwarded-Host`).',
  ),
  SECURITY_PROVIDER_URL: setting('securityProviderUrl', 
    baseUrl().optional(),
    'Base URL of the security provider; its paths keep the `/security-provider` prefix (`shared/security-provider.ts`). Required (start-up fails with "Security provider url is not configured.") unless `DEMO` starts the stand-ins.',
  ),
  SECURITY_PROVIDER_TIMEOUT_MS: setting('securityProviderTimeoutMs', wholeNumber(100, 60_000).prefault('2000'), "Timeout of one call to the provider's `rest/user-info`."),
  SECURITY_PROVIDER_COOKIES: setting('securityProviderCookies', 
    listOf(HTTP_TOKEN, 'a cookie name').prefault(PROVIDER_SESSION_COOKIE),
    "Names of the provider's cookies, comma-separated, forwarded to its `user-info`; no other cookie of the visitor leaves the portal.",
  ),
  CAS_URL: setting('casUrl', baseUrl().optional(), 'CAS base URL (e.g. `https://cas.example/cas`) for the embedded provider of the demo; unset, the embedded CAS server starts. Unused with `SECURITY_PROVIDER_URL`.'),
  EMBEDDED_PROVIDER_PORT: setting('embeddedProviderPort', 
    wholeNumber(0, 65535).prefault('3101'),
    "Port of the demo's embedded security provider (loopback only; browsers reach it through the portal's `/security-provider`).",
  ),
  EMBEDDED_CAS_PORT: setting('embeddedCasPort', wholeNumber(0, 65535).prefault('3102'), "Port of the demo's embedded CAS server (loopback only; the browser signs in there)."),
  AUTH_INCLUDE: described(
    listOf(PATH_PATTERN, 'a path pattern starting with / (* matches any characters)').optional(),
    'Paths that need a signed-in visitor: patterns separated by commas, `*` matching any characters (`/klientska-zona/*`). Content flagged secured needs one too.',
  ),
  AUTH_EXCLUDE: described(listOf(PATH_PATTERN, 'a path pattern starting with / (* matches any characters)').optional(), 'Paths that never need one, in the same form, even when included or flagged secured.'),
  AUTH_LOGIN_URL: setting('authLoginUrl', portalPath('/auth/login').prefault('/auth/login'), 'Where an anonymous visit to a protected path is sent.'),
  AUTH_LOGOUT_URL: setting('authLogoutUrl', portalPath('/').prefault('/'), 'Where a visitor lands after signing out.'),
  AUTH_LANDING_URL: setting('authLandingUrl', portalPath('/').prefault('/'), 'Where a visitor lands after signing in when no return path was stored.'),
  SESSION_EXPIRY_S: setting('sessionExpiryS', wholeNumber(1, 86_400).prefault('300'), 'The signed-in user is refreshed from the provider once this many seconds have passed since the last refresh.'),
  SESSION_KEYS: described(
    sessionKeys().optional(),
    'Keys of the encrypted session cookie, comma-separated, each 32 bytes in base64 (`openssl rand -base64 32`). The first encrypts, all decrypt: rotate by putting a new key first, drop the old one a session lifetime later. Unset: one key generated once into `DATA_DIR/session-key` (mode 0600); processes that share sessions need the same keys. Never shown in messages.',
  ),
  DATA_DIR: described(
    z.string().prefault('data'),
    'Where the portal keeps what it generates: the session key when none is configured (only read once it is there, so a read-only or full directory that holds it does not stop the start; one that lacks it and cannot take it stops it with one line), the answers to "Is this page useful?" without `DATABASE_URL` (`feedback.jsonl`, append-only; `npm run feedback:export` writes them as CSV).',
  ),
  LOG_LEVEL: setting('logLevel', oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).prefault('info'), 'pino level.'),
  LOG_FORMAT: setting('logFormat', 
    oneOf(LOG_FORMATS).prefault('json'),
    "`json`: JSON lines, written in batches of 4 KB or every second, and at exit (`server/logging.ts`). `pretty`: pino-pretty's lines for a person, where that development dependency is installed (else JSON lines and a warning); `npm start` asks for it.",
  ),
  CONTENT_SERVICE_PORT: described(wholeNumber(0, 65535).prefault('3100'), 'Port of `npm run content-service`.'),
  SEARCH_RATE_PER_MINUTE: setting('searchRatePerMinute', wholeNumber(1, 1_000_000).prefault('60'), 'Searches of `/api/search` (and counts of `/api/search/seen`) one client address may make a minute; past it, 429 with `Retry-After`. With `DATABASE_URL`, counted by every process together in PostgreSQL.'),
  SEARCH_SYNONYMS_FILE: described(
    z.string().optional(),
    "A file of search synonyms (format in `server/search/synonyms.ts`) read once at start in place of the editors' thesaurus, the content service's item `search-thesaurus-{web}` of the default web, which is read through the CMS cache and changes without a deploy (docs/search.md \"The thesaurus\"). A missing file stops the start.",
    '(none: the thesaurus item)',
  ),
  SEARCH_BACKEND: described(
    oneOf(SEARCH_BACKENDS).optional(),
    'Where the search index lives: `embedded` (MiniSearch in each portal process) or `postgres` (PostgreSQL full-text search shared by every process; "PostgreSQL backend" below).',
    '`postgres` with `DATABASE_URL`, else `embedded`',
  ),
  DATABASE_URL: setting('databaseUrl', 
    postgresUrl().optional(),
    '`postgres://user:password@host:5432/database` of the state every process shares: the search index (with `SEARCH_BACKEND=postgres`, the default then), the most frequent searches, the search rate limit, ended sessions, the feedback answers; its schema made by `npm run db:migrate`. `SEARCH_BACKEND=postgres` without it is a start-up error. Unset: ended sessions are known to this process only. Never shown in messages.',
  ),
  MIGRATION_DATABASE_URL: described(postgresUrl().optional(), '`npm run db:migrate`: a role allowed to create, where the portal\'s own (`DATABASE_URL`) is not. Never shown in messages.', '`DATABASE_URL`'),
  PORTAL_RUNTIME_ROLE: described(z.string().optional(), '`npm run db:migrate`: the role the portal runs as, granted the use of what the migrations made and nothing more.'),
  METRICS_PORT: setting('metricsPort', wholeNumber(0, 65535).optional(), 'Serves `/metrics` (Prometheus) on a listener of its own at this port, and not on the main port ("Metrics and load shedding").'),
  METRICS_HOST: setting('metricsHost', listenHost().prefault('127.0.0.1'), "Address that listener binds to; keep it private (loopback, or the scrapers' network only)."),
  METRICS_TOKEN: setting('metricsToken', 
    bearerToken().optional(),
    'Bearer token `/metrics` asks for (`Authorization: Bearer …`), at least 16 characters (`openssl rand -hex 32`); without `METRICS_PORT` it serves `/metrics` on the main port. With neither variable there is no `/metrics` and nothing is collected. Never shown in messages.',
  ),
  SHED_MAX_EVENT_LOOP_DELAY_MS: described(
    wholeNumber(0, 60_000).prefault('1000'),
    'Past this mean event-loop delay (sampled each second), new page renders get 503 (load shedding); `0` turns the check off. High enough that a process rendering flat out (a benchmark of misses) is not shed; lower it where latency matters more than throughput.',
  ),
  SHED_MAX_HEAP_USED_MB: described(
    wholeNumber(0, 1_048_576).optional(),
    "Past this much heap in use, likewise; `0` turns it off. V8's limit follows the memory Node may use (the machine's, or the unit's `MemoryMax` where lower: some 4 GB on a 24 GB machine without one), far above what a process needs: there `SHED_MAX_RSS_MB` is the limit that counts.",
    "90 % of V8's heap limit",
  ),
  SHED_MAX_RSS_MB: described(wholeNumber(0, 1_048_576).prefault('0'), "Past this resident memory, likewise; set it below the container's memory limit. `0`: off."),
});

export type Variables = z.output<typeof variables>;
export type VariableName = keyof typeof variables.shape;

/** An empty variable counts as unset, as a shell's `NAME=` means. */
function setOnly(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** `NAME[0].url must be …`: the variable, where inside it, and what is wrong. */
function lineOf(issue: z.core.$ZodIssue): string {
  const [name, ...inside] = issue.path;
  return `${String(name)}${inside.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')} ${issue.message}`;
}

function parse<T extends z.ZodType>(schema: T, env: Env): { values?: z.output<T>; problems: string[] } {
  const parsed = schema.safeParse(setOnly(env));
  return parsed.success ? { values: parsed.data, problems: [] } : { problems: parsed.error.issues.map(lineOf) };
}

/** Some of the variables, for a command that needs only those (`npm run db:migrate`, `npm run feedback:export`). */
export function loadVariables<N extends VariableName>(names: N[], env: Env = process.env): Pick<Variables, N> {
  const mask: Partial<Record<VariableName, true>> = Object.fromEntries(names.map((name) => [name, true]));
  const { values, problems } = parse(variables.pick(mask), env);
  if (problems.length) throw new ConfigError(problems);
  return values as unknown as Pick<Variables, N>;
}

/**
 * Names in the environment that are not the portal's but look like one of them, with the one probably meant: a
 * typo within an edit or two (by the name's length; `HOME` is not `HOST`), or the name in another case.
 */
export function lookalikeVariables(env: Env): { name: string; meant: string }[] {
  const known = Object.keys(variables.shape);
  const tolerance = (name: string) => (name.length >= 9 ? 2 : name.length >= 4 ? 1 : 0);
  return Object.keys(setOnly(env)).flatMap((name) => {
    if (known.includes(name)) return [];
    const closest = known.map((candidate) => ({ candidate, edits: distance(name.toUpperCase(), candidate) })).sort((a, b) => a.edits - b.edits)[0]!;
    return closest.edits <= tolerance(closest.candidate) ? [{ name, meant: closest.candidate }] : [];
  });
}

export function lookalikeLine({ name, meant }: { name: string; meant: string }): string {
  return `${name} is not a variable of the portal: did you mean ${meant}?`;
}

/**
 * The portal's configuration. Outside the demo, the content service and the security provider must be named and
 * a variable that looks like one of the portal's but is not is a problem: a typo must never start a portal on
 * stand-ins or defaults. NODE_ENV decides none of it.
 */
export function loadConfig(env: Env = process.env): Config {
  const { values, problems } = parse(variables, env);
  const set = setOnly(env);
  const demo = variables.shape.DEMO.safeParse(set.DEMO ?? 'false').data === true;
  if (!demo) {
    if (!set.HEADLESS_CMS_URL) problems.push(`${CMS_URL_MISSING} Set HEADLESS_CMS_URL to the content service's base URL (DEMO=true serves the sample content instead).`);
    if (!set.SECURITY_PROVIDER_URL) problems.push(`${PROVIDER_URL_MISSING} Set SECURITY_PROVIDER_URL to the security provider's base URL (DEMO=true starts sign-in stand-ins instead).`);
    problems.push(...lookalikeVariables(env).map(lookalikeLine));
  }
  // A DATABASE_URL that is set but wrong is one problem, reported above, not also a missing one.
  if (set.SEARCH_BACKEND === 'postgres' && !set.DATABASE_URL) problems.push(DATABASE_URL_MISSING);
  if (problems.length || !values) throw new ConfigError(problems);
  return configOf(values);
}

/** The values worked out from the variables rather than held as parsed: defaults from others, units, paths, groups. */
function derived(v: Variables) {
  return {
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    devPreviews: v.DEV_PREVIEWS ?? v.DEMO,
    cmsCacheMaxBytes: v.CMS_CACHE_MAX_MB * MB,
    pageCacheMaxBytes: v.PAGE_CACHE_MAX_MB * MB,
    contentDir: path.resolve(v.CONTENT_DIR),
    webs: v.WEBS as WebEntry[],
    trustProxy: v.TRUST_PROXY ?? false,
    authInclude: v.AUTH_INCLUDE ?? [],
    authExclude: v.AUTH_EXCLUDE ?? [],
    sessionKeys: v.SESSION_KEYS ?? [],
    dataDir: path.resolve(v.DATA_DIR),
    searchSynonymsFile: v.SEARCH_SYNONYMS_FILE ? path.resolve(v.SEARCH_SYNONYMS_FILE) : undefined,
    // With the portal's database, the index is the one every process shares, unless asked otherwise.
    searchBackend: v.SEARCH_BACKEND ?? (v.DATABASE_URL ? 'postgres' : 'embedded'),
    imageCacheMaxBytes: v.IMAGE_CACHE_MAX_MB * MB,
    imageCacheDir: v.IMAGE_CACHE_DIR ? path.resolve(v.IMAGE_CACHE_DIR) : undefined,
    loadShedding: {
      maxEventLoopDelayMs: v.SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: (v.SHED_MAX_HEAP_USED_MB ?? Math.floor((getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE) / MB)) * MB,
      maxRssBytes: v.SHED_MAX_RSS_MB * MB,
    } satisfies LoadSheddingLimits,
  };
}

type Shape = typeof variables.shape;
type ConfigNameOf<V extends keyof Shape> = Shape[V] extends { readonly [configName]: infer Name extends string } ? Name : never;
/** A value that may be missing is an optional property. */
type OptionalWhereUndefined<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> } & {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};

/** The portal's configuration: each `setting` of `variables` by its name there, as parsed, and what `derived` works out. */
export type Config = OptionalWhereUndefined<{ [V in keyof Shape as ConfigNameOf<V>]: z.output<Shape[V]> } & ReturnType<typeof derived>>;

function configOf(v: Variables): Config {
  const settings = Object.entries(variables.shape).flatMap(([name, schema]: [string, z.ZodType]) => {
    const configName = (schema.meta() as VariableMeta).configName;
    return configName ? [[configName, v[name as VariableName]]] : [];
  });
  return { ...Object.fromEntries(settings), ...derived(v) } as Config;
}

/** A problem of the configuration, said in a line each. */
export function printConfigProblems(error: ConfigError): void {
  for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
}

export function configuredOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    printConfigProblems(error);
    process.exit(1);
  }
}
