CREATE TABLE "document_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"locale" text,
	"publish_at" timestamp with time zone NOT NULL,
	"scheduled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_schedules_locale_key" UNIQUE NULLS NOT DISTINCT("document_id","locale")
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "document_schedules" ADD CONSTRAINT "document_schedules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_schedules" ADD CONSTRAINT "document_schedules_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_schedules" ADD CONSTRAINT "document_schedules_scheduled_by_shop_owners_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_schedules_due_idx" ON "document_schedules" USING btree ("publish_at");--> statement-breakpoint
-- The schedules move to their table (each one of every language); the previous release, still serving while this one rolls out, may write the old column again, and the scheduler keeps publishing what it names.
INSERT INTO "document_schedules" ("shop_id", "document_id", "locale", "publish_at", "scheduled_by")
  SELECT "shop_id", "id", NULL, "publish_at", "scheduled_by" FROM "content_documents" WHERE "publish_at" IS NOT NULL;--> statement-breakpoint
UPDATE "content_documents" SET "publish_at" = NULL, "scheduled_by" = NULL WHERE "publish_at" IS NOT NULL;
