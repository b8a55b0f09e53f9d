CREATE TABLE "search_words" (
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_shop_id_locale_word_pk" PRIMARY KEY("shop_id","locale","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_name_prefix_idx" ON "product_translations" USING btree ("shop_id","locale",lower("name") text_pattern_ops);--> statement-breakpoint
-- The words of product names, collected once per statement (the seed inserts a thousand names at a time).
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("shop_id", "locale", "word")
  SELECT DISTINCT n."shop_id", n."locale", w.word
  FROM "changed_translations" n, regexp_split_to_table(lower(n."name"), '[^[:alnum:]]+') AS w(word)
  WHERE length(w.word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_translations_words_insert" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS "changed_translations" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "product_translations_words_update" AFTER UPDATE ON "product_translations"
  REFERENCING NEW TABLE AS "changed_translations" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
INSERT INTO "search_words" ("shop_id", "locale", "word")
SELECT DISTINCT t."shop_id", t."locale", w.word
FROM "product_translations" t, regexp_split_to_table(lower(t."name"), '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) >= 3
ON CONFLICT DO NOTHING;
