/**
 * Answers of an engine kept for the searches people repeat ("příspěvek na bydlení" many times a minute): a bounded
 * LRU of results by query, emptied whenever this process changes the index. The feed of every process walks the
 * CMS itself and indexes what changed (PostgreSQL's rows included), so an answer never outlives the content it
 * was found in by more than the feed's retention period; the time limit bounds the drift of the news boost.
 */
import { LRUCache } from 'lru-cache';
import type { SearchLanguage } from './analyzer.ts';
import { DEFAULT_PAGE_SIZE, type DocumentRef, type SearchDocument, type SearchEngine, type SearchQuery, type SearchResult } from './engine.ts';

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10 * 60_000;

export class CachedResults implements SearchEngine {
  readonly #engine: SearchEngine;
  readonly #results = new LRUCache<string, Promise<SearchResult>>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  readonly storedRefs?: SearchEngine['storedRefs'];

  constructor(engine: SearchEngine) {
    this.#engine = engine;
    if (engine.storedRefs) this.storedRefs = (scope) => engine.storedRefs!(scope);
  }

  async index(docs: SearchDocument[]): Promise<void> {
    try {
      await this.#engine.index(docs);
    } finally {
      this.#results.clear();
    }
  }

  async remove(refs: DocumentRef[]): Promise<void> {
    try {
      await this.#engine.remove(refs);
    } finally {
      this.#results.clear();
    }
  }

  /** Concurrent identical searches share one engine call; a failed one is forgotten at once. */
  query(query: SearchQuery): Promise<SearchResult> {
    const { term, lang, page = 1, pageSize = DEFAULT_PAGE_SIZE, filters = {} } = query;
    const key = JSON.stringify([term, lang, page, pageSize, filters.type, filters.category, filters.year, filters.region, filters.webId]);
    let result = this.#results.get(key);
    if (!result) {
      result = this.#engine.query(query);
      this.#results.set(key, result);
      result.catch(() => {
        if (this.#results.peek(key) === result) this.#results.delete(key);
      });
    }
    return result;
  }

  suggest(term: string, lang: SearchLanguage): Promise<string[]> {
    return this.#engine.suggest(term, lang);
  }
}
