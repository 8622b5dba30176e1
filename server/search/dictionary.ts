/**
 * The real words of a language (docs/search.md "Real words"): the entries of Debian's hunspell dictionaries
 * (`hunspell-cs`, `hunspell-ru`, `hunspell-uk`, in /usr/share/hunspell), folded as the analyzer folds. A typed word
 * the dictionary lists is no typo, even where no page holds it: "stavební" is not "corrected" into "stažení". Only
 * the entries (base forms) are read, not the affix rules: an inflected form the pages lack may still be taken for a
 * typo. Read on first need, once a process, into one sorted string searched by halves (a few megabytes, not a
 * set of a quarter of a million strings); where a dictionary is not installed, every word may be a typo,
 * as before.
 */
import { readFile } from 'node:fs/promises';
import { fold, type SearchLanguage } from './analyzer.ts';

const DICTIONARY_DIR = '/usr/share/hunspell';
/** The Debian dictionary of each language; English has none installed (its typos are the index's to judge). */
const FILES: Partial<Record<SearchLanguage, string>> = { cs: 'cs_CZ.dic', ru: 'ru_RU.dic', uk: 'uk_UA.dic' };

export interface RealWords {
  /** Whether a folded, lower-case word is an entry of the dictionary. */
  has(folded: string): boolean;
  readonly size: number;
}

/** The sorted, distinct, folded entries in one string, each ending at an offset, searched by halves. */
class SortedWords implements RealWords {
  readonly #text: string;
  readonly #ends: Uint32Array;

  constructor(sorted: string[]) {
    this.#text = sorted.join('');
    this.#ends = new Uint32Array(sorted.length);
    let end = 0;
    sorted.forEach((word, i) => { this.#ends[i] = end += word.length; });
  }

  get size(): number {
    return this.#ends.length;
  }

  has(folded: string): boolean {
    let low = 0, high = this.#ends.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = middle === 0 ? 0 : this.#ends[middle - 1]!;
      const order = compare(folded, this.#text, start, this.#ends[middle]!);
      if (order === 0) return true;
      if (order > 0) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** A word against a slice of a text, in UTF-16 code unit order (as `Array.prototype.sort` orders strings). */
function compare(word: string, text: string, start: number, end: number): number {
  const length = Math.min(word.length, end - start);
  for (let i = 0; i < length; i++) {
    const difference = word.charCodeAt(i) - text.charCodeAt(start + i);
    if (difference !== 0) return difference;
  }
  return word.length - (end - start);
}

/**
 * Folding as the analyzer folds (analyzer.ts `fold`), made cheap for a quarter of a million words: Czech loses its
 * marks, Russian "ё" is "е", Ukrainian keeps its letters ("й" and "ї" are letters of their own).
 */
const FOLDS: Partial<Record<SearchLanguage, (word: string) => string>> = {
  cs: (word) => (/^[a-z]*$/.test(word) ? word : word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
  ru: (word) => word.replace(/ё/g, 'е'),
  uk: (word) => word,
};

/** Lines of a dictionary read between two turns of the event loop, so pages keep being served while it is read. */
const LINES_A_TURN = 20_000;

/** A .dic file's entries ("word/FLAGS", the first line their count), lower-cased and folded. */
export async function parseDictionary(text: string, lang: SearchLanguage): Promise<RealWords> {
  const lines = text.split('\n');
  const foldWord = FOLDS[lang] ?? fold;
  const found = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    if (i % LINES_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const line = lines[i]!;
    const end = line.indexOf('/');
    const word = (end < 0 ? line : line.slice(0, end)).trim().toLowerCase();
    if (word) found.add(foldWord(word));
  }
  return new SortedWords([...found].sort());
}

const loaded = new Map<SearchLanguage, Promise<RealWords | undefined>>();

/** The real words of a language, read once a process; undefined where its dictionary is not installed. */
export function realWords(lang: SearchLanguage, dir = DICTIONARY_DIR): Promise<RealWords | undefined> {
  const file = FILES[lang];
  if (!file) return Promise.resolve(undefined);
  let words = dir === DICTIONARY_DIR ? loaded.get(lang) : undefined;
  if (!words) {
    words = readFile(`${dir}/${file}`, 'utf8').then((text) => parseDictionary(text, lang), () => undefined);
    if (dir === DICTIONARY_DIR) loaded.set(lang, words);
  }
  return words;
}
