/**
 * Overload (`npm run bench:overload`): ten times as many connections as the
 * portal renders at once (RENDER_CONCURRENCY, its default unless set), each asking for a page no cache holds (a list
 * with a query of its own each time, so every request is a render), while a few more connections ask for a page the
 * page cache holds. A portal that bounds its work answers every request within about its render queue's deadline
 * plus a render: the page, or the branded 503 with Retry-After; and never sheds a cache hit. Reported per group:
 * answers by status and by how the page cache gave them, the share of 503s, latency p50, p99 and max, and requests
 * that failed or took longer than the client's timeout.
 */
import { Agent, request } from 'node:http';
import { loadConfig } from '../server/config.ts';
import { HOST, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';
import { rawRequest } from './page-cache.ts';

/** A request still unanswered after this counts as failed (a visitor would have given up long before). */
const CLIENT_TIMEOUT_MS = 10_000;

export interface OverloadGroup {
  requests: number;
  statuses: Record<string, number>;
  cache: Record<string, number>;
  /** Errors and timeouts: no answer at all. */
  failures: number;
  shareOf503: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface OverloadOptions {
  /** Connections asking for renders: ten times the portal's render concurrency. */
  renderConnections: number;
  hitConnections: number;
  seconds: number;
  /** The page the page cache holds. */
  hitPath: string;
  /** A render each request: the n-th path. */
  missPath: (n: number) => string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/** One GET on a kept-alive connection of `agent`: its status, `x-page-cache` and latency; undefined if it failed. */
function timedGet(agent: Agent, url: string): Promise<{ status: number; cache?: string; ms: number } | undefined> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(url, { agent, timeout: CLIENT_TIMEOUT_MS, headers: { 'user-agent': 'Mozilla/5.0 bench', 'accept-encoding': 'br' } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, cache: incoming.headers['x-page-cache'] as string | undefined, ms: performance.now() - started }));
      incoming.on('error', () => resolve(undefined));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(undefined));
    outgoing.end();
  });
}

/** `connections` clients, each asking for its next path as soon as it has its answer, for `seconds`. */
async function closedLoop(base: string, connections: number, seconds: number, nextPath: () => string): Promise<OverloadGroup> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const group: OverloadGroup = { requests: 0, statuses: {}, cache: {}, failures: 0, shareOf503: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const answer = await timedGet(agent, base + nextPath());
      group.requests++;
      if (!answer) {
        group.failures++;
        continue;
      }
      latencies.push(answer.ms);
      group.statuses[answer.status] = (group.statuses[answer.status] ?? 0) + 1;
      const how = answer.cache ?? 'made';
      group.cache[how] = (group.cache[how] ?? 0) + 1;
    }
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ...group,
    shareOf503: (group.statuses[503] ?? 0) / Math.max(1, group.requests),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
}

/** The renders and the cache hits at once; the hit page is made a hit first. */
export async function overload(base: string, options: OverloadOptions): Promise<{ renders: OverloadGroup; hits: OverloadGroup }> {
  for (let i = 0; i < 100 && (await rawRequest(base + options.hitPath, { 'accept-encoding': 'br' })).cache !== 'hit'; i++) await new Promise((r) => setTimeout(r, 50));
  let n = 0;
  const [renders, hits] = await Promise.all([
    closedLoop(base, options.renderConnections, options.seconds, () => options.missPath(n++)),
    closedLoop(base, options.hitConnections, options.seconds, () => options.hitPath),
  ]);
  return { renders, hits };
}

/** The render concurrency a portal started with `env` has (its default unless set). */
export function renderConcurrencyOf(env: Record<string, string | undefined>): number {
  return loadConfig({ ...env, HEADLESS_CMS_URL: 'http://unused.invalid' }).renderConcurrency;
}

/** The scenario on the sample content against a portal started as in production, with the page cache. */
export const OVERLOAD_PAGES = {
  hitPath: '/prispevek-na-bydleni',
  // A list reads every parameter of its query, so each of these is a page of its own: a render.
  missPath: (n: number) => `/aktuality?utm_content=overload-${n}`,
};

export function printOverload(result: { renders: OverloadGroup; hits: OverloadGroup }, options: Pick<OverloadOptions, 'renderConnections' | 'hitConnections' | 'seconds'>): void {
  console.log(`\noverload: ${options.renderConnections} connections asking for renders (10 × RENDER_CONCURRENCY) and ${options.hitConnections} for a cached page, ${options.seconds} s`);
  for (const [name, group] of Object.entries(result)) {
    console.log(
      `  ${name.padEnd(8)} ${String(group.requests).padStart(7)} answers ${JSON.stringify(group.statuses)} ${JSON.stringify(group.cache)}, ` +
        `503: ${(group.shareOf503 * 100).toFixed(1)} %, p50 ${group.p50Ms} ms, p99 ${group.p99Ms} ms, max ${group.maxMs} ms, ${group.failures} failed or timed out`,
    );
  }
}

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 3900) + 40;
  const seconds = Number(process.env.BENCH_OVERLOAD_S ?? 20);
  const contentService = await startContentService(port + 5);
  const env = { HEADLESS_CMS_URL: `http://${HOST}:${port + 5}`, DEMO: 'true', PUBLIC_URL: `http://${HOST}:${port}`, SEARCH_RATE_PER_MINUTE: '1000000' };
  const portal = startPortal('.', port, env);
  try {
    await waitForHttp(`http://${HOST}:${port}/readyz`, portal);
    const concurrency = renderConcurrencyOf({ ...process.env, ...env });
    const options = { ...OVERLOAD_PAGES, renderConnections: 10 * concurrency, hitConnections: 16, seconds };
    printOverload(await overload(`http://${HOST}:${port}`, options), options);
  } finally {
    await stop(portal);
    await stop(contentService);
  }
}
