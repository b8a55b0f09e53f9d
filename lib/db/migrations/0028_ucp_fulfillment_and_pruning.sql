ALTER TABLE "ucp_checkout_sessions" ADD COLUMN "destination" jsonb;--> statement-breakpoint
CREATE INDEX "ucp_idempotency_keys_created_idx" ON "ucp_idempotency_keys" USING btree ("created_at");