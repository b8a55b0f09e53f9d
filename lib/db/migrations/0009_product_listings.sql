CREATE TABLE "listing_counts" (
	"scope_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "listing_counts_scope_id_locale_pk" PRIMARY KEY("scope_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_listings" (
	"product_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"kind" "product_kind" NOT NULL,
	"sku" text NOT NULL,
	"price_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stock_level" integer NOT NULL,
	"manufacturer" text,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attribute_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"attribute_value_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"attribute_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"attribute_value_positions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "product_listings_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_search_idx" ON "product_listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_listings_categories_idx" ON "product_listings" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_listings_attribute_values_idx" ON "product_listings" USING gin ("attribute_values");--> statement-breakpoint
CREATE INDEX "product_listings_created_idx" ON "product_listings" USING btree ("shop_id","locale","created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listings_price_idx" ON "product_listings" USING btree ("shop_id","locale","price_amount","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_name_idx" ON "product_listings" USING btree ("shop_id","locale","name","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_name_prefix_idx" ON "product_listings" USING btree ("shop_id","locale",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_listings_name_trgm_idx" ON "product_listings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","position","product_id");--> statement-breakpoint
-- The listing rows of the given products (variations' masters are passed for them): a product no longer
-- listable or translated into a locale loses its row there; the others are written where they differ, so a
-- refresh that changes nothing writes nothing.
CREATE FUNCTION "product_listings_refresh"(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Planned at every call (EXECUTE): a plan cached while the tables were small, as in the seed's first
  -- batches, would read them whole for every later batch.
  EXECUTE $refresh$
  DELETE FROM "product_listings" l
  WHERE l."product_id" = ANY($1) AND NOT EXISTS (
    SELECT 1 FROM "products" p INNER JOIN "product_translations" t ON t."product_id" = p."id" AND t."locale" = l."locale"
    WHERE p."id" = l."product_id" AND p."is_visible" AND p."kind" <> 'variation')
  $refresh$ USING changed;
  EXECUTE $refresh$
  INSERT INTO "product_listings" AS l ("product_id", "shop_id", "locale", "kind", "sku", "price_amount", "currency",
    "stock_level", "manufacturer", "created_at", "name", "slug", "search_vector", "category_ids", "attribute_values",
    "attribute_value_labels", "attribute_labels", "attribute_value_positions")
  SELECT p."id", p."shop_id", t."locale", p."kind", p."sku", p."price_amount", p."currency", p."stock_level",
    p."manufacturer", p."created_at", t."name", t."slug", t."search_vector" || array_to_tsvector(ARRAY['~' || p."shop_id" || '.' || t."locale"]),
    coalesce((SELECT array_agg(pc."category_id" ORDER BY pc."category_id") FROM "product_categories" pc WHERE pc."product_id" = p."id"), '{}'),
    coalesce(av.keys, '{}'), coalesce(av.value_labels, '{}'), coalesce(av.attribute_labels, '{}'), coalesce(av.positions, '{}')
  FROM "products" p
  INNER JOIN "product_translations" t ON t."product_id" = p."id"
  INNER JOIN "shops" s ON s."id" = p."shop_id"
  -- The values a master's visible variations have: what its attribute facets count and filter on.
  LEFT JOIN LATERAL (
    SELECT array_agg(a."name" || chr(31) || v."value" ORDER BY a."name", v."value") AS keys,
      array_agg(coalesce(v."display_value" ->> t."locale", v."display_value" ->> s."default_locale", v."value") ORDER BY a."name", v."value") AS value_labels,
      array_agg(coalesce(a."display_name" ->> t."locale", a."display_name" ->> s."default_locale", a."name") ORDER BY a."name", v."value") AS attribute_labels,
      array_agg(v."position" ORDER BY a."name", v."value") AS positions
    FROM (
      SELECT DISTINCT pvv."attribute_id", pvv."value_id" FROM "products" var
      INNER JOIN "product_variation_values" pvv ON pvv."product_id" = var."id"
      WHERE var."variation_master_id" = p."id" AND var."is_visible"
    ) selected
    INNER JOIN "variation_attributes" a ON a."id" = selected."attribute_id"
    INNER JOIN "variation_attribute_values" v ON v."id" = selected."value_id"
  ) av ON true
  WHERE p."id" = ANY($1) AND p."is_visible" AND p."kind" <> 'variation'
  ON CONFLICT ("product_id", "locale") DO UPDATE SET "shop_id" = excluded."shop_id", "kind" = excluded."kind",
    "sku" = excluded."sku", "price_amount" = excluded."price_amount", "currency" = excluded."currency",
    "stock_level" = excluded."stock_level", "manufacturer" = excluded."manufacturer", "created_at" = excluded."created_at",
    "name" = excluded."name", "slug" = excluded."slug", "search_vector" = excluded."search_vector",
    "category_ids" = excluded."category_ids", "attribute_values" = excluded."attribute_values",
    "attribute_value_labels" = excluded."attribute_value_labels", "attribute_labels" = excluded."attribute_labels",
    "attribute_value_positions" = excluded."attribute_value_positions"
  WHERE (l."shop_id", l."kind", l."sku", l."price_amount", l."currency", l."stock_level", l."manufacturer", l."created_at",
      l."name", l."slug", l."search_vector", l."category_ids", l."attribute_values", l."attribute_value_labels",
      l."attribute_labels", l."attribute_value_positions")
    IS DISTINCT FROM (excluded."shop_id", excluded."kind", excluded."sku", excluded."price_amount", excluded."currency",
      excluded."stock_level", excluded."manufacturer", excluded."created_at", excluded."name", excluded."slug",
      excluded."search_vector", excluded."category_ids", excluded."attribute_values", excluded."attribute_value_labels",
      excluded."attribute_labels", excluded."attribute_value_positions")
  $refresh$ USING changed;
END
$$;--> statement-breakpoint
-- One statement-level trigger function per source table: the products its changed rows concern, read
-- from the statement's transition tables (the seed writes a thousand rows at a time: one refresh each).
CREATE FUNCTION "product_listings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT coalesce(r."variation_master_id", r."id") FROM "new_rows" r));
  ELSIF TG_OP = 'DELETE' THEN
    -- A deleted product's rows go with it (foreign key); a deleted variation changes its master's values.
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT r."variation_master_id" FROM "old_rows" r WHERE r."variation_master_id" IS NOT NULL));
  ELSE
    PERFORM "product_listings_refresh"(ARRAY(
      SELECT coalesce(r."variation_master_id", r."id") FROM "new_rows" r
      UNION SELECT coalesce(r."variation_master_id", r."id") FROM "old_rows" r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_listings_translations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT r."product_id" FROM "new_rows" r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT r."product_id" FROM "old_rows" r));
  ELSE
    PERFORM "product_listings_refresh"(ARRAY(SELECT r."product_id" FROM "new_rows" r UNION SELECT r."product_id" FROM "old_rows" r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_listings_categories_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT r."product_id" FROM "new_rows" r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT r."product_id" FROM "old_rows" r));
  ELSE
    PERFORM "product_listings_refresh"(ARRAY(SELECT r."product_id" FROM "new_rows" r UNION SELECT r."product_id" FROM "old_rows" r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_listings_variation_values_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  -- A variation's values are its master's facet values; a variation deleted with its values is handled
  -- by the products trigger.
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT p."variation_master_id" FROM "new_rows" r INNER JOIN "products" p ON p."id" = r."product_id" WHERE p."variation_master_id" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_listings_refresh"(ARRAY(SELECT DISTINCT p."variation_master_id" FROM "old_rows" r INNER JOIN "products" p ON p."id" = r."product_id" WHERE p."variation_master_id" IS NOT NULL));
  ELSE
    PERFORM "product_listings_refresh"(ARRAY(
      SELECT p."variation_master_id" FROM (SELECT "product_id" FROM "new_rows" UNION SELECT "product_id" FROM "old_rows") r
      INNER JOIN "products" p ON p."id" = r."product_id" WHERE p."variation_master_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Renamed or relabelled attributes and values relabel their masters' facet values.
CREATE FUNCTION "product_listings_attributes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "product_listings_refresh"(ARRAY(SELECT r."master_product_id" FROM "new_rows" r UNION SELECT r."master_product_id" FROM "old_rows" r));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_listings_attribute_values_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "product_listings_refresh"(ARRAY(
    SELECT a."master_product_id" FROM (SELECT "attribute_id" FROM "new_rows" UNION SELECT "attribute_id" FROM "old_rows") r
    INNER JOIN "variation_attributes" a ON a."id" = r."attribute_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Labels missing in a locale fall back to the shop's default locale: changing it relabels the shop.
CREATE FUNCTION "product_listings_shops_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load (the seed) defers the refresh to one call at its end (lib/db/seed/index.ts).
  IF current_setting('vitrine.listings_deferred', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM "product_listings_refresh"(ARRAY(
    SELECT p."id" FROM "new_rows" n INNER JOIN "old_rows" o ON o."id" = n."id"
    INNER JOIN "products" p ON p."shop_id" = n."id" AND p."kind" = 'master'
    WHERE n."default_locale" <> o."default_locale"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_products_changed"();--> statement-breakpoint
CREATE TRIGGER "products_listings_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_products_changed"();--> statement-breakpoint
CREATE TRIGGER "products_listings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_products_changed"();--> statement-breakpoint
CREATE TRIGGER "product_translations_listings_insert" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_translations_changed"();--> statement-breakpoint
CREATE TRIGGER "product_translations_listings_update" AFTER UPDATE ON "product_translations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_translations_changed"();--> statement-breakpoint
CREATE TRIGGER "product_translations_listings_delete" AFTER DELETE ON "product_translations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_translations_changed"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listings_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_categories_changed"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listings_update" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_categories_changed"();--> statement-breakpoint
CREATE TRIGGER "product_categories_listings_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_categories_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variation_values_listings_insert" AFTER INSERT ON "product_variation_values"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_variation_values_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variation_values_listings_update" AFTER UPDATE ON "product_variation_values"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_variation_values_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variation_values_listings_delete" AFTER DELETE ON "product_variation_values"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_variation_values_changed"();--> statement-breakpoint
CREATE TRIGGER "variation_attributes_listings_update" AFTER UPDATE ON "variation_attributes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_attributes_changed"();--> statement-breakpoint
CREATE TRIGGER "variation_attribute_values_listings_update" AFTER UPDATE ON "variation_attribute_values"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_attribute_values_changed"();--> statement-breakpoint
CREATE TRIGGER "shops_listings_update" AFTER UPDATE ON "shops"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_shops_changed"();--> statement-breakpoint
-- The listing totals: each row counts in its shop's listing and in each of its categories'.
CREATE FUNCTION "listing_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_counts" AS c ("scope_id", "locale", "shop_id", "products")
    SELECT s.scope_id, r."locale", r."shop_id", count(*)::int FROM "new_rows" r, unnest(r."category_ids" || r."shop_id") AS s(scope_id)
    GROUP BY s.scope_id, r."locale", r."shop_id" ORDER BY s.scope_id, r."locale"
    ON CONFLICT ("scope_id", "locale") DO UPDATE SET "products" = c."products" + excluded."products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_counts" AS c ("scope_id", "locale", "shop_id", "products")
    SELECT s.scope_id, r."locale", r."shop_id", -count(*)::int FROM "old_rows" r, unnest(r."category_ids" || r."shop_id") AS s(scope_id)
    -- A shop being deleted takes its counts along.
    WHERE EXISTS (SELECT 1 FROM "shops" WHERE "id" = r."shop_id")
    GROUP BY s.scope_id, r."locale", r."shop_id" ORDER BY s.scope_id, r."locale"
    ON CONFLICT ("scope_id", "locale") DO UPDATE SET "products" = c."products" + excluded."products";
  ELSE
    -- Only a change of categories moves counts (a stock or price change touches none).
    INSERT INTO "listing_counts" AS c ("scope_id", "locale", "shop_id", "products")
    SELECT d.scope_id, d.locale, d.shop_id, sum(d.n)::int FROM (
      SELECT s.scope_id, n."locale", n."shop_id", 1 AS n FROM "new_rows" n
      INNER JOIN "old_rows" o ON o."product_id" = n."product_id" AND o."locale" = n."locale", unnest(n."category_ids") AS s(scope_id)
      WHERE o."category_ids" <> n."category_ids"
      UNION ALL
      SELECT s.scope_id, o."locale", o."shop_id", -1 FROM "old_rows" o
      INNER JOIN "new_rows" n ON o."product_id" = n."product_id" AND o."locale" = n."locale", unnest(o."category_ids") AS s(scope_id)
      WHERE o."category_ids" <> n."category_ids"
    ) d
    GROUP BY d.scope_id, d.locale, d.shop_id HAVING sum(d.n) <> 0 ORDER BY d.scope_id, d.locale
    ON CONFLICT ("scope_id", "locale") DO UPDATE SET "products" = c."products" + excluded."products";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_listings_counts_insert" AFTER INSERT ON "product_listings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_counts_update" AFTER UPDATE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_changed"();--> statement-breakpoint
CREATE TRIGGER "product_listings_counts_delete" AFTER DELETE ON "product_listings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_changed"();--> statement-breakpoint
-- The catalogue as it stands.
SELECT "product_listings_refresh"(ARRAY(SELECT "id" FROM "products" WHERE "kind" <> 'variation'));
