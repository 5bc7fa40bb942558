-- Search terms compare byte by byte (collation "C"): the column keeps its values and the search index is
-- rebuilt in the new order.
ALTER TABLE "mall_product" ALTER COLUMN "search_terms" SET DATA TYPE text[] COLLATE "C";
