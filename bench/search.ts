/**
 * Measures the search engines (not run by the tests: speed is measured, never asserted; docs/product.md §12.3): the
 * sample content of the four languages, and content generated from it 10× and 100× larger and up to 100,000 items. For
 * each size, in a process of its own so the sizes do not disturb one another: index build time, memory, and query time
 * (median and p99) and CPU a query of a few common queries in the four languages, each searched as the portal
 * searches (server/search/other-languages.ts: the other languages and the suggestion asked too).
 *
 *   node --import tsx bench/search.ts                          # the targets' sizes, then the targets' table
 *   node --import tsx bench/search.ts [--postgres] x1 x10 x100 100000
 *
 * `xN` is N times the sample content, a plain number that many items. Without sizes: the embedded engine at 10,000,
 * PostgreSQL at the sample content and at 100,000, and a table of the figures against docs/search.md "Speed"'s
 * targets, with the machine's load average beside them. The embedded engine (MiniSearch) by default:
 * memory is the heap it holds (its documents' texts included: snippets need them). `--postgres`: a throwaway
 * PostgreSQL cluster a size (test/helpers/postgres.ts) with the portal's migrations; memory is the tables with
 * their indexes on disk and the portal process's RSS, and CPU a query is the portal process's plus the database
 * server's. For PostgreSQL it also measures a restart: what a walk reads of the stored index and indexes when
 * 100 items changed. Writes bench/results/search-<engine>.json.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { loadContent } from '../embedded/content-files.ts';
import { ContentStore } from '../embedded/content-store.ts';
import { LOCALES } from '../shared/locales.ts';
import { SEARCH_LANGUAGES } from '../server/search/analyzer.ts';
import type { SearchDocument, SearchEngine, SearchQuery, StoredIndex } from '../server/search/engine.ts';
import { toSearchDocument } from '../server/search/feed.ts';
import { MiniSearchEngine } from '../server/search/minisearch-engine.ts';
import { searchWithHelp } from '../server/search/other-languages.ts';
import { PostgresSearchEngine } from '../server/search/postgres-engine.ts';
import { startPostgres } from '../test/helpers/postgres.ts';
import { sampleSynonyms, SEARCH_LISTING } from '../test/helpers/search.ts';
import { createTestDatabase, testDatabase } from '../test/helpers/search-engines.ts';

/** Common queries, by kind: broad ones match a third of the pages or more, narrow ones a few. */
const QUERIES: (Pick<SearchQuery, 'term' | 'lang'> & { kind: string })[] = [
  { term: 'úřadu práce', lang: 'cs', kind: 'broad' },
  { term: 'prispevek', lang: 'cs', kind: 'broad' },
  { term: 'příspěvek na bydlení', lang: 'cs', kind: 'phrase' },
  { term: 'podpora v nezaměstnanosti', lang: 'cs', kind: 'phrase' },
  { term: 'úřad práce Praha 4', lang: 'cs', kind: 'office' },
  { term: 'pracák', lang: 'cs', kind: 'synonym' },
  { term: 'rekvalifkace', lang: 'cs', kind: 'typo' },
  { term: 'housing allowance', lang: 'en', kind: 'narrow' },
  { term: 'пособие по безработице', lang: 'ru', kind: 'narrow' },
  { term: 'допомога на житло', lang: 'uk', kind: 'narrow' },
  // Citizens' own words (issue 45): a question relaxed to the pages covering most of it, other scripts, nothing to find.
  { term: 'jak dlouho se pobírá podpora v nezaměstnanosti', lang: 'cs', kind: 'question' },
  { term: 'chtěl bych požádat o mimořádnou okamžitou pomoc', lang: 'cs', kind: 'relaxed' },
  { term: 'posobie po bezrabotice', lang: 'ru', kind: 'latin' },
  { term: 'gjcj,bt gj ,tphf,jnbwt', lang: 'ru', kind: 'layout' },
  { term: 'výměna řidičského průkazu', lang: 'cs', kind: 'nothing' },
];
/** Documents indexed at once: a page of the content API, as the feed indexes them. */
const BATCH = 100;
/** Each query runs this often, or for this long, whichever ends first. */
const QUERY_RUNS = 200;
const QUERY_BUDGET_MS = 4_000;
const TOWNS = ('Praha Brno Ostrava Plzeň Liberec Olomouc Ústí Hradec Pardubice Zlín Havířov Kladno Most Opava Frýdek Karviná ' +
  'Jihlava Teplice Děčín Karlovy Chomutov Přerov Jablonec Mladá Prostějov Třinec Třebíč Tábor Znojmo Kolín Příbram Cheb ' +
  'Trutnov Písek Orlová Kroměříž Vsetín Šumperk Uherské Břeclav Hodonín Český Litvínov Nový Havlíčkův Chrudim Krnov Strakonice').split(' ');
const REGIONS = ['praha', 'stredocesky', 'jihocesky', 'plzensky', 'karlovarsky', 'ustecky', 'liberecky', 'kralovehradecky', 'pardubicky', 'vysocina', 'jihomoravsky', 'olomoucky', 'zlinsky', 'moravskoslezsky'];

type Backend = 'embedded' | 'postgres';

interface Measurement {
  label: string;
  documents: number;
  /** Distinct index terms (embedded) or distinct words (PostgreSQL's `search_words`). */
  terms: number;
  buildMs: number;
  /** Embedded: heap held by the engine. PostgreSQL: the search tables with their indexes. */
  indexMb: number;
  rssMb: number;
  queries: { term: string; lang: string; kind: string; total: number; medianMs: number; p95Ms: number; p99Ms: number; cpuMsPerQuery: number; portalCpuMs: number; databaseCpuMs: number }[];
  /** Every query's every run (ms), together: a visitor's search drawn from the mix. */
  wallMs: number[];
  /** The machine's load average (1 minute) before and after the queries. */
  load: [number, number];
  /** PostgreSQL: a restart's walk over the stored index with 100 items changed. */
  restart?: { storedMs: number; changed: number; indexMs: number };
}

/** A deterministic pseudo-random sequence, so every run indexes the same content. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The published sample content of every language, as the feed would index it. */
async function sampleDocuments(): Promise<SearchDocument[]> {
  const store = new ContentStore(await loadContent(path.resolve('content')));
  return Object.values(LOCALES).flatMap((locale) => {
    const all = store.query({ structureKey: [], category: [], tag: [], sort: 'displayAt:desc', page: 1, pageSize: 10_000, onlyPublished: true, language: locale.tag });
    return all.items.flatMap((content) => toSearchDocument(content, { webId: 'up', prefix: '' }, SEARCH_LISTING) ?? []);
  });
}

/** Copy `copy` of a sample document: its sentences partly reordered and dropped, a town, a number and a region of its own, news dated anew. */
function variant(doc: SearchDocument, copy: number, next: () => number): SearchDocument {
  if (copy === 0) return { ...doc, fingerprint: 'copy 0' };
  const sentences = doc.body.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter(() => next() > 0.25);
  const shift = Math.floor(next() * kept.length);
  const town = TOWNS[Math.floor(next() * TOWNS.length)]!;
  const number = Math.floor(next() * 100_000);
  const date = doc.type === 'Aktualita' ? new Date(Date.UTC(2021 + Math.floor(next() * 6), Math.floor(next() * 12), 1 + Math.floor(next() * 28))).toISOString() : doc.date;
  return {
    ...doc,
    id: `${doc.id}-${copy}`,
    url: `${doc.url}-${copy}`,
    title: `${doc.title} ${town} ${copy}`,
    body: [...kept.slice(shift), ...kept.slice(0, shift), `${town} ${number}.`].join(' '),
    fingerprint: `copy ${copy}`,
    ...(date ? { date } : {}),
    regions: [`kraj.${REGIONS[Math.floor(next() * REGIONS.length)]}`],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * CPU time (ms) used so far by a PostgreSQL cluster: its server process, the backends running now, and (the server's
 * children's times, counted when it reaps them) the backends that have ended: idle connections close and reopen.
 */
function clusterCpuMs(dataDir: string): number {
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!;
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command (which may hold spaces): state ppid … utime (14) stime (15) cutime (16) cstime (17).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerMs;
}

interface Engine {
  engine: SearchEngine & { store?: StoredIndex };
  /** CPU (ms) spent outside this process so far. */
  externalCpuMs: () => number;
  indexMb: () => Promise<number>;
  terms: () => Promise<number>;
  /** Batches indexed at once: PostgreSQL works on both cores, MiniSearch on this process's one. */
  parallel: number;
  /**
   * Brings the index to the state a portal serves from: PostgreSQL's autovacuum has long vacuumed and analyzed the
   * tables by then, and would otherwise do it during the first queries, its CPU counted as theirs.
   */
  settle: () => Promise<void>;
}

async function openEngine(backend: Backend, teardowns: (() => unknown)[]): Promise<Engine> {
  const synonyms = sampleSynonyms();
  if (backend === 'embedded') {
    const engine = new MiniSearchEngine({ synonyms });
    const gc = globalThis.gc;
    if (!gc) throw new Error('run with --expose-gc');
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    return {
      engine, parallel: 1, externalCpuMs: () => 0, terms: async () => engine.stats().terms, settle: async () => {},
      indexMb: async () => {
        gc();
        return (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
      },
    };
  }
  const t = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
  const postgres = await startPostgres(t);
  const database = testDatabase(t, await createTestDatabase(postgres));
  const engine = new PostgresSearchEngine({ database, synonyms });
  return {
    engine, parallel: 2, externalCpuMs: () => clusterCpuMs(postgres.dataDir), terms: async () => (await engine.stats()).words,
    settle: async () => void (await database.query('VACUUM ANALYZE')),
    indexMb: async () => (await engine.stats()).bytes / 2 ** 20,
  };
}

async function measure(size: string, backend: Backend): Promise<Measurement> {
  const teardowns: (() => unknown)[] = [];
  try {
    const sample = await sampleDocuments();
    const count = size.startsWith('x') ? sample.length * Number(size.slice(1)) : Number(size);
    const { engine, externalCpuMs, indexMb, terms, parallel, settle } = await openEngine(backend, teardowns);
    const next = random(42);
    // Generated in batches and dropped after indexing: what stays on the heap is what the engine holds.
    const batches = function* () {
      for (let start = 0; start < count; start += BATCH) {
        const batch: SearchDocument[] = [];
        for (let i = start; i < Math.min(count, start + BATCH); i++) batch.push(variant(sample[i % sample.length]!, Math.floor(i / sample.length), next));
        yield batch;
      }
    };
    const pending = batches();
    const began = performance.now();
    await Promise.all(Array.from({ length: parallel }, async () => {
      for (let batch = pending.next(); !batch.done; batch = pending.next()) await engine.index(batch.value);
    }));
    const buildMs = performance.now() - began;
    const documents = count;
    let restart: Measurement['restart'];
    if (engine.store) {
      // What a walk after a restart does: read the stored fingerprints, index what differs (100 items changed).
      const began = performance.now();
      const stored = await engine.store.fingerprints({ webIds: [...new Set(sample.map((doc) => doc.webId))], langs: [...SEARCH_LANGUAGES] });
      const storedMs = performance.now() - began;
      const current = [...batches()].flat().map((doc, i) => (i % Math.max(1, Math.floor(count / 100)) === 0 ? { ...doc, fingerprint: 'edited', body: `${doc.body} Upraveno.` } : doc));
      const changed = current.filter((doc) => stored.get(`${doc.lang} ${doc.id}`) !== doc.fingerprint);
      const indexBegan = performance.now();
      await engine.index(changed);
      restart = { storedMs, changed: changed.length, indexMs: performance.now() - indexBegan };
    }
    await settle();
    const queries: Measurement['queries'] = [];
    const wallMs: number[] = [];
    const loadBefore = loadavg()[0]!;
    for (const q of QUERIES) {
      const first = await searchWithHelp(engine, q);
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      const externalBefore = externalCpuMs();
      const until = performance.now() + QUERY_BUDGET_MS;
      while (times.length < QUERY_RUNS && performance.now() < until) {
        const start = performance.now();
        await searchWithHelp(engine, q);
        times.push(performance.now() - start);
      }
      wallMs.push(...times);
      const cpu = process.cpuUsage(cpuBefore);
      const portalMs = (cpu.user + cpu.system) / 1000;
      const databaseMs = externalCpuMs() - externalBefore;
      times.sort((a, b) => a - b);
      queries.push({
        term: q.term, lang: q.lang, kind: q.kind, total: first.total, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), p99Ms: percentile(times, 0.99),
        cpuMsPerQuery: (portalMs + databaseMs) / times.length, portalCpuMs: portalMs / times.length, databaseCpuMs: databaseMs / times.length,
      });
    }
    const load: [number, number] = [loadBefore, loadavg()[0]!];
    return { label: size, documents, terms: await terms(), buildMs, indexMb: await indexMb(), rssMb: process.memoryUsage().rss / 2 ** 20, queries, wallMs, load, ...(restart ? { restart } : {}) };
  } finally {
    for (const fn of teardowns.reverse()) await fn();
  }
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

/** The figures docs/search.md "Speed" sets targets for, from one size's measurement. */
function summary(measurement: Measurement) {
  const wall = [...measurement.wallMs].sort((a, b) => a - b);
  return {
    wallMedianMs: percentile(wall, 0.5),
    wallP95Ms: percentile(wall, 0.95),
    portalCpuMs: median(measurement.queries.map((q) => q.portalCpuMs)),
    databaseCpuMs: median(measurement.queries.map((q) => q.databaseCpuMs)),
    cpuMs: median(measurement.queries.map((q) => q.cpuMsPerQuery)),
  };
}

/** The targets (docs/search.md "Speed"): which run, which figure, its bound. */
const TARGETS: { backend: Backend; size: string; figure: keyof ReturnType<typeof summary>; what: string; atMost: number }[] = [
  { backend: 'postgres', size: 'x1', figure: 'databaseCpuMs', what: 'PostgreSQL, sample content: database CPU a query, median', atMost: 10 },
  { backend: 'postgres', size: 'x1', figure: 'portalCpuMs', what: 'PostgreSQL, sample content: portal CPU a query, median', atMost: 5 },
  { backend: 'postgres', size: '100000', figure: 'wallMedianMs', what: 'PostgreSQL, 100,000 items: wall time, median', atMost: 30 },
  { backend: 'postgres', size: '100000', figure: 'wallP95Ms', what: 'PostgreSQL, 100,000 items: wall time, p95', atMost: 60 },
  { backend: 'embedded', size: '10000', figure: 'cpuMs', what: 'embedded, 10,000 items: CPU a query, median', atMost: 20 },
];

function print(backend: Backend, size: string, measurement: Measurement): void {
  const memory = backend === 'embedded' ? 'heap held' : 'tables with indexes';
  console.log(`\n${backend} ${size}: ${measurement.documents} documents, ${measurement.terms} terms; build ${round(measurement.buildMs / 1000, 2)} s; ${memory} ${round(measurement.indexMb)} MB (process RSS ${round(measurement.rssMb)} MB)`);
  if (measurement.restart) {
    const r = measurement.restart;
    console.log(`  restart: stored fingerprints read in ${round(r.storedMs)} ms; ${r.changed} changed items indexed in ${round(r.indexMs)} ms`);
  }
  console.log('  query                               kind     results  median ms  p95 ms  p99 ms  CPU ms/query (portal + database)');
  for (const q of measurement.queries) {
    console.log(`  ${`${q.lang} ${q.term}`.slice(0, 36).padEnd(36)} ${q.kind.padEnd(8)} ${String(q.total).padStart(7)}  ${q.medianMs.toFixed(2).padStart(9)}  ${q.p95Ms.toFixed(2).padStart(6)}  ${q.p99Ms.toFixed(2).padStart(6)}  ${q.cpuMsPerQuery.toFixed(2).padStart(12)} (${q.portalCpuMs.toFixed(2)} + ${q.databaseCpuMs.toFixed(2)})`);
  }
  const s = summary(measurement);
  console.log(`  every run of every query: wall median ${s.wallMedianMs.toFixed(2)} ms, p95 ${s.wallP95Ms.toFixed(2)} ms; median over the queries of CPU a query: ${s.cpuMs.toFixed(2)} ms (portal ${s.portalCpuMs.toFixed(2)}, database ${s.databaseCpuMs.toFixed(2)}); load average ${measurement.load.map((l) => l.toFixed(1)).join(' → ')}`);
}

if (process.env.BENCH_SEARCH_CHILD) {
  process.send!(await measure(process.env.BENCH_SEARCH_CHILD, process.env.BENCH_SEARCH_BACKEND as Backend));
} else {
  const args = process.argv.slice(2);
  const sizes = args.filter((a) => !a.startsWith('--'));
  const runs: { backend: Backend; size: string }[] = sizes.length
    ? sizes.map((size) => ({ backend: args.includes('--postgres') ? 'postgres' : 'embedded', size }))
    : [...new Map(TARGETS.map(({ backend, size }) => [`${backend} ${size}`, { backend, size }])).values()];
  const results = new Map<Backend, Measurement[]>();
  const measured: { backend: Backend; size: string; measurement: Measurement }[] = [];
  console.log(`bench/search.ts, ${new Date().toISOString()}, Node ${process.version}`);
  for (const { backend, size } of runs) {
    const child = fork(import.meta.filename, [], { env: { ...process.env, BENCH_SEARCH_CHILD: size, BENCH_SEARCH_BACKEND: backend }, execArgv: ['--expose-gc', '--import', 'tsx'] });
    const [measurement] = (await once(child, 'message')) as [Measurement];
    await once(child, 'exit');
    results.set(backend, [...(results.get(backend) ?? []), measurement]);
    measured.push({ backend, size, measurement });
    print(backend, size, measurement);
  }
  const judged = TARGETS.flatMap((target) => {
    const run = measured.find(({ backend, size }) => backend === target.backend && size === target.size);
    return run ? [{ ...target, value: summary(run.measurement)[target.figure], load: run.measurement.load }] : [];
  });
  if (judged.length > 0) {
    console.log('\n| target | figure | bound | met | load average |\n|---|---|---|---|---|');
    for (const row of judged) console.log(`| ${row.what} | ${row.value.toFixed(2)} ms | ≤ ${row.atMost} ms | ${row.value <= row.atMost ? 'yes' : '**no**'} | ${row.load.map((l) => l.toFixed(1)).join(' → ')} |`);
  }
  for (const [backend, measurements] of results) {
    await writeFile(path.resolve(`bench/results/search-${backend}.json`), JSON.stringify({ node: process.version, at: new Date().toISOString(), results: measurements.map(({ wallMs, ...rest }) => rest) }, null, 2) + '\n');
  }
}
