/**
 * `npm run bench:images`: the image optimizer on loopback, bounded in time. Starts, in a process of its own with
 * the V8 flags of `npm run serve`, the embedded content service and the images plugin configured from the
 * environment as the portal configures it, then measures with autocannon:
 *   - cold: every request a distinct transformation (another width, quality or source), so none is cached;
 *   - cached: one URL over and over, answered from the cache;
 * and the process's memory (RSS) after 1,000 further distinct transformations. Writes
 * bench/results/images.json. BENCH_DURATION_S (5), BENCH_CONNECTIONS (8 cold, 32 cached), BENCH_PORT.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pino } from 'pino';
import { buildContentService } from '../embedded/content-service.ts';
import { loadConfig } from '../server/config.ts';
import { imagesOptionsOf, imagesPlugin } from '../server/images.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const HOST = '127.0.0.1';
const SOURCES = ['/cms/documents/3101/budova-uradu-prace.jpg', '/cms/documents/3102/veletrh-prace-ostrava.jpg', '/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg'];
const DISTINCT_FOR_MEMORY = 1000;

/** The child: content service and optimizer, as the portal runs them (config from the environment). */
async function serve(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const { app: cms } = await buildContentService({ contentDir: config.contentDir, logger });
  const cmsUrl = await cms.listen({ host: HOST, port: 0 });
  const app = Fastify({ loggerInstance: logger });
  await app.register(imagesPlugin, imagesOptionsOf(config, config.cmsDocumentsUrl ?? cmsUrl));
  await app.listen({ host: HOST, port: PORT });
  process.send!('ready');
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
}

/** Distinct transformations, one after another from a counter: width, then quality, then source. */
function distinctPaths(start: number) {
  let n = start;
  return () => {
    const i = n++;
    const width = 200 + (i % 1200);
    const quality = 40 + (Math.floor(i / 1200) % 60);
    const source = SOURCES[Math.floor(i / 72_000) % SOURCES.length];
    return `/_ipx/w_${width}&q_${quality}&f_webp${source}`;
  };
}

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

async function load(options: autocannon.Options): Promise<Measurement> {
  const result = await autocannon({ duration: DURATION_S, ...options });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: Number(result.requests.average.toFixed(1)), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

async function measure(): Promise<void> {
  const child = fork(import.meta.filename, ['serve'], {
    execArgv: ['--import', 'tsx', '--max-semi-space-size=8', '--max-old-space-size=192'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const guard = setTimeout(() => {
    console.error('benchmark took too long; stopping');
    child.kill('SIGKILL');
    process.exit(1);
  }, (DURATION_S * 2 + 180) * 1000);
  try {
    await once(child, 'message');
    const base = `http://${HOST}:${PORT}`;
    const startRss = rssMb(child.pid!, 'VmRSS');

    const next = distinctPaths(0);
    for (let i = 0; i < 10; i++) await (await fetch(base + next())).arrayBuffer(); // sharp loaded, code warm
    const cold = await load({
      url: base,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
      requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
    });

    const cachedPath = `/_ipx/w_640${SOURCES[0]}`;
    await (await fetch(base + cachedPath)).arrayBuffer();
    const cached = await load({ url: base + cachedPath, connections: Number(process.env.BENCH_CONNECTIONS ?? 32) });

    // 1,000 transformations none of the above made, four at a time.
    const fresh = distinctPaths(500_000);
    let done = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (done < DISTINCT_FOR_MEMORY) {
          done++;
          const res = await fetch(base + fresh());
          if (!res.ok) throw new Error(`distinct transformation: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }
      }),
    );
    const memory = { startMb: startRss, afterDistinctMb: rssMb(child.pid!, 'VmRSS'), peakMb: rssMb(child.pid!, 'VmHWM'), distinctSeconds: Math.round((Date.now() - started) / 100) / 10 };

    console.log(`\nimage optimizer, ${DURATION_S} s each, Node ${process.version}, sources 1600×1000 JPEG → webp`);
    console.log('target                        req/s    p50 ms  p99 ms  requests');
    for (const [name, r] of Object.entries({ 'cold (distinct each time)': cold, 'cached (one URL)': cached })) {
      console.log(`${name.padEnd(28)} ${String(r.rps).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(6)}  ${String(r.requests).padStart(8)}`);
    }
    console.log(`\nRSS at start ${memory.startMb} MB; after ${DISTINCT_FOR_MEMORY} more distinct transformations (${memory.distinctSeconds} s) ${memory.afterDistinctMb} MB; peak ${memory.peakMb} MB`);

    await mkdir('bench/results', { recursive: true });
    await writeFile(
      path.join('bench/results', 'images.json'),
      JSON.stringify({ date: new Date().toISOString(), node: process.version, durationS: DURATION_S, cold, cached, memory }, null, 2) + '\n',
    );
  } finally {
    clearTimeout(guard);
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

if (process.argv[2] === 'serve') await serve();
else await measure();
