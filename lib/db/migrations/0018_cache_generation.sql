CREATE TABLE "cache_generation" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" uuid DEFAULT gen_random_uuid() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cache_generation_one_row" CHECK ("cache_generation"."single")
);
--> statement-breakpoint
-- Every database, from its first migration, has a generation of its own.
INSERT INTO "cache_generation" DEFAULT VALUES;
