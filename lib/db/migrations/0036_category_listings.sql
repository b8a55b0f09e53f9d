CREATE TABLE "category_listings" (
	"category_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"product_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"price_amount" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "category_listings_category_id_locale_product_id_pk" PRIMARY KEY("category_id","locale","product_id")
);
--> statement-breakpoint
ALTER TABLE "category_listings" ADD CONSTRAINT "category_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_listings" ADD CONSTRAINT "category_listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_listings_price_idx" ON "category_listings" USING btree ("category_id","locale","price_amount","product_id");--> statement-breakpoint
CREATE INDEX "category_listings_price_desc_idx" ON "category_listings" USING btree ("category_id","locale","price_amount" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "category_listings_name_idx" ON "category_listings" USING btree ("category_id","locale","name","product_id");--> statement-breakpoint
CREATE INDEX "category_listings_name_desc_idx" ON "category_listings" USING btree ("category_id","locale","name" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "category_listings_created_idx" ON "category_listings" USING btree ("category_id","locale","created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "category_listings_product_idx" ON "category_listings" USING btree ("product_id");--> statement-breakpoint
-- A category's sorted listing rows: each read-model row is one row here per category in its category_ids.
-- An update moves only rows whose categories or sort keys changed (a stock change touches none).
CREATE FUNCTION "category_listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "category_listings" ("category_id", "locale", "product_id", "shop_id", "price_amount", "name", "created_at")
    SELECT s.category_id, r."locale", r."product_id", r."shop_id", r."price_amount", r."name", r."created_at"
    FROM "new_rows" r, unnest(r."category_ids") AS s(category_id);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "category_listings" c USING "old_rows" r, unnest(r."category_ids") AS s(category_id)
    WHERE c."category_id" = s.category_id AND c."locale" = r."locale" AND c."product_id" = r."product_id";
  ELSE
    DELETE FROM "category_listings" c
    USING "old_rows" o INNER JOIN "new_rows" n ON n."product_id" = o."product_id" AND n."locale" = o."locale", unnest(o."category_ids") AS s(category_id)
    WHERE (o."category_ids", o."price_amount", o."name", o."created_at") IS DISTINCT FROM (n."category_ids", n."price_amount", n."name", n."created_at")
      AND c."category_id" = s.category_id AND c."locale" = o."locale" AND c."product_id" = o."product_id";
    INSERT INTO "category_listings" ("category_id", "locale", "product_id", "shop_id", "price_amount", "name", "created_at")
    SELECT s.category_id, n."locale", n."product_id", n."shop_id", n."price_amount", n."name", n."created_at"
    FROM "new_rows" n INNER JOIN "old_rows" o ON o."product_id" = n."product_id" AND o."locale" = n."locale", unnest(n."category_ids") AS s(category_id)
    WHERE (o."category_ids", o."price_amount", o."name", o."created_at") IS DISTINCT FROM (n."category_ids", n."price_amount", n."name", n."created_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_listings_category_listings_insert" AFTER INSERT ON "product_listings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_category_listings_update" AFTER UPDATE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_category_listings_delete" AFTER DELETE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "category_listings_changed"();--> statement-breakpoint
-- The read model as it stands.
INSERT INTO "category_listings" ("category_id", "locale", "product_id", "shop_id", "price_amount", "name", "created_at")
SELECT s.category_id, r."locale", r."product_id", r."shop_id", r."price_amount", r."name", r."created_at"
FROM "product_listings" r, unnest(r."category_ids") AS s(category_id);
--> statement-breakpoint
-- Planned with its real size from the first read (the backfill left it without statistics).
ANALYZE "category_listings";
