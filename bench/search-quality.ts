/**
 * The search's quality on its two query sets (test/helpers/search-quality.ts: the tuning set and the held-out set of
 * citizens' own words), in both backends: the sample content walked by the real feed into each engine, then every
 * query through the same path as the portal's search (with help from other languages). Prints a table per backend,
 * set, language and kind, and every miss.
 *
 *   node --import tsx bench/search-quality.ts [--postgres-only | --embedded-only]
 */
import { searchWithHelp } from '../server/search/other-languages.ts';
import type { SearchEngine } from '../server/search/engine.ts';
import { measureQuality, QUERY_SETS, type QualityScore } from '../test/helpers/search-quality.ts';
import { sampleSearch, sampleSynonymTable } from '../test/helpers/search.ts';
import { analyzerFor } from '../server/search/analyzer.ts';
import { postgresTestEngine } from '../test/helpers/search-engines.ts';
import { startPostgres } from '../test/helpers/postgres.ts';

const teardowns: (() => unknown)[] = [];
const t = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const line = (label: string, s: QualityScore) => `  ${label.padEnd(10)}  ${String(s.queries).padStart(7)}  ${percent(s.first, s.queries).padEnd(9)}  ${percent(s.firstThree, s.queries)}`;

async function report(label: string, engine: SearchEngine): Promise<void> {
  for (const [set, queries] of Object.entries(QUERY_SETS)) {
    const { rows, score, byKind } = await measureQuality((query) => searchWithHelp(engine, { term: query.q, lang: query.lang }), queries);
    console.log(`\n${label}, ${set} set\n  ${'language'.padEnd(10)}  queries  first      first three`);
    for (const [lang, s] of Object.entries(score)) console.log(line(lang, s));
    console.log(`  ${'kind'.padEnd(10)}`);
    for (const [kind, s] of Object.entries(byKind)) console.log(line(kind, s));
    if (set !== 'tuning') {
      const apart = rows.filter((row) => !overlap.includes(`${row.lang} "${row.q}"`));
      console.log(`  without the queries that are thesaurus keys: ${apart.filter((r) => r.place === 1).length} of ${apart.length} first, ${apart.filter((r) => r.place >= 1 && r.place <= 3).length} in the first three`);
    }
    for (const row of rows.filter((r) => r.place !== 1)) console.log(`  miss (${row.place || '-'}): ${row.lang} "${row.q}" expected ${row.expect ?? 'nothing'}, got ${row.got.slice(0, 3).join(' ') || 'nothing'}`);
  }
}

/** Held-out queries that are, word for word (as analyzed), a key of the sample thesaurus: the overlap to judge the set by. */
const heldOut = Object.entries(QUERY_SETS).flatMap(([set, queries]) => (set === 'tuning' ? [] : queries));

function thesaurusOverlap(): string[] {
  const table = sampleSynonymTable();
  return heldOut.filter((query) => {
    const analyzer = analyzerFor(query.lang);
    const terms = analyzer.terms(query.q).join(' ');
    return Object.keys(table[query.lang] ?? {}).some((key) => analyzer.terms(key).join(' ') === terms);
  }).map((query) => `${query.lang} "${query.q}"`);
}

const overlap = thesaurusOverlap();
try {
  console.log(`thesaurus keys that are held-out queries: ${overlap.length} of ${heldOut.length}${overlap.length ? `: ${overlap.join(', ')}` : ''}`);
  const only = process.argv[2];
  if (only !== '--postgres-only') await report('embedded (MiniSearch)', (await sampleSearch(t)).engine);
  if (only !== '--embedded-only') {
    const postgres = await startPostgres(t);
    await report('PostgreSQL', (await sampleSearch(t, [], (synonyms) => postgresTestEngine(t, postgres, synonyms))).engine);
  }
} finally {
  for (const fn of teardowns.reverse()) await fn();
}
