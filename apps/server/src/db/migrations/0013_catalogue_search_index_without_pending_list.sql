DROP INDEX "mall_product_search_terms_idx";--> statement-breakpoint
CREATE INDEX "mall_product_search_terms_idx" ON "mall_product" USING gin ("search_terms") WITH (fastupdate=false);