/**
 * The most frequent searches (docs/search.md "The most frequent searches"): what many people searched and found, never
 * what one stranger typed. A search is counted once a day per client and term, the client being a keyed hash of its
 * network (an IPv4 /24, an IPv6 /48: a few addresses of one operator are one client), and nothing about who searched is
 * kept beyond that. A term is shown only when
 * - at least MIN_CLIENTS distinct clients searched it within the last WINDOW_DAYS (so one client, or a few, can
 *   put nothing on the list however often they search),
 * - it still finds something, shown in the words of the index (a typo corrected, diacritics restored; a term
 *   that cannot be put right is not shown),
 * - and the editors have not blocked it (the web config's `frequentSearchesBlocked`; the ones they pin,
 *   `frequentSearches`, come first).
 * Terms are ordered by their counts halved every HALF_LIFE_DAYS, so last year's spike does not stay.
 * The same counts say where search fails (server/search/failing.ts): each client's search of a term on a day also
 * holds whether it found anything and whether the client clicked a result, kept for the weeks of the report.
 * On PostgreSQL (`DATABASE_URL`) every process counts into one table; in memory for a single process.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { Database } from '../database.ts';
import { fold, SEARCH_LANGUAGES, type SearchLanguage } from './analyzer.ts';
import { REPORT_WEEKS, weekOf, type WeekCounts } from './failing.ts';

/** Distinct clients before a term is shown. */
export const MIN_CLIENTS = 10;
/** Days a search counts for the list. */
export const WINDOW_DAYS = 30;
const HALF_LIFE_DAYS = 7;
/** Terms longer than this are sentences pasted in, not searches worth showing. */
const MAX_TERM_LENGTH = 60;
/** Candidates looked at (corrected, checked for results) for one list. */
const CANDIDATES = 50;
/** How long a language's list is reused before it is worked out again. */
const LIST_MAX_AGE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The key a term is counted under: lower case, diacritics folded, white space collapsed. */
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

/** The network a client address belongs to, as counted: IPv4 /24, IPv6 /48. */
export function networkOf(address: string): string {
  const bare = address.replace(/^::ffff:/i, '');
  if (isIPv4(bare)) return bare.split('.').slice(0, 3).join('.');
  const groups = bare.split('::');
  const head = groups[0]!.split(':').filter(Boolean);
  const tail = groups[1]?.split(':').filter(Boolean) ?? [];
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return full.slice(0, 3).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':');
}

export interface PopularTerm {
  term: string;
  clients: number;
  score: number;
}

/** Where the counts live: a table every process shares, or memory. */
export interface FrequentStore {
  /** The key of the client hashes: the same in every process, or two processes would count one client twice. */
  key(): Promise<Buffer>;
  /** Counts a term for a client on a day (once: counting it again changes nothing but whether it found anything). */
  record(lang: SearchLanguage, term: string, client: Buffer, day: number, found: boolean): Promise<void>;
  /** Marks that the client clicked a result of the term that day (counting the search too, as found). */
  clicked(lang: SearchLanguage, term: string, client: Buffer, day: number): Promise<void>;
  /** Terms of a language that found something for at least `minClients` clients since `since`, by decayed count. */
  popular(lang: SearchLanguage, minClients: number, since: number, today: number, limit: number): Promise<PopularTerm[]>;
  /**
   * Each week's (since `since`) terms searched by at least `minClients` clients that week, in every language: how many
   * found nothing, how many clicked. A term fewer clients searched never leaves the store.
   */
  weeks(minClients: number, since: number): Promise<WeekCounts[]>;
  /** Forgets the days before `since`. */
  forget(since: number): Promise<void>;
}

/** What the list needs of the search: a term in the words of the index, and whether it finds anything. */
export interface FrequentChecks {
  correct(term: string): Promise<string | undefined>;
  finds(term: string): Promise<boolean>;
}

export interface EditorsChoice {
  /** Shown first, as the editors wrote them. */
  pinned: string[];
  /** Never shown: a term equal to one of these, or holding one of them as whole words. */
  blocked: string[];
}

export interface FrequentSearchesOptions {
  store: FrequentStore;
  now?: () => number;
  log?: { warn(details: object, message: string): void };
}

export class FrequentSearches {
  readonly #store: FrequentStore;
  readonly #now: () => number;
  readonly #log: FrequentSearchesOptions['log'];
  #key: Promise<Buffer> | undefined;
  #forgotten = -1;
  readonly #lists = new Map<SearchLanguage, { at: number; terms: Promise<string[]> }>();
  #thisWeek: { at: number; weeks: Promise<WeekCounts[]> } | undefined;

  constructor(options: FrequentSearchesOptions) {
    this.#store = options.store;
    this.#now = options.now ?? Date.now;
    this.#log = options.log;
  }

  /** Counts a search of `term` by the client at `address`, and whether it found anything (the caller knows). */
  async record(lang: SearchLanguage, term: string, address: string, found = true): Promise<void> {
    await this.#count(term, address, (key, client, today) => this.#store.record(lang, key, client, today, found));
  }

  /** Counts a click on a result of `term` by the client at `address`. */
  async clicked(lang: SearchLanguage, term: string, address: string): Promise<void> {
    await this.#count(term, address, (key, client, today) => this.#store.clicked(lang, key, client, today));
  }

  /** The weeks of the report, each term many clients searched that week with its counts, oldest week first. */
  weeks(): Promise<WeekCounts[]> {
    return this.#store.weeks(MIN_CLIENTS, firstKeptDay(Math.floor(this.#now() / DAY_MS)));
  }

  /** This week's terms as `weeks()` gives them; read at most once a minute (the metrics ask every scrape). */
  thisWeek(): Promise<WeekCounts[]> {
    const now = this.#now();
    if (this.#thisWeek && now - this.#thisWeek.at < LIST_MAX_AGE_MS) return this.#thisWeek.weeks;
    const weeks = this.#store.weeks(MIN_CLIENTS, weekOf(Math.floor(now / DAY_MS))).catch((error: unknown) => {
      this.#log?.warn({ err: error }, "this week's searches could not be read");
      this.#thisWeek = undefined;
      throw error;
    });
    this.#thisWeek = { at: now, weeks };
    return weeks;
  }

  async #count(term: string, address: string, count: (key: string, client: Buffer, today: number) => Promise<void>): Promise<void> {
    const key = normalizeTerm(term);
    if ([...key].length < 3 || key.length > MAX_TERM_LENGTH || mayBePersonal(key)) return;
    this.#key ??= this.#store.key().catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    const client = createHmac('sha256', await this.#key).update(networkOf(address)).digest().subarray(0, 16);
    const today = Math.floor(this.#now() / DAY_MS);
    await count(key, client, today);
    if (this.#forgotten !== today) {
      this.#forgotten = today;
      await this.#store.forget(firstKeptDay(today));
    }
  }

  /** The terms to show, pinned first, at most `limit`; worked out at most once a minute a language. */
  top(lang: SearchLanguage, limit: number, checks: FrequentChecks, editors: EditorsChoice): Promise<string[]> {
    const now = this.#now();
    const cached = this.#lists.get(lang);
    if (cached && now - cached.at < LIST_MAX_AGE_MS) return cached.terms.then((terms) => withEditors(terms, editors, limit));
    const terms = this.#popular(lang, now, checks).catch((error: unknown) => {
      this.#log?.warn({ err: error }, 'the most frequent searches could not be read');
      this.#lists.delete(lang);
      return [];
    });
    this.#lists.set(lang, { at: now, terms });
    return terms.then((found) => withEditors(found, editors, limit));
  }

  async #popular(lang: SearchLanguage, now: number, checks: FrequentChecks): Promise<string[]> {
    const today = Math.floor(now / DAY_MS);
    const popular = await this.#store.popular(lang, MIN_CLIENTS, today - WINDOW_DAYS, today, CANDIDATES);
    const shown: string[] = [];
    for (const { term } of popular) {
      const corrected = await checks.correct(term);
      if (corrected && !shown.includes(corrected) && (await checks.finds(corrected))) shown.push(corrected);
    }
    return shown;
  }
}

/** The first day kept: the Monday REPORT_WEEKS - 1 weeks before this week's, so the report's weeks are whole (and the list's window within them). */
function firstKeptDay(today: number): number {
  return Math.min(weekOf(today) - 7 * (REPORT_WEEKS - 1), today - WINDOW_DAYS);
}

function withEditors(terms: string[], editors: EditorsChoice, limit: number): string[] {
  const blocked = editors.blocked.map(normalizeTerm).filter(Boolean);
  const isBlocked = (term: string) => {
    const key = ` ${normalizeTerm(term)} `;
    return blocked.some((entry) => key.includes(` ${entry} `));
  };
  const pinned = editors.pinned.filter((term) => !isBlocked(term));
  const pinnedKeys = new Set(pinned.map(normalizeTerm));
  return [...pinned, ...terms.filter((term) => !pinnedKeys.has(normalizeTerm(term)) && !isBlocked(term))].slice(0, limit);
}

/** What a client's search of a term on a day did. */
interface DaySearch {
  found: boolean;
  clicked: boolean;
}

/** The counts in this process only (one portal process; gone at restart). */
export class MemoryFrequentStore implements FrequentStore {
  readonly #key = randomBytes(32);
  /** lang → term → client (hex) → day → what that client's search of the term that day did. */
  readonly #days = new Map<SearchLanguage, Map<string, Map<string, Map<number, DaySearch>>>>(SEARCH_LANGUAGES.map((lang) => [lang, new Map()]));

  async key(): Promise<Buffer> {
    return this.#key;
  }

  #day(lang: SearchLanguage, term: string, client: Buffer, day: number): DaySearch {
    const terms = this.#days.get(lang)!;
    const clients = terms.get(term) ?? new Map<string, Map<number, DaySearch>>();
    terms.set(term, clients);
    const days = clients.get(client.toString('hex')) ?? new Map<number, DaySearch>();
    clients.set(client.toString('hex'), days);
    const search = days.get(day) ?? { found: true, clicked: false };
    days.set(day, search);
    return search;
  }

  async record(lang: SearchLanguage, term: string, client: Buffer, day: number, found: boolean): Promise<void> {
    this.#day(lang, term, client, day).found = found;
  }

  async clicked(lang: SearchLanguage, term: string, client: Buffer, day: number): Promise<void> {
    this.#day(lang, term, client, day).clicked = true;
  }

  async popular(lang: SearchLanguage, minClients: number, since: number, today: number, limit: number): Promise<PopularTerm[]> {
    const found: PopularTerm[] = [];
    for (const [term, clients] of this.#days.get(lang)!) {
      let count = 0;
      let score = 0;
      for (const days of clients.values()) {
        const recent = [...days].filter(([day, search]) => day >= since && search.found);
        if (recent.length > 0) count++;
        for (const [day] of recent) score += 0.5 ** ((today - day) / HALF_LIFE_DAYS);
      }
      if (count >= minClients) found.push({ term, clients: count, score });
    }
    return found.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1)).slice(0, limit);
  }

  async weeks(minClients: number, since: number): Promise<WeekCounts[]> {
    const counted = new Map<string, WeekCounts & { of: Map<string, DaySearch> }>();
    for (const [lang, terms] of this.#days) {
      for (const [term, clients] of terms) {
        for (const [client, days] of clients) {
          for (const [day, search] of days) {
            if (day < since) continue;
            const week = weekOf(day);
            const key = `${week} ${lang} ${term}`;
            const entry = counted.get(key) ?? { week, lang, term, clients: 0, foundNothing: 0, clicked: 0, of: new Map() };
            counted.set(key, entry);
            // A client once a week: found nothing any day of it, clicked any day of it.
            const seen = entry.of.get(client) ?? { found: true, clicked: false };
            entry.of.set(client, { found: seen.found && search.found, clicked: seen.clicked || search.clicked });
          }
        }
      }
    }
    return [...counted.values()]
      .map(({ of, ...entry }) => ({
        ...entry,
        clients: of.size,
        foundNothing: [...of.values()].filter((search) => !search.found).length,
        clicked: [...of.values()].filter((search) => search.clicked).length,
      }))
      .filter((entry) => entry.clients >= minClients)
      .sort(byWeekLanguageClients);
  }

  async forget(since: number): Promise<void> {
    for (const terms of this.#days.values()) {
      for (const [term, clients] of terms) {
        for (const [client, days] of clients) {
          for (const day of days.keys()) if (day < since) days.delete(day);
          if (days.size === 0) clients.delete(client);
        }
        if (clients.size === 0) terms.delete(term);
      }
    }
  }
}

/** The report's order: week, language, most clients first, term. */
function byWeekLanguageClients(a: WeekCounts, b: WeekCounts): number {
  return a.week - b.week || (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0) || b.clients - a.clients || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
}

/** The counts of every process in PostgreSQL (db/migrations/*-search.sql). */
export class PostgresFrequentStore implements FrequentStore {
  constructor(readonly database: Database) {}

  async key(): Promise<Buffer> {
    // The first process to ask makes it; the others read the same.
    await this.database.query('INSERT INTO frequent_search_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32)]);
    return (await this.database.query<{ key: Buffer }>('SELECT key FROM frequent_search_key WHERE id = 1')).rows[0]!.key;
  }

  async record(lang: SearchLanguage, term: string, client: Buffer, day: number, found: boolean): Promise<void> {
    await this.database.query(
      `INSERT INTO frequent_search_clients (lang, term, client, day, found) VALUES ($1, $2, $3, date '1970-01-01' + $4::int, $5)
       ON CONFLICT (lang, term, client, day) DO UPDATE SET found = excluded.found WHERE frequent_search_clients.found <> excluded.found`,
      [lang, term, client, day, found],
    );
  }

  async clicked(lang: SearchLanguage, term: string, client: Buffer, day: number): Promise<void> {
    await this.database.query(
      `INSERT INTO frequent_search_clients (lang, term, client, day, clicked) VALUES ($1, $2, $3, date '1970-01-01' + $4::int, true)
       ON CONFLICT (lang, term, client, day) DO UPDATE SET clicked = true WHERE NOT frequent_search_clients.clicked`,
      [lang, term, client, day],
    );
  }

  async popular(lang: SearchLanguage, minClients: number, since: number, today: number, limit: number): Promise<PopularTerm[]> {
    const found = await this.database.query<{ term: string; clients: number; score: number }>(
      `SELECT term, count(DISTINCT client)::int AS clients, sum(power(0.5, ($3::int - (day - date '1970-01-01')) / $4::float))::float AS score
       FROM frequent_search_clients WHERE lang = $1 AND day >= date '1970-01-01' + $2::int AND found
       GROUP BY term HAVING count(DISTINCT client) >= $5 ORDER BY score DESC, term LIMIT $6`,
      [lang, since, today, HALF_LIFE_DAYS, minClients, limit],
    );
    return found.rows;
  }

  async weeks(minClients: number, since: number): Promise<WeekCounts[]> {
    // A client once a week (as in memory): found nothing any day of it, clicked any day of it. Days since 1970-01-05,
    // a Monday, modulo 7 give the week's Monday as failing.ts's weekOf does.
    const found = await this.database.query<WeekCounts>(
      `SELECT week, lang, term, count(*)::int AS clients, count(*) FILTER (WHERE NOT found)::int AS "foundNothing", count(*) FILTER (WHERE clicked)::int AS clicked
       FROM (
         SELECT (day - date '1970-01-01') - (day - date '1970-01-05') % 7 AS week, lang, term, client, bool_and(found) AS found, bool_or(clicked) AS clicked
         FROM frequent_search_clients WHERE day >= date '1970-01-01' + $2::int
         GROUP BY 1, lang, term, client
       ) AS weekly
       GROUP BY week, lang, term HAVING count(*) >= $1
       ORDER BY week, lang COLLATE "C", clients DESC, term COLLATE "C"`,
      [minClients, since],
    );
    return found.rows;
  }

  async forget(since: number): Promise<void> {
    await this.database.query(`DELETE FROM frequent_search_clients WHERE day < date '1970-01-01' + $1::int`, [since]);
  }
}
