-- parley_store_entry (migration 0020) again, the same steps written as plain statements in place of one
-- statement of six CTEs: the conversation's lock is taken once (SELECT ... FOR UPDATE, which also
-- reads its name and chain head, the head as the previous holder of the lock left it), then each
-- check is a small query of its own, and the insert, the attachments' claim and the chain head's move
-- run only when there is something to store. The id comes from the messages' own sequence by name, not
-- looked up through pg_get_serial_sequence on every call. Same arguments, same answer, same hash (the
-- link's text is built exactly as before); on the embedded database a send's store costs about a
-- sixth less CPU this way (bench/RESULTS.md run 26). The caller is src/server/domain/store-message.ts,
-- which documents each step. Safe to run twice.
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
  v_name text;
  v_head text;
  v_id bigint;
  v_hash text;
BEGIN
  SELECT c.name, c.chain_head INTO v_name, v_head
  FROM conversations c WHERE c.id = p_conversation_id AND c.deleted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  participant_ids := array(SELECT p.user_id::text FROM conversation_participants p WHERE p.conversation_id = p_conversation_id);
  IF NOT (p_sender_id::text = ANY (participant_ids)) THEN RETURN; END IF;
  conversation_name := v_name;
  previous_id := (SELECT max(m.id) FROM messages m WHERE m.conversation_id = p_conversation_id);
  reply_ok := p_reply_to_message_id IS NULL OR EXISTS (
    SELECT 1 FROM messages r WHERE r.id = p_reply_to_message_id AND r.conversation_id = p_conversation_id);
  attachments_ok := true;
  IF cardinality(p_attachment_ids) > 0 THEN
    IF NOT EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = p_sender_id AND m.client_id = p_client_id)
    THEN
      attachments_ok := (
        SELECT count(*) FROM attachments a
        WHERE a.id = ANY(p_attachment_ids) AND a.message_id IS NULL
          AND a.uploader_id = p_sender_id AND a.conversation_id = p_conversation_id
      ) = cardinality(p_attachment_ids);
    END IF;
  END IF;
  IF reply_ok AND attachments_ok THEN
    v_id := nextval('messages_id_seq'::regclass);
    v_hash := encode(sha256(convert_to(
      '[' || to_json(coalesce(v_head, repeat('0', 64)))::text
      || ',' || v_id::text
      || ',' || to_json(p_conversation_id::text)::text
      || ',' || to_json(p_sender_id::text)::text
      || ',' || to_json(p_created_at)::text
      || ',' || to_json(p_content)::text
      || ',' || coalesce(to_json(p_draft_digest)::text, 'null')
      || coalesce(',' || to_json(p_entry_digest)::text, '')
      || ']', 'UTF8')), 'hex');
    INSERT INTO messages (id, conversation_id, sender_id, client_id, content, final_content,
      original_content, rewritten_content, was_rewritten, reply_to_message_id, kind, payload,
      prev_hash, hash, created_at)
    VALUES (v_id, p_conversation_id, p_sender_id, p_client_id, p_content, p_content,
      p_original_content, p_rewritten_content, p_was_rewritten, p_reply_to_message_id,
      coalesce(p_kind, 'message'), p_payload, v_head, v_hash, p_created_at::timestamptz)
    ON CONFLICT (sender_id, client_id) DO NOTHING;
    IF FOUND THEN
      message_id := v_id;
      prev_hash := v_head;
      hash := v_hash;
      IF cardinality(p_attachment_ids) > 0 THEN
        UPDATE attachments a SET message_id = v_id, position = array_position(p_attachment_ids, a.id) - 1
        WHERE a.id = ANY(p_attachment_ids);
      END IF;
      UPDATE conversations SET chain_head = v_hash, last_message_at = p_created_at::timestamptz
      WHERE conversations.id = p_conversation_id;
    END IF;
  END IF;
  RETURN NEXT;
END;
$$;
