-- The extensions the search's migration (db/migrations/*-search.sql) uses, made once per database by a superuser
-- before the first `npm run db:migrate` (docs/operations.md "Production", step 4): rum (Debian's
-- postgresql-15-rum) may only be created by one, and the owner role that migrates is not.
--   runuser -u postgres -- psql -d portal -f db/extensions.sql
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch SCHEMA public;
CREATE EXTENSION IF NOT EXISTS rum SCHEMA public;
