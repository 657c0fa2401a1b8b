-- Open invitation links (they expire and can be revoked) and each person's private calendar feed, kept
-- as the hash of its secret. Every statement is safe to run twice.
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN IF NOT EXISTS "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "calendar_feeds_user_id_users_id_fk" REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	"token_hash" text NOT NULL CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
