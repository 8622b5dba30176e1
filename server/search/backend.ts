/**
 * The search engine the configuration chooses (README "Configuration", `SEARCH_BACKEND`): the embedded MiniSearch
 * index in this process, or the PostgreSQL index shared by every process of the portal (on the portal's database).
 */
import type { Config } from '../config.ts';
import type { Database } from '../database.ts';
import type { SearchEngine } from './engine.ts';
import { MiniSearchEngine } from './minisearch-engine.ts';
import { PostgresSearchEngine } from './postgres-engine.ts';
import type { Synonyms } from './synonyms.ts';

export function createSearchEngine(config: Pick<Config, 'searchBackend'>, options: { synonyms: Synonyms; database?: Database }): SearchEngine {
  if (config.searchBackend === 'embedded') return new MiniSearchEngine({ synonyms: options.synonyms });
  // loadConfig refuses `postgres` without DATABASE_URL; this guards a hand-made Config.
  if (!options.database) throw new Error('The postgres search backend needs DATABASE_URL.');
  return new PostgresSearchEngine({ database: options.database, synonyms: options.synonyms });
}
