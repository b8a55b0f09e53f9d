CREATE TABLE "category_slug_redirects" (
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"old_slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_redirects_shop_id_locale_old_slug_pk" PRIMARY KEY("shop_id","locale","old_slug")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "back_office_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_redirects_category_idx" ON "category_slug_redirects" USING btree ("category_id");