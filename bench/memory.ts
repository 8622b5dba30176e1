/**
 * `npm run bench:memory`: memory as an operator sizes it (docs/operations.md "Memory"), with the default configuration
 * and the portal started as its unit starts it (`npm run serve`'s environment and V8 flags), the content service and
 * the sign-in stand-ins in processes of their own.
 *
 * 0. The CMS cache's count against the heap its entries take (bench/cms-cache-size.ts): at most 1 heap byte a
 *    counted one, or its bound (CMS_CACHE_MAX_MB) is not the memory it holds.
 * 1. One process: its RSS once it is ready (its CMS answers and its search index), then after 10,000 distinct pages,
 *    20,000 made-up query strings and 20,000 made-up paths (bench/page-cache.ts). It must stay within
 *    RSS at ready + PAGE_CACHE_MAX_MB + 48 MB.
 * 2. Four processes behind nginx (deploy/cluster.ts), the same requests through nginx: each process's PSS (its
 *    share of the pages it shares with the others, the Node binary's above all) must stay within 200 MB.
 *
 * Each is run with glibc's allocator as `npm run serve` sets it (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_) and with
 * Debian's jemalloc preloaded (libjemalloc2), so the unit can take whichever keeps memory lower. `BENCH_ALLOCATORS=glibc` runs one,
 * `BENCH_CLUSTER=0` the one process only; `BENCH_DISTINCT_PAGES` and `BENCH_JUNK_REQUESTS` scale the requests.
 * Figures in bench/results/memory.json.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { startCluster } from '../deploy/cluster.ts';
import { HOST, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';
import { freePort } from '../test/helpers/ports.ts';
import { checkCmsCacheSizes } from './cms-cache-size.ts';
import { fillWithPagesAndJunk, type Filled } from './page-cache.ts';

const DISTINCT_PAGES = Number(process.env.BENCH_DISTINCT_PAGES ?? 10_000);
const JUNK_REQUESTS = Number(process.env.BENCH_JUNK_REQUESTS ?? 20_000);
/** The page cache's default bound (README "Configuration"): the portal runs with its defaults here. */
const PAGE_CACHE_MAX_MB = 32;
const HEADROOM_MB = 48;
const PSS_LIMIT_MB = 200;
const CLUSTER_PROCESSES = 4;
/** Debian's jemalloc (libjemalloc2), against glibc's as `npm run serve` has it. */
const ALLOCATORS: Record<string, Record<string, string>> = { glibc: {}, jemalloc: { LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2' } };
const chosen = (process.env.BENCH_ALLOCATORS ?? Object.keys(ALLOCATORS).join(',')).split(',');
/** `BENCH_CLUSTER=0`: the one process only. */
const withCluster = process.env.BENCH_CLUSTER !== '0';

/** A field of /proc/<pid>/status or smaps_rollup, in MB. */
function procMb(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  const text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) / 1024);
}
const rssMb = (pid: number) => procMb(pid, 'status', 'VmRSS');
const pssMb = (pid: number) => procMb(pid, 'smaps_rollup', 'Pss');

/** Until the portal at `base` answers searches: its index is built in the background once it listens. */
async function searchReady(base: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if ((await fetch(`${base}/api/search?q=podpora`)).status === 200) return;
  }
  throw new Error(`${base}: the search was not ready within 120 s`);
}

const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { buildId: string };
const contentPort = await freePort();
const contentService = await startContentService(contentPort);
const cmsUrl = `http://${HOST}:${contentPort}`;
const results: Record<string, unknown> = {};
const verdicts: string[] = [];
/** Each verdict is printed as soon as it is known: a whole run takes most of an hour on two cores. */
const verdict = (line: string) => {
  verdicts.push(line);
  console.log(line);
};

try {
  const sizeChecks = await checkCmsCacheSizes(cmsUrl, 'up', 'cs-CZ');
  results.cmsCacheSizes = sizeChecks;
  for (const { kind, entries, countedMb, heapMb, ratio } of sizeChecks) {
    verdict(`CMS cache, ${entries} ${kind}: counted ${countedMb} MB, heap ${heapMb} MB (${ratio} a counted byte): ${ratio <= 1 ? 'within' : 'OVER'} the count`);
  }
  for (const allocator of chosen) {
    const allocatorEnv = ALLOCATORS[allocator];
    if (!allocatorEnv) throw new Error(`BENCH_ALLOCATORS: unknown allocator ${allocator} (${Object.keys(ALLOCATORS).join(', ')})`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-memory-'));
    try {
      // One process, asked directly.
      const port = await freePort();
      const base = `http://${HOST}:${port}`;
      const standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: base, providerPort: 0, casPort: 0 });
      const portal = startPortal('.', port, { HEADLESS_CMS_URL: cmsUrl, SECURITY_PROVIDER_URL: standIns.providerUrl, PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...allocatorEnv });
      let single: Filled & { readyMb: number; limitMb: number };
      try {
        await waitForHttp(`${base}/readyz`, portal, 60_000);
        await searchReady(base);
        const readyMb = rssMb(portal.pid!);
        const filled = await fillWithPagesAndJunk(base, buildId, DISTINCT_PAGES, JUNK_REQUESTS, () => rssMb(portal.pid!));
        single = { readyMb, limitMb: readyMb + PAGE_CACHE_MAX_MB + HEADROOM_MB, ...filled };
      } finally {
        await stop(portal);
        await standIns.close();
      }
      const peakMb = Math.max(single.afterDistinctPagesMb, single.afterJunkQueriesMb, single.afterJunkPathsMb);
      verdict(`${allocator}, one process: RSS ${single.readyMb} MB at ready; ${single.afterDistinctPagesMb} MB after ${single.distinctPages.requests} distinct pages (${JSON.stringify(single.distinctPages.statuses)}), ${single.afterJunkQueriesMb} MB after ${single.junkQueries.requests} made-up queries, ${single.afterJunkPathsMb} MB after ${single.junkPaths.requests} made-up paths; limit ${single.limitMb} MB (ready + ${PAGE_CACHE_MAX_MB} + ${HEADROOM_MB}): ${peakMb <= single.limitMb ? 'within' : `OVER by ${peakMb - single.limitMb} MB`}`);

      results[allocator] = { single };

      // Four processes behind nginx, the same requests through it.
      if (!withCluster) continue;
      const logDir = path.join(dataDir, 'logs');
      const cluster = await startCluster({
        processes: CLUSTER_PROCESSES,
        port: await freePort(),
        firstPortalPort: await freePort(),
        logDir,
        env: { HEADLESS_CMS_URL: cmsUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...allocatorEnv },
      });
      let many: { readyPssMb: number[]; filled: Filled; pssMb: number[]; rssMb: number[] };
      try {
        await Promise.all(cluster.portalPorts.map((p) => searchReady(`http://${HOST}:${p}`)));
        const pids = cluster.portalPorts.map((_, index) => cluster.portal(index).pid!);
        const readyPssMb = pids.map(pssMb);
        const filled = await fillWithPagesAndJunk(cluster.url, buildId, DISTINCT_PAGES, JUNK_REQUESTS, () => Math.max(...pids.map(pssMb)));
        many = { readyPssMb, filled, pssMb: pids.map(pssMb), rssMb: pids.map(rssMb) };
      } finally {
        await cluster.stop();
      }
      const worst = Math.max(...many.pssMb, many.filled.afterDistinctPagesMb, many.filled.afterJunkQueriesMb);
      verdict(`${allocator}, ${CLUSTER_PROCESSES} processes behind nginx: PSS at ready ${many.readyPssMb.join(', ')} MB; after the same requests ${many.pssMb.join(', ')} MB (RSS ${many.rssMb.join(', ')}); the largest on the way ${worst} MB; limit ${PSS_LIMIT_MB} MB: ${worst <= PSS_LIMIT_MB ? 'within' : `OVER by ${worst - PSS_LIMIT_MB} MB`}`);
      results[allocator] = { single, cluster: many };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await stop(contentService);
}

console.log(`\nmemory (${new Date().toISOString()}, Node ${process.version}, defaults: PAGE_CACHE_MAX_MB ${PAGE_CACHE_MAX_MB}):`);
for (const line of verdicts) console.log(`  ${line}`);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/memory.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, distinctPages: DISTINCT_PAGES, junkRequests: JUNK_REQUESTS, results, verdicts }, null, 2) + '\n');
