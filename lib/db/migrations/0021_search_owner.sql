CREATE TABLE "search_counts" (
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"week" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"no_results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_counts_shop_id_locale_week_query_pk" PRIMARY KEY("shop_id","locale","week","query")
);
--> statement-breakpoint
CREATE TABLE "search_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pins_query_product_key" UNIQUE("shop_id","locale","query","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_words_check" CHECK (cardinality("search_synonyms"."words") between 2 and 20)
);
--> statement-breakpoint
ALTER TABLE "search_counts" ADD CONSTRAINT "search_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_pins" ADD CONSTRAINT "search_pins_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_pins" ADD CONSTRAINT "search_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonyms_shop_locale_idx" ON "search_synonyms" USING btree ("shop_id","locale");--> statement-breakpoint
-- Synonyms and pins change what a search answers: a new search version, so that kept answers
-- (lib/server/search/answer-cache.ts) are not read again once the change is committed.
CREATE TRIGGER "search_synonyms_search_versions_insert" AFTER INSERT ON "search_synonyms"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_search_versions_update" AFTER UPDATE ON "search_synonyms"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_search_versions_delete" AFTER DELETE ON "search_synonyms"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "search_pins_search_versions_insert" AFTER INSERT ON "search_pins"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "search_pins_search_versions_update" AFTER UPDATE ON "search_pins"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "search_pins_search_versions_delete" AFTER DELETE ON "search_pins"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();
