CREATE SEQUENCE "public"."search_versions_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_versions" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_versions" ADD CONSTRAINT "search_versions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Gives each of the shops a new search version, one never given before (so no answer kept under an old
-- version can be mistaken for a new one, even after a shop is deleted and made again). A shop being
-- deleted gets none: its versions go with it.
CREATE FUNCTION "search_versions_bump"(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_versions" AS v ("shop_id", "version")
  SELECT s."id", nextval('search_versions_seq') FROM (SELECT DISTINCT unnest(changed) AS "id") s
  WHERE EXISTS (SELECT 1 FROM "shops" WHERE "shops"."id" = s."id")
  -- In one order, so that two statements bumping the same shops never wait on each other crosswise.
  ORDER BY s."id"
  ON CONFLICT ("shop_id") DO UPDATE SET "version" = excluded."version";
$$;--> statement-breakpoint
-- The shops of the rows a statement added, removed or changed: listing rows (changed in anything but
-- their stock: an order's stock change leaves what searches answer as it was, tiles are read afresh, and
-- orders of one shop do not queue on its version), categories and their titles (the category facet
-- shows the visible ones by title).
CREATE FUNCTION "search_versions_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_versions_bump"(ARRAY(SELECT r."shop_id" FROM "new_rows" r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "search_versions_bump"(ARRAY(SELECT r."shop_id" FROM "old_rows" r));
  ELSIF TG_TABLE_NAME = 'product_listings' THEN
    PERFORM "search_versions_bump"(ARRAY(
      SELECT n."shop_id" FROM "new_rows" n INNER JOIN "old_rows" o ON o."product_id" = n."product_id" AND o."locale" = n."locale"
      WHERE to_jsonb(n) - 'stock_level' <> to_jsonb(o) - 'stock_level'));
  ELSE
    PERFORM "search_versions_bump"(ARRAY(SELECT r."shop_id" FROM "new_rows" r UNION SELECT r."shop_id" FROM "old_rows" r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The shop's currency shapes the price facet; its default locale is the labels' fallback.
CREATE FUNCTION "search_versions_shops_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_versions_bump"(ARRAY(
    SELECT n."id" FROM "new_rows" n INNER JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."currency", n."default_locale") IS DISTINCT FROM (o."currency", o."default_locale")));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_listings_search_versions_insert" AFTER INSERT ON "product_listings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_search_versions_update" AFTER UPDATE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_search_versions_delete" AFTER DELETE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_search_versions_insert" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_search_versions_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_search_versions_delete" AFTER DELETE ON "categories"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "category_translations_search_versions_insert" AFTER INSERT ON "category_translations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "category_translations_search_versions_update" AFTER UPDATE ON "category_translations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "category_translations_search_versions_delete" AFTER DELETE ON "category_translations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "shops_search_versions_update" AFTER UPDATE ON "shops"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_shops_changed"();
