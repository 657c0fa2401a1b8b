-- Where a participant's history starts (docs/GROUPS.md), on the participant and on an invitation waiting
-- for someone without an account. Safe to run twice.
ALTER TABLE "conversation_participants" ADD COLUMN IF NOT EXISTS "history_starts_after" bigint;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "history_starts_after" bigint;
