CREATE TABLE "document_draft_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"owner_id" uuid,
	"taken_over_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"editor_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_over_by" uuid,
	"taken_over_at" timestamp with time zone,
	CONSTRAINT "document_presence_editor_key" UNIQUE("shop_id","target_kind","target_id","editor_id")
);
--> statement-breakpoint
ALTER TABLE "document_draft_copies" ADD CONSTRAINT "document_draft_copies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_draft_copies" ADD CONSTRAINT "document_draft_copies_owner_id_shop_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_draft_copies" ADD CONSTRAINT "document_draft_copies_taken_over_by_shop_owners_id_fk" FOREIGN KEY ("taken_over_by") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_presence" ADD CONSTRAINT "document_presence_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_presence" ADD CONSTRAINT "document_presence_owner_id_shop_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."shop_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_presence" ADD CONSTRAINT "document_presence_taken_over_by_shop_owners_id_fk" FOREIGN KEY ("taken_over_by") REFERENCES "public"."shop_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_draft_copies_target_idx" ON "document_draft_copies" USING btree ("shop_id","target_kind","target_id");--> statement-breakpoint
CREATE INDEX "document_presence_seen_idx" ON "document_presence" USING btree ("seen_at");