-- Group commit: the sends that arrive while the previous store call runs are stored in one call of
-- this function, one transaction, instead of a call (and a commit) each. Each entry is stored exactly
-- as parley_store_entry stores it alone, in the order given (the caller orders them by conversation,
-- so concurrent batches take the conversations' locks in one order); each answers one row, numbered
-- from 0 in `ordinal`. The caller is src/server/domain/store-queue.ts. Safe to run twice.
CREATE OR REPLACE FUNCTION parley_store_entries(p_entries jsonb)
RETURNS TABLE (
  ordinal integer,
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
DECLARE
  e jsonb;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_entries) - 1 LOOP
    e := p_entries -> i;
    -- ->> gives SQL NULL for a JSON null; the payload travels as JSON text, as in a single call.
    RETURN QUERY SELECT i, s.* FROM parley_store_entry(
      (e ->> 'conversationId')::uuid, (e ->> 'senderId')::uuid, e ->> 'clientId', e ->> 'content',
      e ->> 'originalContent', e ->> 'rewrittenContent', (e ->> 'wasRewritten')::boolean,
      (e ->> 'replyToMessageId')::bigint, e ->> 'createdAt', e ->> 'draftDigest', e ->> 'kind',
      (e ->> 'payload')::jsonb, e ->> 'entryDigest',
      ARRAY(SELECT jsonb_array_elements_text(e -> 'attachmentIds'))::uuid[]) s;
  END LOOP;
END;
$$;
