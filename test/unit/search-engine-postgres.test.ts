/** The search test suite over PostgreSQL, each engine in a database of its own made by the migrations (test/helpers/search-engines.ts). */
import t from 'tap';
import { startPostgres } from '../helpers/postgres.ts';
import { searchEngineSuite } from '../helpers/search-engine-suite.ts';
import { postgresTestEngine } from '../helpers/search-engines.ts';

const postgres = await startPostgres(t);

await searchEngineSuite(t, { makeEngine: (synonyms) => postgresTestEngine(t, postgres, synonyms) });
