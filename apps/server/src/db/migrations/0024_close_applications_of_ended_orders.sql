-- An application still in review when its order was cancelled or closed is closed with it (status 3).
UPDATE "mall_price_apply" SET "status" = 3
WHERE "status" = 0
  AND "demand_id" IN (SELECT "id" FROM "mall_demand" WHERE "status" IN (2, 3));
