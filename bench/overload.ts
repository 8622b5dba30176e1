/**
 * Overload (`npm run bench:overload`), the bar of issue 44: the shipped nginx site (deploy/nginx-site.ts) in front of
 * two portal processes (deploy/cluster.ts, as `npm run cluster` runs them), 300 connections
 * (`BENCH_OVERLOAD_CONNECTIONS`), far more than the two processes render at once (RENDER_CONCURRENCY each), each
 * asking for a page no cache holds (a list with a query of its own each time, so every request is a render),
 * while a few more connections ask for a page the caches hold; those hits are measured alone first, for
 * comparison. First of all the client's own ceiling: the same connections asking nginx for an answer it gives
 * itself, without a portal. A portal that bounds its work answers every request within about its render queue's
 * deadline plus a render: the page, or the branded 503 with Retry-After; and never sheds a cache hit. The bar: no
 * timeout, every answer within 3 s (a 503 with Retry-After counts as an answer), the hits unaffected. Reported per
 * group: answers by status and by which cache gave them (nginx's `X-Cache-Status`, the portal's `X-Page-Cache`),
 * 503s with and without Retry-After, answers a second, latency p50, p99 and worst, answers over 3 s, timeouts and
 * errors; the load average before and after (the bar is for a quiet machine); and the bar's verdict.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { clusterPortSpan, startCluster } from '../deploy/cluster.ts';
import { rawRequest } from './page-cache.ts';

/** A request still unanswered after this counts as timed out (a visitor would have given up long before). */
const CLIENT_TIMEOUT_MS = 10_000;
/** Connections asking for renders, as in the issue that set the bar. */
export const OVERLOAD_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS || 300);
/** The bar: every answer within this. */
const ANSWER_WITHIN_MS = 3_000;

export interface OverloadGroup {
  requests: number;
  statuses: Record<string, number>;
  /** Answers by nginx's cache status and the portal's page cache (`nginx HIT, portal hit`). */
  cache: Record<string, number>;
  /** Errors and timeouts: no answer at all. */
  failures: number;
  timeouts: number;
  /** 503s that said when to try again (`Retry-After`). */
  retryAfter503: number;
  /** Answers that took longer than the bar's 3 s. */
  over3s: number;
  shareOf503: number;
  perSecond: number;
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
  /** The portal processes, whose CPU time during the overload is reported. */
  portalPids?: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

type Timed = { status: number; cache: string; retryAfter: boolean; ms: number } | { failed: 'timeout' | 'error' };

/** One GET on a kept-alive connection of `agent`: its status, which cache gave it, `Retry-After` and latency, or how it failed. */
function timedGet(agent: Agent, url: string): Promise<Timed> {
  const started = performance.now();
  let timedOut = false;
  return new Promise((resolve) => {
    const outgoing = request(url, { agent, timeout: CLIENT_TIMEOUT_MS, headers: { 'user-agent': 'Mozilla/5.0 bench', 'accept-encoding': 'br' } }, (incoming) => {
      incoming.resume();
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          // An answer of nginx's own has no request id of the portal's.
          cache: `nginx ${incoming.headers['x-cache-status'] || '-'}, portal ${incoming.headers['x-page-cache'] ?? (incoming.headers['x-request-id'] ? 'made' : '-')}`,
          retryAfter: incoming.headers['retry-after'] !== undefined, ms: performance.now() - started,
        }),
      );
      incoming.on('error', () => resolve({ failed: timedOut ? 'timeout' : 'error' }));
    });
    outgoing.on('timeout', () => {
      timedOut = true;
      outgoing.destroy();
    });
    outgoing.on('error', () => resolve({ failed: timedOut ? 'timeout' : 'error' }));
    outgoing.end();
  });
}

/** `connections` clients, each asking for its next path as soon as it has its answer, for `seconds`. */
async function closedLoop(base: string, connections: number, seconds: number, nextPath: () => string): Promise<OverloadGroup> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const group: OverloadGroup = { requests: 0, statuses: {}, cache: {}, failures: 0, timeouts: 0, retryAfter503: 0, over3s: 0, shareOf503: 0, perSecond: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const answer = await timedGet(agent, base + nextPath());
      group.requests++;
      if ('failed' in answer) {
        group.failures++;
        if (answer.failed === 'timeout') group.timeouts++;
        continue;
      }
      latencies.push(answer.ms);
      if (answer.status === 503 && answer.retryAfter) group.retryAfter503++;
      if (answer.ms > ANSWER_WITHIN_MS) group.over3s++;
      group.statuses[answer.status] = (group.statuses[answer.status] ?? 0) + 1;
      group.cache[answer.cache] = (group.cache[answer.cache] ?? 0) + 1;
    }
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ...group,
    shareOf503: (group.statuses[503] ?? 0) / Math.max(1, group.requests),
    perSecond: Math.round(group.requests / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
  };
}

/**
 * CPU seconds (user and system) a process has used, from /proc (Linux's clock ticks are 100 a second); NaN once it
 * has gone (the cluster started it again), so the sum says it is unknown rather than a wrong figure.
 */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** What the portal processes got of the machine during the overload: on a loaded machine, far from all its cores. */
export interface PortalCpu {
  seconds: number;
  wallSeconds: number;
  /** Their CPU seconds over the wall time of all cores. */
  shareOfCores: number;
}

export interface OverloadResult {
  /** The client's own ceiling: its connections asking nginx for an answer nginx gives itself. */
  clientCeiling: OverloadGroup;
  /** The cache hits alone, before the overload: what "unaffected" is measured against. */
  hitsAlone: OverloadGroup;
  renders: OverloadGroup;
  hits: OverloadGroup;
  portalCpu?: PortalCpu;
}

/**
 * The client's ceiling, then the cache hits alone for a while, then the renders and the cache hits at once; the hit
 * page is made a hit first.
 */
export async function overload(base: string, options: OverloadOptions): Promise<OverloadResult> {
  const clientCeiling = await closedLoop(base, options.renderConnections, Math.min(5, options.seconds), () => NGINX_OWN_ANSWER);
  for (let i = 0; i < 100 && (await rawRequest(base + options.hitPath, { 'accept-encoding': 'br' })).cache !== 'hit'; i++) await new Promise((r) => setTimeout(r, 50));
  const hitsAlone = await closedLoop(base, options.hitConnections, Math.min(5, options.seconds), () => options.hitPath);
  let n = 0;
  const cpuOf = () => (options.portalPids ?? []).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const [cpuBefore, started] = [cpuOf(), performance.now()];
  const [renders, hits] = await Promise.all([
    closedLoop(base, options.renderConnections, options.seconds, () => options.missPath(n++)),
    closedLoop(base, options.hitConnections, options.seconds, () => options.hitPath),
  ]);
  const seconds = cpuOf() - cpuBefore;
  const wallSeconds = (performance.now() - started) / 1000;
  const portalCpu = options.portalPids ? { seconds, wallSeconds, shareOfCores: seconds / (wallSeconds * availableParallelism()) } : undefined;
  return { clientCeiling, hitsAlone, renders, hits, portalCpu };
}

/** An answer nginx gives itself, reaching no portal (the metrics are never public: 404). */
const NGINX_OWN_ANSWER = '/metrics';

/** The scenario on the sample content against portals started as in production, with the page cache. */
export const OVERLOAD_PAGES = {
  hitPath: '/prispevek-na-bydleni',
  // A list reads every parameter of its query, so each of these is a page of its own: a render.
  missPath: (n: number) => `/aktuality?utm_content=overload-${n}`,
};

export function printOverload(result: OverloadResult, options: Pick<OverloadOptions, 'renderConnections' | 'hitConnections' | 'seconds'>): void {
  console.log(
    `\noverload through nginx and two portal processes: ${options.renderConnections} connections asking for renders and ${options.hitConnections} for a cached page, ` +
      `${options.seconds} s (the client's ceiling and the hits alone first)`,
  );
  console.log('| group | answers | a second | statuses | cache (nginx, portal) | 503 with Retry-After | p50 | p99 | worst | over 3 s | timeouts | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const names: Record<Exclude<keyof OverloadResult, 'portalCpu'>, string> = {
    clientCeiling: `client's ceiling (nginx's own ${NGINX_OWN_ANSWER} 404)`,
    hitsAlone: 'cache hits alone',
    renders: 'renders',
    hits: 'cache hits meanwhile',
  };
  for (const key of ['clientCeiling', 'hitsAlone', 'renders', 'hits'] as const) {
    const group = result[key];
    console.log(
      `| ${names[key]} | ${group.requests} | ${group.perSecond} | ${JSON.stringify(group.statuses)} | ${JSON.stringify(group.cache)} | ${group.retryAfter503} of ${group.statuses[503] ?? 0} | ` +
        `${group.p50Ms} ms | ${group.p99Ms} ms | ${group.maxMs} ms | ${group.over3s} | ${group.timeouts} | ${group.failures - group.timeouts} |`,
    );
  }
  const { renders, hits, hitsAlone } = result;
  const hitsShed = Object.entries(hits.statuses).reduce((sum, [status, count]) => sum + (status === '200' ? 0 : count), 0) + hits.failures;
  const verdicts = [
    [`no timeout (${renders.timeouts + hits.timeouts})`, renders.timeouts + hits.timeouts === 0],
    [`no error (${renders.failures - renders.timeouts + hits.failures - hits.timeouts})`, renders.failures - renders.timeouts + hits.failures - hits.timeouts === 0],
    [`every answer within 3 s (${renders.over3s + hits.over3s} over)`, renders.over3s + hits.over3s === 0],
    [`every 503 with Retry-After (${renders.retryAfter503} of ${renders.statuses[503] ?? 0})`, renders.retryAfter503 === (renders.statuses[503] ?? 0)],
    [`cache hits unaffected: all 200 (${hitsShed} not) and within 3 s (${hits.over3s} over), p99 ${hits.p99Ms} ms against ${hitsAlone.p99Ms} ms alone`, hitsShed === 0 && hits.over3s === 0],
  ] as const;
  for (const [what, held] of verdicts) console.log(`  ${held ? 'held' : 'MISSED'}: ${what}`);
  const cpu = result.portalCpu;
  if (cpu) {
    console.log(
      `the portal processes used ${cpu.seconds.toFixed(1)} CPU seconds in the ${cpu.wallSeconds.toFixed(1)} s of overload: ${(cpu.shareOfCores * 100).toFixed(0)} % of the ` +
        `${availableParallelism()} cores (overloaded on a quiet machine, they would use most of them)`,
    );
  }
}

/** The load average (1, 5, 15 min) as /proc/loadavg gives it, and the cores: the bar is for a quiet machine. */
export function loadAverage(): string {
  return `${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
}

/**
 * Two portal processes behind the shipped nginx site (deploy/cluster.ts), nginx on `port` and the processes from
 * `port + 10`, configured as in production; `env` names the content service and the sign-in provider or leaves
 * them to the cluster. Runs the scenario on them and stops them.
 */
export async function overloadThroughNginx(port: number, env: Record<string, string>, seconds: number): Promise<OverloadResult> {
  // BENCH_OVERLOAD_LOG_DIR keeps the processes' and nginx's logs (where did the time go?); otherwise they go.
  const keptLogDir = process.env.BENCH_OVERLOAD_LOG_DIR;
  const logDir = keptLogDir || (await mkdtemp(path.join(tmpdir(), 'portal-overload-')));
  // A process builds its search index before it listens: on a loaded machine that takes a while.
  const cluster = await startCluster({ processes: 2, port, firstPortalPort: port + 10, contentServicePort: port + 10 + clusterPortSpan(2), logDir, env, readyTimeoutMs: 120_000 });
  try {
    return await overload(cluster.url, { ...OVERLOAD_PAGES, ...overloadSize(seconds), portalPids: cluster.portalPorts.map((_, index) => cluster.portal(index).pid!) });
  } finally {
    await cluster.stop();
    if (!keptLogDir) await rm(logDir, { recursive: true, force: true });
  }
}

export const overloadSize = (seconds: number) => ({ renderConnections: OVERLOAD_CONNECTIONS, hitConnections: 16, seconds });

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 3900) + 40;
  const seconds = Number(process.env.BENCH_OVERLOAD_S ?? 20);
  const before = loadAverage();
  const result = await overloadThroughNginx(port, { SEARCH_RATE_PER_MINUTE: '1000000' }, seconds);
  printOverload(result, overloadSize(seconds));
  console.log(`load average before: ${before}; after: ${loadAverage()} (a quiet machine has next to none before)`);
}
