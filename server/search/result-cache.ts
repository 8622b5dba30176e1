/**
 * Answers of an engine kept for the searches people repeat ("příspěvek na bydlení" many times a minute): a bounded
 * LRU of results by query, emptied whenever this process changes the index or the thesaurus, and each kept for at most `maxAgeMs`
 * (the CMS retention): where another process writes the index (PostgreSQL), an answer outlives a change by no more
 * than a page does.
 */
import { LRUCache } from 'lru-cache';
import type { SearchLanguage } from './analyzer.ts';
import type { Synonyms } from './synonyms.ts';
import { DEFAULT_PAGE_SIZE, type DocumentRef, type SearchDocument, type SearchEngine, type SearchHit, type SearchQuery, type SearchResult } from './engine.ts';

const MAX_ENTRIES = 500;

export class CachedResults implements SearchEngine {
  readonly #engine: SearchEngine;
  readonly #results: LRUCache<string, Promise<SearchResult>>;
  readonly store?: SearchEngine['store'];

  constructor(engine: SearchEngine, maxAgeMs: number) {
    this.#engine = engine;
    this.#results = new LRUCache({ max: MAX_ENTRIES, ttl: maxAgeMs });
    if (engine.store) this.store = engine.store;
  }

  async index(docs: SearchDocument[]): Promise<void> {
    try {
      await this.#engine.index(docs);
    } finally {
      this.#results.clear();
    }
  }

  setSynonyms(synonyms: Synonyms): void {
    this.#engine.setSynonyms(synonyms);
    this.#results.clear();
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
    const key = JSON.stringify([term, lang, page, pageSize, filters.type?.join(','), filters.category, filters.year, filters.region, filters.webId]);
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

  documents(refs: DocumentRef[]): Promise<SearchHit[]> {
    return this.#engine.documents(refs);
  }

  correct(term: string, lang: SearchLanguage): Promise<string | undefined> {
    return this.#engine.correct(term, lang);
  }
}
