/**
 * What a search looks for, worked out the same way for both engines (docs/search.md "The engine"): the typed words
 * analyzed, the editors' synonyms, and each typed term checked against the index's vocabulary. A term the index knows
 * is looked for as it is, with the terms it begins (a word still being typed, "objednat" → "objednání") weighing less;
 * a word whose term it does not know is a typo, looked for as the terms of the words of the texts within one edit of it
 * (two from eight letters), the closest and most common first. The engines only match the plan's terms exactly, so a
 * typo is forgiven alike in both, and the ranking (ranking.ts) reads the same plan.
 */
import { analyzerFor, fold, normalizeText, words, type SearchLanguage } from './analyzer.ts';
import type { Synonyms } from './synonyms.ts';

/** A word of the query: any of these index terms, each with its weight (1 for the term typed). */
export type WordChoice = { term: string; weight: number }[];

/** A run of words that must all match: what was typed, or one of the synonyms for it. */
export interface Sequence {
  words: WordChoice[];
  /** 1 for what was typed; less for a synonym. */
  weight: number;
}

/** One part of the query: any of its sequences matches. */
export interface Clause {
  sequences: Sequence[];
  /**
   * Whether a result must match it. A clause of words found in a third of all pages or more ("úřad práce" on the
   * labour office's portal) only ranks: "objednat se na úřad práce" finds the booking page that never names the
   * office. When every clause is that common, all are required.
   */
  required: boolean;
}

export interface QueryPlan {
  clauses: Clause[];
}

/** The index's terms and words of one language, as an engine keeps them (maps in memory, tables in PostgreSQL). */
export interface Vocabulary {
  /** In how many documents each of these terms is (absent: none), and how many documents there are. */
  frequencies(terms: string[]): Promise<{ documents: number; of: Map<string, number> }>;
  /** For each folded word, the words of the texts within `distance` edits, closest and most common first (at most `limit`). */
  nearWords(words: { folded: string; distance: number }[], limit: number): Promise<Map<string, string[]>>;
  /** Known terms that start with each term and are longer, most common first (at most `limit` a term). */
  completions(terms: string[], limit: number): Promise<Map<string, string[]>>;
}

/** A synonym's words count less than the words typed: "podpora" still ranks "podpora" pages before the synonym's. */
const SYNONYM_WEIGHT = 0.6;
/** A correction of a typo, or a longer word the typed one begins, counts less than the word itself. */
const EXPANSION_WEIGHT = 0.5;
/** A term in this share of the documents or more is common: its clause ranks, it does not select. */
const COMMON_SHARE = 1 / 3;
/** Shorter stems as prefixes ("prac") would match hundreds of terms: costly, and mostly noise. */
const MIN_PREFIX_LENGTH = 5;
const MAX_COMPLETIONS = 8;
const MAX_CORRECTIONS = 3;

/** Edits forgiven in a mistyped word: one, two in words of eight letters or more; none in words of three. */
function editsForgiven(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  return length < 8 ? 1 : 2;
}

/** The plan of a term (one that passed `validateTerm`) in a language, against an engine's vocabulary. */
export async function planQuery(text: string, lang: SearchLanguage, synonyms: Synonyms, vocabulary: Vocabulary): Promise<QueryPlan> {
  const analyzer = analyzerFor(lang);
  const typed = words(normalizeText(text)).flatMap((word) => {
    const term = analyzer.term(word);
    return term ? [{ word, term }] : [];
  });
  const spans = synonyms.expand(lang, typed.map((t) => t.term));
  const { documents, of: frequency } = await vocabulary.frequencies([...new Set(typed.map((t) => t.term))]);
  // A synonym key ("pracák") is no typo, whether the texts hold it or not.
  const keys = new Set(spans.flatMap((sequences) => (sequences.length > 1 ? sequences[0]! : [])));
  const mistyped = typed.filter((t) => !frequency.has(t.term) && !keys.has(t.term) && editsForgiven(t.word) > 0);
  const [near, completions] = await Promise.all([
    vocabulary.nearWords(mistyped.map((t) => ({ folded: fold(t.word), distance: editsForgiven(t.word) })), MAX_CORRECTIONS),
    vocabulary.completions([...frequency.keys()].filter((term) => term.length >= MIN_PREFIX_LENGTH), MAX_COMPLETIONS),
  ]);
  const corrections = new Map(mistyped.map((t) => [t.term, [...new Set((near.get(fold(t.word)) ?? []).flatMap((word) => analyzer.term(word) ?? []))]]));
  const choiceOf = (term: string): WordChoice => {
    const corrected = corrections.get(term);
    if (corrected?.length) return corrected.map((found) => ({ term: found, weight: EXPANSION_WEIGHT }));
    return [{ term, weight: 1 }, ...(completions.get(term) ?? []).map((longer) => ({ term: longer, weight: EXPANSION_WEIGHT }))];
  };
  const common = (terms: string[]) => terms.every((term) => (frequency.get(term) ?? 0) >= documents * COMMON_SHARE);
  const clauses = spans.map(([own, ...others]): Clause => ({
    sequences: [
      { words: own!.map(choiceOf), weight: 1 },
      ...others.map((terms) => ({ words: terms.map((term): WordChoice => [{ term, weight: 1 }]), weight: SYNONYM_WEIGHT })),
    ],
    required: !common(own!),
  }));
  if (!clauses.some((clause) => clause.required)) for (const clause of clauses) clause.required = true;
  return { clauses };
}

/** Every index term the plan looks for, once. */
export function planTerms(plan: QueryPlan): string[] {
  return [...new Set(plan.clauses.flatMap((clause) => clause.sequences.flatMap((sequence) => sequence.words.flatMap((choice) => choice.map((c) => c.term)))))];
}
