/**
 * A short measurement of the PostgreSQL search backend (not run by the tests; issue 11): a throwaway PostgreSQL
 * cluster (test/helpers/postgres.ts), the sample content of all four languages indexed through the real feed, then
 * QUERY_RUNS runs of a few common queries, one after the other, with the embedded engine's times on the same
 * content beside them. Prints one JSON object.
 *
 *   node --import tsx bench/search-postgres.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { SearchEngine, SearchQuery } from '../server/search/engine.ts';
import { MiniSearchEngine } from '../server/search/minisearch-engine.ts';
import { PostgresSearchEngine } from '../server/search/postgres-engine.ts';
import { startPostgres } from '../test/helpers/postgres.ts';
import { sampleSearch } from '../test/helpers/search.ts';

const QUERY_RUNS = 100;
const QUERIES: Pick<SearchQuery, 'term' | 'lang'>[] = [
  { term: 'práce', lang: 'cs' },
  { term: 'příspěvek na bydlení', lang: 'cs' },
  { term: 'housing allowance', lang: 'en' },
];

const teardowns: (() => unknown)[] = [];
const t = { teardown: (fn: () => unknown) => void teardowns.push(fn) };

async function timeQueries(engine: SearchEngine, query: Pick<SearchQuery, 'term' | 'lang'>) {
  await engine.query(query);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < QUERY_RUNS; i++) {
    const start = performance.now();
    total = (await engine.query(query)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 100) / 100;
  return { ...query, results: total, medianMs: ms(times[times.length >> 1]!), p99Ms: ms(times[Math.ceil(times.length * 0.99) - 1]!), meanMs: ms(times.reduce((a, b) => a + b, 0) / times.length) };
}

try {
  const postgres = await startPostgres(t);
  let engine: PostgresSearchEngine | undefined;
  const started = performance.now();
  const { report } = await sampleSearch(t, [], async (synonyms) => {
    engine = new PostgresSearchEngine({ connectionString: postgres.url, synonyms });
    await engine.start();
    return engine;
  });
  const indexMs = Math.round(performance.now() - started);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const size = await db.query(`SELECT pg_total_relation_size('portal_search.search_documents') AS documents, pg_total_relation_size('portal_search.search_words') AS words`);
  await db.end();
  const postgresTimes = [];
  for (const query of QUERIES) postgresTimes.push(await timeQueries(engine!, query));
  const embedded = (await sampleSearch(t)).engine;
  const embeddedTimes = [];
  for (const query of QUERIES) embeddedTimes.push(await timeQueries(embedded, query));
  await engine!.close();
  console.log(JSON.stringify({
    documents: report.total,
    postgres: {
      indexMs,
      stats: await statsOf(postgres.url),
      tableBytes: { documents: Number(size.rows[0].documents), words: Number(size.rows[0].words) },
      queries: postgresTimes,
    },
    embedded: { queries: embeddedTimes, stats: (embedded as MiniSearchEngine).stats() },
  }, null, 2));
} finally {
  for (const fn of teardowns.reverse()) await fn();
}

async function statsOf(url: string) {
  const engine = new PostgresSearchEngine({ connectionString: url });
  try {
    return await engine.stats();
  } finally {
    await engine.close();
  }
}
