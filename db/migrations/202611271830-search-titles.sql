-- The title's and the place's terms of each document (the weight A part of its tsvector) with a RUM index of their
-- own, a fraction of the full one: a query found in the titles of many pages takes its best candidates from here
-- instead of ranking every page that holds its words (server/search/postgres-engine.ts, docs/search.md
-- "PostgreSQL backend"). The index ranks without the row, so it knows no length: a long title that names a word
-- twice would come before the short one that is the query. The weight says the length instead (A up to 3 terms,
-- B up to 6, C up to 10, D longer), and the rank weighs them 1, 0.4, 0.2 and 0.1. Generated from tsv, so the portal
-- writes nothing new and existing rows get it now: the table is rewritten, searches wait meanwhile (about half a
-- minute at 100,000 documents on a busy two-core machine).
ALTER TABLE search_documents ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (
  setweight(ts_filter(tsv, '{a}'), CASE
    WHEN length(ts_filter(tsv, '{a}')) <= 3 THEN 'A'
    WHEN length(ts_filter(tsv, '{a}')) <= 6 THEN 'B'
    WHEN length(ts_filter(tsv, '{a}')) <= 10 THEN 'C'
    ELSE 'D' END::"char")
) STORED;
CREATE INDEX search_documents_title_tsv ON search_documents USING rum (title_tsv rum_tsvector_ops);
