CREATE TABLE "site_drafts" (
	"shop_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"value" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "site_drafts_shop_id_resource_pk" PRIMARY KEY("shop_id","resource")
);
--> statement-breakpoint
CREATE TABLE "site_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_saved_by_shop_owners_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_revisions" ADD CONSTRAINT "site_revisions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_revisions" ADD CONSTRAINT "site_revisions_published_by_shop_owners_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_revisions_shop_idx" ON "site_revisions" USING btree ("shop_id","published_at");