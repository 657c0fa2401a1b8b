CREATE TABLE "barred_addresses" (
	"email_digest" text PRIMARY KEY NOT NULL,
	"barred_at" timestamp with time zone DEFAULT now() NOT NULL
);
