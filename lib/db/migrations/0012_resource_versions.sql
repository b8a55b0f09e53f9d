CREATE TABLE "resource_versions" (
	"shop_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_versions_shop_id_resource_pk" PRIMARY KEY("shop_id","resource")
);
--> statement-breakpoint
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;