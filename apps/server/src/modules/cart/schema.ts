import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';

/**
 * A buyer's cart line: one per product style (adding the same style again adds to its quantity).
 * `product_version` is the product's version when the line was added or edited, so the cart can say
 * that the product changed since.
 */
export const mallCartItem = pgTable(
  'mall_cart_item',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    styleId: text('style_id').notNull(),
    quantity: integer('quantity').notNull(),
    productVersion: integer('product_version').notNull(),
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('mall_cart_item_style_uq').on(table.tenantId, table.userId, table.styleId),
    index('mall_cart_item_user_idx').on(table.tenantId, table.userId, table.createTime),
  ],
);
