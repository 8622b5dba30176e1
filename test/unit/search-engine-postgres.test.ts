/** The search test suite over PostgreSQL, each engine in a database of its own made by the migrations (test/helpers/search-engines.ts). */
import t from 'tap';
import { startPostgres } from '../helpers/postgres.ts';
import { searchEngineSuite } from '../helpers/search-engine-suite.ts';
import { postgresTestEngine } from '../helpers/search-engines.ts';

const postgres = await startPostgres(t);

await searchEngineSuite(t, { makeEngine: (synonyms) => postgresTestEngine(t, postgres, synonyms) });

// The candidates of a query found in many titles come from the titles' index (docs/search.md "PostgreSQL backend"):
// at 100,000 pages from 200 of them; here from one, so that every query of the suite with a title match takes it.
t.test('candidates from the titles\' index', (t) => searchEngineSuite(t, { makeEngine: (synonyms) => postgresTestEngine(t, postgres, synonyms, { enoughTitles: 1 }) }));
