/**
 * `npm run bench`: the render path and the page cache under load, on loopback, bounded in time. Starts the built
 * portal twice, as `npm run serve` runs it: once with the page cache off (every request made by React: misses) and
 * once with it on; and, in a process of its own as a real CMS would be, the embedded content service. Warms them,
 * and runs autocannon against the home page, a content page, a filtered list, the search API (one common search,
 * and distinct searches none of which the results cache holds) and the search page, the content page answered from
 * the page cache (as a browser asks, br, and without compression), and against the references in another process
 * (bench/ceiling.tsx, run with the V8 flags and environment of `npm run serve`, as the portal is): the ceiling, a
 * bare Fastify route sending the content page's bytes from memory (and the page cache's br answer of it, headers
 * and body), bare React, the same page streamed by renderToPipeableStream from its payload alone, and the same
 * page rendered whole by React's renderToString.
 * It also loads the image optimizer: cold (every request a distinct transformation, so none is cached) and cached
 * (one URL), and after the rounds makes 1,000 further distinct transformations and reads the portal's memory.
 * Then, on the portal with the page cache: 10,000 distinct pages (every page of the sitemap as HTML for each consent
 * state and colour mode and as page data, then pages of a list), 20,000 made-up query strings and 20,000 made-up
 * paths, reading its memory after each; then overload (bench/overload.ts) on a portal configured as in production:
 * ten times as many connections asking for renders as it renders at once, and more asking for a cached page; last,
 * 60 s of load on cached and never cached pages while the content service is stopped (connections refused),
 * counting the answers by status and how the cache gave them.
 * Prints requests/s, p50 and p99 latency, CPU time a request, each target's share of its reference, and the
 * portals' memory; writes the figures to bench/results/latest.json.
 * `BENCH_BASELINE_DIR`: another checkout of the portal, built, whose content page is measured in the same
 * rounds on this checkout's content (before and after a change, the same page, against the same references).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { overload, OVERLOAD_PAGES, printOverload, renderConcurrencyOf } from './overload.ts';
import { askAll, distinctPages, fillWithPagesAndJunk, loadFor, rawGet } from './page-cache.ts';
import { HOST, serveRuntime, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
// Each target's time is split into rounds taken in turn, and the median round is reported: on a shared machine
// whose speed drifts, targets measured minutes apart would otherwise be compared under different conditions.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_S = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (ms, user and system) a process has used so far. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100) ticks
}

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
  /** CPU the serving process spent a request. */
  cpuMsPerRequest: number;
}

interface Target {
  url: string;
  /** The process that serves it, whose CPU is counted. */
  pid: number;
  cookie?: string;
  /** `br`: asks for brotli, as browsers do (autocannon asks for no compression). */
  encoding?: 'br';
  /** The reference its share is of (default: the ceiling). */
  reference?: string;
  connections?: number;
  /** Each request's path, when they differ. */
  nextPath?: () => string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function load(target: Target, seconds: number): Promise<Measurement> {
  const { url, pid, cookie, nextPath, encoding } = target;
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 bench', ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) };
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url, connections: target.connections ?? CONNECTIONS, duration: seconds, headers,
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    bytesPerRequest: result.throughput.average / Math.max(1, result.requests.average),
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const IMAGE_SOURCES = ['/cms/documents/3101/budova-uradu-prace.jpg', '/cms/documents/3102/veletrh-prace-ostrava.jpg', '/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg'];
const DISTINCT_TRANSFORMATIONS = 1_000;
const DISTINCT_PAGES = Number(process.env.BENCH_DISTINCT_PAGES ?? 10_000);
const JUNK_REQUESTS = Number(process.env.BENCH_JUNK_REQUESTS ?? 20_000);

/** Distinct transformations, one after another from a counter: width, then quality, then source. */
function distinctImagePaths(start: number): () => string {
  let n = start;
  return () => {
    const i = n++;
    const source = IMAGE_SOURCES[Math.floor(i / 72_000) % IMAGE_SOURCES.length];
    return `/_ipx/w_${200 + (i % 1200)}&q_${40 + (Math.floor(i / 1200) % 60)}&f_webp${source}`;
  };
}

/** The session cookie of a visitor signed in as `demo` through the password form of /dev/login, as a browser would. */
async function signedInCookie(base: string): Promise<string> {
  const form = await fetch(`${base}/dev/login`);
  const csrfCookie = form.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(`${base}/dev/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: csrfCookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: token, username: 'demo', password: 'demo' }),
  });
  const session = answer.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('portal_session='));
  if (answer.status !== 303 || !session) throw new Error(`signing in for the benchmark failed: ${answer.status}`);
  return session;
}

const contentService = await startContentService(PORT + 5);
// The one loopback address of a benchmark would soon be refused by the search API's limit meant for scrapers.
// DEMO: the sign-in stand-ins in the portal's process, for the signed-in target.
const benchEnv = { HEADLESS_CMS_URL: `http://${HOST}:${PORT + 5}`, DEMO: 'true', SEARCH_RATE_PER_MINUTE: '1000000' };
// Load shedding off, and renders waiting for their turn as long as it takes: the rounds load each target to
// saturation on purpose, to measure what it costs, not to see it refused (the overload step below shows that).
const cmsEnv = { ...benchEnv, SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_HEAP_USED_MB: '0', RENDER_QUEUE_TIMEOUT_MS: '60000' };
// The render path alone: every request made by React, as a miss of the page cache is.
const portal = startPortal('.', PORT, { ...cmsEnv, PAGE_CACHE_MAX_MB: '0' });
// Its public URL is the address it is asked at: the page cache keeps the pages of that host only.
const cachedPortal = startPortal('.', PORT + 20, { ...cmsEnv, PUBLIC_URL: `http://${HOST}:${PORT + 20}` });
const baseline = BASELINE_DIR ? startPortal(BASELINE_DIR, PORT + 10, cmsEnv) : undefined;
// Overload: the portal as configured in production (load shedding, the render gate), with the page cache.
const overloadEnv = { ...benchEnv, PUBLIC_URL: `http://${HOST}:${PORT + 30}` };
const overloadPortal = startPortal('.', PORT + 30, overloadEnv);
const OVERLOAD_S = Number(process.env.BENCH_OVERLOAD_S ?? 20);
let ceiling: ChildProcess | undefined;
const TARGET_COUNT = 17;
/** Seconds the content service is stopped while cached and uncached pages are asked for. */
const CMS_DOWN_S = Number(process.env.BENCH_CMS_DOWN_S ?? 60);
const guard = setTimeout(() => {
  console.error('benchmark took too long; stopping');
  portal.kill('SIGKILL');
  cachedPortal.kill('SIGKILL');
  contentService.kill('SIGKILL');
  baseline?.kill('SIGKILL');
  ceiling?.kill('SIGKILL');
  overloadPortal.kill('SIGKILL');
  process.exit(1);
  // The steps after the rounds (pages, made-up URLs, images) take minutes more on a loaded machine.
}, ((WARMUP_S + DURATION_S) * TARGET_COUNT + OVERLOAD_S + CMS_DOWN_S + 1800) * 1000);

try {
  const base = `http://${HOST}:${PORT}`;
  const cachedBase = `http://${HOST}:${PORT + 20}`;
  await waitForHttp(`${base}/readyz`, portal);
  await waitForHttp(`${cachedBase}/readyz`, cachedPortal);
  const content = `${base}/prispevek-na-bydleni`;
  const cachedContent = `${cachedBase}/prispevek-na-bydleni`;
  const onPortal = (url: string, more: Partial<Target> = {}): Target => ({ url, pid: portal.pid!, ...more });
  // A filtered list: the items of one region and year asked of the CMS, the filter choices from its facets.
  const pages: Record<string, Target> = {
    home: onPortal(`${base}/`),
    content: onPortal(content, { reference: 'bareReact' }),
    // The page cache: as a browser asks (br, the same bytes as ceilingBr) and without compression (unpacked).
    contentCachedBr: { url: cachedContent, pid: cachedPortal.pid!, encoding: 'br', reference: 'ceilingBr' },
    contentCached: { url: cachedContent, pid: cachedPortal.pid! },
    list: onPortal(`${base}/aktuality?year=2026&kraj=generalni-reditelstvi&sort=displayAt:asc`),
  };
  if (baseline) {
    await waitForHttp(`http://${HOST}:${PORT + 10}/readyz`, baseline);
    pages.baselineContent = { url: `http://${HOST}:${PORT + 10}/prispevek-na-bydleni`, pid: baseline.pid! };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const htmlFile = path.join(dir, 'page.html');
  const payloadFile = path.join(dir, 'payload.json');
  const brotliFile = path.join(dir, 'page.br');
  const brotliHeadersFile = path.join(dir, 'page.br.headers.json');
  const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { buildId: string };
  await writeFile(htmlFile, Buffer.from(await (await fetch(content)).arrayBuffer()));
  await writeFile(payloadFile, await (await fetch(`${content}/_payload.json?${buildId}`)).text());
  // The br bytes of the page as the page cache answers them.
  let cachedBr = await rawGet(cachedContent, { 'accept-encoding': 'br' });
  for (let i = 0; i < 100 && cachedBr.cache !== 'hit'; i++, await new Promise((r) => setTimeout(r, 50))) cachedBr = await rawGet(cachedContent, { 'accept-encoding': 'br' });
  if (cachedBr.cache !== 'hit') throw new Error('the content page was not kept by the page cache');
  await writeFile(brotliFile, cachedBr.body);
  // And its headers (security headers, ETag, Vary…): the ceiling sends the same bytes, not the body alone. The
  // server adds the connection's own (date, keep-alive, length) as it does the portal's.
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  await writeFile(brotliHeadersFile, JSON.stringify(Object.fromEntries(Object.entries(cachedBr.headers).filter(([name]) => !perConnection.has(name)))));
  const { scriptEnv, nodeFlags } = serveRuntime('.');
  ceiling = fork('bench/ceiling.tsx', [String(PORT + 2), htmlFile, payloadFile, brotliFile, brotliHeadersFile], {
    execArgv: [...nodeFlags, '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...scriptEnv },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await once(ceiling, 'message');
  const references: Record<string, Target> = {
    ceiling: { url: `http://${HOST}:${PORT + 2}/page`, pid: ceiling.pid! },
    ceilingBr: { url: `http://${HOST}:${PORT + 2}/page-br`, pid: ceiling.pid!, encoding: 'br' },
    bareReact: { url: `http://${HOST}:${PORT + 2}/react`, pid: ceiling.pid! },
    reactString: { url: `http://${HOST}:${PORT + 2}/react-string`, pid: ceiling.pid! },
  };

  // A common search through the public API, once its index is built.
  pages.searchApi = onPortal(`${base}/api/search?q=podpora%20v%20nezamestnanosti`);
  for (let i = 0; i < 300 && (await fetch(pages.searchApi.url)).status === 503; i++) await new Promise((r) => setTimeout(r, 100));
  // Distinct searches: the same term a page further each time, past what the results cache holds, so each one is
  // searched anew (pages past the last cost the same search and facets, without snippets).
  let searchPage = 0;
  pages.searchApiUncached = onPortal(base, { nextPath: () => `/api/search?q=podpora%20v%20nezamestnanosti&page=${1 + (searchPage++ % 1000)}` });
  // The same search as the page a citizen sees: results, facets and the extended search form.
  pages.searchPage = onPortal(`${base}/vyhledavani?q=podpora%20v%20nezamestnanosti`);
  // The same public page for a signed-in visitor: rendered for them, never from a shared cache.
  pages.contentSignedIn = onPortal(content, { cookie: await signedInCookie(base) });
  // Images: a distinct transformation each request (fewer connections than the optimizer's queue holds, so none is
  // refused), and one cached URL.
  pages.imageCold = onPortal(base, { connections: 8, nextPath: distinctImagePaths(0) });
  pages.imageCached = onPortal(`${base}/_ipx/w_640${IMAGE_SOURCES[0]}`);
  // BENCH_TARGETS: the names of the targets to load (comma-separated); all of them by default.
  const only = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());
  const targets: Record<string, Target> = Object.fromEntries(Object.entries({ ...references, ...pages }).filter(([name]) => !only || only.includes(name) || name === 'ceiling'));
  for (const target of Object.values(targets)) await load(target, WARMUP_S);
  const rounds: Record<string, Measurement[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) rounds[name]!.push(await load(target, DURATION_S / ROUNDS));
  }
  const shares = (name: string, reference = 'ceiling') => rounds[name]!.map((r, i) => r.rps / rounds[reference]![i]!.rps);
  const results = Object.fromEntries(
    Object.entries(rounds).map(([name, measured]) => [
      name,
      {
        rps: Math.round(median(measured.map((r) => r.rps))),
        p50: median(measured.map((r) => r.p50)),
        p99: median(measured.map((r) => r.p99)),
        bytesPerRequest: Math.round(median(measured.map((r) => r.bytesPerRequest))),
        cpuMsPerRequest: Number(median(measured.map((r) => r.cpuMsPerRequest)).toFixed(2)),
        shareOfCeiling: Number(median(shares(name)).toFixed(4)),
        ...(targets[name]!.reference && rounds[targets[name]!.reference!] ? { reference: targets[name]!.reference, shareOfReference: Number(median(shares(name, targets[name]!.reference)).toFixed(4)) } : {}),
      },
    ]),
  );
  const memoryMb = rssMb(portal.pid!, 'VmHWM');

  // The memory image work leaves behind: 1,000 transformations none of the above made, four at a time.
  const fresh = distinctImagePaths(500_000);
  let made = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (made++ < DISTINCT_TRANSFORMATIONS) {
      const answer = await fetch(base + fresh());
      if (!answer.ok) throw new Error(`a distinct transformation: ${answer.status}`);
      await answer.arrayBuffer();
    }
  }));
  const afterImagesMb = rssMb(portal.pid!, 'VmRSS');

  // The page cache at scale (bench/page-cache.ts), on the portal that has it.
  const cachedRssMb = () => Math.round(rssMb(cachedPortal.pid!, 'VmRSS'));
  const scale: Record<string, unknown> = { beforeMb: cachedRssMb() };
  Object.assign(scale, await fillWithPagesAndJunk(cachedBase, buildId, DISTINCT_PAGES, JUNK_REQUESTS, cachedRssMb));
  const overloadBase = `http://${HOST}:${PORT + 30}`;
  await waitForHttp(`${overloadBase}/readyz`, overloadPortal);
  const overloadOptions = { ...OVERLOAD_PAGES, renderConnections: 10 * renderConcurrencyOf({ ...process.env, ...overloadEnv }), hitConnections: 16, seconds: OVERLOAD_S };
  const overloaded = await overload(overloadBase, overloadOptions);
  await stop(overloadPortal);
  // The content service refuses connections: pages asked for before keep being answered, those never asked cannot be.
  const cachedPages = (await distinctPages(cachedBase, buildId, 60)).filter((page) => !page.path.includes('_payload'));
  await askAll(cachedBase, cachedPages, 4);
  await askAll(cachedBase, cachedPages, 4);
  await stop(contentService);
  scale.cmsDown = await loadFor(cachedBase, {
    cached: cachedPages,
    neverCached: Array.from({ length: 1000 }, (_, i) => ({ path: `/aktuality?page=${2000 + i}` })),
  }, CMS_DOWN_S, 16);

  console.log(`\n${CONNECTIONS} connections (images cold: 8), ${DURATION_S} s each in ${ROUNDS} rounds (medians), Node ${process.version}\n`);
  console.log('target            req/s   p50 ms  p99 ms   bytes  CPU ms/req  share of ceiling  share of reference');
  for (const [name, r] of Object.entries(results)) {
    const share = name === 'ceiling' ? '' : `${(r.shareOfCeiling * 100).toFixed(1)}%`;
    const ofReference = r.shareOfReference === undefined ? '' : `${(r.shareOfReference * 100).toFixed(1)}% of ${r.reference}`;
    console.log(`${name.padEnd(15)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${r.bytesPerRequest.toFixed(0).padStart(6)}  ${r.cpuMsPerRequest.toFixed(2).padStart(10)}  ${share.padStart(16)}  ${ofReference}`);
  }
  console.log(`\nportal peak memory (RSS; the content service runs in a process of its own) during the rounds: ${memoryMb.toFixed(0)} MB`);
  console.log(`portal memory (RSS) after ${DISTINCT_TRANSFORMATIONS} more distinct image transformations: ${afterImagesMb.toFixed(0)} MB`);
  const { cmsDown, distinctPages: distinct, junkQueries, junkPaths } = scale as Record<string, Awaited<ReturnType<typeof askAll>>> & { cmsDown: Awaited<ReturnType<typeof loadFor>> };
  console.log(`\npage cache (PAGE_CACHE_MAX_MB default), portal memory (RSS): ${scale.beforeMb} MB after the rounds`);
  console.log(`  ${distinct!.requests} distinct pages (${JSON.stringify(distinct!.statuses)}, ${distinct!.failures} failed): ${scale.afterDistinctPagesMb} MB`);
  console.log(`  ${junkQueries!.requests} made-up query strings (${JSON.stringify(junkQueries!.cache)}): ${scale.afterJunkQueriesMb} MB`);
  console.log(`  ${junkPaths!.requests} made-up paths (${JSON.stringify(junkPaths!.statuses)}): ${scale.afterJunkPathsMb} MB`);
  for (const [group, tally] of Object.entries(cmsDown)) {
    console.log(`  content service down ${CMS_DOWN_S} s, ${group} pages: ${tally.requests} answers ${JSON.stringify(tally.statuses)} ${JSON.stringify(tally.cache)}, ${tally.failures} failed`);
  }
  printOverload(overloaded, overloadOptions);
  const baselineShare = baseline ? Number(median(rounds.content!.map((r, i) => r.rps / rounds.baselineContent![i]!.rps)).toFixed(4)) : undefined;
  if (baselineShare !== undefined) console.log(`content page against the baseline's (${BASELINE_DIR}): ${(baselineShare * 100).toFixed(1)}% (median of the rounds)`);

  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/latest.json',
    JSON.stringify({
      date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, results,
      memoryMb: Math.round(memoryMb), afterImageTransformationsMb: Math.round(afterImagesMb), baselineShare, pageCache: scale,
      overload: { renderConnections: overloadOptions.renderConnections, hitConnections: overloadOptions.hitConnections, seconds: OVERLOAD_S, ...overloaded },
    }, null, 2) + '\n',
  );
} finally {
  clearTimeout(guard);
  if (ceiling) await stop(ceiling);
  if (baseline) await stop(baseline);
  await stop(overloadPortal);
  await stop(portal);
  await stop(cachedPortal);
  await stop(contentService);
}
