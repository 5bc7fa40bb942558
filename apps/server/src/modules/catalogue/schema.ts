import type { LocalizedText } from '@mall/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';

export const mallCategory = pgTable(
  'mall_category',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    parentId: text('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [index('mall_category_tenant_sort_idx').on(table.tenantId, table.sortNo)],
);

export const mallProduct = pgTable(
  'mall_product',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    categoryId: text('category_id')
      .notNull()
      .references(() => mallCategory.id),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    model: text('model').notNull().default(''),
    brand: text('brand').notNull().default(''),
    /** At most 9 integer digits and 2 decimals; read as a decimal string. */
    price: numeric('price', { precision: 11, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    hot: boolean('hot').notNull().default(false),
    recommend: boolean('recommend').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
    /** Optimistic-lock version that clients send back with changes. */
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('mall_product_tenant_sku_uq').on(table.tenantId, table.sku),
    index('mall_product_tenant_hot_idx').on(table.tenantId, table.hot, table.sortNo),
    index('mall_product_tenant_recommend_idx').on(table.tenantId, table.recommend, table.sortNo),
    index('mall_product_tenant_category_idx').on(table.tenantId, table.categoryId),
    check('mall_product_price_not_negative', sql`${table.price} >= 0`),
  ],
);
