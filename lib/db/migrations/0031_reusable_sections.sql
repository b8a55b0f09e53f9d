CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_one_target";--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "section_id" uuid;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sections_shop_idx" ON "sections" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_section_key" UNIQUE("section_id");--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_one_target" CHECK (num_nonnulls("content_documents"."page_id", "content_documents"."category_id", "content_documents"."section_id") = 1);