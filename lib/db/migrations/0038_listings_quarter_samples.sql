-- A quarter of the listings per sampled text index: a word of 1,000-16,000 matches is read through it instead of
-- the whole index, whose bitmap of every match was built to find the few hundred the sixteenth lacked.
CREATE INDEX "product_listings_search_quarter_idx" ON "product_listings" USING gin ("search_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 15) < 64;--> statement-breakpoint
CREATE INDEX "product_listings_name_words_quarter_idx" ON "product_listings" USING gin ("name_vector") WHERE get_byte(uuid_send("product_listings"."product_id"), 14) < 64;--> statement-breakpoint
CREATE INDEX "product_listings_name_trgm_quarter_idx" ON "product_listings" USING gin ("name" gin_trgm_ops) WHERE get_byte(uuid_send("product_listings"."product_id"), 13) < 64;