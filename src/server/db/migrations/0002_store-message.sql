-- Stores a message and links it into its conversation's hash chain in one call: a send is one round
-- trip, the conversation row is locked only while this runs, and (being PL/pgSQL) its plan is prepared
-- once per connection instead of on every send. The caller is src/server/domain/store-message.ts,
-- which documents each step; the hash must stay exactly `canonicalLink` of src/server/records/chain.ts
-- (chain.test.ts checks the two agree).
CREATE OR REPLACE FUNCTION parley_store_message(
  p_conversation_id uuid,
  p_sender_id uuid,
  p_client_id text,
  p_content text,
  p_original_content text,
  p_rewritten_content text,
  p_was_rewritten boolean,
  p_reply_to_message_id bigint,
  p_created_at text,
  p_draft_digest text
)
RETURNS TABLE (
  conversation_name text,
  participant_ids text[],
  reply_ok boolean,
  message_id bigint,
  prev_hash text,
  hash text
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH locked AS (
    -- 1. Lock the conversation row if the sender takes part and it is not deleted. A concurrent send
    --    to the same conversation waits here, then reads the head the other one wrote.
    SELECT c.name, c.chain_head,
      array(SELECT p.user_id::text FROM conversation_participants p WHERE p.conversation_id = c.id)
        AS participant_ids,
      (p_reply_to_message_id IS NULL OR EXISTS (
        SELECT 1 FROM messages r WHERE r.id = p_reply_to_message_id AND r.conversation_id = c.id
      )) AS reply_ok
    FROM conversations c
    WHERE c.id = p_conversation_id AND c.deleted_at IS NULL
      AND EXISTS (
        SELECT 1 FROM conversation_participants p
        WHERE p.conversation_id = c.id AND p.user_id = p_sender_id
      )
    FOR UPDATE OF c
  ),
  drawn AS (
    -- 2. The id, drawn once the lock is held, so ids rise in chain order.
    SELECT nextval(pg_get_serial_sequence('messages', 'id')) AS id, l.chain_head
    FROM locked l WHERE l.reply_ok
  ),
  hashed AS (
    -- 3. SHA-256 of the canonical link: a JSON array without spaces, as JSON.stringify writes it.
    SELECT d.id, d.chain_head, encode(sha256(convert_to(
      '[' || to_json(coalesce(d.chain_head, repeat('0', 64)))::text
      || ',' || d.id::text
      || ',' || to_json(p_conversation_id::text)::text
      || ',' || to_json(p_sender_id::text)::text
      || ',' || to_json(p_created_at)::text
      || ',' || to_json(p_content)::text
      || ',' || coalesce(to_json(p_draft_digest)::text, 'null')
      || ']', 'UTF8')), 'hex') AS hash
    FROM drawn d
  ),
  inserted AS (
    -- 4. A (sender, clientId) already stored inserts nothing: the caller answers with the stored one.
    INSERT INTO messages (id, conversation_id, sender_id, client_id, content, final_content,
      original_content, rewritten_content, was_rewritten, reply_to_message_id, prev_hash, hash, created_at)
    SELECT h.id, p_conversation_id, p_sender_id, p_client_id, p_content, p_content,
      p_original_content, p_rewritten_content, p_was_rewritten, p_reply_to_message_id, h.chain_head, h.hash,
      p_created_at::timestamptz
    FROM hashed h
    ON CONFLICT (sender_id, client_id) DO NOTHING
    RETURNING messages.id, messages.prev_hash, messages.hash
  ),
  moved AS (
    -- 5. Move the chain head.
    UPDATE conversations SET chain_head = i.hash, last_message_at = p_created_at::timestamptz
    FROM inserted i WHERE conversations.id = p_conversation_id
    RETURNING conversations.id
  )
  SELECT l.name, l.participant_ids, l.reply_ok, i.id, i.prev_hash, i.hash
  FROM locked l LEFT JOIN inserted i ON true
  -- Referencing `moved` makes the dependency explicit; it runs to completion either way.
  WHERE (SELECT count(*) FROM moved) >= 0;
END;
$$;
