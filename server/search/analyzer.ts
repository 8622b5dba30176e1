/**
 * Per-language text analysis of the search, the one both engines use (docs/search.md "The engine"): words (Unicode
 * letters and digits), lower case, stop words, diacritics folded, the hunspell dictionary's base form where it knows
 * the word (dictionary.ts), then stemmed. Folding comes first so that a word
 * typed without its diacritics gets the stem of the word with them: a stemmer that sees "péče" and "pece" decides
 * differently on each ("pék" and "pec" in Snowball's Czech), and most Czech visitors type without háčky. Index and
 * query go through the same analyzer, so what is indexed is what a query can meet.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { stemmer as ukrainianStemmer } from '@orama/stemmers/ukrainian';
import { LANGUAGES, type Language } from '../../shared/locales.ts';
import { hunspell, type Hunspell } from './dictionary.ts';

/** ISO 639-1, as the message files (shared/locales.ts). */
export const SEARCH_LANGUAGES = LANGUAGES;
export type SearchLanguage = Language;

export function isSearchLanguage(value: unknown): value is SearchLanguage {
  return typeof value === 'string' && (SEARCH_LANGUAGES as readonly string[]).includes(value);
}

/** Longer "words" are URLs, hashes or glued text: indexing them only grows the index. */
const MAX_WORD_LENGTH = 40;

export interface Token {
  /** Lower case, apostrophes unified. */
  word: string;
  /** Offsets in the text the token was read from (for highlighting). */
  start: number;
  end: number;
}

/** Texts are analyzed in NFC: "ř" typed as r + caron is the same letter as "ř". Stored texts are normalized once. */
export function normalizeText(text: string): string {
  return text.normalize('NFC');
}

/**
 * A word is a letter or digit followed by letters, digits and combining marks, with an apostrophe inside it
 * (Ukrainian "сім'я", English "parent's"). Scanned by hand over a table of UTF-16 units: a regular expression
 * with Unicode classes cost most of a query's time in snippets and phrases. Letters outside the BMP (none in
 * these languages) count as separators.
 */
const OTHER = 0, WORD_CHAR = 1, MARK = 2, APOSTROPHE = 3, UNKNOWN = 255;
const classes = new Uint8Array(65_536).fill(UNKNOWN);

function classOf(unit: number): number {
  let found = classes[unit]!;
  if (found === UNKNOWN) {
    const char = String.fromCharCode(unit);
    found = /[\p{L}\p{N}]/u.test(char) ? WORD_CHAR : /\p{M}/u.test(char) ? MARK : /['’ʼ]/.test(char) ? APOSTROPHE : OTHER;
    classes[unit] = found;
  }
  return found;
}

/** Calls `found` with the start and end of every word of a text, until it returns true. */
export function scan(text: string, found: (start: number, end: number) => boolean | void): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (classOf(text.charCodeAt(i)) !== WORD_CHAR) {
      i++;
      continue;
    }
    const start = i++;
    while (i < length) {
      const kind = classOf(text.charCodeAt(i));
      if (kind === WORD_CHAR || kind === MARK) i++;
      else if (kind === APOSTROPHE && i + 1 < length && (classOf(text.charCodeAt(i + 1)) === WORD_CHAR || classOf(text.charCodeAt(i + 1)) === MARK)) i += 2;
      else break;
    }
    if (found(start, i)) return;
  }
}

/** The words of an NFC text with their offsets. Lower-cased once for the whole text where that keeps every offset. */
export function tokenize(text: string): Token[] {
  const lower = text.toLowerCase();
  const sameOffsets = lower.length === text.length;
  const found: Token[] = [];
  scan(text, (start, end) => {
    const word = sameOffsets ? lower.slice(start, end) : text.slice(start, end).toLowerCase();
    found.push({ word: unifyApostrophes(word), start, end });
  });
  return found;
}

/** The lower-case words of an NFC text. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  scan(lower, (start, end) => {
    found.push(unifyApostrophes(lower.slice(start, end)));
  });
  return found;
}

/** The word between two offsets of a text, as `words` gives it. */
export function wordAt(text: string, start: number, end: number): string {
  return unifyApostrophes(text.slice(start, end).toLowerCase());
}

const letterKeys = new Uint16Array(65_536);

/**
 * A UTF-16 unit lower-cased and folded ("Ř" → "r"): the first letter of a word and of its stems (stemmers keep
 * the start of a word). Scanning a text for some terms, only words starting with one of their keys need analysis.
 */
export function letterKey(unit: number): number {
  let key = letterKeys[unit]!;
  if (key === 0) {
    key = fold(String.fromCharCode(unit).toLowerCase()).charCodeAt(0) || unit;
    letterKeys[unit] = key;
  }
  return key;
}

function unifyApostrophes(word: string): string {
  return word.includes('’') || word.includes('ʼ') ? word.replace(/[’ʼ]/g, "'") : word;
}

/**
 * Diacritics off Latin letters ("příspěvek" → "prispevek") and Russian "ё" → "е", which most texts write as
 * "е". Cyrillic "й" and Ukrainian "ї" are letters of their own, not "и" and "і" with a mark: they stay.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC').replace(/ё/g, 'е').replace(/Ё/g, 'Е');
}

/**
 * Small lists of words that carry no meaning of their own in a query: prepositions, conjunctions, pronouns and
 * auxiliary verbs. Compared after folding, so "kdyz" is a stop word as "když" is; no folded entry is a word of
 * its own ("být" is not listed: folded, it is "byt", a flat).
 */
const STOP_WORDS: Record<SearchLanguage, string[]> = {
  cs: ('a aby ale ani asi až bez by byl byla byli bylo co či do i jak jako je jeho jej její jen již jsem jsi jsme jste jsou ' +
    'k kde kdy když ke která které kteří kterou který ku mezi mi mu na nad nebo než o od po pod pokud pro proto při s se si ' +
    'ta tak také tam te ten to tu ty u už v vám vás ve vy z za ze že').split(' '),
  en: ('a about an and are as at be been but by can do does for from has have how i if in into is it its of on or our so that the ' +
    'their then there these they this to was we were what when where which who will with you your').split(' '),
  ru: ('а без бы был была были было быть в вам вас ваш во вот все да для до его ее её если есть еще ещё же за и из или их ' +
    'к как ли мне на над не нет ни но о об он она от по под при с со так также то только у уже что это').split(' '),
  uk: ('а або але без був була були бути в вам вас ваш ви від для до є же з за зі і із й його її їх на над не ні по про ' +
    'при під та також так то у це цей ця ці чи що щоб як яка який які якщо').split(' '),
};

/**
 * Words of questions and sentences (question words, auxiliary and modal verbs, pronouns in their cases, "need", "how
 * to", "form", "apply", the verbs of getting, giving and taking ("dostat", "дают", "взяти"), a sentence's time and place ("now",
 * "today", "soon", "here"), "more", people as anyone ("pro lidi bez práce"), greetings and polite fillers, and the country
 * every page is about ("in the Czech Republic", "в Чехии"; in Czech "česk" is also České Budějovice's, so not there)):
 * a query's words that say how it is asked, not what it is about. They select nothing
 * (query-plan.ts) but stay in the query for the ranking of phrases. Compared as terms, so every form of them counts.
 */
const QUESTION_WORDS: Record<SearchLanguage, string[]> = {
  cs: ('co jak kde kdy kdo proč kolik dlouho abych abys abychom abyste jaký jaká jaké jakou jakého jakém kam odkud zda jestli čí lze ' +
    'mít mám máš má máme máte mají můžu mohu může můžeme můžete mohou můžou musím musí musíme musíte chci chce chceme chcete ' +
    'chtěl chtěla chtěli bych bys bychom byste budu bude budeme budete budou dělat udělat dělám ' +
    'já mě mně mne můj moje mého mojí náš naše váš vaše sám sama sami svůj své svého nějaký nějaké něco někde ' +
    'potřebuji potřebuju potřebuje potřebujeme potřebujete potřeba nutné třeba ' +
    'formulář formuláře tiskopis tiskopisy žádost žádosti požádat žádat zažádat podat vyřídit vyřízení získat dostat dostanu dostal dostala dostávat dostávám pobírat pobírám obdržet ' +
    'prosím děkuji děkuju ahoj dobrý poradit poraďte pomozte hledám hledat najít najdu najdete dotaz otázka info informace teď nyní hned dnes brzy zde tady ' +
    'člověk lidé někdo nám nás mi mně ti tobě jí jemu jim ' +
    'dává dávají vzít začít více víc').split(' '),
  en: ('how what where when who whom whose why which much many do does did can could should would may might must shall receive ' +
    'need needs want wants get getting got i me my mine myself we us our he she him her they them am is are ' +
    'apply applying application form forms please hello hi thanks thank tell know find make there any some way able possible info information now people person someone ' +
    'today soon here just start begin give take more czech czechia republic').split(' '),
  ru: ('как что где когда кто почему зачем сколько какой какая какие какое каких какую куда откуда ли можно нужно надо нужен нужна нужны ' +
    'найти искать ищу хочу хотел хотела хотим бы я мы вы меня мой моя мои моё наш ваш себя мне нам ' +
    'получить получать оформить подать заявление форма бланк пожалуйста помогите подскажите здравствуйте спасибо информация делать сделать ' +
    'могу может можете могут должен должна теперь сейчас сегодня скоро сразу здесь тут человек люди ' +
    'больше чего чем чему начать дают дать давать взять чехия чехии').split(' '),
  uk: ('як що де коли хто чому навіщо скільки який яка яке які яку куди звідки чи можна потрібно треба потрібен потрібна потрібні ' +
    'знайти шукати шукаю хочу хотів хотіла хочемо б би я ми ви мене мій моя мої моє наш ваш себе мені нам ' +
    'отримати отримувати оформити подати заява форма бланк будь ласка допоможіть підкажіть вітаю дякую інформація робити зробити ' +
    'можу може можете можуть повинен повинна тепер зараз сьогодні скоро одразу тут людина люди ' +
    'більше чого чим чому почати дають дати давати взяти якась якийсь якесь якісь належить чехія чехії').split(' '),
};

/** Words that name a form ("formulář", "form", "бланк"): a query holding one prefers the forms (ranking.ts). */
const FORM_WORDS: Record<SearchLanguage, string[]> = {
  cs: 'formulář formuláře tiskopis tiskopisy žádost žádosti vzor'.split(' '),
  en: 'form forms'.split(' '),
  ru: 'форма формы бланк бланки заявление'.split(' '),
  uk: 'форма форми бланк бланки заява'.split(' '),
};

/**
 * Irregular forms the hunspell dictionaries list as entries of their own, not as forms of their base (their rules
 * cannot make "děti" of "dítě", "lidé" of "člověk", "šel" of "jít"): the base form of each, so that they meet. Only
 * words citizens write about the portal's matters (children, people, going, losing, paying); the rest of a language's
 * forms are the dictionary's. English has no dictionary installed: its few irregular forms the stemmer cannot join
 * are here too.
 */
const IRREGULAR_FORMS: Record<SearchLanguage, Record<string, string[]>> = {
  cs: {
    'dítě': ['děti', 'dětí', 'dětem', 'dětech', 'dětmi'],
    'člověk': ['lidé', 'lidi', 'lidí', 'lidem', 'lidech', 'lidmi'],
  },
  en: {
    child: ['children', "children's"],
    person: ['people', "people's"],
    lose: ['lost'],
    pay: ['paid'],
    get: ['got', 'gotten'],
    find: ['found'],
    leave: ['left'],
  },
  ru: {
    'ребёнок': ['дети', 'детей', 'детям', 'детьми', 'детях'],
    'человек': ['люди', 'людей', 'людям', 'людьми', 'людях'],
  },
  uk: {
    'дитина': ['діти', 'дітей', 'дітям', 'дітьми', 'дітях'],
    'людина': ['люди', 'людей', 'людям', 'людьми', 'людях'],
  },
};

/**
 * Czech "jít" and the verbs made of it with a prefix ("přijít", "odejít", "najít"): its past ("šel", "přišla",
 * "odešli") and present ("jdu", "přijde") forms are entries of their own in hunspell-cs. Folded: "sel"/"jdu" after one
 * of these prefixes, the prefix + "jít". "po" is left out: folded, "pošel" is "posel" (a messenger).
 */
const CZECH_JIT_PREFIXES = ['', 'při', 'na', 'od', 'ode', 'vy', 'do', 'u', 'za', 'ob', 'obe', 'pře', 'pro', 'roz', 'roze', 's', 'se', 've', 'vz', 'vze'].map((prefix) => fold(prefix));
const CZECH_JIT_FORMS = /^(.*?)(?:sel|sla|slo|sli|sly|jdu|jdes|jde|jdeme|jdete|jdou)$/;

/** The base form (folded) of an irregular form (folded) in a language, or undefined. */
function irregularBase(lang: SearchLanguage, folded: string): string | undefined {
  const base = irregularTables[lang].get(folded);
  if (base || lang !== 'cs') return base;
  const prefix = CZECH_JIT_FORMS.exec(folded)?.[1];
  return prefix !== undefined && CZECH_JIT_PREFIXES.includes(prefix) ? `${prefix}jit` : undefined;
}

const irregularTables = Object.fromEntries(Object.entries(IRREGULAR_FORMS).map(([lang, table]) => [
  lang,
  new Map(Object.entries(table).flatMap(([base, forms]) => forms.map((form) => [fold(form), fold(base)] as const))),
])) as Record<SearchLanguage, Map<string, string>>;

type Stem = (word: string) => string;

/** Czech case endings, folded, longest first within each group: [minimum word length, endings]. */
const CZECH_CASE_ENDINGS: [number, string[]][] = [
  [8, ['atech']],
  [7, ['etem', 'atum']],
  [6, ['ech', 'ich', 'eho', 'emi', 'emu', 'ete', 'eti', 'iho', 'imi', 'imu', 'ach', 'ata', 'aty', 'ych', 'ama', 'ami', 'ove', 'ovi', 'ymi']],
  [5, ['em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou']],
  [4, ['a', 'e', 'i', 'o', 'u', 'y']],
];

/**
 * The light Czech stemmer of Dolamic and Savoy (Lucene's and Elasticsearch's `czech_stem`) over a folded word, as
 * Elasticsearch runs it after `asciifolding`: the case ending, then a possessive suffix, then the consonant
 * changes of inflection undone (c/č → k, z/ž → h, čt → ck, št → sk) and a mobile e dropped ("příspěvek" and
 * "příspěvku" → "prispevk", "cizinec" and "cizince" → "cizink"). Its one rule that needs a diacritic (ů → o) is
 * left out; the c → k change no longer ends it, so "-ec" loses its mobile e as "-ek" does.
 */
function czechStem(folded: string): string {
  let word = folded;
  for (const [minLength, endings] of CZECH_CASE_ENDINGS) {
    const ending = word.length >= minLength ? endings.find((e) => word.endsWith(e)) : undefined;
    if (ending) {
      word = word.slice(0, -ending.length);
      break;
    }
  }
  if (word.length > 5 && /(?:ov|in|uv)$/.test(word)) word = word.slice(0, -2);
  if (word.endsWith('ct') || word.endsWith('st')) word = `${word.slice(0, -1)}k`;
  else if (word.endsWith('c')) word = `${word.slice(0, -1)}k`;
  else if (word.endsWith('z')) word = `${word.slice(0, -1)}h`;
  return word.length > 2 && word.at(-2) === 'e' ? word.slice(0, -2) + word.at(-1)! : word;
}

/**
 * English: Porter's stemmer, its "y" → "i" undone after a vowel as Porter2 does, so that a word and its forms meet
 * where Porter cuts them apart ("unemployed" → "unemploi" but "unemployment" → "unemploy"; "paying", "pay").
 */
function englishStem(word: string): string {
  const stem = englishStemmer(word);
  return /[aeiou]i$/.test(stem) && word.startsWith(`${stem.slice(0, -1)}y`) ? `${stem.slice(0, -1)}y` : stem;
}

const STEMMERS: Record<SearchLanguage, Stem> = {
  cs: czechStem,
  en: englishStem,
  ru: russianStemmer,
  uk: ukrainianStemmer,
};

/** Distinct words seen by one analyzer before its memo starts forgetting the oldest. */
const MEMO_LIMIT = 50_000;
/** Stands for "no term" in the memo (a stop word, an overlong word). */
const NONE = '';

export class Analyzer {
  readonly #stem: Stem;
  /** The language's hunspell dictionary: base forms before stemming (dictionary.ts). */
  readonly #dictionary: Hunspell | undefined;
  readonly #stopWords: Set<string>;
  /** The terms of the question words (QUESTION_WORDS). */
  readonly #questionTerms: Set<string>;
  readonly #formTerms: Set<string>;
  /** word → its term; stemming is the costly step and a language has far fewer words than texts. */
  readonly #memo = new Map<string, string>();

  constructor(readonly language: SearchLanguage) {
    this.#stem = STEMMERS[language];
    this.#dictionary = hunspell(language);
    this.#stopWords = new Set(STOP_WORDS[language].map(fold));
    this.#questionTerms = new Set(QUESTION_WORDS[language].flatMap((word) => this.term(word) ?? []));
    this.#formTerms = new Set(FORM_WORDS[language].flatMap((word) => this.term(word) ?? []));
  }

  /** Whether a term names a form ("formulář", "form"): the query then prefers forms. */
  isFormTerm(term: string): boolean {
    return this.#formTerms.has(term);
  }

  /** Whether a term is one of a question's or a sentence's words ("kolik", "how", "нужно"): it selects nothing. */
  isQuestionTerm(term: string): boolean {
    return this.#questionTerms.has(term);
  }

  /**
   * The term of one lower-case word: folded, its base form (where the dictionary knows it), then stemmed. A word with a digit is kept as it is ("4" of "Praha 4",
   * "2026"), and so is a word of one letter that is no stop word; stop words and overlong words have none.
   */
  term(word: string): string | undefined {
    let term = this.#memo.get(word);
    if (term === undefined) {
      term = this.#analyze(word);
      if (this.#memo.size >= MEMO_LIMIT) this.#memo.delete(this.#memo.keys().next().value!);
      this.#memo.set(word, term);
    }
    return term === NONE ? undefined : term;
  }

  /** The terms of a text, in order. */
  terms(text: string): string[] {
    const found: string[] = [];
    for (const word of words(text)) {
      const term = this.term(word);
      if (term) found.push(term);
    }
    return found;
  }

  #analyze(word: string): string {
    if (word.length > MAX_WORD_LENGTH) return NONE;
    const folded = fold(word);
    if (this.#stopWords.has(folded)) return NONE;
    if (/\p{N}/u.test(folded) || [...folded].length < 3) return folded;
    // The base form first (an irregular form's, else the dictionary's), so irregular stems meet ("cizinec"/"cizince",
    // "děti"/"dítě", "приехал"/"приехала"); a word the dictionary does not know is only stemmed.
    return this.#stem(irregularBase(this.language, folded) ?? this.#dictionary?.baseForm(folded) ?? folded) || folded;
  }
}

const analyzers = new Map<SearchLanguage, Analyzer>();

/** One analyzer a language for the whole process, so its memo is shared by indexing and queries. */
export function analyzerFor(language: SearchLanguage): Analyzer {
  let analyzer = analyzers.get(language);
  if (!analyzer) {
    analyzer = new Analyzer(language);
    analyzers.set(language, analyzer);
  }
  return analyzer;
}
