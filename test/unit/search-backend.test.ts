/** The backend the configuration names is the only index of the process: on PostgreSQL no MiniSearch index is held. */
import t from 'tap';
import type { Database } from '../../server/database.ts';
import { createSearchEngine } from '../../server/search/backend.ts';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { PostgresSearchEngine } from '../../server/search/postgres-engine.ts';
import { Synonyms } from '../../server/search/synonyms.ts';

t.test('postgres: the PostgreSQL engine alone; embedded: MiniSearch', async (t) => {
  const database = { query: async () => ({ rows: [] }), transaction: async () => undefined, close: async () => {} } as unknown as Database;
  const postgres = createSearchEngine({ searchBackend: 'postgres' }, { synonyms: new Synonyms(), database });
  t.ok(postgres instanceof PostgresSearchEngine);
  t.notOk(postgres instanceof MiniSearchEngine);
  t.ok(createSearchEngine({ searchBackend: 'embedded' }, { synonyms: new Synonyms() }) instanceof MiniSearchEngine);
  t.throws(() => createSearchEngine({ searchBackend: 'postgres' }, { synonyms: new Synonyms() }), /DATABASE_URL/);
});
