/**
 * `node --import tsx bench/allocator-cpu.ts`: the CPU a render costs with each allocator docs/operations.md "Memory"
 * weighs, read from /proc (the process's user and system time, all its threads: V8's, the compressors', an
 * allocator's own), not from the wall clock, so a shared machine skews it less than a throughput figure.
 *
 * Each allocator in a fresh process of its own (`npm run serve`'s environment with the allocator's on top), the page
 * cache off (`PAGE_CACHE_MAX_MB=0`: every answer rendered) and load shedding off, in a memory cgroup of the unit's `MemoryMax`
 * (bench/unit-memory.ts), the content service in a process of its own. A process
 * first answers `BENCH_WARM_RENDERS` (500) pages unmeasured (its code compiled, its CMS cache filled), then
 * `BENCH_RENDERS` (2,000) measured: the sitemap's pages in every visitor state and their page data, then pages of a
 * list (bench/page-cache.ts `distinctPages`), four at a time. The allocators take turns `BENCH_TURNS` (3) times, so
 * that the machine's load falls on each alike. Prints the CPU a render, each turn and the median; writes
 * bench/results/allocator-cpu.json.
 */
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { HOST, serveRuntime, startContentService, startPortal, stop, waitForHttp } from '../deploy/processes.ts';
import { freePort } from '../test/helpers/ports.ts';
import { askAll, distinctPages, type Tally } from './page-cache.ts';
import { makeMemoryCgroup, unitMemoryMaxBytes } from './unit-memory.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 2000);
const WARM_RENDERS = Number(process.env.BENCH_WARM_RENDERS ?? 500);
const TURNS = Number(process.env.BENCH_TURNS ?? 3);

/**
 * The allocators weighed, each as what it sets on top of `npm run serve`'s environment: the first is the shipped one
 * (glibc's, as the serve script sets it), the others those docs/operations.md "Allocator settings" measured against it.
 */
const ALLOCATORS: Record<string, Record<string, string>> = {
  "npm run serve's": {},
  'glibc, blocks over 128 KB mapped (the settings before 2026-12-07)': { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' },
  "Debian's jemalloc": { LD_PRELOAD: 'libjemalloc.so.2', MALLOC_CONF: 'background_thread:true,narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0' },
};

/** Load shedding off, as in `npm run bench`: a shared machine's load would turn renders into cheap 503s. */
const SHEDDING_OFF = { SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_HEAP_USED_MB: '0', RENDER_QUEUE_TIMEOUT_MS: '60000' };

/** `BENCH_ALLOCATORS=jemalloc`: only the allocators whose name has one of these words (comma-separated). */
const chosen = Object.entries(ALLOCATORS).filter(([name]) => (process.env.BENCH_ALLOCATORS?.split(',') ?? ['']).some((word) => name.includes(word)));

/** The process's CPU time so far, user and system, all its threads, in ms (Linux counts it in ticks of 10 ms). */
function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (proc(5)'s 14 and 15).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

// Each process in a memory cgroup of the unit's MemoryMax, as bench:memory runs it: V8 sizes its heap, and so its
// collections, from that limit.
const cgroup = await makeMemoryCgroup(`portal-allocator-cpu-${process.pid}`, unitMemoryMaxBytes());
if ('cannot' in cgroup) {
  console.error(`bench/allocator-cpu.ts: no memory cgroup of the unit's MemoryMax can be made here (${cgroup.cannot})`);
  process.exit(2);
}
const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { buildId: string };
const contentPort = await freePort();
const contentService = await startContentService(contentPort);
// Sign-in is not asked for: the stand-ins are there because a production process needs a provider to start.
const standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: `http://${HOST}:${contentPort}`, providerPort: 0, casPort: 0 });
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-allocator-cpu-'));
const measured: Record<string, { msPerRender: number[]; rssMb: number[]; tallies: Tally[] }> = Object.fromEntries(chosen.map(([name]) => name).map((name) => [name, { msPerRender: [], rssMb: [], tallies: [] }]));
try {
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [name, env] of chosen) {
      const port = await freePort();
      const base = `http://${HOST}:${port}`;
      const logFile = path.join(dataDir, 'portal.log');
      const log = openSync(logFile, 'w', 0o600);
      const portal = startPortal('.', port, { HEADLESS_CMS_URL: `http://${HOST}:${contentPort}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAGE_CACHE_MAX_MB: '0', ...SHEDDING_OFF, PUBLIC_URL: base, SECURITY_PROVIDER_URL: standIns.providerUrl, ...env }, log, cgroup.launcher);
      closeSync(log);
      let stopping = false;
      portal.once('exit', (code, signal) => stopping || console.error(`${name}: the portal ended (${signal ?? `status ${code}`}) before it was stopped; the end of its log: ${readFileSync(logFile, 'utf8').slice(-2000)}`));
      try {
        await waitForHttp(`${base}/readyz`, portal, 120_000);
        const pages = await distinctPages(base, buildId, WARM_RENDERS + RENDERS);
        await askAll(base, pages.slice(0, WARM_RENDERS), 4);
        const before = cpuMs(portal.pid!);
        const tally = await askAll(base, pages.slice(WARM_RENDERS), 4);
        const msPerRender = (cpuMs(portal.pid!) - before) / RENDERS;
        const rssMb = Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${portal.pid}/status`, 'utf8'))![1]) / 1024);
        measured[name]!.msPerRender.push(Math.round(msPerRender * 100) / 100);
        measured[name]!.rssMb.push(rssMb);
        measured[name]!.tallies.push(tally);
        console.log(`turn ${turn + 1}, ${name}: ${msPerRender.toFixed(2)} ms of CPU a render, RSS ${rssMb} MB (${JSON.stringify(tally.statuses)})`);
      } finally {
        stopping = true;
        await stop(portal);
      }
    }
  }
} finally {
  await stop(contentService);
  await standIns.close();
  await cgroup.remove();
  await rm(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const { scriptEnv } = serveRuntime('.');
console.log(`\nCPU a render (${new Date().toISOString()}, Node ${process.version}, ${RENDERS} renders after ${WARM_RENDERS}; npm run serve's environment: ${JSON.stringify(scriptEnv)}):`);
for (const [name, { msPerRender }] of Object.entries(measured)) console.log(`  ${name} ${JSON.stringify(ALLOCATORS[name])}: median ${median(msPerRender)} ms (${msPerRender.join(', ')})`);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/allocator-cpu.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, renders: RENDERS, warmRenders: WARM_RENDERS, serveEnvironment: scriptEnv, allocators: ALLOCATORS, measured }, null, 2) + '\n');
