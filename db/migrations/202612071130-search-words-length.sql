-- The words near a typed one (server/search/postgres-engine.ts `nearWords`): only words whose length is within the
-- distance can be within it, read by this index instead of every word of the language.
CREATE INDEX search_words_length ON search_words (lang, length(folded));
