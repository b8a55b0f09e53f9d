CREATE TABLE "search_lexemes" (
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"lexeme" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_lexemes_shop_id_locale_lexeme_pk" PRIMARY KEY("shop_id","locale","lexeme")
);
--> statement-breakpoint
ALTER TABLE "search_lexemes" ADD CONSTRAINT "search_lexemes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" USING btree ("shop_id","locale","lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_listings_search_sixteenth_idx" ON "product_listings" USING gin ("search_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 15) < 16;--> statement-breakpoint
CREATE INDEX "product_listings_search_256th_idx" ON "product_listings" USING gin ("search_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 15) = 0;--> statement-breakpoint
CREATE INDEX "product_listings_name_words_sixteenth_idx" ON "product_listings" USING gin ("name_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 14) < 16;--> statement-breakpoint
CREATE INDEX "product_listings_name_words_256th_idx" ON "product_listings" USING gin ("name_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 14) = 0;--> statement-breakpoint
CREATE INDEX "product_listings_name_trgm_sixteenth_idx" ON "product_listings" USING gin ("name" gin_trgm_ops) WHERE get_byte(uuid_send("product_listings"."product_id"), 13) < 16;--> statement-breakpoint
CREATE INDEX "product_listings_name_trgm_256th_idx" ON "product_listings" USING gin ("name" gin_trgm_ops) WHERE get_byte(uuid_send("product_listings"."product_id"), 13) = 0;--> statement-breakpoint
-- The lexemes of the listings' documents per shop and locale, counted (not the scope lexeme `~shop.locale`).
-- An update moves counts only for rows whose document changed (a stock or price change touches none).
CREATE FUNCTION "search_lexemes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_lexemes" AS l ("shop_id", "locale", "lexeme", "products")
    SELECT r."shop_id", r."locale", x.lexeme, count(*)::int FROM "new_rows" r, unnest(r."search_vector") AS x
    WHERE left(x.lexeme, 1) <> '~'
    GROUP BY r."shop_id", r."locale", x.lexeme ORDER BY r."shop_id", r."locale", x.lexeme
    ON CONFLICT ("shop_id", "locale", "lexeme") DO UPDATE SET "products" = l."products" + excluded."products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "search_lexemes" AS l ("shop_id", "locale", "lexeme", "products")
    SELECT r."shop_id", r."locale", x.lexeme, -count(*)::int FROM "old_rows" r, unnest(r."search_vector") AS x
    -- A shop being deleted takes its lexemes along.
    WHERE left(x.lexeme, 1) <> '~' AND EXISTS (SELECT 1 FROM "shops" WHERE "id" = r."shop_id")
    GROUP BY r."shop_id", r."locale", x.lexeme ORDER BY r."shop_id", r."locale", x.lexeme
    ON CONFLICT ("shop_id", "locale", "lexeme") DO UPDATE SET "products" = l."products" + excluded."products";
  ELSE
    INSERT INTO "search_lexemes" AS l ("shop_id", "locale", "lexeme", "products")
    SELECT d.shop_id, d.locale, d.lexeme, sum(d.n)::int FROM (
      SELECT n."shop_id", n."locale", x.lexeme, 1 AS n FROM "new_rows" n
      INNER JOIN "old_rows" o ON o."product_id" = n."product_id" AND o."locale" = n."locale", unnest(n."search_vector") AS x
      WHERE o."search_vector" <> n."search_vector"
      UNION ALL
      SELECT o."shop_id", o."locale", x.lexeme, -1 FROM "old_rows" o
      INNER JOIN "new_rows" n ON o."product_id" = n."product_id" AND o."locale" = n."locale", unnest(o."search_vector") AS x
      WHERE o."search_vector" <> n."search_vector"
    ) d
    WHERE left(d.lexeme, 1) <> '~'
    GROUP BY d.shop_id, d.locale, d.lexeme HAVING sum(d.n) <> 0 ORDER BY d.shop_id, d.locale, d.lexeme
    ON CONFLICT ("shop_id", "locale", "lexeme") DO UPDATE SET "products" = l."products" + excluded."products";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_listings_lexemes_insert" AFTER INSERT ON "product_listings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_lexemes_update" AFTER UPDATE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_lexemes_delete" AFTER DELETE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_changed"();--> statement-breakpoint
-- The read model as it stands.
INSERT INTO "search_lexemes" ("shop_id", "locale", "lexeme", "products")
SELECT r."shop_id", r."locale", x.lexeme, count(*)::int FROM "product_listings" r, unnest(r."search_vector") AS x
WHERE left(x.lexeme, 1) <> '~'
GROUP BY r."shop_id", r."locale", x.lexeme;
--> statement-breakpoint
ANALYZE "search_lexemes";
