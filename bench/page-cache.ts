/**
 * The page cache at scale, for bench/run.ts: many distinct pages, made-up queries and paths, and a content service
 * that is down. Each step asks a portal that has the page cache on, a few requests at a time, and reports what it
 * answered and how (its `x-page-cache` header).
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../shared/consent.ts';
import { COLOUR_MODE_COOKIE } from '../shared/colour-mode.ts';

export interface RawAnswer {
  status: number;
  /** `hit`, `stale`, or undefined when the page was made for the request. */
  cache?: string;
  /** Names and values as sent (lower-case names). */
  headers: Record<string, string | string[] | undefined>;
  /** Names and values one after the other, as sent (their case and order kept). */
  rawHeaders: string[];
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would unpack br). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { 'user-agent': 'Mozilla/5.0 bench', ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, cache: incoming.headers['x-page-cache'] as string | undefined, headers: incoming.headers, rawHeaders: incoming.rawHeaders, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export interface PageRequest {
  path: string;
  cookie?: string;
}

/** The visitor states a public page's HTML varies by: consent not asked, refused, given; colour mode system, light, dark. */
const VISITOR_COOKIES = ['', `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s0m0.2026-11-01`, `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m1.2026-11-01`].flatMap((consent) =>
  ['', `${COLOUR_MODE_COOKIE}=light`, `${COLOUR_MODE_COOKIE}=dark`].map((mode) => [consent, mode].filter(Boolean).join('; ')),
);

/**
 * The portal's sitemap, asked until it answers 200 (for a minute at most): a loaded portal may shed the request
 * (503), and a list made without it would be 404s of a list past its end, not the distinct pages it claims.
 */
async function sitemapOf(base: string): Promise<string> {
  let status = 0;
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const answer = await fetch(`${base}/sitemap.xml`);
    if (answer.ok) return answer.text();
    status = answer.status;
    await answer.body?.cancel();
  }
  throw new Error(`${base}/sitemap.xml answered ${status} for a minute: no list of distinct pages`);
}

/**
 * `count` distinct pages: every page of the sitemap as HTML in each visitor state and as page data, then further
 * pages of a list (distinct queries it reads; past its last page they answer 404, kept by the cache like any page,
 * the same size as the empty 200 pages they were before 2026-11-23, so figures stay comparable).
 */
export async function distinctPages(base: string, buildId: string, count: number): Promise<PageRequest[]> {
  const sitemap = await sitemapOf(base);
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  const pages: PageRequest[] = [];
  for (const path of paths) {
    for (const cookie of VISITOR_COOKIES) pages.push({ path, cookie: cookie || undefined });
    pages.push({ path: `${path === '/' ? '' : path}/_payload.json?${buildId}` });
  }
  for (let page = 1; pages.length < count; page++) pages.push({ path: `/aktuality?page=${page}` });
  return pages.slice(0, count);
}

export interface Tally {
  requests: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Answers by how the page cache gave them: hit, stale, made. */
  cache: Record<string, number>;
  failures: number;
}

function count(tally: Tally, answer: RawAnswer): void {
  tally.requests++;
  tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
  const how = answer.cache ?? 'made';
  tally.cache[how] = (tally.cache[how] ?? 0) + 1;
}

const emptyTally = (): Tally => ({ requests: 0, statuses: {}, cache: {}, failures: 0 });

/** Asks for every page once, `concurrency` at a time, with brotli as a browser would. */
export async function askAll(base: string, pages: PageRequest[], concurrency: number): Promise<Tally> {
  const tally = emptyTally();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < pages.length; i = next++) {
      const { path, cookie } = pages[i]!;
      try {
        count(tally, await rawRequest(base + path, { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) }));
      } catch {
        tally.failures++;
      }
    }
  }));
  return tally;
}

/** Asks for the pages of each group in turn, `concurrency` at a time, for `seconds`; a tally per group. */
export async function loadFor(base: string, groups: Record<string, PageRequest[]>, seconds: number, concurrency: number): Promise<Record<string, Tally>> {
  const tallies = Object.fromEntries(Object.keys(groups).map((name) => [name, emptyTally()]));
  const names = Object.keys(groups);
  const end = Date.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      const name = names[turn % names.length]!;
      const pages = groups[name]!;
      const { path, cookie } = pages[Math.floor(turn++ / names.length) % pages.length]!;
      try {
        count(tallies[name]!, await rawRequest(base + path, { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) }));
      } catch {
        tallies[name]!.failures++;
      }
    }
  }));
  return tallies;
}

export interface Filled {
  distinctPages: Tally;
  afterDistinctPagesMb: number;
  junkQueries: Tally;
  afterJunkQueriesMb: number;
  junkPaths: Tally;
  afterJunkPathsMb: number;
}

/**
 * A portal filled as visitors and bots fill it: `pages` distinct pages (distinctPages), then `junk` made-up query
 * strings of one page and `junk` made-up paths; `memoryMb()` is read after each step.
 */
export async function fillWithPagesAndJunk(base: string, buildId: string, pages: number, junk: number, memoryMb: () => number): Promise<Filled> {
  const distinct = await askAll(base, await distinctPages(base, buildId, pages), 4);
  const afterDistinctPagesMb = memoryMb();
  const junkQueries = await askAll(base, Array.from({ length: junk }, (_, i) => ({ path: `/prispevek-na-bydleni?utm_${i}=${randomUUID()}` })), 8);
  const afterJunkQueriesMb = memoryMb();
  const junkPaths = await askAll(base, Array.from({ length: junk }, (_, i) => ({ path: `/nahodna-${i}-${randomUUID()}` })), 8);
  return { distinctPages: distinct, afterDistinctPagesMb, junkQueries, afterJunkQueriesMb, junkPaths, afterJunkPathsMb: memoryMb() };
}
