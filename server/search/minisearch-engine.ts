/**
 * The embedded search engine: one MiniSearch index a language in this process (README "Search" says why
 * MiniSearch). MiniSearch brings BM25 ranking, fuzzy and prefix matching and a `processTerm` that may give
 * several terms a word (folded stem and stem with diacritics); around it this module keeps the documents for
 * filters, facets and snippets, a dictionary of the words seen for "did you mean" and completions, and the
 * ranking the library has no notion of: phrases above scattered words, recent news above old.
 */
import MiniSearch, { type Query, type SearchResult as MiniSearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { analyzerFor, fold, letterKey, normalizeText, scan, tokenize, wordAt, words, type Analyzer, type SearchLanguage } from './analyzer.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NEWS_BOOST,
  NEWS_HALF_LIFE_DAYS,
  NEWS_TYPES,
  type DocumentRef,
  type SearchDocument,
  type SearchEngine,
  type SearchFacets,
  type SearchFilters,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from './engine.ts';
import { makeSnippet } from './snippet.ts';
import { Synonyms, type Clause } from './synonyms.ts';

/** Title hits weigh most, then the perex, then the body. */
const FIELD_BOOST = { title: 3, description: 1.5, body: 1 };
const NEWS = new Set(NEWS_TYPES);
/**
 * How many of the best results are looked at again for the query as a phrase (the rest keep BM25 order): titles
 * are analyzed at indexing, so that is cheap; perex and body are analyzed at query time, for about one page.
 */
const PHRASE_RERANK_TITLE = 50;
const PHRASE_RERANK_TEXT = 10;
const PHRASE_IN_TITLE = 2;
/** The title is the phrase and nothing more: the page about it ("Rodičovský příspěvek" before "Žádost o rodičovský příspěvek"). */
const PHRASE_IS_TITLE = 3;
const PHRASE_IN_TEXT = 1.5;
/** A shorter stem as a prefix ("prac") would match hundreds of terms: costly, and mostly noise. */
const MIN_PREFIX_LENGTH = 5;
/** A synonym's words count less than the words typed: "podpora" still ranks "podpora" pages before the synonym's. */
const SYNONYM_WEIGHT = 0.6;
/** "Did you mean" is offered below this many results. */
const SUGGEST_BELOW = 3;
/** Documents indexed between two turns of the event loop, so pages keep being served while the index builds. */
const INDEX_BATCH = 200;
/** Dictionary entries looked at for one completion. */
const COMPLETION_SCAN = 2_000;

interface StoredDoc {
  id: string;
  webId: string;
  url: string;
  title: string;
  /** The title's terms in order, for phrases. */
  titleTerms: string[];
  description: string;
  body: string;
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
  search: MiniSearch<StoredDoc>;
  docs: Map<string, StoredDoc>;
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
      if (previous) {
        language.search.discard(doc.id);
        countWords(language.dictionary, previous, -1);
      }
      language.search.add(stored);
      language.docs.set(doc.id, stored);
      countWords(language.dictionary, stored, +1);
    }
  }

  async remove(refs: DocumentRef[]): Promise<void> {
    for (const ref of refs) {
      const language = this.#indexes.get(ref.lang);
      const previous = language?.docs.get(ref.id);
      if (!language || !previous) continue;
      language.search.discard(ref.id);
      language.docs.delete(ref.id);
      countWords(language.dictionary, previous, -1);
    }
  }

  async query(q: SearchQuery): Promise<SearchResult> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(q.pageSize ?? DEFAULT_PAGE_SIZE)));
    const page = Math.max(1, Math.floor(q.page ?? 1));
    const filters = q.filters ?? {};
    const language = this.#indexes.get(q.lang);
    const analyzer = analyzerFor(q.lang);
    const term = normalizeText(q.term);
    const typed = typedTerms(analyzer, term);
    const clauses = this.#synonyms.expand(q.lang, typed.map((t) => t.term));
    if (!language || clauses.length === 0) return { total: 0, page, pageSize, items: [], facets: facetsOf([], filters) };

    const now = this.#now();
    const found = language.search.search(queryOf(clauses, typed), {
      boostDocument: (id: string) => newsBoost(language.docs.get(id), now),
    });
    const matching = found.flatMap((result) => {
      const doc = language.docs.get(result.id);
      return doc && (!filters.webId || doc.webId === filters.webId) ? [{ result, doc }] : [];
    });
    const facets = facetsOf(matching.map((m) => m.doc), filters);
    const filtered = matching.filter((m) => matchesFilters(m.doc, filters));
    filtered.sort(byRank);
    rerankPhrases(filtered, phrasesOf(clauses), analyzer);
    const start = (page - 1) * pageSize;

    const items = filtered.slice(start, start + pageSize).map(({ result, doc }): SearchHit => ({
      id: doc.id,
      title: doc.title,
      url: doc.url,
      snippet: makeSnippet(snippetSources(result, doc), analyzer, new Set(result.terms)),
      type: doc.type,
      ...(doc.date ? { date: doc.date } : {}),
    }));
    const suggestion = filtered.length < SUGGEST_BELOW ? this.#didYouMean(q.lang, term) : undefined;
    return { total: filtered.length, page, pageSize, items, facets, ...(suggestion ? { suggestion } : {}) };
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

  /** Sizes, for the benchmark and operations. */
  stats(): { documents: number; terms: number; words: number } {
    let documents = 0, terms = 0, wordCount = 0;
    for (const language of this.#indexes.values()) {
      documents += language.search.documentCount;
      terms += language.search.termCount;
      wordCount += language.dictionary.size;
    }
    return { documents, terms, words: wordCount };
  }

  /**
   * The query with each word the index does not know replaced by the closest known word: the same letters with
   * their diacritics ("pece" → "péče"), else within edit distance 1, 2 for longer words (of equals, the most
   * common). A word whose stem is indexed stays as typed. Nothing when no word changes.
   */
  #didYouMean(lang: SearchLanguage, term: string): string | undefined {
    const language = this.#indexes.get(lang);
    if (!language) return undefined;
    const analyzer = analyzerFor(lang);
    let changed = false;
    const suggested = words(term).map((word) => {
      const stem = analyzer.term(word);
      if (!stem || language.search.search(stem, { fuzzy: false, prefix: false }).length > 0) return word;
      const key = fold(word);
      const same = language.dictionary.get(key);
      if (same) {
        changed ||= same.form !== word;
        return same.form;
      }
      let best: { form: string; distance: number; documents: number } | undefined;
      for (const [, [entry, distance]] of language.dictionary.fuzzyGet(key, key.length <= 5 ? 1 : 2)) {
        if (!best || distance < best.distance || (distance === best.distance && entry.documents > best.documents)) {
          best = { form: entry.form, distance, documents: entry.documents };
        }
      }
      if (!best) return word;
      changed = true;
      return best.form;
    });
    return changed ? suggested.join(' ') : undefined;
  }

  #language(lang: SearchLanguage): LanguageIndex {
    let language = this.#indexes.get(lang);
    if (!language) {
      const analyzer = analyzerFor(lang);
      language = {
        search: new MiniSearch<StoredDoc>({
          fields: ['title', 'description', 'body'],
          storeFields: [],
          tokenize: words,
          // MiniSearch only reads the array; the analyzer's memo hands out the same one for every occurrence.
          processTerm: (word) => analyzer.indexTerms(word) as string[],
          // Queries arrive analyzed (queryOf): one term a leaf.
          searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: FIELD_BOOST },
        }),
        docs: new Map(),
        dictionary: new SearchableMap<WordEntry>(),
      };
      this.#indexes.set(lang, language);
    }
    return language;
  }
}

/**
 * Where a hit's snippet comes from: the text with more of the matched terms, the perex on a tie (the page's own
 * summary, and short). MiniSearch tells in which fields the terms matched, so no text is read in vain.
 */
function snippetSources(result: MiniSearchResult, doc: StoredDoc): string[] {
  const fields = Object.values(result.match);
  const inDescription = fields.filter((f) => f.includes('description')).length;
  const inBody = fields.filter((f) => f.includes('body')).length;
  if (inDescription === 0 && inBody === 0) return [doc.description, doc.body];
  return inDescription >= inBody ? [doc.description, doc.body] : [doc.body, doc.description];
}

function toStored(doc: SearchDocument, analyzer: Analyzer): StoredDoc {
  const time = doc.date ? Date.parse(doc.date) : NaN;
  const title = normalizeText(doc.title);
  return {
    id: doc.id,
    webId: doc.webId,
    url: doc.url,
    title,
    titleTerms: analyzer.terms(title),
    description: normalizeText(doc.description),
    body: normalizeText(doc.body),
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

/** Adds (+1) or takes back (-1) a document's distinct words in the dictionary. */
function countWords(dictionary: SearchableMap<WordEntry>, doc: StoredDoc, delta: 1 | -1): void {
  const seen = new Set<string>();
  for (const text of [doc.title, doc.description, doc.body]) {
    for (const word of words(text)) {
      if (word.length < 3 || /\p{N}/u.test(word) || seen.has(word)) continue;
      seen.add(word);
      const key = foldWord(word);
      const entry = dictionary.get(key);
      if (delta > 0) {
        if (entry) entry.documents++;
        else dictionary.set(key, { form: word, documents: 1 });
      } else if (entry && --entry.documents <= 0) {
        dictionary.delete(key);
      }
    }
  }
}

interface TypedTerm {
  /** Folded stem. */
  term: string;
  /** The stem as typed, with diacritics, when it differs. */
  exact?: string;
}

function typedTerms(analyzer: Analyzer, text: string): TypedTerm[] {
  return words(text).flatMap((word) => {
    const [term, exact] = analyzer.indexTerms(word);
    return term ? [{ term, ...(exact ? { exact } : {}) }] : [];
  });
}

/**
 * Every clause must match (AND); within a clause what was typed or any synonym (OR, a synonym weighing less);
 * a sequence of several terms needs them all. A typed word matches its folded stem with typo tolerance; the last one also as a prefix (the
 * visitor may still be typing); the stem with diacritics, where typed, is an exact extra that ranks pages
 * spelled the same way higher.
 */
function queryOf(clauses: Clause[], typed: TypedTerm[]): Query {
  const exactOf = new Map(typed.flatMap((t) => (t.exact ? [[t.term, t.exact] as const] : [])));
  const lastTerm = typed.at(-1)?.term;
  const leaf = (term: string): Query => {
    const loose: Query = { queries: [term], fuzzy: fuzzinessOf(term), prefix: term === lastTerm && term.length >= MIN_PREFIX_LENGTH };
    const exact = exactOf.get(term);
    return exact ? { combineWith: 'OR', queries: [loose, { queries: [exact], fuzzy: false, prefix: false }] } : loose;
  };
  const sequenceOf = (terms: string[]): Query => (terms.length === 1 ? leaf(terms[0]!) : { combineWith: 'AND', queries: terms.map(leaf) });
  return {
    combineWith: 'AND',
    queries: clauses.map(([typedTerms, ...synonyms]): Query => ({
      combineWith: 'OR',
      queries: [sequenceOf(typedTerms!), ...synonyms.map((terms): Query => ({ queries: [sequenceOf(terms)], boostTerm: () => SYNONYM_WEIGHT }))],
    })),
  };
}

/** Edits forgiven in a stem: none in short ones (too many other words are one edit away), one, two in long ones. */
function fuzzinessOf(term: string): number | false {
  if (term.length <= 4) return false;
  return term.length <= 8 ? 1 : 2;
}

function newsBoost(doc: StoredDoc | undefined, now: number): number {
  if (!doc || doc.time === undefined || !NEWS.has(doc.type)) return 1;
  const ageDays = Math.max(0, now - doc.time) / 86_400_000;
  return 1 + NEWS_BOOST * 0.5 ** (ageDays / NEWS_HALF_LIFE_DAYS);
}

/** The term sequences worth finding side by side: what was typed, and the phrases among the synonyms. */
function phrasesOf(clauses: Clause[]): string[][] {
  const typed = clauses.flatMap((alternatives) => alternatives[0]!);
  const phrases = clauses.flatMap((alternatives) => alternatives.slice(1).filter((sequence) => sequence.length > 1));
  return typed.length > 1 ? [typed, ...phrases] : phrases;
}

function containsPhrase(terms: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= terms.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (terms[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * The order of results: score, then on a tie the newer, then the URL. Without the tie-break equal scores (many
 * pages of one kind with the same title words) would keep the order they were indexed in, which differs between
 * processes and after a refresh, and a page of results could repeat or skip one of the page before.
 */
function byRank(a: Ranked, b: Ranked): number {
  return b.result.score - a.result.score || (b.doc.time ?? 0) - (a.doc.time ?? 0) || (a.doc.url < b.doc.url ? -1 : a.doc.url > b.doc.url ? 1 : 0);
}

interface Ranked {
  result: MiniSearchResult;
  doc: StoredDoc;
}

/**
 * The best results again, a phrase in the title or the text multiplying the score. Every page looks at the text of
 * the first PHRASE_RERANK_TEXT too: whether one of them rises above a title phrase further down decides where the
 * first page ends, so skipping it on later pages could repeat or lose a result between pages.
 */
function rerankPhrases(results: Ranked[], phrases: string[][], analyzer: Analyzer): void {
  if (phrases.length === 0 || results.length < 2) return;
  const top = results.slice(0, PHRASE_RERANK_TITLE);
  const firstLetters = new Set(phrases.flat().map((term) => letterKey(term.charCodeAt(0))));
  top.forEach(({ result, doc }, rank) => {
    const inTitle = phrases.filter((phrase) => containsPhrase(doc.titleTerms, phrase));
    if (inTitle.length > 0) {
      result.score *= inTitle.some((phrase) => phrase.length === doc.titleTerms.length) ? PHRASE_IS_TITLE : PHRASE_IN_TITLE;
    } else if (rank < PHRASE_RERANK_TEXT && [doc.description, doc.body].some((text) => holdsPhrase(text, phrases, analyzer, firstLetters))) {
      result.score *= PHRASE_IN_TEXT;
    }
  });
  top.sort(byRank);
  results.splice(0, top.length, ...top);
}

/** Stands for a word no phrase holds. */
const GAP = '';
/** No stop word is longer: a longer word that starts unlike every phrase term is a gap without looking it up. */
const LONGEST_STOP_WORD = 7;

/**
 * Whether a text holds one of the phrases, read up to the first found. Only words starting like a phrase term
 * are analyzed; stop words are skipped (as the index skips them); any other word breaks a phrase.
 */
function holdsPhrase(text: string, phrases: string[][], analyzer: Analyzer, firstLetters: ReadonlySet<number>): boolean {
  const terms: string[] = [];
  let found = false;
  scan(text, (start, end) => {
    const relevant = firstLetters.has(letterKey(text.charCodeAt(start)));
    if (!relevant && end - start > LONGEST_STOP_WORD) {
      terms.push(GAP);
      return false;
    }
    const term = analyzer.term(wordAt(text, start, end));
    if (term === undefined) return false;
    terms.push(relevant ? term : GAP);
    found = relevant && phrases.some((phrase) => endsWith(terms, phrase));
    return found;
  });
  return found;
}

function endsWith(terms: string[], phrase: string[]): boolean {
  const offset = terms.length - phrase.length;
  return offset >= 0 && phrase.every((term, k) => terms[offset + k] === term);
}

function matchesFilters(doc: StoredDoc, filters: SearchFilters, except?: keyof SearchFacets): boolean {
  return (
    (except === 'type' || !filters.type || doc.type === filters.type) &&
    (except === 'year' || filters.year === undefined || doc.year === String(filters.year)) &&
    (except === 'category' || !filters.category || doc.categories.includes(filters.category)) &&
    (except === 'region' || !filters.region || doc.regions.includes(filters.region))
  );
}

/** Each facet counts the documents that the other filters let through, so its counts say what choosing a value gives. */
function facetsOf(docs: StoredDoc[], filters: SearchFilters): SearchFacets {
  // Without a prototype: a key such as "constructor" from the CMS is a count like any other.
  const counts = () => Object.create(null) as Record<string, number>;
  const facets: SearchFacets = { type: counts(), year: counts(), category: counts(), region: counts() };
  const bump = (counts: Record<string, number>, key: string) => { counts[key] = (counts[key] ?? 0) + 1; };
  for (const doc of docs) {
    if (matchesFilters(doc, filters, 'type')) bump(facets.type, doc.type);
    if (doc.year && matchesFilters(doc, filters, 'year')) bump(facets.year, doc.year);
    if (matchesFilters(doc, filters, 'category')) for (const key of doc.categories) bump(facets.category, key);
    if (matchesFilters(doc, filters, 'region')) for (const key of doc.regions) bump(facets.region, key);
  }
  return facets;
}
