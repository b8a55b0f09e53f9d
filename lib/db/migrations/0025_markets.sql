CREATE TYPE "public"."tax_class" AS ENUM('standard', 'reduced');--> statement-breakpoint
CREATE TYPE "public"."rounding_rule" AS ENUM('none', 'whole', 'ninety');--> statement-breakpoint
CREATE TABLE "coupon_campaign_amounts" (
	"campaign_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"discount_amount" integer,
	"minimum_order_amount" integer,
	CONSTRAINT "coupon_campaign_amounts_campaign_id_currency_pk" PRIMARY KEY("campaign_id","currency")
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"market_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_amount" integer NOT NULL,
	CONSTRAINT "market_prices_market_id_product_id_pk" PRIMARY KEY("market_id","product_id"),
	CONSTRAINT "market_prices_nonnegative" CHECK ("market_prices"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_shipping_rates" (
	"market_id" uuid NOT NULL,
	"shipping_method_id" uuid NOT NULL,
	"price_amount" integer NOT NULL,
	"free_from_amount" integer,
	CONSTRAINT "market_shipping_rates_market_id_shipping_method_id_pk" PRIMARY KEY("market_id","shipping_method_id"),
	CONSTRAINT "market_shipping_rates_nonnegative" CHECK ("market_shipping_rates"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate_millionths" bigint DEFAULT 1000000 NOT NULL,
	"rounding" "rounding_rule" DEFAULT 'none' NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_shop_code_key" UNIQUE("shop_id","code"),
	CONSTRAINT "markets_code_format" CHECK ("markets"."code" ~ '^[a-z][a-z0-9-]{0,15}$'),
	CONSTRAINT "markets_currency_format" CHECK ("markets"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "markets_rate_positive" CHECK ("markets"."exchange_rate_millionths" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"shop_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"tax_class" "tax_class" NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_shop_id_country_code_tax_class_pk" PRIMARY KEY("shop_id","country_code","tax_class"),
	CONSTRAINT "tax_rates_range" CHECK ("tax_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "country_code" text DEFAULT 'DE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" "tax_class" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "tax_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "market_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_campaign_amounts" ADD CONSTRAINT "coupon_campaign_amounts_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_shipping_rates" ADD CONSTRAINT "market_shipping_rates_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_shipping_rates" ADD CONSTRAINT "market_shipping_rates_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_prices_product_idx" ON "market_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_one_primary" ON "markets" USING btree ("shop_id") WHERE "markets"."is_primary";