-- A push subscription belongs to the session that made it; signing that session out ends its pushes.
-- Safe to run twice.
ALTER TABLE "push_subscriptions" ADD COLUMN IF NOT EXISTS "session_id" uuid CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_session_idx" ON "push_subscriptions" USING btree ("session_id");
