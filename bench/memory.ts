/**
 * `npm run bench:memory`: memory as an operator sizes it (docs/operations.md "Memory"), with the default configuration
 * and V8's defaults (the portal started as its unit starts it: `npm run serve`, which sets no V8 flag, each process
 * in a memory cgroup of the unit's `MemoryMax`, bench/unit-memory.ts, from which Node sizes V8's heap), the content
 * service and the sign-in stand-ins in processes of their own. Where no such cgroup can be made the bench says why
 * and exits with status 2: the rule is then not checked.
 *
 * 0. The CMS cache's count against the heap its entries take (bench/cms-cache-size.ts): at most 1 heap byte a
 *    counted one, or its bound (CMS_CACHE_MAX_MB) is not the memory it holds.
 * 1. One process: its RSS once it is ready (its CMS answers and its search index), read after a full collection
 *    (`atReady`: without the garbage of its start), then after a round of 10,000
 *    distinct pages, 20,000 made-up query strings and 20,000 made-up paths (40,000 made-up URLs), then after the same
 *    round again. The rule: at every step RSS <= RSS at ready + PAGE_CACHE_MAX_MB + CMS_CACHE_MAX_MB + 96 MB, and
 *    the second round adds at most 8 MB (the bounds hold: nothing grows with traffic).
 * 2. Four processes behind nginx (deploy/cluster.ts), the same two rounds through nginx: each process's PSS (its
 *    share of the pages it shares with the others, the Node binary's above all) within the same figure from its PSS
 *    at ready, and the second round adding at most 8 MB to it.
 *
 * Each figure comes with what it is made of (`breakdown`, from the process's own metrics: V8's young generation and
 * the rest of its heap, committed and in use, Node's external memory, the page cache's count).
 *
 * `BENCH_CLUSTER=0` runs the one process only, `BENCH_SINGLE=0` the four processes only; `BENCH_DISTINCT_PAGES` and
 * `BENCH_JUNK_REQUESTS` (made-up query strings, and as many made-up paths) scale the requests. Both figures are
 * printed against the rule; the figures go to bench/results/memory.json (a run of one part to
 * memory-one-process.json or memory-four-processes.json). Exit status 1 when the rule is not met.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { clusterPortSpan, startCluster } from '../deploy/cluster.ts';
import { HOST, serveRuntime, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';
import { freePort, freePortsBoundLater } from '../test/helpers/ports.ts';
import { checkCmsCacheSizes } from './cms-cache-size.ts';
import { askAll, distinctPages, type PageRequest, type Tally } from './page-cache.ts';
import { makeMemoryCgroup, unitMemoryMaxBytes, type MemoryCgroup } from './unit-memory.ts';

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
/** `BENCH_CLUSTER=0`: the one process only; `BENCH_SINGLE=0`: the four processes only. */
const withCluster = process.env.BENCH_CLUSTER !== '0';
const withSingle = process.env.BENCH_SINGLE !== '0';

/** A field of /proc/<pid>/status or smaps_rollup, in MB. */
function procMb(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch (error) {
    throw new Error(`process ${pid} is gone (stopped at its memory limit?): ${(error as Error).message}`, { cause: error });
  }
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) / 1024);
}
const rssMb = (pid: number) => procMb(pid, 'status', 'VmRSS');
const pssMb = (pid: number) => procMb(pid, 'smaps_rollup', 'Pss');

/**
 * Where a process's memory is, from its own metrics (V8's heap spaces, Node's external memory, the page cache's
 * count), in MB: what a figure is made of, read without a V8 flag or an inspector.
 */
interface Breakdown {
  /** V8's young generation as committed (its semi-spaces), and in use. */
  young: number;
  youngUsed: number;
  /** The rest of V8's heap (old, code, large objects …) as committed, and in use. */
  old: number;
  oldUsed: number;
  /** Memory outside V8's heap that V8 knows of: buffers, the compressors' output. */
  external: number;
  /** What the page cache counts it holds (its bound: PAGE_CACHE_MAX_MB). */
  pageCache: number;
}

async function breakdown(metricsBase: string): Promise<Breakdown> {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  const series = (name: string, space?: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))]
      .filter((match) => space === undefined || (space === 'new' ? match[1]?.includes('space="new"') : !match[1]?.includes('space="new"')))
      .reduce((sum, match) => sum + Number(match[2]), 0);
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return {
    young: mb(series('nodejs_heap_space_size_total_bytes', 'new')),
    youngUsed: mb(series('nodejs_heap_space_size_used_bytes', 'new')),
    old: mb(series('nodejs_heap_space_size_total_bytes', 'other')),
    oldUsed: mb(series('nodejs_heap_space_size_used_bytes', 'other')),
    external: mb(series('nodejs_external_memory_bytes')),
    pageCache: mb(series('portal_page_cache_bytes')),
  };
}
const told = (b: Breakdown) =>
  `V8 young generation ${b.young} MB committed (${b.youngUsed} in use), rest of V8's heap ${b.old} (${b.oldUsed} in use), external ${b.external}, page cache ${b.pageCache}`;

/**
 * What the processes are started with besides their unit's environment: the inspector on a port of their own, for
 * `collectGarbage` alone (it changes no heap size or collector setting of V8).
 */
const INSPECTED = { NODE_OPTIONS: `--inspect=${HOST}:0` };

/** The inspector's address a process started with INSPECTED wrote to its log. */
async function inspectorOf(logFile: string): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const found = /Debugger listening on (ws:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (found) return found;
  }
  throw new Error(`${logFile}: no inspector address`);
}

/** One call of the inspector protocol to the process behind the inspector at `address`; its result. */
async function inspect(address: string, method: string, params: Record<string, unknown> = {}): Promise<{ result?: { value?: unknown } }> {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  const answer = await new Promise<{ result?: { value?: unknown } }>((resolve) => {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: unknown } } };
      if (message.id === 1) resolve(message.result ?? {});
    });
    socket.send(JSON.stringify({ id: 1, method, params }));
  });
  socket.close();
  return answer;
}

/** A full collection in the process behind the inspector at `address`. */
const collectGarbage = (address: string) => inspect(address, 'HeapProfiler.collectGarbage');

/** V8's heap limit in the process behind the inspector at `address`, in MB: what Node made of the memory it may use. */
async function heapLimitMb(address: string): Promise<number> {
  const { result } = await inspect(address, 'Runtime.evaluate', { expression: "require('node:v8').getHeapStatistics().heap_size_limit", includeCommandLineAPI: true, returnByValue: true });
  return Math.round(Number(result?.value) / 1048576);
}

/**
 * The memory of ready processes: as first read, and after a full collection (what they hold to serve, without the
 * garbage of the start). A process builds its search index before it listens and V8 keeps that work's garbage, some
 * 170 MB with its defaults, until its first full collection under traffic: a bound from the first reading would be
 * wider by that garbage.
 */
async function atReady(read: () => number[], inspectors: string[]): Promise<{ first: number[]; ready: number[]; heapLimits: number[] }> {
  const first = read();
  await Promise.all(inspectors.map(collectGarbage));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { first, ready: read(), heapLimits: await Promise.all(inspectors.map(heapLimitMb)) };
}

/** Until the portal at `base` answers searches (its index's first walk, at most 10 s before it listens, may go on after). */
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
  /** V8's heap limit, as Node set it from the cgroup's limit. */
  heapLimitMb: number;
  /** How often the process's cgroup met its limit (the kernel reclaimed its memory or stopped it) during the rounds. */
  limitHits: number;
  /** The first reading once ready, and the one judged: the same process after a full collection (`atReady`). */
  firstReadyMb: number;
  readyMb: number;
  /** The memory after each part of each round (pages, made-up queries, made-up paths), the two rounds. */
  stepsMb: number[][];
  limitMb: number;
  peakMb: number;
  secondRoundAddsMb: number;
  /** What the memory was made of at ready and after each round (`breakdown`). */
  made: { ready: Breakdown; round1: Breakdown; round2: Breakdown };
}

/**
 * The two rounds against `base`, every process's memory (`read`, one figure a process) at ready and after each part
 * of each, and its breakdown from `metricsBases` at ready and after each round; the answers tallied.
 */
async function rounds(base: string, round: Round, read: () => number[], metricsBases: string[], inspectors: string[], cgroups: MemoryCgroup[]): Promise<{ each: Measured[]; tallies: Record<string, Tally>[] }> {
  const { first, ready, heapLimits } = await atReady(read, inspectors);
  const hitsAtReady = cgroups.map((cgroup) => cgroup.limitHits());
  const made = [await Promise.all(metricsBases.map(breakdown))];
  // Each reading as soon as it is taken: a whole run takes over an hour on two shared cores.
  console.log(`at ready: ${first.join(' / ')} MB as first read, ${ready.join(' / ')} MB after a full collection; V8's heap limit ${heapLimits.join(' / ')} MB`);
  const steps: number[][] = [];
  const tallies: Record<string, Tally>[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const tally: Record<string, Tally> = {};
    for (const [part, concurrency] of [['pages', 4], ['junkQueries', 8], ['junkPaths', 8]] as const) {
      tally[part] = await askAll(base, round[part], concurrency);
      if (contentServiceEnded) throw new Error(`the content service ended (${contentServiceEnded}) during round ${pass + 1}'s ${part}: its answers were 503s, its memory no measure`);
      steps.push(read());
      console.log(`round ${pass + 1}, after ${part}: ${steps.at(-1)!.join(' / ')} MB (${JSON.stringify(tally[part]!.statuses)})`);
    }
    made.push(await Promise.all(metricsBases.map(breakdown)));
    tallies.push(tally);
  }
  const each = ready.map((readyMb, index) => {
    const own = steps.map((reading) => reading[index]!);
    return {
      heapLimitMb: heapLimits[index]!,
      limitHits: cgroups[index]!.limitHits() - hitsAtReady[index]!,
      firstReadyMb: first[index]!,
      readyMb,
      stepsMb: [own.slice(0, 3), own.slice(3)],
      limitMb: readyMb + ALLOWANCE_MB,
      peakMb: Math.max(...own),
      secondRoundAddsMb: own.at(-1)! - own[2]!,
      made: { ready: made[0]![index]!, round1: made[1]![index]!, round2: made[2]![index]! },
    };
  });
  return { each, tallies };
}

/** The two verdicts of the rule for one process's figures. */
function judged(what: string, unit: 'RSS' | 'PSS', m: Measured): boolean {
  const bounded = m.peakMb <= m.limitMb;
  const steady = m.secondRoundAddsMb <= SECOND_ROUND_MB;
  verdict(
    `${what} (V8's heap limit ${m.heapLimitMb} MB; its cgroup met its limit ${m.limitHits} times): ${unit} ${m.readyMb} MB at ready after a full collection (${m.firstReadyMb} as first read); round 1 ${m.stepsMb[0]!.join(' / ')} MB, round 2 ${m.stepsMb[1]!.join(' / ')} MB (after pages / made-up queries / made-up paths). ` +
      `Bound: at most ${m.limitMb} MB (ready + ${PAGE_CACHE_MAX_MB} + ${CMS_CACHE_MAX_MB} + ${HEADROOM_MB}), peak ${m.peakMb}: ${bounded ? 'within' : `OVER by ${m.peakMb - m.limitMb} MB`}. ` +
      `Second round adds ${m.secondRoundAddsMb} MB (at most ${SECOND_ROUND_MB}): ${steady ? 'within' : 'OVER'}.`,
  );
  console.log(`  at ready: ${told(m.made.ready)}\n  after round 1: ${told(m.made.round1)}\n  after round 2: ${told(m.made.round2)}`);
  return bounded && steady;
}

const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { buildId: string };
// Each portal process in a memory cgroup of its own with the unit's MemoryMax, as the unit runs it; all made before
// anything starts, so that a machine where they cannot be made is told so at once.
const unitMemoryMax = unitMemoryMaxBytes();
const cgroups: MemoryCgroup[] = [];
for (const which of [...(withSingle ? ['one'] : []), ...(withCluster ? Array.from({ length: CLUSTER_PROCESSES }, (_, i) => `of-four-${i + 1}`) : [])]) {
  const made = await makeMemoryCgroup(`portal-memory-${process.pid}-${which}`, unitMemoryMax);
  if ('cannot' in made) {
    await Promise.all(cgroups.map((cgroup) => cgroup.remove()));
    console.error(`bench:memory SKIPPED, the rule NOT checked: no memory cgroup of the unit's MemoryMax can be made here, and without it V8 sizes its heap from the machine's memory, not the unit's (${made.cannot})`);
    process.exit(2);
  }
  cgroups.push(made);
}
const singleCgroup = withSingle ? cgroups[0] : undefined;
const clusterCgroups = withSingle ? cgroups.slice(1) : cgroups;
console.log(`each portal process in a memory cgroup of ${unitMemoryMax / 1048576} MB (deploy/systemd/portal@.service MemoryMax)`);
const contentPort = await freePort();
const contentService = await startContentService(contentPort);
/** How the content service ended, if it did before the bench was done (`rounds` stops then). */
let contentServiceEnded: string | undefined;
contentService.once('exit', (code, signal) => (contentServiceEnded = signal ?? `status ${code}`));
const cmsUrl = `http://${HOST}:${contentPort}`;
const results: Record<string, unknown> = {};
const verdicts: string[] = [];
let met = true;
/** Each verdict is printed as soon as it is known, and again at the end. */
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
    if (withSingle) {
      const port = await freePort();
      const base = `http://${HOST}:${port}`;
      // Its metrics on a port of their own, as the unit runs it (and where the breakdown is read).
      const metricsBase = `http://${HOST}:${await freePort()}`;
      const standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: base, providerPort: 0, casPort: 0 });
      const logFile = path.join(dataDir, 'portal.log');
      const log = openSync(logFile, 'a', 0o600);
      const portal = startPortal('.', port, { HEADLESS_CMS_URL: cmsUrl, SECURITY_PROVIDER_URL: standIns.providerUrl, PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_PORT: new URL(metricsBase).port, ...INSPECTED }, log, singleCgroup!.launcher);
      closeSync(log);
      try {
        await waitForHttp(`${base}/readyz`, portal, 60_000);
        await searchReady(base);
        const { each: [single], tallies } = await rounds(base, await roundOf(base, buildId), () => [rssMb(portal.pid!)], [metricsBase], [await inspectorOf(logFile)], [singleCgroup!]);
        results.single = { ...single!, tallies };
        met = judged('one process', 'RSS', single!) && met;
      } finally {
        await stop(portal);
        await standIns.close();
      }
    }

    // Four processes behind nginx, the same requests through it.
    if (withCluster) {
      const cluster = await startCluster({
        processes: CLUSTER_PROCESSES,
        port: await freePort(),
        // Consecutive ports below the kernel's range for outgoing connections: the rounds' own could take one.
        firstPortalPort: await freePortsBoundLater(clusterPortSpan(CLUSTER_PROCESSES)),
        logDir: path.join(dataDir, 'logs'),
        env: { HEADLESS_CMS_URL: cmsUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...INSPECTED },
        // Four embedded search indexes built at once, on two cores shared with the rest of the machine.
        readyTimeoutMs: 180_000,
        launcher: (index) => clusterCgroups[index]!.launcher,
      });
      try {
        await Promise.all(cluster.portalPorts.map((p) => searchReady(`http://${HOST}:${p}`)));
        const pids = cluster.portalPorts.map((_, index) => cluster.portal(index).pid!);
        // Every process's PSS read at the same moments: the rounds go through nginx to all of them.
        const metricsBases = cluster.metricsPorts.map((p) => `http://${HOST}:${p}`);
        const { each, tallies } = await rounds(cluster.url, await roundOf(cluster.url, buildId), () => pids.map(pssMb), metricsBases, await Promise.all(cluster.logFiles.map(inspectorOf)), clusterCgroups);
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
  await Promise.all(cgroups.map((cgroup) => cgroup.remove()));
}

const { nodeFlags } = serveRuntime('.');
console.log(`\nmemory (${new Date().toISOString()}, Node ${process.version}, V8 flags: ${nodeFlags.length ? nodeFlags.join(' ') : "none (V8's defaults)"}, each process in a cgroup of ${unitMemoryMax / 1048576} MB; PAGE_CACHE_MAX_MB ${PAGE_CACHE_MAX_MB}, CMS_CACHE_MAX_MB ${CMS_CACHE_MAX_MB}):`);
for (const line of verdicts) console.log(`  ${line}`);
console.log(met ? 'The rule is met.' : 'The rule is NOT met.');
await mkdir('bench/results', { recursive: true });
// A run of one part (BENCH_CLUSTER=0, BENCH_SINGLE=0) writes a file of its own: memory.json is always a whole run.
const resultsFile = withSingle && withCluster ? 'memory.json' : withSingle ? 'memory-one-process.json' : 'memory-four-processes.json';
await writeFile(`bench/results/${resultsFile}`, JSON.stringify({ date: new Date().toISOString(), node: process.version, nodeFlags, cgroupLimitMb: unitMemoryMax / 1048576, distinctPages: DISTINCT_PAGES, junkRequests: JUNK_REQUESTS, results, verdicts, met }, null, 2) + '\n');
if (!met) process.exitCode = 1;
