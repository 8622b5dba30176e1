/**
 * Synonyms the editors keep in the thesaurus (thesaurus.ts: the content item `search-thesaurus-{web}`, or a file): per language, a word or phrase people
 * type and what the pages call it: `{ "cs": { "pracák": ["úřad práce"] } }`. They are expanded at query time, so
 * a changed file needs no new index. Keys and alternatives go through the language's analyzer: "pracáku" meets
 * the key "pracák", and an alternative is found in any of its forms. An entry works one way (a query for
 * "pracák" also looks for "úřad práce", not the reverse); list both directions where both are wanted.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { analyzerFor, normalizeText, SEARCH_LANGUAGES, words, type SearchLanguage } from './analyzer.ts';

const synonymTableSchema = z.partialRecord(z.enum(SEARCH_LANGUAGES), z.record(z.string().min(1), z.array(z.string().min(1))));
export type SynonymTable = z.infer<typeof synonymTableSchema>;
/** Best bets: per language, a query and the page (its portal path) pinned first when the query finds it. */
const bestBetsSchema = z.partialRecord(z.enum(SEARCH_LANGUAGES), z.record(z.string().min(1), z.string().startsWith('/')));
export type BestBets = z.infer<typeof bestBetsSchema>;
/** The thesaurus item's data (thesaurus.ts): its synonyms and best bets. */
const thesaurusSchema = z.object({ synonyms: synonymTableSchema.optional(), bestBets: bestBetsSchema.optional() });

/**
 * One clause of a query: any of its term sequences matches, and a sequence needs all of its terms (a phrase
 * such as "úřad práce"). The first sequence is what the visitor typed.
 */
export type Clause = string[][];

interface Entry {
  key: string[];
  alternatives: string[][];
  /** The alternatives' words as the file writes them (lower case), for an engine that analyzes text itself. */
  alternativeWords: string[][];
}

export class Synonyms {
  /** Entries by the first term of their key, longest key first, so "біржа праці" wins over "біржа". */
  readonly #entries = new Map<SearchLanguage, Map<string, Entry[]>>();
  /** Best bets by the analyzed terms of their query, per language. */
  readonly #bestBets = new Map<SearchLanguage, Map<string, string>>();

  constructor(table: SynonymTable = {}, bestBets: BestBets = {}) {
    for (const language of SEARCH_LANGUAGES) {
      const analyzer = analyzerFor(language);
      this.#bestBets.set(language, new Map(Object.entries(bestBets[language] ?? {}).map(([query, url]) => [analyzer.terms(normalizeText(query)).join(' '), url])));
    }
    for (const language of SEARCH_LANGUAGES) {
      const analyzer = analyzerFor(language);
      const byKey = new Map<string, Entry>();
      for (const [key, alternatives] of Object.entries(table[language] ?? {})) {
        const keyTerms = analyzer.terms(normalizeText(key));
        if (keyTerms.length === 0) continue;
        const id = keyTerms.join(' ');
        const entry = byKey.get(id) ?? { key: keyTerms, alternatives: [], alternativeWords: [] };
        for (const alternative of alternatives) {
          const terms = analyzer.terms(normalizeText(alternative));
          if (terms.length && !entry.alternatives.some((a) => a.join(' ') === terms.join(' ')) && terms.join(' ') !== id) {
            entry.alternatives.push(terms);
            entry.alternativeWords.push(words(normalizeText(alternative)));
          }
        }
        byKey.set(id, entry);
      }
      const byFirst = new Map<string, Entry[]>();
      for (const entry of byKey.values()) {
        const list = byFirst.get(entry.key[0]!) ?? [];
        list.push(entry);
        byFirst.set(entry.key[0]!, list.sort((a, b) => b.key.length - a.key.length));
      }
      this.#entries.set(language, byFirst);
    }
  }

  /** The page pinned for a query of these terms (analyzed), if the editors pinned one. */
  bestBet(language: SearchLanguage, terms: string[]): string | undefined {
    return this.#bestBets.get(language)?.get(terms.join(' '));
  }

  /** The query's terms (analyzed) as clauses; where a run of terms is a synonym key, its clause holds the alternatives too. */
  expand(language: SearchLanguage, terms: string[]): Clause[] {
    return this.#spans(language, terms).map(({ entry, from, to }) => (entry ? [entry.key, ...entry.alternatives] : [terms.slice(from, to)]));
  }

  /**
   * The same clauses in words rather than terms, for an engine that analyzes them itself (PostgreSQL): the words
   * typed (each with an index term), and the alternatives as the file writes them.
   */
  expandWords(language: SearchLanguage, typed: string[]): string[][][] {
    const analyzer = analyzerFor(language);
    const terms = typed.map((word) => analyzer.term(word) ?? word);
    return this.#spans(language, terms).map(({ entry, from, to }) => [typed.slice(from, to), ...(entry?.alternativeWords ?? [])]);
  }

  /** The runs of terms: a synonym key's (the longest that fits), or one term without an entry. */
  #spans(language: SearchLanguage, terms: string[]): { entry?: Entry; from: number; to: number }[] {
    const entries = this.#entries.get(language);
    const spans: { entry?: Entry; from: number; to: number }[] = [];
    for (let i = 0; i < terms.length; ) {
      const entry = entries?.get(terms[i]!)?.find((e) => e.key.every((term, k) => terms[i + k] === term));
      const to = i + (entry ? entry.key.length : 1);
      spans.push({ ...(entry ? { entry } : {}), from: i, to });
      i = to;
    }
    return spans;
  }
}

/** Checks a synonym table read from `source` (a file, a content item); a broken one is an error naming it and the field. */
export function parseSynonyms(json: unknown, source: string): Synonyms {
  const parsed = synonymTableSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Synonyms ${source}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  return new Synonyms(parsed.data);
}

/** Checks the thesaurus item's data (`{ synonyms, bestBets }`, thesaurus.ts); a broken one is an error naming the field. */
export function parseThesaurus(json: unknown, source: string): Synonyms {
  const parsed = thesaurusSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Thesaurus ${source}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  return new Synonyms(parsed.data.synonyms, parsed.data.bestBets);
}

/** Reads and checks a synonym file (`SEARCH_SYNONYMS_FILE`); a broken file is an error naming the file and the field. */
export async function loadSynonyms(file: string): Promise<Synonyms> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Synonyms ${file}: ${(error as Error).message}`, { cause: error });
  }
  return parseSynonyms(json, file);
}
