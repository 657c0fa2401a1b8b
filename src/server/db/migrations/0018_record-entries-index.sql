-- A conversation's record entries (schedule, expenses) in chain order, without reading its text
-- messages: the schedule and the expenses are folded from these on every read. Safe to run twice.
CREATE INDEX IF NOT EXISTS "messages_record_idx" ON "messages" USING btree ("conversation_id","id") WHERE "messages"."kind" <> 'message';
