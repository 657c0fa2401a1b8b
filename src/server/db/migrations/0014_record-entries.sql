-- Record entries: a timeline entry can be a structured record (kind + payload) and carry attachments,
-- all proven by the hash chain through one more digest in the canonical link (docs/RECORDS.md). Every
-- statement is safe to run twice.
CREATE TABLE IF NOT EXISTS "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL CONSTRAINT "attachments_conversation_id_conversations_id_fk" REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action,
	"uploader_id" uuid NOT NULL CONSTRAINT "attachments_uploader_id_users_id_fk" REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	"message_id" bigint CONSTRAINT "attachments_message_id_messages_id_fk" REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action,
	"position" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "payload" jsonb;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attachments_message_idx" ON "attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attachments_conversation_idx" ON "attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attachments_uploader_idx" ON "attachments" USING btree ("uploader_id","created_at");--> statement-breakpoint
-- The store function gains the entry's kind, payload, entry digest and attachments. One definition of
-- the hash in SQL: the previous signature goes.
DROP FUNCTION IF EXISTS parley_store_message(uuid, uuid, text, text, text, text, boolean, bigint, text, text);--> statement-breakpoint
-- Stores an entry and links it into its conversation's hash chain in one call: a send is one round
-- trip, the conversation row is locked only while this runs. The caller is
-- src/server/domain/store-message.ts, which documents each step; the hash must stay exactly
-- `canonicalLink` of src/server/records/chain.ts (chain.test.ts checks the two agree).
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
  hash text
)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
DECLARE
  v_attachments_ok boolean := true;
BEGIN
  IF cardinality(p_attachment_ids) > 0 THEN
    -- 0. Attachments: take the conversation's lock first, so that a concurrent send of the same files
    --    waits, and the next statements (each with a fresh snapshot) see what it claimed. Every file
    --    must be this sender's upload to this conversation and not yet sent, unless this is a retry of
    --    a message already stored (which then inserts nothing below).
    PERFORM 1 FROM conversations c WHERE c.id = p_conversation_id FOR UPDATE;
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
  SELECT l.name, l.participant_ids, l.reply_ok, v_attachments_ok, i.id, i.prev_hash, i.hash
  FROM locked l LEFT JOIN inserted i ON true
  -- Referencing `moved` and `attached` makes the dependency explicit; they run to completion either way.
  WHERE (SELECT count(*) FROM moved) >= 0 AND (SELECT count(*) FROM attached) >= 0;
END;
$$;
