-- The title's and the place's terms of each document (the weight A part of its tsvector) with a RUM index of their
-- own, a fraction of the full one: a query found in the titles of many pages takes its best candidates from here
-- instead of ranking every page that holds its words (server/search/postgres-engine.ts, docs/search.md
-- "PostgreSQL backend"). Generated from tsv, so the portal writes nothing new and existing rows get it now.
ALTER TABLE search_documents ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (ts_filter(tsv, '{a}')) STORED;
CREATE INDEX search_documents_title_tsv ON search_documents USING rum (title_tsv rum_tsvector_ops);
