/**
 * `npm run bench:memory`: memory as an operator sizes it (docs/operations.md "Memory"), with the default configuration
 * and V8's defaults (the portal started as its unit starts it: `npm run serve`, which sets no V8 flag), the content
 * service and the sign-in stand-ins in processes of their own.
 *
 * 0. The CMS cache's count against the heap its entries take (bench/cms-cache-size.ts): at most 1 heap byte a
 *    counted one, or its bound (CMS_CACHE_MAX_MB) is not the memory it holds.
 * 1. One process: its RSS once it is ready (its CMS answers and its search index), then after a round of 10,000
 *    distinct pages, 20,000 made-up query strings and 20,000 made-up paths (40,000 made-up URLs), then after the same
 *    round again. The rule: at every step RSS <= RSS at ready + PAGE_CACHE_MAX_MB + CMS_CACHE_MAX_MB + 96 MB, and
 *    the second round adds at most 8 MB (the bounds hold: nothing grows with traffic).
 * 2. Four processes behind nginx (deploy/cluster.ts), the same two rounds through nginx: each process's PSS (its
 *    share of the pages it shares with the others, the Node binary's above all) within the same figure from its PSS
 *    at ready, and the second round adding at most 8 MB to it.
 *
 * `BENCH_CLUSTER=0` runs the one process only; `BENCH_DISTINCT_PAGES` and `BENCH_JUNK_REQUESTS` (made-up query
 * strings, and as many made-up paths) scale the requests. Both figures are printed against the rule; the figures go
 * to bench/results/memory.json. Exit status 1 when the rule is not met.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { startCluster } from '../deploy/cluster.ts';
import { HOST, serveRuntime, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';
import { freePort } from '../test/helpers/ports.ts';
import { checkCmsCacheSizes } from './cms-cache-size.ts';
import { askAll, distinctPages, type PageRequest, type Tally } from './page-cache.ts';

const DISTINCT_PAGES = Number(process.env.BENCH_DISTINCT_PAGES ?? 10_000);
const JUNK_REQUESTS = Number(process.env.BENCH_JUNK_REQUESTS ?? 20_000);
/** The caches' default bounds (README "Configuration"): the portal runs with its defaults here. */
const PAGE_CACHE_MAX_MB = 32;
const CMS_CACHE_MAX_MB = 16;
/** V8's garbage between collections, compiled code, the allocator's holes, buffers in flight. */
const HEADROOM_MB = 96;
/** What a second identical round may add: the bounds hold, nothing grows with traffic. */
const SECOND_ROUND_MB = 8;
const ALLOWANCE_MB = PAGE_CACHE_MAX_MB + CMS_CACHE_MAX_MB + HEADROOM_MB;
const CLUSTER_PROCESSES = 4;
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

/** One round's requests, made once so that the second round asks exactly the same. */
interface Round {
  pages: PageRequest[];
  junkQueries: PageRequest[];
  junkPaths: PageRequest[];
}

async function roundOf(base: string, buildId: string): Promise<Round> {
  return {
    pages: await distinctPages(base, buildId, DISTINCT_PAGES),
    junkQueries: Array.from({ length: JUNK_REQUESTS }, (_, i) => ({ path: `/prispevek-na-bydleni?utm_${i}=${randomUUID()}` })),
    junkPaths: Array.from({ length: JUNK_REQUESTS }, (_, i) => ({ path: `/nahodna-${i}-${randomUUID()}` })),
  };
}

interface Measured {
  readyMb: number;
  /** The memory after each part of each round (pages, made-up queries, made-up paths), the two rounds. */
  stepsMb: number[][];
  limitMb: number;
  peakMb: number;
  secondRoundAddsMb: number;
}

/** The two rounds against `base`, `read` at ready and after each part of each; the answers tallied. */
async function rounds<T>(base: string, round: Round, read: () => T): Promise<{ readings: T[]; tallies: Record<string, Tally>[] }> {
  const readings = [read()];
  const tallies: Record<string, Tally>[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const tally: Record<string, Tally> = {};
    for (const [part, concurrency] of [['pages', 4], ['junkQueries', 8], ['junkPaths', 8]] as const) {
      tally[part] = await askAll(base, round[part], concurrency);
      readings.push(read());
    }
    tallies.push(tally);
  }
  return { readings, tallies };
}

/** The figures of one process from its readings: at ready, then after each of the six parts. */
function measured([readyMb, ...steps]: number[]): Measured {
  return {
    readyMb: readyMb!,
    stepsMb: [steps.slice(0, 3), steps.slice(3)],
    limitMb: readyMb! + ALLOWANCE_MB,
    peakMb: Math.max(...steps),
    secondRoundAddsMb: steps.at(-1)! - steps[2]!,
  };
}

/** The two verdicts of the rule for one process's figures. */
function judged(what: string, unit: 'RSS' | 'PSS', m: Measured): boolean {
  const bounded = m.peakMb <= m.limitMb;
  const steady = m.secondRoundAddsMb <= SECOND_ROUND_MB;
  verdict(
    `${what}: ${unit} ${m.readyMb} MB at ready; round 1 ${m.stepsMb[0]!.join(' / ')} MB, round 2 ${m.stepsMb[1]!.join(' / ')} MB (after pages / made-up queries / made-up paths). ` +
      `Bound: at most ${m.limitMb} MB (ready + ${PAGE_CACHE_MAX_MB} + ${CMS_CACHE_MAX_MB} + ${HEADROOM_MB}), peak ${m.peakMb}: ${bounded ? 'within' : `OVER by ${m.peakMb - m.limitMb} MB`}. ` +
      `Second round adds ${m.secondRoundAddsMb} MB (at most ${SECOND_ROUND_MB}): ${steady ? 'within' : 'OVER'}.`,
  );
  return bounded && steady;
}

const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { buildId: string };
const contentPort = await freePort();
const contentService = await startContentService(contentPort);
const cmsUrl = `http://${HOST}:${contentPort}`;
const results: Record<string, unknown> = {};
const verdicts: string[] = [];
let met = true;
/** Each verdict is printed as soon as it is known: a whole run takes most of an hour on two cores. */
const verdict = (line: string) => {
  verdicts.push(line);
  console.log(line);
};

try {
  const sizeChecks = await checkCmsCacheSizes(cmsUrl, 'up', 'cs-CZ');
  results.cmsCacheSizes = sizeChecks;
  for (const { kind, entries, countedMb, heapMb, ratio } of sizeChecks) {
    const within = ratio <= 1;
    met &&= within;
    verdict(`CMS cache, ${entries} ${kind}: counted ${countedMb} MB, heap ${heapMb} MB (${ratio} a counted byte): ${within ? 'within' : 'OVER'} the count`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-memory-'));
  try {
    // One process, asked directly.
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: base, providerPort: 0, casPort: 0 });
    const portal = startPortal('.', port, { HEADLESS_CMS_URL: cmsUrl, SECURITY_PROVIDER_URL: standIns.providerUrl, PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      await waitForHttp(`${base}/readyz`, portal, 60_000);
      await searchReady(base);
      const { readings, tallies } = await rounds(base, await roundOf(base, buildId), () => rssMb(portal.pid!));
      const single = measured(readings);
      results.single = { ...single, tallies };
      met = judged('one process', 'RSS', single) && met;
    } finally {
      await stop(portal);
      await standIns.close();
    }

    // Four processes behind nginx, the same requests through it.
    if (withCluster) {
      const cluster = await startCluster({
        processes: CLUSTER_PROCESSES,
        port: await freePort(),
        firstPortalPort: await freePort(),
        logDir: path.join(dataDir, 'logs'),
        env: { HEADLESS_CMS_URL: cmsUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        // Four embedded search indexes built at once, on two cores shared with the rest of the machine.
        readyTimeoutMs: 180_000,
      });
      try {
        await Promise.all(cluster.portalPorts.map((p) => searchReady(`http://${HOST}:${p}`)));
        const pids = cluster.portalPorts.map((_, index) => cluster.portal(index).pid!);
        // Every process's PSS read at the same moments: the rounds go through nginx to all of them.
        const { readings, tallies } = await rounds(cluster.url, await roundOf(cluster.url, buildId), () => pids.map(pssMb));
        const each = pids.map((_, index) => measured(readings.map((reading) => reading[index]!)));
        results.cluster = { each, tallies };
        each.forEach((m, index) => {
          met = judged(`process ${index + 1} of ${CLUSTER_PROCESSES} behind nginx`, 'PSS', m) && met;
        });
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
} finally {
  await stop(contentService);
}

const { nodeFlags } = serveRuntime('.');
console.log(`\nmemory (${new Date().toISOString()}, Node ${process.version}, V8 flags: ${nodeFlags.length ? nodeFlags.join(' ') : "none (V8's defaults)"}; PAGE_CACHE_MAX_MB ${PAGE_CACHE_MAX_MB}, CMS_CACHE_MAX_MB ${CMS_CACHE_MAX_MB}):`);
for (const line of verdicts) console.log(`  ${line}`);
console.log(met ? 'The rule is met.' : 'The rule is NOT met.');
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/memory.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, nodeFlags, distinctPages: DISTINCT_PAGES, junkRequests: JUNK_REQUESTS, results, verdicts, met }, null, 2) + '\n');
if (!met) process.exitCode = 1;
