CREATE TABLE "ucp_carts" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ucp_carts" ADD CONSTRAINT "ucp_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ucp_carts" ADD CONSTRAINT "ucp_carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;