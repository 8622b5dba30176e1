/**
 * What a search looks for, worked out the same way for both engines (docs/search.md "The engine"): the typed words
 * analyzed, the editors' synonyms, and each typed term checked against the index's vocabulary. A term the index knows
 * is looked for as it is, with the terms it begins (a word still being typed, "objednat" → "objednání") weighing less;
 * a word whose term it does not know is a typo, looked for as the terms of the words of the texts within one edit of it
 * (two from eight letters), the closest and most common first. The engines only match the plan's terms exactly, so a
 * typo is forgiven alike in both, and the ranking (ranking.ts) reads the same plan.
 */
import { analyzerFor, fold, normalizeText, words, type SearchLanguage } from './analyzer.ts';
import { hunspell } from './dictionary.ts';
import { cyrillicSpellings, otherLayout } from './scripts.ts';
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
  /** Its share of the query's meaning: the rarer its typed word, the more; 0 for a question's word ("kolik", "how"). */
  weight: number;
  /** Whether some page holds it (its word, a correction, a completion or a synonym): a word no page holds no page covers. */
  known: boolean;
}

export interface QueryPlan {
  clauses: Clause[];
  /** The query names a form ("formulář na …", "… form"): forms rank higher. */
  asksForForm: boolean;
  /** The page the editors pinned for this query (a best bet), first when the query finds it. */
  pinned?: string;
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
/**
 * A relaxed query keeps the pages that cover at least this share of the meaning any page could cover (`Coverage`
 * `reach`): about two thirds (a little below, so that two of three words of equal weight keep a page). A page holding
 * the one rare word of two ("registrace vozidla": "vozidel" in a job advert's title, 65 %) is no answer.
 */
export const MIN_COVERAGE = 0.66;
/**
 * And a little under half of the whole query's meaning, the words no page holds included (`Coverage` `share`): a
 * sentence may hold a word the portal never uses ("firma zkrachovala"), but a query most of whose meaning is
 * foreign to the portal ("stavební povolení na garáž": only "povolení" is its) is another office's business.
 */
export const MIN_SHARE = 0.45;
/**
 * How strongly a page holds a clause, by where (`fieldStrength`): its title or place says what the page is, its
 * perex what it is about, its body only mentions; a short body holds a clause at this, a longer one less.
 */
export const FIELD_STRENGTH = { title: 1, perex: 0.7, body: 0.4 } as const;
export type Field = keyof typeof FIELD_STRENGTH;
/**
 * A body longer than this holds a clause the more weakly, by the square root of how much longer (the length
 * normalization of BM25): a guide that names every benefit in passing is about none of them.
 */
export const BODY_REFERENCE_BYTES = 4096;
/** Fewer results than this, and the query is relaxed. */
export const RELAX_BELOW = 3;
/** The relaxed query's candidates, best by the engine's own relevance: the bound of its work. */
export const RELAX_CANDIDATES = 200;

/** Edits forgiven in a mistyped word: one, two in words of eight letters or more; none in words of three. */
function editsForgiven(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  return length < 8 ? 1 : 2;
}

/** The word with two neighbouring letters swapped, each way of doing it once. */
function swaps(word: string): string[] {
  const letters = [...word];
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    found.add(swapped.join(''));
  }
  return [...found];
}

/** A word of the query as read: the word and its term. */
interface ReadWord {
  word: string;
  term: string;
}

/**
 * The words of the query as the visitor meant them: as typed, each Latin word on a Russian or Ukrainian site read
 * back into Cyrillic where the index knows that spelling and not the typed one (scripts.ts), or the whole text read
 * on the other keyboard layout when that makes more words known. Returns the reading and the frequencies of its terms.
 */
async function readQuery(text: string, lang: SearchLanguage, vocabulary: Vocabulary): Promise<{ typed: ReadWord[]; documents: number; frequency: Map<string, number> }> {
  const analyzer = analyzerFor(lang);
  // Each word with its other spellings; a spelling that is a stop word ("po" → "по") has the term ''.
  const options = (source: string) => words(normalizeText(source)).flatMap((word) => {
    const term = analyzer.term(word);
    if (!term) return [];
    return [[{ word, term }, ...cyrillicSpellings(word, lang).map((spelled) => ({ word: spelled, term: analyzer.term(spelled) ?? '' }))]];
  });
  const layout = otherLayout(text, lang);
  const readings = [options(text), ...(layout ? [options(layout)] : [])];
  const terms = new Set(readings.flat(2).flatMap((read) => read.term || []));
  const { documents, of: frequency } = await vocabulary.frequencies([...terms]);
  // The typed word, unless one of its spellings is a stop word or more common in the index.
  const chosen = readings.map((reading) => reading.flatMap(([typed, ...spellings]) => {
    if (spellings.some((spelled) => spelled.term === '')) return [];
    const best = spellings.reduce((a, b) => ((frequency.get(b.term) ?? 0) > (frequency.get(a.term) ?? 0) ? b : a), typed!);
    return [best];
  }));
  const knownWords = (reading: ReadWord[]) => reading.filter((read) => frequency.has(read.term)).length;
  const best = chosen.reduce((a, b) => (knownWords(b) > knownWords(a) ? b : a));
  return { typed: best, documents, frequency };
}

/** How much a clause says: the rarer its word in the index, the more (an unknown word, a typo or a synonym key, most). */
function meaningOf(term: string, documents: number, frequency: Map<string, number>): number {
  return Math.log(1 + documents / (1 + (frequency.get(term) ?? 0)));
}

/** The plan of a term (one that passed `validateTerm`) in a language, against an engine's vocabulary. */
export async function planQuery(text: string, lang: SearchLanguage, synonyms: Synonyms, vocabulary: Vocabulary): Promise<QueryPlan> {
  const analyzer = analyzerFor(lang);
  const { typed, documents, frequency } = await readQuery(text, lang, vocabulary);
  const spans = synonyms.expand(lang, typed.map((t) => t.term));
  const keys = new Set(spans.flatMap((sequences) => (sequences.length > 1 ? sequences[0]! : [])));
  const real = hunspell(lang);
  // A word the index lacks is a typo, unless it is a synonym key or a real word of the language ("stavební").
  const mistyped = typed.filter((t) => !frequency.has(t.term) && !keys.has(t.term) && editsForgiven(t.word) > 0 && !real?.has(fold(t.word)));
  const [near, completions] = await Promise.all([
    vocabulary.nearWords(mistyped.flatMap((t) => [
      { folded: fold(t.word), distance: editsForgiven(t.word) },
      ...swaps(fold(t.word)).map((swapped) => ({ folded: swapped, distance: 0 })),
    ]), MAX_CORRECTIONS),
    vocabulary.completions([...new Set(typed.map((t) => t.term))].filter((term) => frequency.has(term) && term.length >= MIN_PREFIX_LENGTH), MAX_COMPLETIONS),
  ]);
  // Within the edits forgiven, or two neighbouring letters swapped ("cizicnu" → "cizincu"), which counts as two edits.
  const nearOf = (folded: string) => [...(near.get(folded) ?? []), ...swaps(folded).flatMap((swapped) => near.get(swapped) ?? [])];
  const corrections = new Map(mistyped.map((t) => [t.term, [...new Set(nearOf(fold(t.word)).flatMap((word) => analyzer.term(word) ?? []))].slice(0, MAX_CORRECTIONS)]));
  const choiceOf = (term: string): WordChoice => {
    const corrected = corrections.get(term);
    if (corrected?.length) return corrected.map((found) => ({ term: found, weight: EXPANSION_WEIGHT }));
    return [{ term, weight: 1 }, ...(completions.get(term) ?? []).map((longer) => ({ term: longer, weight: EXPANSION_WEIGHT }))];
  };
  // A typed word no page holds means what its corrections or its synonyms mean ("pracák" is "úřad práce", common here).
  const stands = (own: string[], others: string[][]) => own.every((term) => !frequency.has(term)) ? [...own.flatMap((term) => corrections.get(term) ?? []), ...others.flat()] : [];
  const standIns = [...new Set(spans.flatMap(([own, ...others]) => stands(own!, others)))].filter((term) => !frequency.has(term));
  if (standIns.length > 0) for (const [term, n] of (await vocabulary.frequencies(standIns)).of) frequency.set(term, n);
  const meaningOfClause = (own: string[], others: string[][]) => {
    const corrected = own.flatMap((term) => corrections.get(term) ?? []);
    if (own.some((term) => frequency.has(term)) || (corrected.length === 0 && others.length === 0)) return Math.max(...own.map((term) => meaningOf(term, documents, frequency)));
    // Of the corrections, the likeliest (the most common); of the synonyms, the one that says most, by its rarest word.
    if (corrected.length > 0) return Math.min(...corrected.map((term) => meaningOf(term, documents, frequency)));
    return Math.max(...others.map((terms) => Math.max(...terms.map((term) => meaningOf(term, documents, frequency)))));
  };
  const common = (terms: string[]) => terms.every((term) => (frequency.get(term) ?? 0) >= documents * COMMON_SHARE);
  const asked = (terms: string[], others: string[][]) => others.length === 0 && terms.every((term) => analyzer.isQuestionTerm(term));
  const clauses = spans.map(([own, ...others]): Clause => {
    const question = asked(own!, others);
    return {
      sequences: [
        { words: own!.map(choiceOf), weight: 1 },
        ...others.map((terms) => ({ words: terms.map((term): WordChoice => [{ term, weight: 1 }]), weight: SYNONYM_WEIGHT })),
      ],
      required: !question && !common(own!),
      known: others.length > 0 || own!.some((term) => frequency.has(term) || (corrections.get(term)?.length ?? 0) > 0),
      weight: question ? 0 : meaningOfClause(own!, others),
    };
  });
  // Only common words or question words: the common ones select; only question words ("formulář"): they do.
  if (!clauses.some((clause) => clause.required)) {
    const meaningful = clauses.filter((clause) => clause.weight > 0);
    for (const clause of meaningful.length > 0 ? meaningful : clauses) clause.required = true;
  }
  const pinned = synonyms.bestBet(lang, typed.map((t) => t.term));
  return { clauses, asksForForm: typed.some((t) => analyzer.isFormTerm(t.term)), ...(pinned ? { pinned } : {}) };
}

/**
 * How much of the query's meaning a page covers, from 0 to 1: the selecting clauses weighed by what they say
 * (`weight`, their rarity in the index), each counted by `strength` (by where the page holds it: `fieldStrength`).
 * `share` is of the whole query; `reach` of what some page holds (the words the portal never uses left out).
 */
export interface Coverage {
  share: number;
  reach: number;
}

export function coverage(plan: QueryPlan, strength: (clause: Clause) => number): Coverage {
  let covered = 0, whole = 0, known = 0;
  for (const clause of plan.clauses) {
    if (!clause.required) continue;
    whole += clause.weight;
    if (clause.known) known += clause.weight;
    covered += clause.weight * strength(clause);
  }
  return { share: whole > 0 ? covered / whole : 0, reach: known > 0 ? covered / known : 0 };
}

/** How strongly a page holds a term found at best in this field (FIELD_STRENGTH), its body this many bytes (UTF-8) long. */
export function fieldStrength(field: Field, bodyBytes: number): number {
  if (field !== 'body') return FIELD_STRENGTH[field];
  return FIELD_STRENGTH.body * Math.min(1, Math.sqrt(BODY_REFERENCE_BYTES / Math.max(1, bodyBytes)));
}

/**
 * What a relaxed candidate must cover: MIN_COVERAGE of what pages hold and MIN_SHARE of the whole query, or as much as
 * the best page holding every word covers where that is less (it holds them only in a long body): the benefits guide,
 * which names every benefit's words in passing, does not keep out the benefit's page that names the query's topic in
 * its title.
 */
export function relaxedFloor(strict: Coverage[]): Coverage {
  const best = (of: (c: Coverage) => number) => Math.max(0, ...strict.map(of));
  return strict.length > 0
    ? { reach: Math.min(MIN_COVERAGE, best((c) => c.reach)), share: Math.min(MIN_SHARE, best((c) => c.share)) }
    : { reach: MIN_COVERAGE, share: MIN_SHARE };
}

/** Whether a relaxed candidate answers the query: it covers as much as the floor. */
export function answers(candidate: Coverage, floor: Coverage): boolean {
  return candidate.reach >= floor.reach && candidate.share >= floor.share;
}

/** A clause's strength in a page whose terms are found in fields of these strengths (the best of any sequence). */
export function clauseStrength(clause: Clause, termStrength: (term: string) => number): number {
  return Math.max(...clause.sequences.map((sequence) => Math.min(...sequence.words.map((choice) => Math.max(...choice.map((c) => termStrength(c.term)))))));
}

/**
 * The clauses a page's text relevance counts: those that select and the common words that only rank; not a
 * question's words ("kolik", "how", "dostat"), which count only where the typed phrase meets a title (ranking.ts):
 * a page is no better an answer for holding "kolik" or "get" in its text.
 */
export function relevanceClauses(plan: QueryPlan): Clause[] {
  return plan.clauses.filter((clause) => clause.required || clause.weight > 0);
}

/** Every index term the plan looks for, once. */
export function planTerms(plan: QueryPlan): string[] {
  return [...new Set(plan.clauses.flatMap((clause) => clause.sequences.flatMap((sequence) => sequence.words.flatMap((choice) => choice.map((c) => c.term)))))];
}
