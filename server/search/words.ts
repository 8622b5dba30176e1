/**
 * Words as people read them, for "did you mean" and for the most frequent searches: each engine keeps a dictionary
 * of the words of its texts (three letters or more, no digits: folded word → the form written, in how many
 * documents), and a typed word is put right against it the same way in both.
 */
import { analyzerFor, fold, words, type SearchLanguage } from './analyzer.ts';
import { hunspell } from './dictionary.ts';

/** The words a dictionary counts: what "did you mean" may name. */
export function isDictionaryWord(word: string): boolean {
  return word.length >= 3 && !/\p{N}/u.test(word);
}

/** What an engine's dictionary answers (synchronously in memory, from a table in PostgreSQL). */
export interface WordDictionary {
  /** Whether the index holds this term (a typed word in any of its forms). */
  knowsTerm(term: string): boolean | Promise<boolean>;
  /** The written form of the word with these folded letters ("pece" → "péče"), the most common one. */
  sameLetters(folded: string): string | undefined | Promise<string | undefined>;
  /** The closest word within `distance` edits of these folded letters, of equals the most common. */
  near(folded: string, distance: number): string | undefined | Promise<string | undefined>;
}

interface CorrectOptions {
  /**
   * Keep a word nothing is close to, as typed ("did you mean" corrects what it can); without it, such a word makes
   * the whole term undefined (a frequent search is shown corrected or not at all).
   */
  keepUnknown?: boolean;
  /** Give a known word its diacritics where it was typed without ("pece o deti" → "péče o děti"). */
  restoreDiacritics?: boolean;
}

/**
 * The term with each word the index does not know replaced by the closest word it does: the same letters with
 * their diacritics ("pece" → "péče"), else within one edit, two for words longer than five letters. A word whose
 * term the index holds stays as typed (unless `restoreDiacritics`); stop words, numbers and short words stay.
 */
export async function correctWords(term: string, lang: SearchLanguage, dictionary: WordDictionary, options: CorrectOptions = {}): Promise<string | undefined> {
  const analyzer = analyzerFor(lang);
  const corrected: string[] = [];
  for (const word of words(term)) {
    const stem = analyzer.term(word);
    if (!stem || !isDictionaryWord(word)) {
      corrected.push(word);
      continue;
    }
    const folded = fold(word);
    // A real word of the language is never "corrected" into another, though no page holds it ("stavební").
    const known = (await dictionary.knowsTerm(stem)) || Boolean(hunspell(lang)?.has(folded));
    const same = !known || options.restoreDiacritics ? await dictionary.sameLetters(folded) : undefined;
    const replacement = known ? (same ?? word) : (same ?? (await dictionary.near(folded, [...word].length <= 5 ? 1 : 2)));
    if (replacement === undefined && !options.keepUnknown) return undefined;
    corrected.push(replacement ?? word);
  }
  return corrected.join(' ');
}
