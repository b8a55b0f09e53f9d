-- A product's first picture is part of what a suggestion shows (its tile: name, picture, price), and the
-- suggestions keep their tiles per search version (lib/server/search/suggest-products.ts): a change of a
-- product's pictures gives its shop a new version, as a change of its listing row does.
CREATE TRIGGER "product_images_search_versions_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_search_versions_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_search_versions_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_versions_rows_changed"();
