/**
 * The search over PostgreSQL full-text search (issue 11, "shared engine for many processes and large content"):
 * one table of documents that every portal process reads, so the index is built once for all of them.
 *
 * Per language a text search configuration lemmatises with Debian's hunspell dictionaries (Czech, Russian,
 * Ukrainian; English with the built-in Snowball stemmer); `search_fold` then folds the lexemes' diacritics with
 * `unaccent`, so lemmatising comes first ("příspěvku" → "příspěvek" → "prispevek"), as in the embedded engine.
 * A hunspell dictionary only knows words written with their diacritics, so a table of the words seen in the
 * texts (`search_words`: the word, its folded form, its lemmas) lets a query typed without them ("cizincu")
 * meet the lemma of the word it stands for ("cizinců" → "cizinec"); the same table, with `pg_trgm`, gives
 * "did you mean" and completions. Synonyms are expanded here, before the tsquery is built, from the same file
 * as the embedded engine. Unlike the embedded engine, a typo is not forgiven in the results: it gets a suggestion.
 */
import pg from 'pg';
import { fold, normalizeText, SEARCH_LANGUAGES, tokenize, words, analyzerFor, type SearchLanguage } from './analyzer.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NEWS_BOOST,
  NEWS_HALF_LIFE_DAYS,
  NEWS_TYPES,
  type DocumentRef,
  type SearchDocument,
  type SearchEngine,
  type SearchFacets,
  type SearchFilters,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from './engine.ts';
import { Synonyms } from './synonyms.ts';

/** ts_rank_cd's weights of D, C, B, A: the body, the perex, the title (title hits weigh most). */
const RANK_WEIGHTS = '{0.1, 0.4, 0.6, 1.0}';
/**
 * rank / (rank + 1): a long page repeating a word many times gains little over a short one naming it in the title
 * (the embedded engine's BM25 saturates alike), and the phrase and news factors keep their weight.
 */
const RANK_NORMALIZATION = 32;
/** The title being the phrase, a phrase in the text: factors of the rank (phraseFactorSql). */
const PHRASE_IS_TITLE = 3;
const PHRASE_IN_TEXT = 1.5;
/** "Did you mean" is offered below this many results. */
const SUGGEST_BELOW = 3;
/** Headlines are taken from the start of a long body: ts_headline parses all the text it is given. */
const HEADLINE_CHARS = 20_000;
/** Hunspell dictionaries as `pg_updatedicts` links them into tsearch_data (`/usr/share/hunspell/cs_CZ.aff` → `cs_cz`). */
const HUNSPELL: Partial<Record<SearchLanguage, { file: string; stopWords?: string }>> = {
  cs: { file: 'cs_cz' },
  ru: { file: 'ru_ru', stopWords: 'russian' },
  uk: { file: 'uk_ua' },
};
/** The parser's token types of words (the rest, numbers, URLs…, keep the template's mapping). */
const WORD_TOKENS = 'asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart';

export interface PostgresSearchEngineOptions {
  /** `postgres://…` */
  connectionString: string;
  /** The schema holding the tables, functions and text search configurations (created when missing). */
  schema?: string;
  synonyms?: Synonyms;
  /** The clock news are aged by (tests set it). */
  now?: () => number;
  log?: { warn(message: string): void };
  /** Connections kept open; each loads the hunspell dictionaries it uses once. */
  poolSize?: number;
}

export class PostgresSearchEngine implements SearchEngine {
  readonly #pool: pg.Pool;
  readonly #schema: string;
  #synonyms: Synonyms;
  readonly #now: () => number;
  readonly #log: { warn(message: string): void };
  #ready: Promise<void> | undefined;

  constructor(options: PostgresSearchEngineOptions) {
    this.#schema = options.schema ?? 'portal_search';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.#schema)) throw new Error(`Search schema must be a lower-case SQL name, got "${this.#schema}".`);
    this.#pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 4,
      // The extensions live in public; everything of the search in its own schema.
      options: `-c search_path=${this.#schema},public`,
    });
    this.#synonyms = options.synonyms ?? new Synonyms();
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? { warn: (message) => console.warn(message) };
    // An idle connection the server closed (a restart) is only dropped: the pool opens another when asked.
    this.#pool.on('error', (error) => this.#log.warn(`search: a PostgreSQL connection failed: ${error.message}`));
  }

  setSynonyms(synonyms: Synonyms): void {
    this.#synonyms = synonyms;
  }

  /** Creates what is missing of the schema; every method waits for it, so calling it first only reports errors early. */
  start(): Promise<void> {
    this.#ready ??= this.#createSchema().catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }

  async index(docs: SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    await this.start();
    await this.#transaction(async (client) => {
      const previous = await this.#stored(client, docs);
      const counts = new WordCounts();
      for (const doc of previous) counts.add(doc.lang, doc, -1);
      for (const doc of docs) counts.add(doc.lang, doc, +1);
      await client.query(
        `INSERT INTO search_documents (id, lang, web_id, url, title, description, body, type, date, categories, regions, title_words, tsv)
         SELECT d.id, d.lang, d.web_id, d.url, d.title, d.description, d.body, d.type, d.date, d.categories, d.regions, d.title_words,
                setweight(search_vector(d.lang, d.title), 'A') || setweight(search_vector(d.lang, d.description), 'B')
                || setweight(search_vector(d.lang, d.body), 'C')
         FROM jsonb_to_recordset($1::jsonb) AS d(id text, lang text, web_id text, url text, title text, description text, body text,
              type text, date timestamptz, categories text[], regions text[], title_words int)
         ON CONFLICT (id, lang) DO UPDATE SET web_id = excluded.web_id, url = excluded.url, title = excluded.title,
           description = excluded.description, body = excluded.body, type = excluded.type, date = excluded.date,
           categories = excluded.categories, regions = excluded.regions, title_words = excluded.title_words, tsv = excluded.tsv`,
        [JSON.stringify(inLockOrder(docs).map(toRow))],
      );
      await counts.save(client);
    });
  }

  async remove(refs: DocumentRef[]): Promise<void> {
    if (refs.length === 0) return;
    await this.start();
    await this.#transaction(async (client) => {
      const previous = await this.#stored(client, refs);
      const counts = new WordCounts();
      for (const doc of previous) counts.add(doc.lang, doc, -1);
      await client.query(
        `DELETE FROM search_documents d USING unnest($1::text[], $2::text[]) AS r(id, lang) WHERE d.id = r.id AND d.lang = r.lang`,
        [refs.map((r) => r.id), refs.map((r) => r.lang)],
      );
      await counts.save(client);
    });
  }

  async query(q: SearchQuery): Promise<SearchResult> {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(q.pageSize ?? DEFAULT_PAGE_SIZE)));
    const page = Math.max(1, Math.floor(q.page ?? 1));
    const filters = q.filters ?? {};
    await this.start();
    const term = normalizeText(q.term);
    const plan = await this.#plan(q.lang, term);
    const emptyFacets = (): SearchFacets => ({ type: counts(), year: counts(), category: counts(), region: counts() });
    if (!plan) {
      const suggestion = await this.#didYouMean(q.lang, term);
      return { total: 0, page, pageSize, items: [], facets: emptyFacets(), ...(suggestion ? { suggestion } : {}) };
    }

    // Only the columns a statement reads: facets and the count over many rows need no texts.
    const matching = (params: Params, columns: string) =>
      `SELECT ${columns} FROM search_documents WHERE lang = ${params.add(q.lang)} AND tsv @@ ${params.add(plan.query)}::tsquery` +
      (filters.webId ? ` AND web_id = ${params.add(filters.webId)}` : '');
    const filtered = (params: Params, columns: string) => `${matching(params, columns)} AND ${filterSql(filters, params)}`;

    // Each statement its own parameters: PostgreSQL refuses one it is given but does not use.
    const facetParams = new Params();
    const where = (except: keyof SearchFacets) => filterSql(filters, facetParams, except);
    const facetsSql = `WITH m AS (${matching(facetParams, 'type, year, categories, regions')})
      SELECT 'type' AS facet, type AS key, count(*)::int AS n FROM m WHERE ${where('type')} GROUP BY type
      UNION ALL SELECT 'year', year::text, count(*)::int FROM m WHERE year IS NOT NULL AND ${where('year')} GROUP BY year
      UNION ALL SELECT 'category', c, count(*)::int FROM m, unnest(categories) AS c WHERE ${where('category')} GROUP BY c
      UNION ALL SELECT 'region', r, count(*)::int FROM m, unnest(regions) AS r WHERE ${where('region')} GROUP BY r`;
    const facetRows = await this.#pool.query<{ facet: keyof SearchFacets; key: string; n: number }>(facetsSql, facetParams.values);
    const facets = emptyFacets();
    for (const row of facetRows.rows) facets[row.facet][row.key] = row.n;

    const totalParams = new Params();
    const total = (await this.#pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${filtered(totalParams, '1')}) AS f`, totalParams.values)).rows[0]!.n;

    const params = new Params();
    const from = filtered(params, '*');
    const now = params.add(new Date(this.#now()).toISOString());
    const rank = `ts_rank_cd('${RANK_WEIGHTS}', tsv, ${params.add(plan.query)}::tsquery, ${RANK_NORMALIZATION}) * ${phraseFactorSql(plan.phrases, params)} * ${newsBoostSql(now, params)}`;
    const headlineQuery = params.add(plan.headline);
    const headline = (column: string) =>
      `ts_headline(search_config(lang), search_escape(${column}), ${headlineQuery}::tsquery, 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=20, MaxFragments=1, FragmentDelimiter=…')`;
    const order = 'rank DESC, date DESC NULLS LAST, url';
    // The snippet's text: the perex or the body, whichever holds more of the query's lexemes (the perex on a tie,
    // unless it is empty), counted in the stored tsvector by weight: only that one text is parsed again.
    const lexemes = params.add(plan.lexemes);
    const matchedIn = (weight: string) => `(SELECT count(*) FROM unnest(ts_filter(tsv, '{${weight}}')) AS u WHERE u.lexeme = ANY (${lexemes}::text[]))`;
    const snippet = `CASE WHEN description <> '' AND ${matchedIn('b')} >= ${matchedIn('c')} THEN ${headline('description')} ELSE ${headline(`left(body, ${HEADLINE_CHARS})`)} END`;
    // Headlines (costly: they parse and lemmatise the text) for the page's rows only, after ranking and LIMIT.
    const itemsSql = `SELECT id, title, url, type, date, ${snippet} AS snippet
      FROM (SELECT *, ${rank} AS rank FROM (${from}) AS f ORDER BY ${order} LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}) AS top
      ORDER BY ${order}`;
    const items = (await this.#pool.query<ItemRow>(itemsSql, params.values)).rows.map((row): SearchHit => ({
      id: row.id,
      title: row.title,
      url: row.url,
      // "/" was escaped only for the parser (search_escape); every "&" of the text is "&amp;" now, so this one is ours.
      snippet: row.snippet.replaceAll('&#47;', '/'),
      type: row.type,
      ...(row.date ? { date: row.date.toISOString() } : {}),
    }));
    const suggestion = total < SUGGEST_BELOW ? await this.#didYouMean(q.lang, term) : undefined;
    return { total, page, pageSize, items, facets, ...(suggestion ? { suggestion } : {}) };
  }

  async suggest(term: string, lang: SearchLanguage): Promise<string[]> {
    const typed = normalizeText(term);
    const last = tokenize(typed).at(-1);
    if (!last || last.end < typed.length) return [];
    await this.start();
    const head = typed.slice(0, last.start).replace(/\s+/g, ' ').trimStart();
    const found = await this.#pool.query<{ word: string }>(
      `SELECT word FROM search_words WHERE lang = $1 AND folded LIKE $2 AND word <> $3 ORDER BY documents DESC, word LIMIT 5`,
      [lang, `${likeEscape(fold(last.word))}%`, last.word],
    );
    return found.rows.map((row) => head + row.word);
  }

  async storedRefs(scope: { webIds: string[]; langs: SearchLanguage[] }): Promise<DocumentRef[]> {
    await this.start();
    const found = await this.#pool.query<DocumentRef>(
      'SELECT id, lang FROM search_documents WHERE web_id = ANY ($1::text[]) AND lang = ANY ($2::text[])',
      [scope.webIds, scope.langs],
    );
    return found.rows;
  }

  /** Sizes, for the benchmark and operations. */
  /** What the index holds: documents, distinct words, and the bytes of both tables with their indexes. */
  async stats(): Promise<{ documents: number; words: number; bytes: number }> {
    await this.start();
    const row = (await this.#pool.query<{ documents: number; words: number; bytes: string }>(
      `SELECT (SELECT count(*)::int FROM search_documents) AS documents, (SELECT count(*)::int FROM search_words) AS words,
              pg_total_relation_size('search_documents') + pg_total_relation_size('search_words') AS bytes`,
    )).rows[0]!;
    return { documents: row.documents, words: row.words, bytes: Number(row.bytes) };
  }

  /**
   * The tsquery of a term: every clause (AND), within a clause what was typed or a synonym (OR), a sequence of
   * words needing them all; each word as its lemmas, folded, and the lemmas of the indexed words it is a folded
   * form of. Besides it, the phrases worth finding side by side (with their gaps: stop words keep their place
   * in a tsvector), and the same query with lemmas as written, for ts_headline (which does not fold).
   */
  async #plan(lang: SearchLanguage, term: string): Promise<QueryPlan | undefined> {
    const analyzer = analyzerFor(lang);
    const typed = words(term);
    const clauses = this.#synonyms.expandWords(lang, typed.filter((word) => analyzer.term(word) !== undefined));
    // Stop words stay out of the query (their place in a phrase is kept as a gap).
    const all = [...new Set(clauses.flat(2))].filter((word) => analyzer.term(word) !== undefined);
    if (all.length === 0) return undefined;
    const lexemes = new Map<string, { folded: string[]; written: string[] }>();
    const rows = await this.#pool.query<{ word: string; folded: string[]; written: string[] }>(
      `SELECT w AS word, coalesce(array_agg(DISTINCT unaccent(l)) FILTER (WHERE l IS NOT NULL), '{}') AS folded,
              coalesce(array_agg(DISTINCT l) FILTER (WHERE l IS NOT NULL), '{}') AS written
       FROM unnest($2::text[], $3::text[]) AS q(w, f)
       LEFT JOIN LATERAL (
         SELECT unnest(tsvector_to_array(to_tsvector(search_config($1), q.w))) AS l
         UNION SELECT unnest(lemmas) FROM search_words WHERE lang = $1 AND folded = q.f
       ) AS x ON true
       GROUP BY w`,
      [lang, all, all.map(fold)],
    );
    for (const row of rows.rows) lexemes.set(row.word, { folded: row.folded, written: row.written });

    const piece = (word: string, which: 'folded' | 'written' | 'both', weight = '') => {
      const found = lexemes.get(word);
      const list = which === 'both' ? [...new Set([...(found?.folded ?? []), ...(found?.written ?? [])])] : found?.[which] ?? [];
      return list.length ? `(${list.map((l) => `${tsqueryLiteral(l)}${weight}`).join(' | ')})` : undefined;
    };
    const sequence = (seq: string[], which: 'folded' | 'both') => {
      const parts = seq.map((word) => piece(word, which)).filter((p) => p !== undefined);
      return parts.length ? `(${parts.join(' & ')})` : undefined;
    };
    const clauseQueries = clauses
      .map((alternatives) => alternatives.map((seq) => sequence(seq, 'folded')).filter((p) => p !== undefined))
      .filter((alternatives) => alternatives.length > 0)
      .map((alternatives) => `(${alternatives.join(' | ')})`);
    if (clauseQueries.length === 0) return undefined;
    const headline = clauses.flat().map((seq) => sequence(seq, 'both')).filter((p) => p !== undefined).join(' | ');

    // What was typed counts even as one word: the title it covers the more of ranks the higher.
    const phraseSequences = [
      typed,
      ...clauses.flatMap((alternatives) => alternatives.slice(1).filter((seq) => seq.length > 1)),
    ];
    const phrases = phraseSequences.flatMap((seq): Phrase[] => {
      const span = seq.length;
      const build = (weight: string) => {
        let text = '';
        let gap = 1;
        for (const word of seq) {
          const part = piece(word, 'folded', weight);
          if (!part) {
            gap++;
            continue;
          }
          text = text ? `${text} <${gap}> ${part}` : part;
          gap = 1;
        }
        return text;
      };
      const anywhere = build('');
      return anywhere ? [{ anywhere, inTitle: build(':A'), span }] : [];
    });
    const allLexemes = [...new Set([...lexemes.values()].flatMap((found) => found.folded))];
    return { query: clauseQueries.join(' & '), headline, phrases, lexemes: allLexemes };
  }

  /**
   * The term with each word the index does not know replaced by the closest indexed word: the same letters with
   * their diacritics ("pece" → "péče"), else the closest within edit distance 1, 2 for words longer than five
   * letters (candidates found by pg_trgm similarity; of equals, the most common), as the embedded engine. A word
   * seen as written, or whose lemma is indexed, stays. Nothing when no word changes.
   */
  async #didYouMean(lang: SearchLanguage, term: string): Promise<string | undefined> {
    const typed = words(term).filter((word) => word.length >= 3 && !/\p{N}/u.test(word));
    if (typed.length === 0) return undefined;
    const rows = await this.#pool.query<{ word: string; replacement: string | null }>(
      `SELECT q.w AS word, CASE
         WHEN EXISTS (SELECT 1 FROM search_words WHERE lang = $1 AND word = q.w) THEN NULL
         WHEN EXISTS (SELECT 1 FROM search_words WHERE lang = $1 AND folded = q.f)
           THEN (SELECT word FROM search_words WHERE lang = $1 AND folded = q.f ORDER BY documents DESC, word LIMIT 1)
         WHEN EXISTS (SELECT 1 FROM search_words WHERE lang = $1 AND lemmas && tsvector_to_array(to_tsvector(search_config($1), q.w))) THEN NULL
         ELSE (SELECT word FROM search_words WHERE lang = $1 AND folded % q.f AND levenshtein_less_equal(folded, q.f, q.d) <= q.d
               ORDER BY levenshtein_less_equal(folded, q.f, q.d), documents DESC, word LIMIT 1)
       END AS replacement
       FROM unnest($2::text[], $3::text[], $4::int[]) AS q(w, f, d)`,
      [lang, typed, typed.map(fold), typed.map((word) => ([...word].length <= 5 ? 1 : 2))],
    );
    const replacements = new Map(rows.rows.flatMap((row) => (row.replacement && row.replacement !== row.word ? [[row.word, row.replacement] as const] : [])));
    if (replacements.size === 0) return undefined;
    return words(term).map((word) => replacements.get(word) ?? word).join(' ');
  }

  async #stored(client: pg.PoolClient, refs: DocumentRef[]): Promise<StoredText[]> {
    const found = await client.query<StoredText>(
      `SELECT d.lang, d.title, d.description, d.body FROM search_documents d
       JOIN unnest($1::text[], $2::text[]) AS r(id, lang) ON d.id = r.id AND d.lang = r.lang FOR UPDATE`,
      [refs.map((r) => r.id), refs.map((r) => r.lang)],
    );
    return found.rows;
  }

  async #transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async #createSchema(): Promise<void> {
    await this.#transaction(async (client) => {
      // One process at a time creates the schema; the others wait and find it made.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`search-schema:${this.#schema}`]);
      await client.query('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public');
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
      await client.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch SCHEMA public');
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.#schema}`);
      for (const lang of SEARCH_LANGUAGES) await this.#createConfiguration(client, lang);
      await client.query(SCHEMA_SQL);
    });
  }

  /** `portal_<lang>`: hunspell then `simple` (words it does not know), or english; `simple` alone when the dictionary is missing. */
  async #createConfiguration(client: pg.PoolClient, lang: SearchLanguage): Promise<void> {
    const name = `${this.#schema}.portal_${lang}`;
    const exists = await client.query(
      'SELECT 1 FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace WHERE n.nspname = $1 AND c.cfgname = $2',
      [this.#schema, `portal_${lang}`],
    );
    if (exists.rowCount) return;
    if (lang === 'en') {
      await client.query(`CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = pg_catalog.english)`);
      return;
    }
    const hunspell = HUNSPELL[lang]!;
    await client.query(`CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = pg_catalog.simple)`);
    try {
      await client.query('SAVEPOINT dictionary');
      await client.query(
        `CREATE TEXT SEARCH DICTIONARY ${name}_hunspell (TEMPLATE = ispell, DictFile = ${hunspell.file}, AffFile = ${hunspell.file}` +
          (hunspell.stopWords ? `, StopWords = ${hunspell.stopWords})` : ')'),
      );
      await client.query(`ALTER TEXT SEARCH CONFIGURATION ${name} ALTER MAPPING FOR ${WORD_TOKENS} WITH ${name}_hunspell, simple`);
      await client.query('RELEASE SAVEPOINT dictionary');
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT dictionary');
      this.#log.warn(`search: the hunspell dictionary "${hunspell.file}" is missing from PostgreSQL's tsearch_data (${(error as Error).message}); ` +
        `${lang} words are folded but not lemmatised (install hunspell-${lang} and run pg_updatedicts)`);
    }
  }
}

const SCHEMA_SQL = `
CREATE OR REPLACE FUNCTION search_config(lang text) RETURNS regconfig LANGUAGE sql STABLE AS
  $$ SELECT ('portal_' || lang)::regconfig $$;
-- Diacritics off the lexemes, after lemmatising; their positions and weights stay (tsvector's text form is re-read).
CREATE OR REPLACE FUNCTION search_fold(v tsvector) RETURNS tsvector LANGUAGE sql STABLE AS
  $$ SELECT unaccent(v::text)::tsvector $$;
-- Texts are escaped (as server/search/text.ts, and "/" too) before they are parsed, for indexing and for
-- ts_headline alike: the parser would take "<script>" for a tag and "</script>" for a path, and skip the words in
-- them; escaped, they are words between entities, and the headline is escaped text with <mark> added.
CREATE OR REPLACE FUNCTION search_escape(t text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT replace(replace(replace(replace(replace(replace(t, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), '/', '&#47;') $$;
CREATE OR REPLACE FUNCTION search_vector(lang text, t text) RETURNS tsvector LANGUAGE sql STABLE AS
  $$ SELECT search_fold(to_tsvector(search_config(lang), search_escape(t))) $$;
CREATE TABLE IF NOT EXISTS search_documents (
  id text NOT NULL,
  lang text NOT NULL,
  web_id text NOT NULL,
  url text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  body text NOT NULL,
  type text NOT NULL,
  date timestamptz,
  year int GENERATED ALWAYS AS (extract(year FROM date AT TIME ZONE 'UTC')::int) STORED,
  categories text[] NOT NULL,
  regions text[] NOT NULL,
  title_words int NOT NULL,
  tsv tsvector NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX IF NOT EXISTS search_documents_tsv ON search_documents USING gin (tsv);
CREATE TABLE IF NOT EXISTS search_words (
  lang text NOT NULL,
  word text NOT NULL,
  folded text NOT NULL,
  lemmas text[] NOT NULL,
  documents int NOT NULL,
  PRIMARY KEY (lang, word)
);
CREATE INDEX IF NOT EXISTS search_words_folded ON search_words (lang, folded text_pattern_ops);
CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gin (folded gin_trgm_ops);
CREATE INDEX IF NOT EXISTS search_words_lemmas ON search_words USING gin (lemmas);
`;

interface StoredText {
  lang: SearchLanguage;
  title: string;
  description: string;
  body: string;
}

interface Phrase {
  anywhere: string;
  /** The same phrase in title lexemes only. */
  inTitle: string;
  /** Words the phrase spans, stop words included: a title of as many words is the phrase. */
  span: number;
}

interface QueryPlan {
  query: string;
  /** Every folded lexeme the query looks for. */
  lexemes: string[];
  headline: string;
  phrases: Phrase[];
}

interface ItemRow {
  id: string;
  title: string;
  url: string;
  type: string;
  date: Date | null;
  snippet: string;
}

/**
 * The distinct words of documents added (+1) or taken back (-1) a language, as the embedded engine's
 * dictionary counts them: three letters or more, no digits.
 */
class WordCounts {
  readonly #deltas = new Map<string, { lang: SearchLanguage; word: string; delta: number }>();

  add(lang: SearchLanguage, doc: { title: string; description: string; body: string }, delta: 1 | -1): void {
    const seen = new Set<string>();
    for (const text of [doc.title, doc.description, doc.body]) {
      for (const word of words(normalizeText(text))) {
        if (word.length < 3 || /\p{N}/u.test(word) || seen.has(word)) continue;
        seen.add(word);
        const key = `${lang}\u0000${word}`;
        const entry = this.#deltas.get(key) ?? { lang, word, delta: 0 };
        entry.delta += delta;
        this.#deltas.set(key, entry);
      }
    }
  }

  async save(client: pg.PoolClient): Promise<void> {
    // In one order in every process (see inLockOrder).
    const changed = [...this.#deltas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry).filter((entry) => entry.delta !== 0);
    if (changed.length === 0) return;
    await client.query(
      `INSERT INTO search_words (lang, word, folded, lemmas, documents)
       SELECT c.lang, c.word, c.folded, tsvector_to_array(to_tsvector(search_config(c.lang), c.word)), c.delta
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS c(lang, word, folded, delta)
       ON CONFLICT (lang, word) DO UPDATE SET documents = search_words.documents + excluded.documents`,
      [changed.map((e) => e.lang), changed.map((e) => e.word), changed.map((e) => fold(e.word)), changed.map((e) => e.delta)],
    );
    await client.query('DELETE FROM search_words WHERE documents <= 0');
  }
}

/**
 * A batch may name a document twice: the last one wins, as indexing them one after the other would. Sorted, so
 * processes indexing the same documents at once lock their rows in one order and do not deadlock.
 */
function inLockOrder(docs: SearchDocument[]): SearchDocument[] {
  const byKey = new Map(docs.map((doc) => [`${doc.lang}\u0000${doc.id}`, doc]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

function toRow(doc: SearchDocument) {
  const time = doc.date ? Date.parse(doc.date) : NaN;
  const title = normalizeText(doc.title);
  return {
    id: doc.id,
    lang: doc.lang,
    web_id: doc.webId,
    url: doc.url,
    title,
    description: normalizeText(doc.description),
    body: normalizeText(doc.body),
    type: doc.type,
    date: Number.isFinite(time) ? doc.date : null,
    categories: doc.categories,
    regions: doc.regions,
    title_words: words(title).length,
  };
}

/** Positional parameters of one statement. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function filterSql(filters: SearchFilters, params: Params, except?: keyof SearchFacets): string {
  const conditions = ['true'];
  if (except !== 'type' && filters.type) conditions.push(`type = ${params.add(filters.type)}::text`);
  if (except !== 'year' && filters.year !== undefined) conditions.push(`year = ${params.add(filters.year)}::int`);
  if (except !== 'category' && filters.category) conditions.push(`${params.add(filters.category)}::text = ANY (categories)`);
  if (except !== 'region' && filters.region) conditions.push(`${params.add(filters.region)}::text = ANY (regions)`);
  return conditions.join(' AND ');
}

/**
 * The phrase factor of the rank: a phrase in the title weighs the more of the title it is (PHRASE_IS_TITLE when it
 * is the whole title: "Rodičovský příspěvek" before "Žádost o rodičovský příspěvek"; ts_rank_cd does not weigh a
 * field by its length as BM25 does), else a phrase in the text.
 */
function phraseFactorSql(phrases: Phrase[], params: Params): string {
  if (phrases.length === 0) return '1';
  const inTitle = phrases.map((p) =>
    `CASE WHEN tsv @@ ${params.add(p.inTitle)}::tsquery THEN ${PHRASE_IN_TEXT} + ${PHRASE_IS_TITLE - PHRASE_IN_TEXT} * least(1, ${params.add(p.span)}::float / greatest(title_words, 1)) ELSE 0 END`);
  const inText = phrases.map((p) => `tsv @@ ${params.add(p.anywhere)}::tsquery`).join(' OR ');
  return `greatest(${inTitle.join(', ')}, CASE WHEN ${inText} THEN ${PHRASE_IN_TEXT} ELSE 1 END)`;
}

function newsBoostSql(now: string, params: Params): string {
  return `(CASE WHEN date IS NOT NULL AND type = ANY (${params.add(NEWS_TYPES)}::text[])
    THEN 1 + ${NEWS_BOOST} * power(0.5, greatest(0, extract(epoch FROM ${now}::timestamptz - date)) / 86400 / ${NEWS_HALF_LIFE_DAYS}) ELSE 1 END)`;
}

function tsqueryLiteral(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function counts(): Record<string, number> {
  // Without a prototype: a key such as "constructor" from the CMS is a count like any other.
  return Object.create(null) as Record<string, number>;
}
