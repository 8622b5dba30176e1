/**
 * The search's quality on the held-out query set (test/fixtures/search/queries.json), in both backends: the
 * sample content walked by the real feed into each engine, then every query through the same path as the portal's
 * search (with help from other languages). Prints a table per backend and language and every miss.
 *
 *   node --import tsx bench/search-quality.ts [--postgres-only | --embedded-only]
 */
import { searchWithHelp } from '../server/search/other-languages.ts';
import type { SearchEngine } from '../server/search/engine.ts';
import { measureQuality } from '../test/helpers/search-quality.ts';
import { sampleSearch } from '../test/helpers/search.ts';
import { postgresTestEngine } from '../test/helpers/search-engines.ts';
import { startPostgres } from '../test/helpers/postgres.ts';

const teardowns: (() => unknown)[] = [];
const t = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function report(label: string, engine: SearchEngine): Promise<void> {
  const { rows, score } = await measureQuality((query) => searchWithHelp(engine, { term: query.q, lang: query.lang }));
  console.log(`\n${label}\n  language  queries  first      first three`);
  for (const [lang, s] of Object.entries(score)) console.log(`  ${lang.padEnd(8)}  ${String(s.queries).padStart(7)}  ${percent(s.first, s.queries).padEnd(9)}  ${percent(s.firstThree, s.queries)}`);
  for (const row of rows.filter((r) => r.place !== 1)) console.log(`  miss (${row.place || '-'}): ${row.lang} "${row.q}" expected ${row.expect}, got ${row.got.slice(0, 3).join(' ') || 'nothing'}`);
}

try {
  const only = process.argv[2];
  if (only !== '--postgres-only') await report('embedded (MiniSearch)', (await sampleSearch(t)).engine);
  if (only !== '--embedded-only') {
    const postgres = await startPostgres(t);
    await report('PostgreSQL', (await sampleSearch(t, [], (synonyms) => postgresTestEngine(t, postgres, synonyms))).engine);
  }
} finally {
  for (const fn of teardowns.reverse()) await fn();
}
