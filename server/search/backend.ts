/**
 * The search engine the configuration chooses (README "Configuration", `SEARCH_BACKEND`): the embedded MiniSearch
 * index in this process, or PostgreSQL full-text search shared by every process of the portal.
 */
import type { Config } from '../config.ts';
import type { SearchEngine } from './engine.ts';
import { MiniSearchEngine } from './minisearch-engine.ts';
import { PostgresSearchEngine } from './postgres-engine.ts';
import type { Synonyms } from './synonyms.ts';

export interface SearchBackendOptions {
  synonyms: Synonyms;
  log: { warn(message: string): void };
  /** Called with what releases the engine's resources (PostgreSQL's connections) when the portal closes. */
  onClose(close: () => Promise<void>): void;
}

export function createSearchEngine(config: Pick<Config, 'searchBackend' | 'databaseUrl'>, options: SearchBackendOptions): SearchEngine {
  if (config.searchBackend === 'embedded') return new MiniSearchEngine({ synonyms: options.synonyms });
  // loadConfig refuses `postgres` without DATABASE_URL; this guards a hand-made Config.
  if (!config.databaseUrl) throw new Error('The postgres search backend needs DATABASE_URL.');
  const engine = new PostgresSearchEngine({ connectionString: config.databaseUrl, synonyms: options.synonyms, log: options.log });
  // The schema is made now so a wrong URL or a missing extension shows in the log at start, not at the first search.
  engine.start().catch((error: unknown) => options.log.warn(`search: PostgreSQL is not ready: ${(error as Error).message}`));
  options.onClose(() => engine.close());
  return engine;
}
