ALTER TABLE "media" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_one_place" CHECK (("media"."data" is null) <> ("media"."object_key" is null));