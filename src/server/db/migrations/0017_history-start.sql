ALTER TABLE "conversation_participants" ADD COLUMN "history_starts_after" bigint;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "history_starts_after" bigint;