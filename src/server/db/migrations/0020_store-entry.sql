-- The store function becomes parley_store_entry: it also returns the new entry's predecessor in its
-- conversation (previous_id), so a send needs no second query to present it, and it takes the
-- conversation's lock in a statement of its own before anything else, so that what it reads next is
-- what the previous holder of the lock wrote. A new name, since the answer's columns change: 0014,
-- which may run again (see search-index-migration.test.ts), can still replace parley_store_message as
-- it was, and it goes again here, so the hash has one definition in SQL. The caller is
-- src/server/domain/store-message.ts, which documents each step. Safe to run twice.
DROP FUNCTION IF EXISTS parley_store_message(uuid, uuid, text, text, text, text, boolean, bigint, text, text, text, jsonb, text, uuid[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION parley_store_entry(
  p_conversation_id uuid,
  p_sender_id uuid,
  p_client_id text,
  p_content text,
  p_original_content text,
  p_rewritten_content text,
  p_was_rewritten boolean,
  p_reply_to_message_id bigint,
  p_created_at text,
  p_draft_digest text,
  p_kind text,
  p_payload jsonb,
  p_entry_digest text,
  p_attachment_ids uuid[]
)
RETURNS TABLE (
  conversation_name text,
  participant_ids text[],
  reply_ok boolean,
  attachments_ok boolean,
  message_id bigint,
  prev_hash text,
  hash text,
  previous_id bigint
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  v_attachments_ok boolean := true;
BEGIN
  -- 0. Take the conversation's lock first, in a statement of its own: a concurrent send to the same
  --    conversation waits here, and every later statement (each with a fresh snapshot) sees what it
  --    stored: its chain head, its message (the new one's predecessor), the files it claimed.
  PERFORM 1 FROM conversations c WHERE c.id = p_conversation_id FOR UPDATE;
  IF cardinality(p_attachment_ids) > 0 THEN
    -- Every file must be this sender's upload to this conversation and not yet sent, unless this is
    -- a retry of a message already stored (which then inserts nothing below).
    IF NOT EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = p_sender_id AND m.client_id = p_client_id)
    THEN
      v_attachments_ok := (
        SELECT count(*) FROM attachments a
        WHERE a.id = ANY(p_attachment_ids) AND a.message_id IS NULL
          AND a.uploader_id = p_sender_id AND a.conversation_id = p_conversation_id
      ) = cardinality(p_attachment_ids);
    END IF;
  END IF;
  RETURN QUERY
  WITH locked AS (
    -- 1. The conversation, if the sender takes part and it is not deleted (its lock is held already),
    --    and its newest message: the new one's predecessor, which the caller would otherwise ask for.
    SELECT c.name, c.chain_head,
      (SELECT max(m.id) FROM messages m WHERE m.conversation_id = c.id) AS previous_id,
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
    FROM locked l WHERE l.reply_ok AND v_attachments_ok
  ),
  hashed AS (
    -- 3. SHA-256 of the canonical link: a JSON array without spaces, as JSON.stringify writes it. The
    --    entry digest is an eighth field only when there is one (a record, or attachments).
    SELECT d.id, d.chain_head, encode(sha256(convert_to(
      '[' || to_json(coalesce(d.chain_head, repeat('0', 64)))::text
      || ',' || d.id::text
      || ',' || to_json(p_conversation_id::text)::text
      || ',' || to_json(p_sender_id::text)::text
      || ',' || to_json(p_created_at)::text
      || ',' || to_json(p_content)::text
      || ',' || coalesce(to_json(p_draft_digest)::text, 'null')
      || coalesce(',' || to_json(p_entry_digest)::text, '')
      || ']', 'UTF8')), 'hex') AS hash
    FROM drawn d
  ),
  inserted AS (
    -- 4. A (sender, clientId) already stored inserts nothing: the caller answers with the stored one.
    INSERT INTO messages (id, conversation_id, sender_id, client_id, content, final_content,
      original_content, rewritten_content, was_rewritten, reply_to_message_id, kind, payload,
      prev_hash, hash, created_at)
    SELECT h.id, p_conversation_id, p_sender_id, p_client_id, p_content, p_content,
      p_original_content, p_rewritten_content, p_was_rewritten, p_reply_to_message_id,
      coalesce(p_kind, 'message'), p_payload, h.chain_head, h.hash, p_created_at::timestamptz
    FROM hashed h
    ON CONFLICT (sender_id, client_id) DO NOTHING
    RETURNING messages.id, messages.prev_hash, messages.hash
  ),
  attached AS (
    -- 5. The message claims its attachments, in the order they were sent.
    UPDATE attachments a SET message_id = i.id, position = array_position(p_attachment_ids, a.id) - 1
    FROM inserted i WHERE a.id = ANY(p_attachment_ids)
    RETURNING a.id
  ),
  moved AS (
    -- 6. Move the chain head.
    UPDATE conversations SET chain_head = i.hash, last_message_at = p_created_at::timestamptz
    FROM inserted i WHERE conversations.id = p_conversation_id
    RETURNING conversations.id
  )
  SELECT l.name, l.participant_ids, l.reply_ok, v_attachments_ok, i.id, i.prev_hash, i.hash, l.previous_id
  FROM locked l LEFT JOIN inserted i ON true
  -- Referencing `moved` and `attached` makes the dependency explicit; they run to completion either way.
  WHERE (SELECT count(*) FROM moved) >= 0 AND (SELECT count(*) FROM attached) >= 0;
END;
$$;
