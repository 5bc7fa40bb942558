DROP TABLE "mall_category" CASCADE;--> statement-breakpoint
DROP TABLE "mall_product" CASCADE;