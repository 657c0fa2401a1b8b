CREATE TABLE IF NOT EXISTS "attempt_throttle" (
	"key_digest" text PRIMARY KEY NOT NULL,
	"attempts" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attempt_throttle_expires_idx" ON "attempt_throttle" USING btree ("expires_at");