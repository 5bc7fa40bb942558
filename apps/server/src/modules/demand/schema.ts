import type { LocalizedText } from '@mall/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn, timestampColumn } from '#platform/db/columns';

/** A typed-in price: at most 9 integer digits and 2 decimals. */
const inputPrice = (name: string) => numeric(name, { precision: 11, scale: 2 });
/** A computed amount: products and sums kept to 4 decimals (quantities make them larger than a price). */
const amount = (name: string) => numeric(name, { precision: 24, scale: 4 });

/**
 * Order numbers: D<yyyymmdd>-<n>, n from this sequence. A sequence never blocks concurrent submits and
 * never hands out a number twice; a rolled-back submit leaves a gap, which is allowed.
 */
export const demandOrderNoSequence = pgSequence('mall_demand_order_no_seq', { startWith: 1, cache: 1 });

/** A demand order (request for quotation). Prices follow actual = standard × discount rate + adjustment. */
export const mallDemand = pgTable(
  'mall_demand',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    orderNo: text('order_no').notNull(),
    /** 0 Pending Processing, 1 Completed, 2 Closed, 3 Cancelled. */
    status: smallint('status').notNull().default(0),
    orderTime: timestampColumn('order_time').notNull().defaultNow(),
    /** The buyer who submitted it (owner). */
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerCompany: text('customer_company').notNull().default(''),
    memo: text('memo').notNull().default(''),
    currency: varchar('currency', { length: 16 }).notNull(),
    standardPrice: amount('standard_price').notNull(),
    discountRate: numeric('discount_rate', { precision: 5, scale: 4 }).notNull().default('1'),
    adjustment: amount('adjustment').notNull().default('0'),
    actualPrice: amount('actual_price').notNull(),
    /** The expected price and memo of the latest price application. */
    expectedPrice: inputPrice('expected_price'),
    expectedMemo: text('expected_memo').notNull().default(''),
    /** Set when a price is agreed: the order's price can no longer change and it cannot be cancelled. */
    priceLocked: boolean('price_locked').notNull().default(false),
    /** When the current quotation was given; submit, a price change and an agreement renew it. */
    quoteDate: timestampColumn('quote_date').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (table) => [
    // Numbers are the tenant's own (a tenant's fill rule numbers its orders): unique within the tenant.
    uniqueIndex('mall_demand_tenant_order_no_uq').on(table.tenantId, table.orderNo),
    index('mall_demand_tenant_time_idx').on(table.tenantId, table.orderTime),
    index('mall_demand_customer_time_idx').on(table.tenantId, table.customerId, table.orderTime),
  ],
);

/** An order line: the product and style as they were when the order was submitted. */
export const mallDemandItem = pgTable(
  'mall_demand_item',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    demandId: text('demand_id')
      .notNull()
      .references(() => mallDemand.id, { onDelete: 'cascade' }),
    sortNo: integer('sort_no').notNull(),
    productId: text('product_id').notNull(),
    styleId: text('style_id').notNull(),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    productCode: text('product_code').notNull().default(''),
    model: text('model').notNull().default(''),
    brand: text('brand').notNull().default(''),
    image: text('image'),
    styleName: jsonb('style_name').$type<LocalizedText>().notNull(),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: inputPrice('unit_price').notNull(),
    standardPrice: amount('standard_price').notNull(),
    actualPrice: amount('actual_price').notNull(),
    customerInfo: text('customer_info').notNull().default(''),
  },
  (table) => [index('mall_demand_item_demand_idx').on(table.demandId, table.sortNo)],
);

/**
 * A buyer's price application; at most one per order is in review (0 In Review, 1 Approved, 2 Rejected,
 * 3 Closed with its order).
 */
export const mallPriceApply = pgTable(
  'mall_price_apply',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    demandId: text('demand_id')
      .notNull()
      .references(() => mallDemand.id, { onDelete: 'cascade' }),
    expectedPrice: inputPrice('expected_price').notNull(),
    applyMemo: text('apply_memo').notNull().default(''),
    applyBy: text('apply_by').notNull(),
    applyTime: timestampColumn('apply_time').notNull().defaultNow(),
    status: smallint('status').notNull().default(0),
    approvalBy: text('approval_by'),
    approvalTime: timestampColumn('approval_time'),
    approvalMemo: text('approval_memo').notNull().default(''),
    /** When sales were reminded of this application still in review (they are reminded once). */
    remindTime: timestampColumn('remind_time'),
  },
  (table) => [
    index('mall_price_apply_demand_idx').on(table.demandId, table.applyTime),
    uniqueIndex('mall_price_apply_one_in_review_uq')
      .on(table.demandId)
      .where(sql`${table.status} = 0`),
  ],
);

/** Every change of an order: who, when, what, old → new price, memo. */
export const mallDemandLog = pgTable(
  'mall_demand_log',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    demandId: text('demand_id')
      .notNull()
      .references(() => mallDemand.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).notNull(),
    operatorId: text('operator_id').notNull(),
    operatorName: text('operator_name').notNull().default(''),
    time: timestampColumn('time').notNull().defaultNow(),
    oldPrice: amount('old_price'),
    newPrice: amount('new_price'),
    memo: text('memo').notNull().default(''),
  },
  (table) => [index('mall_demand_log_demand_idx').on(table.demandId, table.time)],
);

/** A tenant's quotation settings: the port city of its free-on-board trade term. */
export const mallQuoteSetting = pgTable('mall_quote_setting', {
  tenantId: text('tenant_id').primaryKey(),
  portCity: jsonb('port_city').$type<LocalizedText>().notNull(),
  ...auditColumns(),
});
