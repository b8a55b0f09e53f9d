ALTER TABLE "customers" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
-- Accounts from before the confirmation step were created without one: they count as confirmed.
UPDATE "customers" SET "email_confirmed_at" = "created_at";
