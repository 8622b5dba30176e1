/**
 * The ranking both engines apply to their best candidates (docs/search.md "The engine"), on top of their own text
 * relevance (BM25 in MiniSearch, ts_rank in PostgreSQL): what a visitor means by the words they type.
 * - The title: the query's words side by side in a title weigh the more of the title they are: a page titled
 *   with exactly the query ("Porodné") above the form for it ("Žádost o porodné") and the news that mention it.
 *   The words that select (query-plan.ts `required`) all in the title, in any order, weigh somewhat less; some of
 *   them (or their synonyms, at their weight) in the title, less by the share held.
 * - The place: an office page whose town the query names ("úřad práce Brno", "Praha 4") above other pages of
 *   that town; of the town's offices, its regional branch first.
 * - A query that names a form ("tiskopis na …", "… form") prefers the forms.
 * - A best bet of the editors' thesaurus (a page pinned for a query) comes first when the query finds it.
 * - News: a fresh news item weighs up to half as much again, the extra halving every 90 days.
 */
import { REGIONAL_BRANCH_TEMPLATE_KEY } from '../../shared/office-kinds.ts';
import { NEWS_BOOST, NEWS_HALF_LIFE_DAYS, NEWS_TYPES } from './engine.ts';
import type { QueryPlan, WordChoice } from './query-plan.ts';

/** The query is the whole title: the page about it. The factor falls to TITLE_PHRASE_MIN as the title grows. */
const TITLE_IS_QUERY = 4;
const TITLE_PHRASE_MIN = 1.5;
/** Words in the title but not side by side count for this share of a phrase. */
const SCATTERED = 0.75;
const PLACE_NAMED = 2.5;
/**
 * Of the offices of the town a query names, the regional branch first: it answers for the town and its region and
 * lists the region's offices ("úřad práce Jihlava": the branch, then the contact office of the district). Its town is
 * named without its district number ("Prague" for the branch in Praha 3); a query naming a district number still
 * finds that district's office first.
 */
const BRANCH_NAMED = 1.5;
/**
 * A query that names a form ("formulář", "form") prefers the forms: the form outranks the service whose title is the
 * query (TITLE_IS_QUERY against the form's longer title, at least TITLE_PHRASE_MIN): 4 / 1.5, rounded up.
 */
const FORM = 'Formular';
const FORM_ASKED = 3;
/** A best bet comes first among what the query finds. */
const PINNED = 1_000;
const NEWS = new Set(NEWS_TYPES);

/** What the ranking reads of a candidate. */
export interface RankedDocument {
  /** The page's portal path, for the editors' best bets. */
  url: string;
  /** The title's terms in order (analyzer.ts). */
  titleTerms: readonly string[];
  /** The terms of the place the page is about (an office's town), in order; empty for other pages. */
  placeTerms: readonly string[];
  type: string;
  /** Publication time (ms), for news. */
  time?: number;
}

/** The word runs worth finding side by side, each with its weight: what was typed (all of it), and its synonyms. */
function phrasesOf(plan: QueryPlan): { words: WordChoice[]; weight: number }[] {
  const typed = { words: plan.clauses.flatMap((clause) => clause.sequences[0]!.words), weight: 1 };
  // A synonym stands for the words it replaces ("příspěvek na pohřeb" → "pohřebné"), weighing the less the less of the
  // query's meaning they are: by the typed words it replaces, not by its own ("cizinci" → "zaměstnávání cizinců" is
  // one of the three selecting words of "kurz češtiny pro cizince", though two words of a title); a question's words
  // and common words, which select nothing, are no part of that meaning.
  const selecting = plan.clauses.filter((clause) => clause.required);
  const meaning = (selecting.length > 0 ? selecting : plan.clauses).reduce((sum, clause) => sum + clause.sequences[0]!.words.length, 0);
  const synonyms = plan.clauses.flatMap((clause) => clause.sequences.slice(1).map((sequence) => ({
    words: sequence.words,
    weight: sequence.weight * Math.min(1, clause.sequences[0]!.words.length / meaning),
  })));
  return [typed, ...synonyms];
}

/** Where a run of word choices starts in a list of terms, or -1. */
function indexOfRun(terms: readonly string[], run: WordChoice[]): number {
  outer: for (let i = 0; i + run.length <= terms.length; i++) {
    for (let k = 0; k < run.length; k++) if (!run[k]!.some((choice) => choice.term === terms[i + k])) continue outer;
    return i;
  }
  return -1;
}

/** Whether the query's words, in order, hold the place's terms side by side. */
function namesPlace(typed: WordChoice[], place: readonly string[]): boolean {
  outer: for (let i = 0; i + place.length <= typed.length; i++) {
    for (let k = 0; k < place.length; k++) if (!typed[i + k]!.some((choice) => choice.term === place[k])) continue outer;
    return true;
  }
  return false;
}

/** The factor a candidate's text relevance is multiplied by (title, place, freshness), for one query's candidates. */
export function rankerFor(plan: QueryPlan, now: number): (doc: RankedDocument) => number {
  const phrases = phrasesOf(plan).filter((phrase) => phrase.words.length > 0);
  const selectingClauses = plan.clauses.filter((clause) => clause.required);
  const selecting = selectingClauses.flatMap((clause) => clause.sequences[0]!.words);
  // The typed words, each with the one-word synonyms of its clause ("Prague" is "Praha"), to meet an office's place.
  const typedChoices = plan.clauses.flatMap((clause) => {
    const [own, ...others] = clause.sequences;
    const alike = own!.words.length === 1 ? others.filter((sequence) => sequence.words.length === 1).flatMap((sequence) => sequence.words[0]!) : [];
    return own!.words.map((choice) => [choice[0]!, ...alike]);
  });
  return (doc) => {
    let factor = 1;
    const title = doc.titleTerms.length;
    if (title > 0) {
      const titleFactor = (words: number, weight: number) => TITLE_PHRASE_MIN + (TITLE_IS_QUERY - TITLE_PHRASE_MIN) * Math.min(1, words / title) * weight;
      for (const phrase of phrases) if (indexOfRun(doc.titleTerms, phrase.words) >= 0) factor = Math.max(factor, titleFactor(phrase.words.length, phrase.weight));
      if (selecting.every((choice) => choice.some((c) => doc.titleTerms.includes(c.term)))) factor = Math.max(factor, titleFactor(selecting.length, SCATTERED));
      else {
        // Some of the selecting clauses in the title (a synonym at its weight): a lift by the share held.
        let held = 0, clauses = 0;
        for (const clause of selectingClauses) {
          const weight = Math.max(0, ...clause.sequences.filter((sequence) => sequence.words.every((choice) => choice.some((c) => doc.titleTerms.includes(c.term)))).map((sequence) => sequence.weight));
          if (weight > 0) clauses++;
          held += weight;
        }
        if (held > 0) factor = Math.max(factor, 1 + (TITLE_IS_QUERY - TITLE_PHRASE_MIN) * Math.min(1, clauses / title) * SCATTERED * (held / selectingClauses.length));
      }
    }
    if (doc.placeTerms.length > 0) {
      if (doc.type === REGIONAL_BRANCH_TEMPLATE_KEY && namesPlace(typedChoices, doc.placeTerms.filter((term) => !/\d/.test(term)))) factor *= PLACE_NAMED * BRANCH_NAMED;
      else if (namesPlace(typedChoices, doc.placeTerms)) factor *= PLACE_NAMED;
    }
    if (plan.asksForForm && doc.type === FORM) factor *= FORM_ASKED;
    if (plan.pinned === doc.url) factor *= PINNED;
    if (doc.time !== undefined && NEWS.has(doc.type)) {
      const ageDays = Math.max(0, now - doc.time) / 86_400_000;
      factor *= 1 + NEWS_BOOST * 0.5 ** (ageDays / NEWS_HALF_LIFE_DAYS);
    }
    return factor;
  };
}
