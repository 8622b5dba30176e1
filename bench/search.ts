/**
 * Measures the embedded search engine (not run by the tests): the sample content, and content generated from it
 * 10× and 100× larger and up to 100,000 items. For each size, in a process of its own so the sizes do not
 * disturb one another: index build time, heap held by the index (its documents' texts included: snippets need
 * them), and query time (median and p99) of a few common queries in the four languages.
 *
 *   node --import tsx bench/search.ts x1 x10 x100 100000
 *
 * `xN` is N times the sample content, a plain number that many items. Writes bench/results/search-latest.json.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../embedded/content-files.ts';
import { ContentStore } from '../embedded/content-store.ts';
import type { SearchDocument, SearchQuery } from '../server/search/engine.ts';
import { toSearchDocument } from '../server/search/feed.ts';
import { MiniSearchEngine } from '../server/search/minisearch-engine.ts';
import { loadSynonyms } from '../server/search/synonyms.ts';

const QUERIES: Pick<SearchQuery, 'term' | 'lang'>[] = [
  { term: 'příspěvek na bydlení', lang: 'cs' },
  { term: 'prispevek', lang: 'cs' },
  { term: 'podpora v nezaměstnanosti', lang: 'cs' },
  { term: 'pracák', lang: 'cs' },
  { term: 'úřadu práce', lang: 'cs' },
  { term: 'housing allowance', lang: 'en' },
  { term: 'пособие по безработице', lang: 'ru' },
  { term: 'допомога на житло', lang: 'uk' },
];
/** Each query runs this often, or for this long, whichever ends first. */
const QUERY_RUNS = 200;
const QUERY_BUDGET_MS = 4_000;
const TOWNS = ('Praha Brno Ostrava Plzeň Liberec Olomouc Ústí Hradec Pardubice Zlín Havířov Kladno Most Opava Frýdek Karviná ' +
  'Jihlava Teplice Děčín Karlovy Chomutov Přerov Jablonec Mladá Prostějov Třinec Třebíč Tábor Znojmo Kolín Příbram Cheb ' +
  'Trutnov Písek Orlová Kroměříž Vsetín Šumperk Uherské Břeclav Hodonín Český Litvínov Nový Havlíčkův Chrudim Krnov Strakonice').split(' ');
const REGIONS = ['praha', 'stredocesky', 'jihocesky', 'plzensky', 'karlovarsky', 'ustecky', 'liberecky', 'kralovehradecky', 'pardubicky', 'vysocina', 'jihomoravsky', 'olomoucky', 'zlinsky', 'moravskoslezsky'];

interface Measurement {
  label: string;
  documents: number;
  terms: number;
  buildMs: number;
  heapMb: number;
  rssMb: number;
  queries: { term: string; lang: string; total: number; medianMs: number; p99Ms: number; cpuMsPerQuery: number }[];
}

/** A deterministic pseudo-random sequence, so every run indexes the same content. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function sampleDocuments(): Promise<SearchDocument[]> {
  const store = new ContentStore(await loadContent(path.resolve('content')));
  const all = store.query({ structureKey: [], category: [], tag: [], sort: 'displayAt:desc', page: 1, pageSize: 10_000, onlyPublished: true });
  return all.items.flatMap((content) => toSearchDocument(content, { webId: 'up', prefix: '' }) ?? []);
}

/** Copy `copy` of a sample document: its sentences partly reordered and dropped, a town, a number and a region of its own, news dated anew. */
function variant(doc: SearchDocument, copy: number, next: () => number): SearchDocument {
  if (copy === 0) return doc;
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
    ...(date ? { date } : {}),
    regions: [`kraj.${REGIONS[Math.floor(next() * REGIONS.length)]}`],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function measure(size: string): Promise<Measurement> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('run with --expose-gc');
  const sample = await sampleDocuments();
  const count = size.startsWith('x') ? sample.length * Number(size.slice(1)) : Number(size);
  const engine = new MiniSearchEngine({ synonyms: await loadSynonyms(path.resolve('content/up/synonyms.json')) });
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const next = random(42);
  let buildMs = 0;
  // Generated in batches and dropped after indexing: what stays on the heap is what the engine holds.
  for (let start = 0; start < count; start += 1_000) {
    const batch: SearchDocument[] = [];
    for (let i = start; i < Math.min(count, start + 1_000); i++) batch.push(variant(sample[i % sample.length]!, Math.floor(i / sample.length), next));
    const began = performance.now();
    await engine.index(batch);
    buildMs += performance.now() - began;
  }
  gc();
  const memory = process.memoryUsage();
  const queries: Measurement['queries'] = [];
  for (const q of QUERIES) {
    const first = await engine.query(q);
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    const until = performance.now() + QUERY_BUDGET_MS;
    while (times.length < QUERY_RUNS && performance.now() < until) {
      const began = performance.now();
      await engine.query(q);
      times.push(performance.now() - began);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    queries.push({
      term: q.term, lang: q.lang, total: first.total,
      medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99), cpuMsPerQuery: (cpu.user + cpu.system) / 1000 / times.length,
    });
  }
  return {
    label: size, documents: engine.stats().documents, terms: engine.stats().terms, buildMs,
    heapMb: (memory.heapUsed - heapBefore) / 2 ** 20, rssMb: memory.rss / 2 ** 20, queries,
  };
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

if (process.env.BENCH_SEARCH_CHILD) {
  process.send!(await measure(process.env.BENCH_SEARCH_CHILD));
} else {
  const sizes = process.argv.slice(2).length ? process.argv.slice(2) : ['x1', 'x10'];
  const results: Measurement[] = [];
  for (const size of sizes) {
    const child = fork(import.meta.filename, [], { env: { ...process.env, BENCH_SEARCH_CHILD: size }, execArgv: ['--expose-gc', '--import', 'tsx'] });
    const [measurement] = (await once(child, 'message')) as [Measurement];
    await once(child, 'exit');
    results.push(measurement);
    console.log(`\n${size}: ${measurement.documents} documents, ${measurement.terms} index terms; build ${round(measurement.buildMs / 1000, 2)} s; heap ${round(measurement.heapMb)} MB (process RSS ${round(measurement.rssMb)} MB)`);
    console.log('  query                               results  median ms  p99 ms  CPU ms/query');
    for (const q of measurement.queries) {
      console.log(`  ${`${q.lang} ${q.term}`.padEnd(36)} ${String(q.total).padStart(7)}  ${q.medianMs.toFixed(2).padStart(9)}  ${q.p99Ms.toFixed(2).padStart(6)}  ${q.cpuMsPerQuery.toFixed(2).padStart(12)}`);
    }
  }
  await writeFile(path.resolve('bench/results/search-latest.json'), JSON.stringify({ node: process.version, at: new Date().toISOString(), results }, null, 2) + '\n');
}
