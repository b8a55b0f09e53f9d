ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_digits" CHECK ("products"."gtin" ~ '^[0-9]{8,14}$');