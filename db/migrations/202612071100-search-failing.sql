-- Where search fails (server/search/failing.ts): each client's search of a term on a day also says whether it found
-- anything in the client's language and whether the client clicked a result. Rows made before this counted only
-- searches that found something.
ALTER TABLE frequent_search_clients
  ADD COLUMN found boolean NOT NULL DEFAULT true,
  ADD COLUMN clicked boolean NOT NULL DEFAULT false;
