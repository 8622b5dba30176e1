/**
 * The most frequent searches, counted by the portal (issue 11): per language, normalised terms (lower case,
 * diacritics folded, white space collapsed), only searches that found something, shown only from a minimum
 * count, so a term one person typed (a name, a number) never appears. Nothing about who searched is kept.
 * The counts survive restarts in a JSON file, written whole to a temporary file and renamed over the old one
 * (a crash leaves the old file or the new, never half of one), at most once per debounce period.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { fold, SEARCH_LANGUAGES, type SearchLanguage } from './analyzer.ts';

export interface FrequentSearchesOptions {
  /** The JSON file, e.g. `$DATA_DIR/frequent-searches.json`; its directory is made when missing. */
  file: string;
  /** Searches of a term before it is shown. */
  minCount?: number;
  /** Distinct terms kept a language; past it the least searched go. */
  maxTerms?: number;
  debounceMs?: number;
  log?: { warn(details: object, message: string): void };
}

export interface FrequentSearch {
  /** As most visitors typed it (lower case, diacritics preferred). */
  term: string;
  count: number;
}

interface Entry {
  display: string;
  count: number;
}

/** Terms longer than this are sentences pasted in, not searches worth showing. */
const MAX_TERM_LENGTH = 60;

const fileSchema = z.object({
  version: z.literal(1),
  languages: z.partialRecord(z.enum(SEARCH_LANGUAGES), z.array(z.tuple([z.string(), z.string(), z.number().int().positive()]))),
});

/** The key a term is counted under. */
export function normalizeTerm(term: string): string {
  return fold(term.normalize('NFC').toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * Terms that may carry personal data are not counted at all: an e-mail address, or a run of digits as long as
 * a birth number, phone or account number.
 */
function mayBePersonal(term: string): boolean {
  return term.includes('@') || /\d{5,}/.test(term.replace(/[\s/-]/g, ''));
}

export class FrequentSearches {
  readonly #file: string;
  readonly #minCount: number;
  readonly #maxTerms: number;
  readonly #debounceMs: number;
  readonly #log: FrequentSearchesOptions['log'];
  readonly #counts = new Map<SearchLanguage, Map<string, Entry>>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  private constructor(options: FrequentSearchesOptions) {
    this.#file = options.file;
    this.#minCount = options.minCount ?? 3;
    this.#maxTerms = options.maxTerms ?? 1_000;
    this.#debounceMs = options.debounceMs ?? 5_000;
    this.#log = options.log;
  }

  /** Reads the file when there is one; a missing or broken file starts empty (a broken one is logged and later replaced). */
  static async open(options: FrequentSearchesOptions): Promise<FrequentSearches> {
    const frequent = new FrequentSearches(options);
    let raw: string | undefined;
    try {
      raw = await readFile(options.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (raw !== undefined) {
      let parsed: z.infer<typeof fileSchema> | undefined;
      try {
        parsed = fileSchema.parse(JSON.parse(raw));
      } catch (error) {
        options.log?.warn({ err: error, file: options.file }, 'frequent searches file is unreadable; starting empty');
      }
      for (const [language, entries] of Object.entries(parsed?.languages ?? {}) as [SearchLanguage, [string, string, number][]][]) {
        const counts = frequent.#language(language);
        for (const [key, display, count] of entries.slice(0, frequent.#maxTerms)) counts.set(key, { display, count });
      }
    }
    return frequent;
  }

  /** Counts one search; `found` is its number of results (a search that found nothing is not counted). */
  record(language: SearchLanguage, term: string, found: number): void {
    const display = term.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
    const key = normalizeTerm(term);
    if (found <= 0 || key.length < 3 || key.length > MAX_TERM_LENGTH || mayBePersonal(key)) return;
    const counts = this.#language(language);
    const entry = counts.get(key);
    if (entry) {
      entry.count++;
      // The form with diacritics is the one to show ("příspěvek na bydlení", not "prispevek na bydleni").
      if (display !== entry.display && diacritics(display) > diacritics(entry.display)) entry.display = display;
    } else {
      if (counts.size >= this.#maxTerms) evictOne(counts);
      counts.set(key, { display, count: 1 });
    }
    this.#schedule();
  }

  /** The most searched terms that reached the minimum count, most searched first. */
  top(language: SearchLanguage, limit = 10): FrequentSearch[] {
    return [...(this.#counts.get(language)?.values() ?? [])]
      .filter((entry) => entry.count >= this.#minCount)
      .sort((a, b) => b.count - a.count || a.display.localeCompare(b.display))
      .slice(0, limit)
      .map((entry) => ({ term: entry.display, count: entry.count }));
  }

  /** Writes now what is pending (at shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#writing = this.#writing.then(() => this.#write()).catch((error: unknown) => {
      this.#log?.warn({ err: error, file: this.#file }, 'frequent searches could not be saved');
    });
    return this.#writing;
  }

  #schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => void this.flush(), this.#debounceMs);
    this.#timer.unref();
  }

  async #write(): Promise<void> {
    const languages = Object.fromEntries(
      [...this.#counts].map(([language, counts]) => [language, [...counts].map(([key, e]) => [key, e.display, e.count])]),
    );
    await mkdir(path.dirname(this.#file), { recursive: true });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ version: 1, languages }));
    await rename(temporary, this.#file);
  }

  #language(language: SearchLanguage): Map<string, Entry> {
    let counts = this.#counts.get(language);
    if (!counts) {
      counts = new Map();
      this.#counts.set(language, counts);
    }
    return counts;
  }
}

function diacritics(text: string): number {
  return text.normalize('NFD').replace(/\P{M}/gu, '').length;
}

/** Makes room: the least searched term goes, of equals the one counted first (the oldest in the map's order). */
function evictOne(counts: Map<string, Entry>): void {
  let victim: string | undefined;
  let lowest = Infinity;
  for (const [key, entry] of counts) {
    if (entry.count < lowest) {
      victim = key;
      lowest = entry.count;
      if (lowest === 1) break;
    }
  }
  if (victim !== undefined) counts.delete(victim);
}
