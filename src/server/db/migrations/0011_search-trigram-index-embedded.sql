-- Migration 0005's trigram index for message search, again: the embedded database now loads PGlite's
-- pg_trgm (db/pglite-worker.mjs), so an installation that ran 0005 without it gets the index here.
-- Where 0005 already made it, or pg_trgm still cannot be created, this does nothing: search then
-- reads every message for a rare word, slower, never wrong.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm could not be created (%): message search runs without its index', SQLERRM;
    RETURN;
  END;
  CREATE INDEX IF NOT EXISTS messages_final_content_trgm_idx ON messages USING gin (final_content gin_trgm_ops);
END
$$;
