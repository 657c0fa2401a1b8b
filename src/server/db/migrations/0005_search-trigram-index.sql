-- Message search matches any part of a word (ILIKE '%q%'), which a b-tree cannot serve: without a
-- trigram index a word in few or no messages read every message the person can see. pg_trgm ships
-- with PostgreSQL's contrib. A server without it, a role not allowed to create it, and the embedded
-- database (which does not load it: db/pglite-worker.mjs) keep working without the index: search is
-- then slower, never wrong.
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
