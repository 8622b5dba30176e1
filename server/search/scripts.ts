/**
 * Words typed in the other script (docs/search.md "The engine"): Russian or Ukrainian typed in Latin letters, in
 * either common romanization ("posobie"/"posobiye", "dopomoha"/"dopomoga"), and text typed on the other keyboard
 * layout by mistake ("gjcj,bt" is "пособие" typed on a Latin layout, "зщкщвту" is "porodne" typed on a Cyrillic
 * one). This module only spells the alternatives; the query plan (query-plan.ts) keeps the reading whose words the
 * index knows.
 */
import type { SearchLanguage } from './analyzer.ts';

/** The keys of a US layout and the letters the Russian and the Ukrainian layouts put on them. */
const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC_KEYS: Record<'ru' | 'uk', string> = {
  ru: 'ёйцукенгшщзхъфывапролджэячсмитьбю',
  uk: "'йцукенгшщзхїфівапролджєячсмитьбю",
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /[a-z]/i;

function swapKeys(text: string, from: string, to: string): string {
  let swapped = '';
  for (const char of text.toLowerCase()) {
    const at = from.indexOf(char);
    swapped += at >= 0 ? to[at]! : char;
  }
  return swapped;
}

/** The keys of a US layout where the Czech layout has its accented letters (the number row, "ú" and "ů"), and z and y swapped. */
const US_KEYS_ON_CZECH = '234567890[;zy';
const CZECH_LETTERS = 'ěščřžýáíéúůyz';
/** A word with digits among its letters ("p59sp2vek"): Czech typed with the US layout active. */
const LETTERS_AND_DIGITS = /\p{L}[\d[;]|[\d[;]\p{L}/u;

/**
 * The text as it would read on the other layout, when it is written in the wrong script for the language: Latin
 * keys on a Russian or Ukrainian site become Cyrillic letters, Cyrillic letters on a Czech or English site the
 * Latin keys they sit on, and on a Czech site a word with digits among its letters the Czech letters of the keys the
 * US layout read as digits ("p59sp2vek" → "příspěvek"). Undefined when the text is in the language's own script.
 */
export function otherLayout(text: string, lang: SearchLanguage): string | undefined {
  if (lang === 'ru' || lang === 'uk') return LATIN.test(text) && !CYRILLIC.test(text) ? swapKeys(text, LATIN_KEYS, CYRILLIC_KEYS[lang]) : undefined;
  // Words of digits alone ("Praha 4") stay as typed.
  if (lang === 'cs' && LETTERS_AND_DIGITS.test(text)) return text.split(/(\s+)/).map((word) => (/\p{L}/u.test(word) ? swapKeys(word, US_KEYS_ON_CZECH, CZECH_LETTERS) : word)).join('');
  if (!CYRILLIC.test(text) || LATIN.test(text)) return undefined;
  // Either Cyrillic layout: the letters they share sit on the same keys.
  return swapKeys(swapKeys(text, CYRILLIC_KEYS.uk, LATIN_KEYS), CYRILLIC_KEYS.ru, LATIN_KEYS);
}

/**
 * Romanizations read back, per language: each Latin spelling with the Cyrillic letters it may stand for, the most
 * common first. Both the scholarly/national spellings ("zh", "kh", "ts", "ia", "h" for Ukrainian "г") and the
 * English-style ones ("ye", "ya", "g", "j") are here; the index decides between them. Both leave out the soft sign,
 * so a consonant that may be soft may have one ("batkivska" → "батьківська").
 */
const ROMANIZATIONS: Record<'ru' | 'uk', [string, string[]][]> = {
  ru: [
    ['shch', ['щ']], ['sch', ['щ']], ['zh', ['ж']], ['kh', ['х']], ['ch', ['ч']], ['sh', ['ш']], ['ts', ['ц']], ['tz', ['ц']],
    ['yo', ['ё', 'йо']], ['jo', ['ё']], ['yu', ['ю']], ['ju', ['ю']], ['iu', ['ю']], ['ya', ['я']], ['ja', ['я']], ['ia', ['я', 'ия']],
    ['ye', ['е', 'ье']], ['je', ['е']], ['yi', ['ый', 'ий']], ['iy', ['ий', 'ый']], ["'", ['ь']],
    ['a', ['а']], ['b', ['б']], ['v', ['в']], ['w', ['в']], ['g', ['г']], ['d', ['д', 'дь']], ['e', ['е', 'э']], ['z', ['з', 'зь']], ['i', ['и', 'й', 'ы']],
    ['y', ['ы', 'й', 'и']], ['j', ['й']], ['k', ['к']], ['l', ['л', 'ль']], ['m', ['м']], ['n', ['н', 'нь']], ['o', ['о']], ['p', ['п']], ['r', ['р']],
    ['s', ['с', 'сь']], ['t', ['т', 'ть']], ['u', ['у']], ['f', ['ф']], ['h', ['х', 'г']], ['c', ['ц', 'к']], ['x', ['кс']], ['q', ['к']],
  ],
  uk: [
    ['shch', ['щ']], ['sch', ['щ']], ['zh', ['ж']], ['kh', ['х']], ['ch', ['ч']], ['sh', ['ш']], ['ts', ['ц']],
    ['yi', ['ї', 'ий']], ['ji', ['ї']], ['ie', ['є', 'іє']], ['ye', ['є', 'е']], ['je', ['є']], ['iu', ['ю', 'ію']], ['yu', ['ю']], ['ju', ['ю']],
    ['ia', ['я', 'ія']], ['ya', ['я']], ['ja', ['я']], ["'", ['ь', "'"]],
    ['a', ['а']], ['b', ['б']], ['v', ['в']], ['w', ['в']], ['h', ['г', 'х']], ['g', ['г', 'ґ']], ['d', ['д', 'дь']], ['e', ['е', 'є']], ['z', ['з', 'зь']],
    ['y', ['и', 'й']], ['i', ['і', 'и', 'ї', 'й']], ['j', ['й']], ['k', ['к']], ['l', ['л', 'ль']], ['m', ['м']], ['n', ['н', 'нь']], ['o', ['о']],
    ['p', ['п']], ['r', ['р']], ['s', ['с', 'сь']], ['t', ['т', 'ть']], ['u', ['у']], ['f', ['ф']], ['c', ['ц', 'к']], ['x', ['кс']], ['q', ['к']],
  ],
};

/** Spellings of one word tried at most, and letters read otherwise than the most common way in one spelling. */
const MAX_SPELLINGS = 200;
const MAX_CHANGES = 2;

/**
 * The Cyrillic spellings a Latin word may stand for on a Russian or Ukrainian site, the most likely first; empty
 * for other languages and for words that are not Latin letters only.
 */
export function cyrillicSpellings(word: string, lang: SearchLanguage): string[] {
  if ((lang !== 'ru' && lang !== 'uk') || !/^[a-z']+$/.test(word)) return [];
  const table = ROMANIZATIONS[lang];
  const found: string[] = [];
  const walk = (at: number, spelled: string, changes: number): void => {
    if (found.length >= MAX_SPELLINGS) return;
    if (at === word.length) {
      found.push(spelled);
      return;
    }
    let first = true;
    for (const [latin, letters] of table) {
      if (!word.startsWith(latin, at)) continue;
      for (const [i, letter] of letters.entries()) {
        const change = first && i === 0 ? 0 : 1;
        if (changes + change <= MAX_CHANGES) walk(at + latin.length, spelled + letter, changes + change);
      }
      first = false;
    }
  };
  walk(0, '', 0);
  return [...new Set(found)];
}
