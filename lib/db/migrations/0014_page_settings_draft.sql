ALTER TABLE "content_documents" ADD COLUMN "settings_draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "settings" jsonb;