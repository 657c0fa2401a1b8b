-- The currency a person's new expenses start in, chosen on Settings (null: the conversation's last one).
-- Safe to run twice.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "default_currency" text;
