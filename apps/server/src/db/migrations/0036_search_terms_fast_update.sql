-- The product search index takes a small pending list of fast updates (no rebuild: the storage
-- parameters change in place); imports merge it after each batch.
ALTER INDEX "mall_product_search_terms_idx" SET (fastupdate = true, gin_pending_list_limit = 256);
