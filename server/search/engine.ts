/**
 * The search's interface (docs/product.md §12.1): what the feed indexes and what the search page and API ask. The
 * embedded MiniSearch engine (minisearch-engine.ts) implements it; a PostgreSQL engine for many processes can implement
 * it too, which is why every method is asynchronous and nothing here names a library.
 */
import type { SearchLanguage } from './analyzer.ts';
import type { Synonyms } from './synonyms.ts';

export const DEFAULT_PAGE_SIZE = 10;
/** Structure keys whose date matters to a reader: every engine ranks the fresher higher (ranking.ts). */
export const NEWS_TYPES: readonly string[] = ['Aktualita', 'TiskovaZprava'];
/** A fresh news item weighs up to this much more; the extra halves every NEWS_HALF_LIFE_DAYS. */
export const NEWS_BOOST = 0.5;
export const NEWS_HALF_LIFE_DAYS = 90;
export const MAX_PAGE_SIZE = 100;

/** One content item in one language, as the search sees it. */
export interface SearchDocument {
  /** The content id; with `lang` it names the document. */
  id: string;
  lang: SearchLanguage;
  webId: string;
  /** The portal path of the page, language prefix included (`/en/housing-allowance`). */
  url: string;
  title: string;
  /** The place the page is about, for an office its town ("Brno", "Praha 4"); empty for other pages. */
  places: string;
  description: string;
  /** Plain text: HTML stripped. */
  body: string;
  /** What the feed indexed (the item's version): an index kept across restarts indexes again only what changed. */
  fingerprint?: string;
  /** The structure key (`Sluzba`, `Aktualita`, …). */
  type: string;
  /** ISO date of publication (`displayAt`); news are ranked by it. */
  date?: string;
  /** Category keys `vocabulary.category`, regions excluded. */
  categories: string[];
  /** Region keys (`kraj.praha`). */
  regions: string[];
}

export interface DocumentRef {
  id: string;
  lang: SearchLanguage;
}

export interface SearchFilters {
  /** Structure keys, any of them (several keys a visitor knows by one name: "Stránka"). */
  type?: string[];
  category?: string;
  year?: number;
  region?: string;
  webId?: string;
}

export interface SearchQuery {
  /** A term that passed `validateTerm`. */
  term: string;
  lang: SearchLanguage;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  filters?: SearchFilters;
}

export interface SearchHit {
  id: string;
  title: string;
  url: string;
  /** Escaped text with the matched words in `<mark>`: safe to insert as HTML, and nothing else is markup. */
  snippet: string;
  type: string;
  date?: string;
}

/** Counts per value of each filter, over the results with the other filters applied (so a visitor sees what choosing a value gives). */
export interface SearchFacets {
  type: Record<string, number>;
  year: Record<string, number>;
  category: Record<string, number>;
  region: Record<string, number>;
}

/** How a visitor's search ends, counted per language for the editors (server/metrics.ts `portal_search_answers_total`). */
export const SEARCH_OUTCOMES = ['found', 'relaxed', 'other_language', 'nothing'] as const;
export type SearchOutcome = (typeof SEARCH_OUTCOMES)[number];

/** A first page of results' outcome. */
export function outcomeOf(result: SearchResult): SearchOutcome {
  if (result.items.length > 0) return result.relaxed ? 'relaxed' : 'found';
  return result.otherLanguage ? 'other_language' : 'nothing';
}

export interface SearchResult {
  /** Results found; with `moreThanTotal`, at least this many (PostgreSQL stops counting at 1,000). */
  total: number;
  moreThanTotal?: true;
  /**
   * Fewer than a few pages hold every selecting word of the query: the results include pages that cover most of its
   * meaning (query-plan.ts `coverage`). Other languages are then asked as well (other-languages.ts).
   */
  relaxed?: true;
  page: number;
  pageSize: number;
  items: SearchHit[];
  facets: SearchFacets;
  /** "Did you mean": the query with its unknown words replaced by the closest indexed words, when it found little. */
  suggestion?: string;
  /** When nothing good was found in the query's language: the language that has better results (other-languages.ts). */
  otherLanguage?: OtherLanguageResults;
}

export interface OtherLanguageResults {
  lang: SearchLanguage;
  total: number;
  /** Its best results, each in the query's language where it is translated, else in `lang`. */
  items: (SearchHit & { lang: SearchLanguage })[];
}

export interface SearchEngine {
  /** Adds the documents, replacing those with the same id and language. */
  index(docs: SearchDocument[]): Promise<void>;
  remove(refs: DocumentRef[]): Promise<void>;
  query(query: SearchQuery): Promise<SearchResult>;
  /** Completions of the last word of a term, most frequent first. */
  suggest(term: string, lang: SearchLanguage): Promise<string[]>;
  /** These documents as hits (their snippet the start of their text), those the index holds. */
  documents(refs: DocumentRef[]): Promise<SearchHit[]>;
  /**
   * The term in words of the index: each word kept, given its diacritics, or replaced by the closest known word;
   * undefined when a word is close to none (words.ts). The most frequent searches are shown this way.
   */
  correct(term: string, lang: SearchLanguage): Promise<string | undefined>;
  /** Takes the editors' changed thesaurus into use; the index stays as it is (synonyms are expanded at query time). */
  setSynonyms(synonyms: Synonyms): void;
  /** Where the index outlives the process and is shared by every process (PostgreSQL). */
  store?: StoredIndex;
}

/** What the feed needs of an index kept across restarts and shared by processes (server/search/feed.ts). */
export interface StoredIndex {
  /** The fingerprints of the documents it holds of these webs and languages, by `lang id`. */
  fingerprints(scope: { webIds: string[]; langs: SearchLanguage[] }): Promise<Map<string, string>>;
  /** Whether a whole walk of each of these webs was stored (then the index can answer at start). */
  walked(webIds: string[]): Promise<boolean>;
  finishedWalk(webIds: string[]): Promise<void>;
  /** Runs `work` while this process alone may write (renewed by `renew`); undefined when another process holds it. */
  whileLeased<T>(work: (renew: () => Promise<void>) => Promise<T>): Promise<T | undefined>;
}
