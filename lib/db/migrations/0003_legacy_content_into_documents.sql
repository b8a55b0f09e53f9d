-- Keep every locale's content of the existing pages and categories for the data migration, which
-- merges them into one document per page or category (lib/db/data-migrations/legacy-content.ts).
INSERT INTO "legacy_content" ("shop_id", "page_id", "locale", "content")
  SELECT "shop_id", "page_id", "locale", "content" FROM "page_translations";--> statement-breakpoint
INSERT INTO "legacy_content" ("shop_id", "category_id", "locale", "content")
  SELECT "shop_id", "category_id", "locale", "content" FROM "category_translations" WHERE "content" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "page_translations" DROP COLUMN "content";
