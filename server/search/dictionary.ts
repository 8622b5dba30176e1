/**
 * Debian's hunspell dictionaries (`hunspell-cs`, `hunspell-ru`, `hunspell-uk`, in /usr/share/hunspell), the search's
 * knowledge of each language's words (docs/search.md "Real words" and "Morphology"):
 * - **real words**: a typed word the dictionary lists, or that one of its affix rules makes of an entry, is no typo,
 *   even where no page holds it: "stavební" is not "corrected" into "stažení";
 * - **base forms**: a word that a suffix rule of the .aff makes of an entry of the .dic has that entry as its base
 *   form ("příspěvku" → "příspěvek", "pomůcky" → "pomůcka", "приехала" → "приехать"); the analyzer stems the base
 *   form, so forms the light stemmer cuts apart meet. A word the dictionary does not know keeps the light stemmer.
 * Everything is folded as the analyzer folds, so a word typed without its diacritics finds the same base form.
 * Only suffix rules are read (no prefixes, no compounds). Read once a process, in the background as the search starts
 * (`loadHunspell`), or at once on the analyzer's first use where that comes first (the
 * index and the queries must analyze alike), into sorted entries searched by halves (`SortedEntries`: some 11 MB for
 * the three, not a set of a quarter of a million strings); where a dictionary is not installed, words are only stemmed and every unknown
 * word may be a typo, as before. Hunspell lists irregular forms as entries of their own ("děti" beside "dítě", "šel"
 * beside "jít"): those stay apart.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SearchLanguage } from './analyzer.ts';

const DICTIONARY_DIR = '/usr/share/hunspell';
/** The Debian dictionary of each language; English has none installed (its typos are the index's to judge). */
const FILES: Partial<Record<SearchLanguage, string>> = { cs: 'cs_CZ', ru: 'ru_RU', uk: 'uk_UA' };

export interface Hunspell {
  /** Whether a folded, lower-case word is a word of the language: an entry, or an entry with one of its suffixes. */
  has(folded: string): boolean;
  /** The base form (folded) of a folded, lower-case word: itself where it is an entry; undefined where unknown. */
  baseForm(folded: string): string | undefined;
  /** Entries of the dictionary. */
  readonly size: number;
}

/** A suffix rule of the .aff: an entry with `flag`, `strip` taken off its end and `add` put on, where `condition` fits. */
interface SuffixRule {
  flag: string;
  strip: string;
  /** The condition on the end of the entry, one test a letter. */
  condition: ((char: string) => boolean)[];
}

/**
 * Sorted, distinct entries searched by halves, in a few typed arrays rather than a quarter of a million strings: the
 * entries' letters one after another as codes of a byte each (a letter's rank among the dictionary's letters, so
 * that the codes sort as the letters do; Cyrillic would take two bytes a letter as a string), where each entry ends,
 * and its flags as the index of one of the few hundred distinct sets of flags.
 */
class SortedEntries {
  /** A letter's code (its UTF-16 code unit's rank among the dictionary's, from 1); 0 for a letter of no entry. */
  readonly #codeOf = new Uint16Array(65536);
  readonly #text: Uint8Array | Uint16Array;
  readonly #ends: Uint32Array;
  readonly #flags: Uint16Array | Uint32Array;
  readonly #flagSets: string[] = [];

  constructor(sorted: [word: string, flags: string][]) {
    const letters = new Set<string>();
    let length = 0;
    for (const [word] of sorted) {
      for (const letter of word.split('')) letters.add(letter);
      length += word.length;
    }
    [...letters].sort().forEach((letter, rank) => { this.#codeOf[letter.charCodeAt(0)] = rank + 1; });
    this.#text = letters.size < 256 ? new Uint8Array(length) : new Uint16Array(length);
    this.#ends = new Uint32Array(sorted.length);
    const setIndex = new Map<string, number>();
    const flags = sorted.map(([, flagSet]) => {
      let index = setIndex.get(flagSet);
      if (index === undefined) setIndex.set(flagSet, (index = this.#flagSets.push(flagSet) - 1));
      return index;
    });
    this.#flags = this.#flagSets.length <= 65536 ? Uint16Array.from(flags) : Uint32Array.from(flags);
    let end = 0;
    sorted.forEach(([word], i) => {
      for (let j = 0; j < word.length; j++) this.#text[end + j] = this.#codeOf[word.charCodeAt(j)]!;
      this.#ends[i] = end += word.length;
    });
  }

  get size(): number {
    return this.#ends.length;
  }

  /** The flags of an entry, '' where it has none; undefined where it is no entry. */
  flagsOf(folded: string): string | undefined {
    let low = 0, high = this.#ends.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = middle === 0 ? 0 : this.#ends[middle - 1]!;
      const order = this.#compare(folded, start, this.#ends[middle]!);
      if (order === 0) return this.#flagSets[this.#flags[middle]!]!;
      if (order > 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /**
   * A word against the entry between `start` and `end`, in UTF-16 code unit order (as `Array.prototype.sort` orders
   * strings). A letter of no entry has code 0: such a word is never equal to an entry.
   */
  #compare(word: string, start: number, end: number): number {
    const length = Math.min(word.length, end - start);
    for (let i = 0; i < length; i++) {
      const difference = this.#codeOf[word.charCodeAt(i)]! - this.#text[start + i]!;
      if (difference !== 0) return difference;
    }
    return word.length - (end - start);
  }
}

/**
 * Folding as the analyzer folds (analyzer.ts `fold`), made cheap for a quarter of a million words: Czech loses its
 * marks, Russian "ё" is "е", Ukrainian keeps its letters ("й" and "ї" are letters of their own).
 */
const FOLDS: Record<string, (word: string) => string> = {
  cs: (word) => (/^[a-z]*$/.test(word) ? word : word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
  ru: (word) => word.replace(/ё/g, 'е'),
  uk: (word) => word,
};

/** A hunspell condition ("[^aeo]k", ".", "ře") as one test a letter, folded. */
function parseCondition(condition: string, foldWord: (word: string) => string): ((char: string) => boolean)[] {
  const tests: ((char: string) => boolean)[] = [];
  for (let i = 0; i < condition.length; i++) {
    const char = condition[i]!;
    if (char === '.') tests.push(() => true);
    else if (char === '[') {
      const close = condition.indexOf(']', i);
      const negated = condition[i + 1] === '^';
      const set = new Set(foldWord(condition.slice(i + (negated ? 2 : 1), close)));
      tests.push(negated ? (c) => !set.has(c) : (c) => set.has(c));
      i = close;
    } else {
      const folded = foldWord(char);
      tests.push((c) => c === folded);
    }
  }
  return tests;
}

class Dictionary implements Hunspell {
  /** The suffix rules by what they add (folded); '' for those adding nothing. */
  readonly #rulesByAddition: Map<string, SuffixRule[]>;
  readonly #longestAddition: number;
  readonly #entries: SortedEntries;

  constructor(rules: Map<string, SuffixRule[]>, entries: SortedEntries) {
    this.#rulesByAddition = rules;
    this.#longestAddition = Math.max(0, ...[...rules.keys()].map((addition) => addition.length));
    this.#entries = entries;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(folded: string): boolean {
    return this.baseForm(folded) !== undefined;
  }

  /** The entry a suffix rule makes the word of, the rule adding the longest suffix first (the most particular). */
  baseForm(folded: string): string | undefined {
    if (this.#entries.flagsOf(folded) !== undefined) return folded;
    for (let length = Math.min(this.#longestAddition, folded.length - 2); length >= 0; length--) {
      const rules = this.#rulesByAddition.get(folded.slice(folded.length - length));
      if (!rules) continue;
      const stem = folded.slice(0, folded.length - length);
      for (const rule of rules) {
        const entry = stem + rule.strip;
        if (!fits(entry, rule.condition)) continue;
        if (this.#entries.flagsOf(entry)?.includes(rule.flag)) return entry;
      }
    }
    return undefined;
  }
}

function fits(entry: string, condition: ((char: string) => boolean)[]): boolean {
  const offset = entry.length - condition.length;
  if (offset < 0) return false;
  return condition.every((test, i) => test(entry[offset + i]!));
}

/** Lines of a .dic read between two turns of the event loop when read in the background (`loadHunspell`). */
const LINES_A_TURN = 20_000;

/**
 * Parsing a dictionary, in steps: it yields every LINES_A_TURN lines, so that a process can read it between the
 * requests it serves (`loadHunspell`), or all at once (`parseDictionary`).
 */
function* parsing(aff: string, dic: string, lang: SearchLanguage): Generator<void, Hunspell> {
  const foldWord = FOLDS[lang] ?? ((word: string) => word);
  const rules = new Map<string, SuffixRule[]>();
  for (const line of aff.split('\n')) {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    // Rule lines have five fields; the header ("SFX P Y 139") has four.
    if (kind !== 'SFX' || !flag || !strip || !add || !condition || condition.startsWith('#')) continue;
    const addition = foldWord(add.split('/')[0]!.toLowerCase()).replace(/^0$/, '');
    const rule = { flag, strip: foldWord(strip.toLowerCase()).replace(/^0$/, ''), condition: parseCondition(condition.toLowerCase(), foldWord) };
    const same = rules.get(addition);
    if (same) same.push(rule);
    else rules.set(addition, [rule]);
  }
  // "word\u0001flags" sorted as strings (native, fast), then the flags of a word's entries joined.
  const lines = dic.split('\n');
  const keyed: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (i % LINES_A_TURN === 0) yield;
    const line = lines[i]!;
    const slash = line.indexOf('/');
    const word = foldWord((slash < 0 ? line : line.slice(0, slash)).trim().toLowerCase());
    if (word) keyed.push(`${word}\u0001${slash < 0 ? '' : line.slice(slash + 1).trim().split(/\s/)[0]}`);
  }
  yield;
  keyed.sort();
  yield;
  const sorted: [string, string][] = [];
  for (const entry of keyed) {
    const [word, flags] = entry.split('\u0001') as [string, string];
    const last = sorted.at(-1);
    if (last?.[0] === word) last[1] += flags;
    else sorted.push([word, flags]);
  }
  return new Dictionary(rules, new SortedEntries(sorted));
}

/** A dictionary made of the text of its .aff and .dic files (the .dic's first line is its count), at once. */
export function parseDictionary(aff: string, dic: string, lang: SearchLanguage): Hunspell {
  const steps = parsing(aff, dic, lang);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const loaded = new Map<string, Hunspell | undefined>();

function keyOf(lang: SearchLanguage, dir: string): string | undefined {
  const file = FILES[lang];
  return file ? `${dir}/${file}` : undefined;
}

/**
 * The dictionary of a language, read once a process; undefined where it is not installed. Read at once on first
 * need where `loadHunspell` has not read it yet (the analyzer needs it before its first term).
 */
export function hunspell(lang: SearchLanguage, dir = DICTIONARY_DIR): Hunspell | undefined {
  const key = keyOf(lang, dir);
  if (!key) return undefined;
  if (!loaded.has(key)) {
    let dictionary: Hunspell | undefined;
    try {
      dictionary = parseDictionary(readFileSync(`${key}.aff`, 'utf8'), readFileSync(`${key}.dic`, 'utf8'), lang);
    } catch {
      dictionary = undefined;
    }
    loaded.set(key, dictionary);
  }
  return loaded.get(key);
}

/**
 * Reads a language's dictionary in the background, a few thousand lines a turn of the event loop, so that the
 * pages keep being served while the search starts (server/search-api.ts awaits it before it indexes).
 */
export async function loadHunspell(lang: SearchLanguage, dir = DICTIONARY_DIR): Promise<void> {
  const key = keyOf(lang, dir);
  if (!key || loaded.has(key)) return;
  let dictionary: Hunspell | undefined;
  try {
    const [aff, dic] = await Promise.all([readFile(`${key}.aff`, 'utf8'), readFile(`${key}.dic`, 'utf8')]);
    const steps = parsing(aff, dic, lang);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        dictionary = step.value;
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    dictionary = undefined;
  }
  // The analyzer may have read it at once meanwhile: the first one read stays.
  if (!loaded.has(key)) loaded.set(key, dictionary);
}
