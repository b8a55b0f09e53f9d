CREATE TABLE "ucp_checkout_sessions" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"canceled_at" timestamp with time zone,
	"order_id" uuid,
	"order_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ucp_idempotency_keys" (
	"shop_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ucp_idempotency_keys_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
ALTER TABLE "ucp_checkout_sessions" ADD CONSTRAINT "ucp_checkout_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ucp_checkout_sessions" ADD CONSTRAINT "ucp_checkout_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ucp_checkout_sessions" ADD CONSTRAINT "ucp_checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ucp_idempotency_keys" ADD CONSTRAINT "ucp_idempotency_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;