/**
 * PostgreSQL for the search's tests: a database of its own for each engine (CREATE DATABASE in the test's cluster,
 * test/helpers/postgres.ts), made by the portal's migrations as `npm run db:migrate` makes it, so a fresh engine
 * starts empty and nothing a test stores is seen by another.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../../server/database.ts';
import { migrate } from '../../server/migrate.ts';
import { PostgresSearchEngine, type PostgresSearchEngineOptions } from '../../server/search/postgres-engine.ts';
import type { Synonyms } from '../../server/search/synonyms.ts';
import type { TestPostgres } from './postgres.ts';
import { TODAY } from './search.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

let databases = 0;

/** The URL of a new, migrated database in the cluster. */
export async function createTestDatabase(postgres: TestPostgres): Promise<string> {
  const name = `test_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = postgres.url.replace(/\/[^/]*$/, `/${name}`);
  await migrate(url);
  return url;
}

/** A pool on a database, closed in teardown. */
export function testDatabase(t: Teardown, url: string): Database {
  const database = openDatabase(url, { log: { warn: () => {} } });
  t.teardown(() => database.close());
  return database;
}

/** An empty PostgreSQL engine in a database of its own, news aged by the tests' clock. */
export async function postgresTestEngine(t: Teardown, postgres: TestPostgres, synonyms?: Synonyms, options: Pick<PostgresSearchEngineOptions, 'enoughTitles'> = {}): Promise<PostgresSearchEngine> {
  const database = testDatabase(t, await createTestDatabase(postgres));
  return new PostgresSearchEngine({ database, ...(synonyms ? { synonyms } : {}), now: () => TODAY, ...options });
}
