CREATE TABLE "page_slug_redirects" (
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"old_slug" text NOT NULL,
	"page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_slug_redirects_shop_id_locale_old_slug_pk" PRIMARY KEY("shop_id","locale","old_slug")
);
--> statement-breakpoint
ALTER TABLE "page_slug_redirects" ADD CONSTRAINT "page_slug_redirects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_slug_redirects" ADD CONSTRAINT "page_slug_redirects_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_slug_redirects_page_idx" ON "page_slug_redirects" USING btree ("page_id");