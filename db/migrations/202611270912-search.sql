-- The search index of the PostgreSQL backend (server/search/postgres-engine.ts, docs/search.md "PostgreSQL backend"):
-- documents with a tsvector of the terms server/search/analyzer.ts made (the same as the embedded engine's),
-- the vocabulary of terms and the dictionary of words the query plan and "did you mean" ask, and what the feed
-- last stored, so a restart indexes only what changed.
-- pg_trgm and fuzzystrmatch are trusted extensions; rum (Debian's postgresql-15-rum) needs a superuser to create.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch SCHEMA public;
CREATE EXTENSION IF NOT EXISTS rum SCHEMA public;

CREATE TABLE search_documents (
  lang text NOT NULL,
  id text NOT NULL,
  web_id text NOT NULL,
  url text NOT NULL,
  title text NOT NULL,
  places text NOT NULL,
  description text NOT NULL,
  body text NOT NULL,
  type text NOT NULL,
  date timestamptz,
  year int,
  categories text[] NOT NULL,
  regions text[] NOT NULL,
  -- The title's and the place's terms in order, for the ranking (server/search/ranking.ts).
  title_terms text[] NOT NULL,
  place_terms text[] NOT NULL,
  -- What the feed indexed (the item's updatedAt): unchanged items are not indexed again after a restart.
  fingerprint text NOT NULL,
  -- Title and place weight A, perex B, body C.
  tsv tsvector NOT NULL,
  PRIMARY KEY (lang, id)
);
-- RUM keeps the lexemes' positions in the index: the best matches come out of it in rank order (tsv <=> query),
-- without reading every matching row.
CREATE INDEX search_documents_tsv ON search_documents USING rum (tsv rum_tsvector_ops);
CREATE INDEX search_documents_web ON search_documents (web_id, lang);

-- The index terms of a language and in how many documents each is: typos, completions, common words.
CREATE TABLE search_terms (
  lang text NOT NULL,
  term text COLLATE "C" NOT NULL,
  documents int NOT NULL,
  PRIMARY KEY (lang, term)
);

-- The words of the texts (three letters or more, no digits), folded, with the form written and how many
-- documents hold them: what a typo is corrected to and what "did you mean" names.
CREATE TABLE search_words (
  lang text NOT NULL,
  folded text NOT NULL,
  form text NOT NULL,
  documents int NOT NULL,
  PRIMARY KEY (lang, folded)
);
CREATE INDEX search_words_trgm ON search_words USING gin (folded gin_trgm_ops);

-- Documents a language, and when the feed last finished a whole walk of a web (the index is then ready at start).
CREATE TABLE search_languages (
  lang text PRIMARY KEY,
  documents int NOT NULL
);
CREATE TABLE search_walks (
  web_id text PRIMARY KEY,
  finished_at timestamptz NOT NULL
);

-- One process of the portal walks the content service at a time: the one holding this lease (renewed as it
-- walks; a process that died loses it when it runs out). The others answer from what it stored.
CREATE TABLE search_lease (
  name text PRIMARY KEY,
  holder text NOT NULL,
  until timestamptz NOT NULL
);

-- The most frequent searches (server/search/frequent.ts): one row a term, client and day, the client a keyed hash
-- of its network (never its address), so a term is shown only when many distinct clients searched it; rows older
-- than the window are deleted. The key of the hash is made once, by the first process that needs it.
CREATE TABLE frequent_search_clients (
  lang text NOT NULL,
  term text NOT NULL,
  client bytea NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (lang, term, client, day)
);
CREATE INDEX frequent_search_clients_day ON frequent_search_clients (lang, day);
CREATE TABLE frequent_search_key (
  id int PRIMARY KEY CHECK (id = 1),
  key bytea NOT NULL
);

-- The search rate limit of every process (server/search/rate-limit-store.ts): searches a client key made in the
-- current window.
CREATE TABLE search_rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count int NOT NULL
);
