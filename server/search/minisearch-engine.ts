/**
 * The embedded search engine: one MiniSearch index a language in this process (docs/search.md "Why MiniSearch" says why
 * MiniSearch). MiniSearch brings BM25 ranking with field boosts and a query tree; around it this module keeps the
 * documents for filters, facets and snippets, the vocabulary of index terms the query plan is made against
 * (query-plan.ts: typos and completions, as in the PostgreSQL engine), a dictionary of the words seen for "did you
 * mean" and completions, and the ranking of ranking.ts over the matches.
 */
import MiniSearch, { type Query, type SearchResult as MiniSearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { analyzerFor, fold, normalizeText, tokenize, words, type Analyzer, type SearchLanguage } from './analyzer.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type DocumentRef,
  type SearchDocument,
  type SearchEngine,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from './engine.ts';
import { answers, clauseStrength, coverage, fieldStrength, planQuery, RELAX_BELOW, RELAX_CANDIDATES, relaxedFloor, relevanceClauses, type Clause, type Coverage, type Vocabulary } from './query-plan.ts';
import { rankerFor } from './ranking.ts';
import { makeSnippet } from './snippet.ts';
import { facetsOf, matchesFilters } from './facets.ts';
import { Synonyms } from './synonyms.ts';
import { correctWords, isDictionaryWord, type WordDictionary } from './words.ts';

/** Title and place hits weigh most, then the perex, then the body. */
const FIELD_BOOST = { title: 3, places: 3, description: 1.5, body: 1 };

/** What the common words, which rank but do not select, add to a page's relevance, as a share of theirs (`relevanceClauses`). */
const COMMON_SHARE = 0.5;

/** How strongly a page holds a term found in these of its fields (query-plan.ts `fieldStrength`), 0 in none. */
function termStrength(fields: string[] | undefined, doc: StoredDoc): number {
  if (!fields) return 0;
  const best = fields.some((field) => field === 'title' || field === 'places') ? 'title' : fields.includes('description') ? 'perex' : 'body';
  return fieldStrength(best, doc.bodyBytes);
}
/** "Did you mean" is offered below this many results. */
const SUGGEST_BELOW = 3;
/** Documents indexed between two turns of the event loop, so pages keep being served while the index builds. */
const INDEX_BATCH = 200;
/** Dictionary entries looked at for one completion. */
const COMPLETION_SCAN = 2_000;
/** Index terms looked at for the completions of one term. */
const TERM_COMPLETION_SCAN = 500;

/**
 * Heap an indexed document holds, its texts included (snippets need them): measured by bench/search.ts with the
 * sample content and its copies (bench/results/search.md "Both engines, measured"), rounded up.
 */
const BYTES_PER_DOCUMENT = 7 * 1024;
/** The index may take this share of the heap; pages, caches and requests need the rest. */
const HEAP_SHARE = 0.4;

/** How many documents the embedded index can hold in a heap of this many bytes (V8's `heap_size_limit`). */
export function maxEmbeddedDocuments(heapLimitBytes: number): number {
  return Math.floor((heapLimitBytes * HEAP_SHARE) / BYTES_PER_DOCUMENT);
}

interface StoredDoc {
  id: string;
  webId: string;
  url: string;
  title: string;
  titleTerms: string[];
  places: string;
  placeTerms: string[];
  description: string;
  body: string;
  /** The body's length in UTF-8 bytes, as PostgreSQL's octet_length gives it (query-plan.ts `bodyStrength`). */
  bodyBytes: number;
  type: string;
  date?: string;
  time?: number;
  year?: string;
  categories: string[];
  regions: string[];
}

/** A word of the texts, for suggestions: its form as written most often seen first, and in how many documents. */
interface WordEntry {
  form: string;
  documents: number;
}

interface LanguageIndex {
  lang: SearchLanguage;
  search: MiniSearch<StoredDoc>;
  docs: Map<string, StoredDoc>;
  /** Index term → the documents holding it: the vocabulary the query plan is made against. */
  terms: SearchableMap<number>;
  /** Folded word → entry. */
  dictionary: SearchableMap<WordEntry>;
}

export interface MiniSearchEngineOptions {
  synonyms?: Synonyms;
  /** The clock news are aged by (tests set it). */
  now?: () => number;
}

export class MiniSearchEngine implements SearchEngine {
  readonly #indexes = new Map<SearchLanguage, LanguageIndex>();
  #synonyms: Synonyms;
  readonly #now: () => number;

  constructor(options: MiniSearchEngineOptions = {}) {
    this.#synonyms = options.synonyms ?? new Synonyms();
    this.#now = options.now ?? Date.now;
  }

  /** Takes a changed synonym file into use; the index stays as it is (synonyms are expanded at query time). */
  setSynonyms(synonyms: Synonyms): void {
    this.#synonyms = synonyms;
  }

  async index(docs: SearchDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i++) {
      if (i > 0 && i % INDEX_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
      const doc = docs[i]!;
      const language = this.#language(doc.lang);
      const stored = toStored(doc, analyzerFor(doc.lang));
      const previous = language.docs.get(doc.id);
      if (previous) this.#forget(language, previous);
      language.search.add(stored);
      language.docs.set(doc.id, stored);
      count(language, stored, +1);
    }
  }

  async remove(refs: DocumentRef[]): Promise<void> {
    for (const ref of refs) {
      const language = this.#indexes.get(ref.lang);
      const previous = language?.docs.get(ref.id);
      if (!language || !previous) continue;
      this.#forget(language, previous);
      language.docs.delete(ref.id);
    }
  }

  async query(q: SearchQuery): Promise<SearchResult> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(q.pageSize ?? DEFAULT_PAGE_SIZE)));
    const page = Math.max(1, Math.floor(q.page ?? 1));
    const filters = q.filters ?? {};
    const language = this.#indexes.get(q.lang);
    const analyzer = analyzerFor(q.lang);
    const term = normalizeText(q.term);
    if (!language) return { total: 0, page, pageSize, items: [], facets: facetsOf([], filters) };
    const plan = await planQuery(term, q.lang, this.#synonyms, vocabularyOf(language));
    if (plan.clauses.length === 0) return { total: 0, page, pageSize, items: [], facets: facetsOf([], filters) };

    const rank = rankerFor(plan, this.#now());
    const selecting = plan.clauses.filter((clause) => clause.required);
    const optional = relevanceClauses(plan).filter((clause) => !clause.required);
    const ranking = optional.length > 0 ? new Map(language.search.search(queryOf(optional, 'OR')).map((result) => [result.id, result])) : undefined;
    const inWeb = (id: string) => {
      const doc = language.docs.get(id);
      return doc && (!filters.webId || doc.webId === filters.webId) ? doc : undefined;
    };
    const scored = (results: MiniSearchResult[], share: (result: MiniSearchResult) => number) => results.flatMap((result) => {
      const doc = inWeb(result.id);
      if (!doc) return [];
      const extra = ranking?.get(result.id);
      const terms = extra ? [...new Set([...result.terms, ...extra.terms])] : result.terms;
      return [{ terms, doc, score: (result.score + COMMON_SHARE * (extra?.score ?? 0)) * rank(doc) * share(result) }];
    });
    const strictResults = language.search.search(queryOf(selecting, 'AND'));
    let matching = scored(strictResults, () => 1);
    let relaxed = false;
    // Too few pages hold every word: the pages that cover most of the query's meaning, among the best that hold some,
    // and every page ranked by the share it covers (the pages holding every word too: only in a long body is little).
    if (matching.length < RELAX_BELOW && selecting.length > 1) {
      const coverageOf = (result: MiniSearchResult) => {
        const doc = language.docs.get(result.id)!;
        return coverage(plan, (clause) => clauseStrength(clause, (term) => termStrength(result.match[term], doc)));
      };
      const strict = new Set(strictResults.map((result) => result.id));
      const candidates = language.search.search(queryOf(selecting, 'OR')).filter((result) => !strict.has(result.id)).slice(0, RELAX_CANDIDATES);
      const covered = new Map<string, Coverage>([...strictResults, ...candidates].map((result) => [result.id, coverageOf(result)]));
      const floor = relaxedFloor(strictResults.map((result) => covered.get(result.id)!));
      const covering = candidates.filter((result) => answers(covered.get(result.id)!, floor));
      relaxed = covering.length > 0;
      if (relaxed) matching = scored([...strictResults, ...covering], (result) => covered.get(result.id)!.share ** 2);
    }
    const facets = facetsOf(matching.map((m) => m.doc), filters);
    const filtered = matching.filter((m) => matchesFilters(m.doc, filters));
    filtered.sort(byRank);
    const start = (page - 1) * pageSize;

    const items = filtered.slice(start, start + pageSize).map(({ terms, doc }): SearchHit => ({
      id: doc.id,
      title: doc.title,
      url: doc.url,
      snippet: makeSnippet([doc.description, doc.body], analyzer, new Set(terms)),
      type: doc.type,
      ...(doc.date ? { date: doc.date } : {}),
    }));
    const suggestion = filtered.length < SUGGEST_BELOW ? await this.#didYouMean(q.lang, term) : undefined;
    return { total: filtered.length, page, pageSize, items, facets, ...(relaxed ? { relaxed: true as const } : {}), ...(suggestion ? { suggestion } : {}) };
  }

  async documents(refs: DocumentRef[]): Promise<SearchHit[]> {
    return refs.flatMap((ref) => {
      const doc = this.#indexes.get(ref.lang)?.docs.get(ref.id);
      return doc ? [{ id: doc.id, title: doc.title, url: doc.url, snippet: makeSnippet([doc.description, doc.body], analyzerFor(ref.lang), new Set()), type: doc.type, ...(doc.date ? { date: doc.date } : {}) }] : [];
    });
  }

  async suggest(term: string, lang: SearchLanguage): Promise<string[]> {
    const language = this.#indexes.get(lang);
    const typed = normalizeText(term);
    const last = tokenize(typed).at(-1);
    if (!language || !last || last.end < typed.length) return [];
    const head = typed.slice(0, last.start).replace(/\s+/g, ' ').trimStart();
    const candidates: WordEntry[] = [];
    let scanned = 0;
    for (const [, entry] of language.dictionary.atPrefix(fold(last.word))) {
      if (++scanned > COMPLETION_SCAN) break;
      if (entry.form !== last.word) candidates.push(entry);
    }
    return candidates
      .sort((a, b) => b.documents - a.documents || a.form.localeCompare(b.form))
      .slice(0, 5)
      .map((entry) => head + entry.form);
  }

  async correct(term: string, lang: SearchLanguage): Promise<string | undefined> {
    const language = this.#indexes.get(lang);
    return language ? correctWords(term, lang, dictionaryOf(language), { restoreDiacritics: true }) : undefined;
  }

  /** Sizes, for the benchmark and operations. */
  stats(): { documents: number; terms: number; words: number } {
    let documents = 0, terms = 0, wordCount = 0;
    for (const language of this.#indexes.values()) {
      documents += language.search.documentCount;
      terms += language.terms.size;
      wordCount += language.dictionary.size;
    }
    return { documents, terms, words: wordCount };
  }

  /** "Did you mean": the term with its unknown words corrected (words.ts), when that changes something. */
  async #didYouMean(lang: SearchLanguage, term: string): Promise<string | undefined> {
    const language = this.#indexes.get(lang);
    if (!language) return undefined;
    const corrected = await correctWords(term, lang, dictionaryOf(language), { keepUnknown: true });
    return corrected !== undefined && corrected !== words(term).join(' ') ? corrected : undefined;
  }

  #forget(language: LanguageIndex, previous: StoredDoc): void {
    language.search.discard(previous.id);
    count(language, previous, -1);
  }

  #language(lang: SearchLanguage): LanguageIndex {
    let language = this.#indexes.get(lang);
    if (!language) {
      const analyzer = analyzerFor(lang);
      language = {
        lang,
        search: new MiniSearch<StoredDoc>({
          fields: ['title', 'places', 'description', 'body'],
          storeFields: [],
          tokenize: words,
          processTerm: (word) => analyzer.term(word),
          // Queries arrive analyzed (queryOf): one term a leaf.
          searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: FIELD_BOOST, fuzzy: false, prefix: false },
        }),
        docs: new Map(),
        terms: new SearchableMap<number>(),
        dictionary: new SearchableMap<WordEntry>(),
      };
      this.#indexes.set(lang, language);
    }
    return language;
  }
}

/** The vocabulary of one language's index, for the query plan. */
function vocabularyOf(language: LanguageIndex): Vocabulary {
  const byDocuments = (found: Iterable<string>) => [...found].sort((a, b) => language.terms.get(b)! - language.terms.get(a)! || (a < b ? -1 : 1));
  return {
    frequencies: async (terms) => ({
      documents: language.docs.size,
      of: new Map(terms.flatMap((term) => (language.terms.has(term) ? [[term, language.terms.get(term)!] as const] : []))),
    }),
    nearWords: async (words, limit) => new Map(words.map(({ folded, distance }) => {
      const near = [...language.dictionary.fuzzyGet(folded, distance).values()];
      // The closest first, of equals the most common.
      near.sort(([a, da], [b, db]) => da - db || b.documents - a.documents);
      return [folded, near.slice(0, limit).map(([entry]) => entry.form)];
    })),
    completions: async (terms, limit) => new Map(terms.map((term) => {
      const longer: string[] = [];
      for (const [found] of language.terms.atPrefix(term)) {
        if (found !== term) longer.push(found);
        if (longer.length >= TERM_COMPLETION_SCAN) break;
      }
      return [term, byDocuments(longer).slice(0, limit)];
    })),
  };
}

function dictionaryOf(language: LanguageIndex): WordDictionary {
  return {
    knowsTerm: (term) => language.terms.has(term),
    sameLetters: (folded) => language.dictionary.get(folded)?.form,
    near: (folded, distance) => {
      let best: { form: string; distance: number; documents: number } | undefined;
      for (const [, [entry, found]] of language.dictionary.fuzzyGet(folded, distance)) {
        if (!best || found < best.distance || (found === best.distance && entry.documents > best.documents)) best = { form: entry.form, distance: found, documents: entry.documents };
      }
      return best?.form;
    },
  };
}

function toStored(doc: SearchDocument, analyzer: Analyzer): StoredDoc {
  const time = doc.date ? Date.parse(doc.date) : NaN;
  const title = normalizeText(doc.title);
  const places = normalizeText(doc.places);
  const body = normalizeText(doc.body);
  return {
    id: doc.id,
    webId: doc.webId,
    url: doc.url,
    title,
    titleTerms: analyzer.terms(title),
    places,
    placeTerms: analyzer.terms(places),
    description: normalizeText(doc.description),
    body,
    bodyBytes: Buffer.byteLength(body),
    type: doc.type,
    categories: doc.categories,
    regions: doc.regions,
    ...(Number.isFinite(time) ? { date: doc.date, time, year: String(new Date(time).getUTCFullYear()) } : {}),
  };
}

/** Words folded before: folding normalizes Unicode twice, and the dictionary folds every word of every page. */
const foldedWords = new Map<string, string>();
const FOLDED_WORDS_LIMIT = 100_000;

function foldWord(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    folded = fold(word);
    if (foldedWords.size >= FOLDED_WORDS_LIMIT) foldedWords.delete(foldedWords.keys().next().value!);
    foldedWords.set(word, folded);
  }
  return folded;
}

/** Adds (+1) or takes back (-1) a document's distinct terms in the vocabulary and its distinct words in the dictionary. */
function count(language: LanguageIndex, doc: StoredDoc, delta: 1 | -1): void {
  const analyzer = analyzerFor(language.lang);
  const seenWords = new Set<string>();
  const seenTerms = new Set<string>();
  for (const text of [doc.title, doc.places, doc.description, doc.body]) {
    for (const word of words(text)) {
      if (seenWords.has(word)) continue;
      seenWords.add(word);
      const term = analyzer.term(word);
      if (term && !seenTerms.has(term)) {
        seenTerms.add(term);
        const documents = (language.terms.get(term) ?? 0) + delta;
        if (documents > 0) language.terms.set(term, documents);
        else language.terms.delete(term);
      }
      if (!isDictionaryWord(word)) continue;
      const key = foldWord(word);
      const entry = language.dictionary.get(key);
      if (delta > 0) {
        if (entry) entry.documents++;
        else language.dictionary.set(key, { form: word, documents: 1 });
      } else if (entry && --entry.documents <= 0) {
        language.dictionary.delete(key);
      }
    }
  }
}

/**
 * Clauses as MiniSearch's query tree: all clauses or any (`combineWith`), within a clause any sequence (OR), a sequence needing
 * all its words (AND), a word any of its terms (OR), each leaf weighed by its sequence's and its own weight.
 */
function queryOf(clauses: Clause[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: clauses.map((clause): Query => ({
      combineWith: 'OR',
      queries: clause.sequences.map((sequence): Query => ({
        combineWith: 'AND',
        queries: sequence.words.map((choice): Query => ({
          combineWith: 'OR',
          queries: choice.map(({ term, weight }): Query => ({ queries: [term], boostTerm: () => weight * sequence.weight })),
        })),
      })),
    })),
  };
}

interface Ranked {
  terms: string[];
  doc: StoredDoc;
  score: number;
}

/**
 * The order of results: score, then on a tie the newer, then the URL. Without the tie-break equal scores (many
 * pages of one kind with the same title words) would keep the order they were indexed in, which differs between
 * processes and after a refresh, and a page of results could repeat or skip one of the page before.
 */
function byRank(a: Ranked, b: Ranked): number {
  return b.score - a.score || (b.doc.time ?? 0) - (a.doc.time ?? 0) || (a.doc.url < b.doc.url ? -1 : a.doc.url > b.doc.url ? 1 : 0);
}
