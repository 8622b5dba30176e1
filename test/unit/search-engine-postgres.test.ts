/** The search test suite over PostgreSQL full-text search, in a cluster of its own (test/helpers/postgres.ts). */
import t from 'tap';
import { PostgresSearchEngine } from '../../server/search/postgres-engine.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { searchEngineSuite } from '../helpers/search-engine-suite.ts';
import { TODAY } from '../helpers/search.ts';

const postgres = await startPostgres(t);
const warnings: string[] = [];
let engines = 0;

await searchEngineSuite(t, {
  // Each engine in a schema of its own: a fresh one starts empty.
  makeEngine: async (synonyms) => {
    const engine = new PostgresSearchEngine({
      connectionString: postgres.url,
      schema: `search_${++engines}`,
      ...(synonyms ? { synonyms } : {}),
      now: () => TODAY,
      log: { warn: (message) => warnings.push(message) },
    });
    t.teardown(() => engine.close());
    await engine.start();
    return engine;
  },
  forgivesTypos: false,
});

t.test('Czech, Russian and Ukrainian are lemmatised by their hunspell dictionaries (none fell back to simple)', async (t) => {
  t.ok(engines > 0);
  t.same(warnings, []);
});
