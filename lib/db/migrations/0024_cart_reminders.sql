CREATE TABLE "cart_reminder_opt_outs" (
	"shop_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminder_opt_outs_shop_id_email_pk" PRIMARY KEY("shop_id","email")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminder_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_reminder_opt_outs" ADD CONSTRAINT "cart_reminder_opt_outs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;