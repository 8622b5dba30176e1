/**
 * The search over PostgreSQL (docs/search.md "PostgreSQL backend"): one index that every process of the portal reads
 * and one of them writes, kept across restarts, in the tables of db/migrations/*-search.sql (made by `npm run
 * db:migrate`; this module creates nothing). Text is analyzed here, by the same analyzer as the embedded engine
 * (analyzer.ts): a document's tsvector is written from its terms, and a query's tsquery from the same query plan
 * (query-plan.ts), so both engines fold, stem, correct typos and expand synonyms alike.
 *
 * A query asks the RUM index for the best candidates in its rank order (title and place weight A, perex B, body C),
 * at most CANDIDATES of them, and ranks those as the embedded engine does (ranking.ts); counts and facets stop at
 * COUNT_LIMIT matches, so a broad query at 100,000 documents reads a bounded number of rows. RUM ranks every match
 * before it gives the first: a query found in the titles of many pages takes its candidates from the titles' own
 * index (db/migrations/*-search-titles.sql), a fraction of the full one.
 *
 * Over 450 lines, one concern: every statement the search sends PostgreSQL (writing, the candidates, the counts and
 * facets, the near words of a typo) shares the index's tables and the one query plan's terms; split by statement, each
 * part would take the whole plan and pool again. The ranking, the plan and the analyzer are apart already.
 */
import type pg from 'pg';
import type { Database } from '../database.ts';
import { analyzerFor, fold, normalizeText, tokenize, words, type SearchLanguage } from './analyzer.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type DocumentRef,
  type SearchDocument,
  type SearchEngine,
  type SearchFacets,
  type SearchFilters,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
  type StoredIndex,
} from './engine.ts';
import { answers, coverage, fieldStrength, planQuery, planTerms, RELAX_BELOW, RELAX_CANDIDATES, relaxedFloor, relevanceClauses, type Clause, type QueryPlan, type Vocabulary } from './query-plan.ts';
import { facetsOf, matchesFilters, emptyFacets } from './facets.ts';
import { rankerFor, type RankedDocument } from './ranking.ts';
import { makeSnippet } from './snippet.ts';
import { Synonyms } from './synonyms.ts';
import { correctWords, isDictionaryWord, type WordDictionary } from './words.ts';

/** The best matches ranked by ranking.ts; further ones follow in the index's rank order. */
const CANDIDATES = 200;
/**
 * The relevance of a candidate is 1 / (its place in the index's rank order + this): the ranking's factors (up to ×4
 * for a title that is the query) lift a page by some tens of places, not from the end of the list to its top.
 */
const POSITION_DAMPING = 10;
/** Matches read at most, in the index's rank order: counted, faceted, paged; past it the total says "more than". */
const COUNT_LIMIT = 1_000;
/** "Did you mean" is offered below this many results. */
const SUGGEST_BELOW = 3;
/** A snippet is looked for in the start of a long body. */
const SNIPPET_CHARS = 20_000;
/** tsvector's limits: positions up to 16,383, at most 256 of them a lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS = 255;
/** A write of the feed (a page of documents, in the background) may take longer than a visitor's query. */
const WRITE_TIMEOUT_MS = 60_000;
/** How long the lease of the walk lasts unless renewed: a process that died hands it on after this. */
const LEASE_MS = 5 * 60_000;
const LEASE = 'search-feed';
const FIELD_WEIGHTS = [['title', 'A'], ['places', 'A'], ['description', 'B'], ['body', 'C']] as const;

export interface PostgresSearchEngineOptions {
  database: Database;
  synonyms?: Synonyms;
  /** The clock news are aged by (tests set it). */
  now?: () => number;
  /** Names this process as the lease's holder. */
  holder?: string;
  /** From how many pages whose title or place holds the query those are the candidates (CANDIDATES; tests lower it). */
  enoughTitles?: number;
}

interface CandidateRow {
  id: string;
  url: string;
  title: string;
  type: string;
  date: Date | null;
  title_terms: string[];
  place_terms: string[];
}

/** A candidate as a statement gives it: a timestamp read through JSON is a string. */
type CandidateData = Omit<CandidateRow, 'date'> & { date: Date | string | null };

interface FacetRow {
  facet: keyof SearchFacets;
  key: string;
  n: number;
}

export class PostgresSearchEngine implements SearchEngine {
  readonly #db: Database;
  #synonyms: Synonyms;
  readonly #now: () => number;
  readonly #holder: string;
  readonly #enoughTitles: number;
  readonly store: StoredIndex;

  constructor(options: PostgresSearchEngineOptions) {
    this.#db = options.database;
    this.#synonyms = options.synonyms ?? new Synonyms();
    this.#now = options.now ?? Date.now;
    this.#holder = options.holder ?? `${process.pid}-${Math.random().toString(36).slice(2)}`;
    this.#enoughTitles = options.enoughTitles ?? CANDIDATES;
    this.store = {
      fingerprints: (scope) => this.#fingerprints(scope),
      walked: async (webIds) => (await this.#db.query('SELECT count(*)::int AS n FROM search_walks WHERE web_id = ANY ($1::text[])', [webIds])).rows[0]!.n === new Set(webIds).size,
      finishedWalk: async (webIds) => {
        await this.#db.query('INSERT INTO search_walks (web_id, finished_at) SELECT unnest($1::text[]), now() ON CONFLICT (web_id) DO UPDATE SET finished_at = now()', [webIds]);
      },
      whileLeased: (work) => this.#whileLeased(work),
    };
  }

  setSynonyms(synonyms: Synonyms): void {
    this.#synonyms = synonyms;
  }

  async index(docs: SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const rows = inLockOrder(docs).map(toRow);
    await this.#db.transaction(async (client) => {
      await client.query(`SET LOCAL statement_timeout = ${WRITE_TIMEOUT_MS}`);
      const counts = new Counts();
      for (const previous of await stored(client, rows)) counts.add(previous, -1);
      for (const row of rows) counts.add(row, +1);
      await client.query(
        `INSERT INTO search_documents (lang, id, web_id, url, title, places, description, body, type, date, year, categories, regions,
                                       title_terms, place_terms, fingerprint, tsv)
         SELECT d.lang, d.id, d.web_id, d.url, d.title, d.places, d.description, d.body, d.type, d.date,
                extract(year FROM d.date AT TIME ZONE 'UTC')::int, d.categories, d.regions, d.title_terms, d.place_terms, d.fingerprint, d.tsv::tsvector
         FROM jsonb_to_recordset($1::jsonb) AS d(lang text, id text, web_id text, url text, title text, places text, description text, body text,
              type text, date timestamptz, categories text[], regions text[], title_terms text[], place_terms text[], fingerprint text, tsv text)
         ON CONFLICT (lang, id) DO UPDATE SET web_id = excluded.web_id, url = excluded.url, title = excluded.title, places = excluded.places,
           description = excluded.description, body = excluded.body, type = excluded.type, date = excluded.date, year = excluded.year,
           categories = excluded.categories, regions = excluded.regions, title_terms = excluded.title_terms, place_terms = excluded.place_terms,
           fingerprint = excluded.fingerprint, tsv = excluded.tsv`,
        [JSON.stringify(rows)],
      );
      await counts.save(client);
    }, { timeoutMs: WRITE_TIMEOUT_MS });
  }

  async remove(refs: DocumentRef[]): Promise<void> {
    if (refs.length === 0) return;
    await this.#db.transaction(async (client) => {
      await client.query(`SET LOCAL statement_timeout = ${WRITE_TIMEOUT_MS}`);
      const counts = new Counts();
      for (const previous of await stored(client, refs)) counts.add(previous, -1);
      await client.query(
        `DELETE FROM search_documents d USING unnest($1::text[], $2::text[]) AS r(lang, id) WHERE d.lang = r.lang AND d.id = r.id`,
        [refs.map((r) => r.lang), refs.map((r) => r.id)],
      );
      await counts.save(client);
    }, { timeoutMs: WRITE_TIMEOUT_MS });
  }

  async query(q: SearchQuery): Promise<SearchResult> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(q.pageSize ?? DEFAULT_PAGE_SIZE)));
    const page = Math.max(1, Math.floor(q.page ?? 1));
    const filters = q.filters ?? {};
    const term = normalizeText(q.term);
    const plan = await planQuery(term, q.lang, this.#synonyms, this.#vocabulary(q.lang));
    if (plan.clauses.length === 0) return { total: 0, page, pageSize, items: [], facets: emptyFacets() };
    const matching: Matching = {
      lang: q.lang,
      filters,
      match: tsquery(plan.clauses.filter((clause) => clause.required), '&'),
      // Ranked by every clause but a question's words: a result holding the common words too ranks higher.
      rank: tsquery(relevanceClauses(plan), '|'),
    };
    const start = (page - 1) * pageSize;
    // Every page of a query ranks the same candidates and reads them in the same order, so pages never overlap.
    const wanted = Math.max(CANDIDATES, start + pageSize);
    // Without filters one read serves all; with them, the filtered matches are read apart (a filter may keep only
    // matches far down the unfiltered order), and the facets come from the unfiltered ones.
    const filtering = filterSql(filters, new Params()) !== 'true';
    const found = await this.#db.transaction(async (client) => {
      // The planner guesses too few matches and would read them all from the table (each row's tsvector unpacked)
      // and sort them; the RUM index gives them in order without that. Sorts steered off count 10^10 each, which
      // would have the statement JIT-compiled (seconds): off too.
      await client.query('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL jit = off');
      const run = async <Row extends pg.QueryResultRow>(statement: (params: Params) => string) => {
        const params = new Params();
        return (await client.query<Row>(statement(params), params.values)).rows;
      };
      // Ordering every match by the full index costs in proportion to the matches (a third of all pages for "úřad
      // práce"): the pages that hold the query in their title or place are far fewer, and when there are enough of
      // them they are the candidates, the other matches following them in the full index's order.
      const titled = await run<CandidateData>((params) => matchesSql(matching, params, { filtered: true, in: 'titles', ordered: true, limit: wanted }));
      if (titled.length >= this.#enoughTitles) {
        const [counted] = await run<{ total: number; facets: FacetRow[] }>((params) => `WITH m AS MATERIALIZED (${matchesSql(matching, params, { filtered: false, limit: COUNT_LIMIT + 1 })})` +
          (filtering ? `, f AS MATERIALIZED (${matchesSql(matching, params, { filtered: true, limit: COUNT_LIMIT + 1 })})` : '') +
          ` SELECT (SELECT count(*)::int FROM ${filtering ? 'f' : 'm'}) AS total, (${facetsSql(filters, params, 'm')}) AS facets`);
        const rest = titled.length < wanted
          ? await run<CandidateData>((params) => matchesSql(matching, params, { filtered: true, in: 'others', ordered: true, limit: wanted - titled.length }))
          : [];
        return { ...counted!, candidates: [...titled, ...rest] };
      }
      // The best COUNT_LIMIT + 1 matches in the RUM index's rank order, read once: counted, faceted, their best ranked.
      const [all] = await run<{ total: number; facets: FacetRow[]; candidates: CandidateData[] }>((params) => {
        const best = (filtered: boolean) => `SELECT *, row_number() OVER () AS position FROM (${matchesSql(matching, params, { filtered, ordered: true, limit: COUNT_LIMIT + 1 })}) AS ordered`;
        return `WITH m AS MATERIALIZED (${best(false)})${filtering ? `, f AS MATERIALIZED (${best(true)})` : ''}
          SELECT (SELECT count(*)::int FROM ${filtering ? 'f' : 'm'}) AS total, (${facetsSql(filters, params, 'm')}) AS facets,
            (SELECT coalesce(json_agg(c ORDER BY c.position), '[]') FROM (SELECT id, url, title, type, date, title_terms, place_terms, position
              FROM ${filtering ? 'f' : 'm'} ORDER BY position LIMIT ${wanted}) AS c) AS candidates`;
      });
      return all!;
    });
    const rankOf = rankerFor(plan, this.#now());
    const selecting = plan.clauses.filter((clause) => clause.required);
    if (found.total < RELAX_BELOW && selecting.length > 1) {
      const relaxed = await this.#relaxed(plan, matching, filters, rankOf);
      if (relaxed.found > found.total) {
        const items = await this.#hits(q.lang, relaxed.rows.slice(start, start + pageSize), new Set(planTerms(plan)));
        const suggestion = relaxed.total < SUGGEST_BELOW ? await this.#didYouMean(q.lang, term) : undefined;
        return { total: relaxed.total, page, pageSize, items, facets: relaxed.facets, relaxed: true, ...(suggestion ? { suggestion } : {}) };
      }
    }
    const facets = emptyFacets();
    for (const row of found.facets) facets[row.facet][row.key] = row.n;
    const total = Math.min(found.total, COUNT_LIMIT);
    const candidates = found.candidates.map((row) => ({ ...row, date: row.date ? new Date(row.date) : null }));
    // The first CANDIDATES ranked here, their place in the index's rank order their relevance (the distance itself
    // would unpack every row's tsvector); later pages follow the index's order.
    const ranked = candidates.slice(0, CANDIDATES)
      .map((row, i) => ({ row, score: rankOf({ url: row.url, titleTerms: row.title_terms, placeTerms: row.place_terms, type: row.type, time: row.date?.getTime() }) / (i + 1 + POSITION_DAMPING) }))
      .sort((a, b) => b.score - a.score || (b.row.date?.getTime() ?? 0) - (a.row.date?.getTime() ?? 0) || (a.row.url < b.row.url ? -1 : a.row.url > b.row.url ? 1 : 0))
      .map(({ row }) => row);
    const pageRows = [...ranked, ...candidates.slice(CANDIDATES)].slice(start, start + pageSize);
    const items = await this.#hits(q.lang, pageRows, new Set(planTerms(plan)));
    const suggestion = total < SUGGEST_BELOW ? await this.#didYouMean(q.lang, term) : undefined;
    return {
      total, page, pageSize, items, facets,
      ...(found.total > COUNT_LIMIT ? { moreThanTotal: true } : {}),
      ...(suggestion ? { suggestion } : {}),
    };
  }

  /**
   * The relaxed query: the best RELAX_CANDIDATES pages holding any selecting clause, in the RUM index's order, with
   * which clauses each holds in its title or place (weight A), its perex or better (B: a clause of several words may
   * hold one in the title and one in the perex, as the embedded engine counts it) and anywhere; those covering most of the
   * query's meaning (query-plan.ts `coverage`) or all of it, filtered, faceted and ranked here.
   */
  async #relaxed(plan: QueryPlan, matching: Matching, filters: SearchFilters, rankOf: (doc: RankedDocument) => number) {
    const selecting = plan.clauses.filter((clause) => clause.required);
    const rows = await this.#db.transaction(async (client) => {
      await client.query('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL jit = off');
      const params = new Params();
      const flags = (weights: string) => `ARRAY[${selecting.map((clause) => `tsv @@ ${params.add(tsquery([clause], '&', weights))}::tsquery`).join(', ')}]`;
      const statement = `SELECT id, url, title, type, date, year::text AS year, categories, regions, title_terms, place_terms,
          ${flags('A')} AS titled, ${flags('AB')} AS perex, ${flags('')} AS anywhere, octet_length(body) AS body_bytes
        FROM search_documents WHERE lang = ${params.add(matching.lang)} AND tsv @@ ${params.add(tsquery(selecting, '|'))}::tsquery` +
        (filters.webId ? ` AND web_id = ${params.add(filters.webId)}` : '') +
        ` ORDER BY tsv <=> ${params.add(matching.rank)}::tsquery LIMIT ${RELAX_CANDIDATES}`;
      return (await client.query<CandidateRow & { year: string | null; categories: string[]; regions: string[]; titled: boolean[]; perex: boolean[]; anywhere: boolean[]; body_bytes: number }>(statement, params.values)).rows;
    });
    const shared = rows.map((row, position) => {
      const strength = new Map(selecting.map((clause, i) => [clause, !row.anywhere[i] ? 0 : fieldStrength(row.titled[i] ? 'title' : row.perex[i] ? 'perex' : 'body', row.body_bytes)]));
      return { row: { ...row, year: row.year ?? undefined }, covered: coverage(plan, (clause) => strength.get(clause)!), position, strict: row.anywhere.every(Boolean) };
    });
    // The pages holding every word stay, each ranked by the share it covers (little where only a long body holds it).
    const floor = relaxedFloor(shared.filter((c) => c.strict).map((c) => c.covered));
    const covering = shared.filter((c) => c.strict || answers(c.covered, floor));
    const facets = facetsOf(covering.map((c) => c.row), filters);
    const ranked = covering.filter((c) => matchesFilters(c.row, filters))
      .map((c) => ({ row: c.row, score: (rankOf({ url: c.row.url, titleTerms: c.row.title_terms, placeTerms: c.row.place_terms, type: c.row.type, time: c.row.date?.getTime() }) * c.covered.share ** 2) / (c.position + 1 + POSITION_DAMPING) }))
      .sort((a, b) => b.score - a.score || (b.row.date?.getTime() ?? 0) - (a.row.date?.getTime() ?? 0) || (a.row.url < b.row.url ? -1 : a.row.url > b.row.url ? 1 : 0));
    return { found: covering.length, total: ranked.length, facets, rows: ranked.map((r) => r.row) };
  }

  async documents(refs: DocumentRef[]): Promise<SearchHit[]> {
    if (refs.length === 0) return [];
    const lang = refs[0]!.lang;
    const found = await this.#db.query<CandidateRow>(
      `SELECT d.id, d.url, d.title, d.type, d.date FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(lang, id, n)
       JOIN search_documents d ON d.lang = r.lang AND d.id = r.id ORDER BY r.n`,
      [refs.map((r) => r.lang), refs.map((r) => r.id)],
    );
    return this.#hits(lang, found.rows, new Set());
  }

  async suggest(term: string, lang: SearchLanguage): Promise<string[]> {
    const typed = normalizeText(term);
    const last = tokenize(typed).at(-1);
    if (!last || last.end < typed.length) return [];
    const head = typed.slice(0, last.start).replace(/\s+/g, ' ').trimStart();
    const found = await this.#db.query<{ form: string }>(
      `SELECT form FROM search_words WHERE lang = $1 AND folded LIKE $2 AND form <> $3 ORDER BY documents DESC, form LIMIT 5`,
      [lang, `${likeEscape(fold(last.word))}%`, last.word],
    );
    return found.rows.map((row) => head + row.form);
  }

  correct(term: string, lang: SearchLanguage): Promise<string | undefined> {
    return correctWords(term, lang, this.#dictionary(lang), { restoreDiacritics: true });
  }

  /** What the index holds: documents, distinct words, and the bytes of its tables with their indexes. */
  async stats(): Promise<{ documents: number; words: number; bytes: number }> {
    const row = (await this.#db.query<{ documents: number; words: number; bytes: string }>(
      `SELECT (SELECT count(*)::int FROM search_documents) AS documents, (SELECT count(*)::int FROM search_words) AS words,
              pg_total_relation_size('search_documents') + pg_total_relation_size('search_words') + pg_total_relation_size('search_terms') AS bytes`,
    )).rows[0]!;
    return { documents: row.documents, words: row.words, bytes: Number(row.bytes) };
  }

  /** Whether the tables of the search exist (made by `npm run db:migrate`), for a clear line at start. */
  async tablesPresent(): Promise<boolean> {
    return Boolean((await this.#db.query<{ name: string | null }>(`SELECT to_regclass('search_documents')::text AS name`)).rows[0]?.name);
  }

  /** The page's hits: snippets made here from the perex or the start of the body, as the embedded engine makes them. */
  async #hits(lang: SearchLanguage, rows: Pick<CandidateRow, 'id' | 'url' | 'title' | 'type' | 'date'>[], matched: Set<string>): Promise<SearchHit[]> {
    if (rows.length === 0) return [];
    const texts = await this.#db.query<{ id: string; description: string; body: string }>(
      `SELECT id, description, left(body, ${SNIPPET_CHARS}) AS body FROM search_documents WHERE lang = $1 AND id = ANY ($2::text[])`,
      [lang, rows.map((row) => row.id)],
    );
    const byId = new Map(texts.rows.map((row) => [row.id, row]));
    const analyzer = analyzerFor(lang);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      snippet: makeSnippet([byId.get(row.id)?.description ?? '', byId.get(row.id)?.body ?? ''], analyzer, matched),
      type: row.type,
      ...(row.date ? { date: row.date.toISOString() } : {}),
    }));
  }

  async #didYouMean(lang: SearchLanguage, term: string): Promise<string | undefined> {
    const corrected = await correctWords(term, lang, this.#dictionary(lang), { keepUnknown: true });
    return corrected !== undefined && corrected !== words(term).join(' ') ? corrected : undefined;
  }

  #vocabulary(lang: SearchLanguage): Vocabulary {
    return {
      frequencies: async (terms) => {
        const [total, found] = await Promise.all([
          this.#db.query<{ documents: number }>('SELECT documents FROM search_languages WHERE lang = $1', [lang]),
          this.#db.query<{ term: string; documents: number }>('SELECT term, documents FROM search_terms WHERE lang = $1 AND term = ANY ($2::text[])', [lang, terms]),
        ]);
        return { documents: total.rows[0]?.documents ?? 0, of: new Map(found.rows.map((row) => [row.term, row.documents])) };
      },
      nearWords: async (typed, limit) => {
        if (typed.length === 0) return new Map();
        const found = await this.#db.query<{ typed: string; form: string }>(
          // Within distance 0 is the word itself: one lookup of the primary key, where the scan would read every word of
          // the language (the query plan asks for a word's transpositions so, twenty at a time).
          `SELECT q.folded AS typed, w.form FROM unnest($2::text[], $3::int[]) AS q(folded, distance)
           CROSS JOIN LATERAL (
             SELECT form FROM search_words WHERE q.distance = 0 AND lang = $1 AND folded = q.folded
             UNION ALL
             (SELECT form FROM search_words
              -- A word whose length differs by more than the distance is not within it (search_words_length reads
              -- only the others); then the cheaper test first (PostgreSQL keeps the order of equally costed ones):
              -- the bounded distance rejects most words before their trigrams are made.
              WHERE q.distance > 0 AND lang = $1 AND length(folded) BETWEEN length(q.folded) - q.distance AND length(q.folded) + q.distance
                AND levenshtein_less_equal(folded, q.folded, q.distance) <= q.distance AND folded % q.folded
              ORDER BY levenshtein_less_equal(folded, q.folded, q.distance), documents DESC, form LIMIT $4)
           ) AS w`,
          [lang, typed.map((t) => t.folded), typed.map((t) => t.distance), limit],
        );
        return groupBy(found.rows, (row) => row.typed, (row) => row.form);
      },
      completions: async (terms, limit) => {
        if (terms.length === 0) return new Map();
        // A range of the primary key (its terms in byte order): every term that starts with the typed one.
        const found = await this.#db.query<{ typed: string; term: string }>(
          `SELECT q.term AS typed, c.term FROM unnest($2::text[]) AS q(term)
           CROSS JOIN LATERAL (
             SELECT term FROM search_terms WHERE lang = $1 AND term > q.term COLLATE "C" AND term < (q.term || chr(1114111)) COLLATE "C"
             ORDER BY documents DESC, term LIMIT $3
           ) AS c`,
          [lang, terms, limit],
        );
        return groupBy(found.rows, (row) => row.typed, (row) => row.term);
      },
    };
  }

  #dictionary(lang: SearchLanguage): WordDictionary {
    return {
      knowsTerm: async (term) => ((await this.#db.query('SELECT 1 FROM search_terms WHERE lang = $1 AND term = $2', [lang, term])).rowCount ?? 0) > 0,
      sameLetters: async (folded) => (await this.#db.query<{ form: string }>('SELECT form FROM search_words WHERE lang = $1 AND folded = $2', [lang, folded])).rows[0]?.form,
      near: async (folded, distance) => (await this.#vocabulary(lang).nearWords([{ folded, distance }], 1)).get(folded)?.[0],
    };
  }

  async #fingerprints(scope: { webIds: string[]; langs: SearchLanguage[] }): Promise<Map<string, string>> {
    const found = await this.#db.query<{ lang: SearchLanguage; id: string; fingerprint: string }>(
      'SELECT lang, id, fingerprint FROM search_documents WHERE web_id = ANY ($1::text[]) AND lang = ANY ($2::text[])',
      [scope.webIds, scope.langs],
    );
    return new Map(found.rows.map((row) => [`${row.lang} ${row.id}`, row.fingerprint]));
  }

  /** Runs `work` while this process holds the lease of the walk (renewed by `renew`); undefined when another holds it. */
  async #whileLeased<T>(work: (renew: () => Promise<void>) => Promise<T>): Promise<T | undefined> {
    const take = async () =>
      ((await this.#db.query(
        `INSERT INTO search_lease (name, holder, until) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
         WHERE search_lease.holder = excluded.holder OR search_lease.until < now()`,
        [LEASE, this.#holder, LEASE_MS],
      )).rowCount ?? 0) > 0;
    if (!(await take())) return undefined;
    try {
      return await work(async () => {
        if (!(await take())) throw new Error('the lease of the search feed was taken over by another process');
      });
    } finally {
      await this.#db.query('DELETE FROM search_lease WHERE name = $1 AND holder = $2', [LEASE, this.#holder]).catch(() => undefined);
    }
  }
}

/** A document as a row: its texts normalized, its terms and tsvector made by the analyzer. */
interface DocumentRow {
  lang: SearchLanguage;
  id: string;
  web_id: string;
  url: string;
  title: string;
  places: string;
  description: string;
  body: string;
  type: string;
  date: string | null;
  categories: string[];
  regions: string[];
  title_terms: string[];
  place_terms: string[];
  fingerprint: string;
  tsv: string;
}

type Texts = Pick<DocumentRow, 'lang' | 'title' | 'places' | 'description' | 'body'>;

function toRow(doc: SearchDocument): DocumentRow {
  const time = doc.date ? Date.parse(doc.date) : NaN;
  const analyzer = analyzerFor(doc.lang);
  const texts = { title: normalizeText(doc.title), places: normalizeText(doc.places), description: normalizeText(doc.description), body: normalizeText(doc.body) };
  return {
    lang: doc.lang,
    id: doc.id,
    web_id: doc.webId,
    url: doc.url,
    ...texts,
    type: doc.type,
    date: Number.isFinite(time) ? doc.date! : null,
    categories: doc.categories,
    regions: doc.regions,
    title_terms: analyzer.terms(texts.title),
    place_terms: analyzer.terms(texts.places),
    fingerprint: doc.fingerprint ?? '',
    tsv: tsvectorOf(doc.lang, texts),
  };
}

/** The tsvector of a document's texts as PostgreSQL reads it: each term with its positions and the weight of its field. */
function tsvectorOf(lang: SearchLanguage, texts: Omit<Texts, 'lang'>): string {
  const analyzer = analyzerFor(lang);
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [field, weight] of FIELD_WEIGHTS) {
    for (const word of words(texts[field])) {
      position = Math.min(MAX_POSITION, position + 1);
      const term = analyzer.term(word);
      if (!term) continue;
      let list = positions.get(term);
      if (!list) positions.set(term, (list = []));
      if (list.length < MAX_POSITIONS) list.push(`${position}${weight}`);
    }
    // Words of two fields are never side by side.
    position = Math.min(MAX_POSITION, position + 1);
  }
  return [...positions].map(([term, list]) => `${lexeme(term)}:${list.join(',')}`).join(' ');
}

/**
 * A clause list as a tsquery: the clauses joined by `joiner`, a clause any of its sequences, a sequence all of its
 * words, a word any of its terms. Lexemes are quoted, so no typed character is an operator.
 */
function tsquery(clauses: Clause[], joiner: '&' | '|', weights = ''): string {
  const any = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);
  const restricted = weights ? `:${weights}` : '';
  return clauses
    .map((clause) => any(clause.sequences.map((sequence) => `(${sequence.words.map((choice) => any(choice.map((c) => lexeme(c.term) + restricted))).join(' & ')})`)))
    .join(` ${joiner} `);
}

function lexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

async function stored(client: pg.PoolClient, refs: Pick<DocumentRow, 'lang' | 'id'>[]): Promise<Texts[]> {
  const found = await client.query<Texts>(
    `SELECT d.lang, d.title, d.places, d.description, d.body FROM search_documents d
     JOIN unnest($1::text[], $2::text[]) AS r(lang, id) ON d.lang = r.lang AND d.id = r.id ORDER BY d.lang, d.id FOR UPDATE`,
    [refs.map((r) => r.lang), refs.map((r) => r.id)],
  );
  return found.rows;
}

/**
 * The documents added (+1) or taken back (-1), counted into the vocabulary (distinct terms a document), the
 * dictionary (distinct words of three letters or more, no digits) and the documents of each language.
 */
class Counts {
  readonly #terms = new Map<string, number>();
  readonly #words = new Map<string, { form: string; delta: number }>();
  readonly #documents = new Map<string, number>();

  add(doc: Texts, delta: 1 | -1): void {
    const analyzer = analyzerFor(doc.lang);
    const seen = new Set<string>();
    this.#documents.set(doc.lang, (this.#documents.get(doc.lang) ?? 0) + delta);
    for (const text of [doc.title, doc.places, doc.description, doc.body]) {
      for (const word of words(text)) {
        if (seen.has(word)) continue;
        seen.add(word);
        const term = analyzer.term(word);
        if (term) {
          const key = `${doc.lang}\u0000${term}`;
          if (!seen.has(key)) {
            seen.add(key);
            this.#terms.set(key, (this.#terms.get(key) ?? 0) + delta);
          }
        }
        if (!isDictionaryWord(word)) continue;
        const key = `${doc.lang}\u0000${fold(word)}`;
        if (seen.has(`w${key}`)) continue;
        seen.add(`w${key}`);
        const entry = this.#words.get(key) ?? { form: word, delta: 0 };
        entry.delta += delta;
        this.#words.set(key, entry);
      }
    }
  }

  /** Writes the changes, keys in one order (every process locks them alike). */
  async save(client: pg.PoolClient): Promise<void> {
    const split = (key: string) => key.split('\u0000') as [string, string];
    const terms = [...this.#terms].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    if (terms.length > 0) {
      const [langs, keys] = [terms.map(([key]) => split(key)[0]), terms.map(([key]) => split(key)[1])];
      await client.query(
        `INSERT INTO search_terms (lang, term, documents) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
         ON CONFLICT (lang, term) DO UPDATE SET documents = search_terms.documents + excluded.documents`,
        [langs, keys, terms.map(([, delta]) => delta)],
      );
      await client.query(`DELETE FROM search_terms t USING unnest($1::text[], $2::text[]) AS k(lang, term) WHERE t.lang = k.lang AND t.term = k.term AND t.documents <= 0`, [langs, keys]);
    }
    const dictionary = [...this.#words].filter(([, entry]) => entry.delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    if (dictionary.length > 0) {
      const [langs, keys] = [dictionary.map(([key]) => split(key)[0]), dictionary.map(([key]) => split(key)[1])];
      await client.query(
        `INSERT INTO search_words (lang, folded, form, documents) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
         ON CONFLICT (lang, folded) DO UPDATE SET documents = search_words.documents + excluded.documents`,
        [langs, keys, dictionary.map(([, entry]) => entry.form), dictionary.map(([, entry]) => entry.delta)],
      );
      await client.query(`DELETE FROM search_words w USING unnest($1::text[], $2::text[]) AS k(lang, folded) WHERE w.lang = k.lang AND w.folded = k.folded AND w.documents <= 0`, [langs, keys]);
    }
    const languages = [...this.#documents].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    if (languages.length > 0) {
      await client.query(
        `INSERT INTO search_languages (lang, documents) SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (lang) DO UPDATE SET documents = search_languages.documents + excluded.documents`,
        [languages.map(([lang]) => lang), languages.map(([, delta]) => delta)],
      );
    }
  }
}

/**
 * A batch may name a document twice: the last one wins, as indexing them one after the other would. Sorted, so
 * writers lock their rows in one order.
 */
function inLockOrder(docs: SearchDocument[]): SearchDocument[] {
  const byKey = new Map(docs.map((doc) => [`${doc.lang}\u0000${doc.id}`, doc]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

function groupBy<Row>(rows: Row[], key: (row: Row) => string, value: (row: Row) => string): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const row of rows) {
    const list = grouped.get(key(row)) ?? [];
    list.push(value(row));
    grouped.set(key(row), list);
  }
  return grouped;
}

/** Positional parameters of one statement. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What a query matches: its language and filters, the tsquery that selects and the one that ranks. */
interface Matching {
  lang: SearchLanguage;
  filters: SearchFilters;
  match: string;
  rank: string;
}

interface MatchRead {
  /** Whether the filters apply (the facets count the matches without them). */
  filtered: boolean;
  /** Only the matches whose title or place holds the query, or only the others; all of them by default. */
  in?: 'titles' | 'others';
  /** Best first: in the RUM index's rank order (the titles' index for `titles`). */
  ordered?: boolean;
  limit: number;
}

/** A statement reading matches of a query, the columns the ranking and the facets need. */
function matchesSql(matching: Matching, params: Params, read: MatchRead): string {
  const vector = read.in === 'titles' ? 'title_tsv' : 'tsv';
  const match = params.add(matching.match);
  return `SELECT id, url, title, type, date, year, categories, regions, title_terms, place_terms FROM search_documents
    WHERE lang = ${params.add(matching.lang)} AND ${vector} @@ ${match}::tsquery` +
    (read.in === 'others' ? ` AND NOT title_tsv @@ ${match}::tsquery` : '') +
    (matching.filters.webId ? ` AND web_id = ${params.add(matching.filters.webId)}` : '') +
    (read.filtered ? ` AND ${filterSql(matching.filters, params)}` : '') +
    (read.ordered ? ` ORDER BY ${vector} <=> ${params.add(matching.rank)}::tsquery` : '') +
    ` LIMIT ${read.limit}`;
}

/** The facets of the matches in `from`, each counted over what the other filters let through. */
function facetsSql(filters: SearchFilters, params: Params, from: string): string {
  return `SELECT coalesce(json_agg(x), '[]') FROM (
    SELECT 'type' AS facet, type AS key, count(*)::int AS n FROM ${from} WHERE ${filterSql(filters, params, 'type')} GROUP BY type
    UNION ALL SELECT 'year', year::text, count(*)::int FROM ${from} WHERE year IS NOT NULL AND ${filterSql(filters, params, 'year')} GROUP BY year
    UNION ALL SELECT 'category', c, count(*)::int FROM ${from}, unnest(categories) AS c WHERE ${filterSql(filters, params, 'category')} GROUP BY c
    UNION ALL SELECT 'region', r, count(*)::int FROM ${from}, unnest(regions) AS r WHERE ${filterSql(filters, params, 'region')} GROUP BY r) AS x`;
}

function filterSql(filters: SearchFilters, params: Params, except?: keyof SearchFacets): string {
  const conditions = ['true'];
  if (except !== 'type' && filters.type?.length) conditions.push(`type = ANY (${params.add(filters.type)}::text[])`);
  if (except !== 'year' && filters.year !== undefined) conditions.push(`year = ${params.add(filters.year)}::int`);
  if (except !== 'category' && filters.category) conditions.push(`${params.add(filters.category)}::text = ANY (categories)`);
  if (except !== 'region' && filters.region) conditions.push(`${params.add(filters.region)}::text = ANY (regions)`);
  return conditions.join(' AND ');
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
