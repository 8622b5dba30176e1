/**
 * Place names as people type them (the office finder, templates/offices/municipalities.ts): folded to compare
 * (case, diacritics, dashes), Cyrillic written in Czech letters, declined Czech forms brought back to one key, and
 * how many edits apart two names are.
 */

/** Lower case, words apart (a number after a name too: "praha4" is "praha 4"), diacritics kept. */
export function markedName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Lower case, no diacritics, words apart: how names are compared. */
export function foldName(name: string): string {
  return markedName(name.normalize('NFD').replace(/\p{M}/gu, ''));
}

/**
 * Russian and Ukrainian letters as a Czech name is written in them: Г is the Czech h ("Прага" is Praha), Х is ch,
 * рж and рш are ř ("Пршибрам" is Příbram), ь and apostrophes are dropped ("Пльзень" is Plzeň).
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', ё: 'jo', є: 'je', ж: 'ž', з: 'z', и: 'i', і: 'i', ї: 'ji',
  й: 'j', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'ch', ц: 'c',
  ч: 'č', ш: 'š', щ: 'šč', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'ju', я: 'ja', "'": '', '’': '', ʼ: '',
};

export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/р[жш]/g, 'ř')
    .replace(/[\p{Script=Cyrillic}'’ʼ]/gu, (letter) => CYRILLIC[letter] ?? letter);
}

/** Words before a place in a sentence: "v Brně", "z Ostravy", "do Benešova", "u Tábora". */
const PREPOSITIONS = new Set(['v', 've', 'z', 'ze', 'do', 'u', 'na', 'k', 'ke', 'od', 'ode', 'pro', 'po', 'za']);

/** Case endings of Czech nouns and adjectives, folded, longest first. */
const ENDINGS = ['ovych', 'ovi', 'ich', 'ych', 'ach', 'ech', 'ami', 'emi', 'ymi', 'imi', 'eho', 'emu', 'ymu', 'imu', 'ove', 'ou', 'em', 'ym', 'im', 'a', 'e', 'i', 'o', 'u', 'y'];

/** A stem made one: a mobile e dropped ("Liberec"/"Liberci", "Plzeň"/"Plzni"), h and z alike ("Praha"/"Praze"). */
function settled(stem: string): string {
  return stem.replace(/e(?=[^aeiouy]$)/, '').replace(/z$/, 'h');
}

/** The stems a word may have: without each ending it may have ("Benešově" is Benešov + ě, "Králové" Král + ové). */
function stemsOf(word: string): string[] {
  if (/\d/.test(word) || word.length <= 2) return [word];
  const stems = ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 2).map((ending) => settled(word.slice(0, -ending.length)));
  return stems.length > 0 ? [...new Set(stems)] : [settled(word)];
}

/** The key of a name as the register writes it (in the nominative): its words, each without its longest ending. */
export function caseKey(folded: string): string {
  return folded.split(' ').map((word) => stemsOf(word)[0]!).join(' ');
}

/**
 * The keys a visitor's words may have, declined as they are, a preposition before them aside: every choice of an
 * ending off each word (a few words, a few endings each).
 */
export function caseKeysOf(folded: string): string[] {
  const words = folded.split(' ');
  const named = words.length > 1 && PREPOSITIONS.has(words[0]!) ? words.slice(1) : words;
  return named.slice(0, 6).reduce<string[]>((keys, word) => keys.flatMap((key) => stemsOf(word).map((stem) => (key ? `${key} ${stem}` : stem))), ['']);
}

/** Rows of the distance table, kept between calls: the finder compares a name with thousands. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edits between two names (optimal string alignment: a letter added, dropped, changed, or two swapped), or
 * `limit + 1` as soon as it is sure to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos forgiven in a name: none in one or two letters, one in up to seven, two in a longer one. */
export function editsAllowed(folded: string): number {
  const letters = folded.replace(/ /g, '').length;
  return letters <= 2 ? 0 : letters <= 7 ? 1 : 2;
}
