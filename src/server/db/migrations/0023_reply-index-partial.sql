-- Replies to a message are looked up by reply_to_message_id; most messages reply to none. The index
-- keeps only the replies, so sending a plain message inserts into one b-tree fewer (issue 19).
DROP INDEX IF EXISTS "messages_reply_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_reply_idx" ON "messages" USING btree ("reply_to_message_id") WHERE "messages"."reply_to_message_id" is not null;
