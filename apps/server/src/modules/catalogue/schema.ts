import type { LocalizedText } from '@mall/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  makePgArray,
  numeric,
  parsePgArray,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysCategory } from '../category/schema';

/**
 * Search terms compare byte by byte (collation "C"): the search index only ever asks whether a term is
 * there, never how words sort in a language, and a language's comparison (a database made with the
 * C.UTF-8 or en_US.UTF-8 locale) costs several times as much for each of the millions of entries an
 * import adds. Drizzle's column builders take no collation, hence the type's own name.
 */
const searchTermsColumn = customType<{ data: string[]; driverData: string | string[] }>({
  dataType: () => 'text[] COLLATE "C"',
  // As drizzle's own text arrays travel: an array literal out, either form back.
  toDriver: (terms) => makePgArray(terms),
  fromDriver: (value) => (typeof value === 'string' ? (parsePgArray(value) as string[]) : value),
});

/** At most 9 integer digits and 2 decimals; read as a decimal string. */
const priceColumn = (name: string) => numeric(name, { precision: 11, scale: 2 });

/**
 * A catalogue product. `status` 1 is on the shelves; a product taken down stays readable (carts, orders)
 * but cannot be ordered. `del_flag` marks a deleted product: it is kept so that order lines still resolve,
 * and it is never listed. `version` moves on with every edit of the product or its parts.
 * `search_terms` are the words a keyword may match (see search-terms.ts), kept in step on every write;
 * `price`/`currency` are those of the lowest-priced style on the shelves (null price: none).
 */
export const mallProduct = pgTable(
  'mall_product',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    categoryId: text('category_id')
      .notNull()
      .references(() => sysCategory.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    model: text('model').notNull().default(''),
    brand: text('brand').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hot: boolean('hot').notNull().default(false),
    recommend: boolean('recommend').notNull().default(false),
    status: smallint('status').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    scenario: jsonb('scenario').$type<LocalizedText>().notNull().default({ zh: '', en: '' }),
    features: jsonb('features').$type<LocalizedText>().notNull().default({ zh: '', en: '' }),
    price: priceColumn('price'),
    currency: varchar('currency', { length: 16 }).notNull().default(''),
    searchTerms: searchTermsColumn('search_terms')
      .notNull()
      .default(sql`'{}'::text[]`),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('mall_product_tenant_code_uq')
      .on(table.tenantId, table.code)
      .where(sql`${table.delFlag} = false`),
    // With a small pending list of fast updates: a bulk import merges its terms into the index in one
    // pass (gin_clean_pending_list after each batch) instead of one index update per row, which made the
    // import five times slower; a search scans at most the 256 kB of entries not yet merged.
    index('mall_product_search_terms_idx')
      .using('gin', table.searchTerms)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
    index('mall_product_shelf_sort_idx').on(table.tenantId, table.status, table.sortNo, table.id),
    index('mall_product_shelf_newest_idx').on(table.tenantId, table.status, table.createTime),
    index('mall_product_shelf_price_idx').on(table.tenantId, table.status, table.price),
    // "Price: high to low" lists unpriced products last too, an order the index above cannot give.
    index('mall_product_shelf_price_desc_idx').on(
      table.tenantId,
      table.status,
      table.price.desc().nullsLast(),
    ),
    index('mall_product_category_idx').on(table.tenantId, table.categoryId, table.status),
    // The admin list's default order (newest first, then id) and its export's pages, which go on after
    // the last row of the page before: read in index order instead of sorting every product per page.
    index('mall_product_tenant_newest_idx').on(table.tenantId, table.createTime, table.id),
    check('mall_product_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** A style (variant) of a product, which the buyer chooses; cart lines and orders refer to it. */
export const mallProductStyle = pgTable(
  'mall_product_style',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => mallProduct.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull().default(''),
    price: priceColumn('price').notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    /** A style removed from its product is kept (marked) so that cart lines and orders still resolve. */
    delFlag: boolean('del_flag').notNull().default(false),
    ...auditColumns(),
  },
  (table) => [
    index('mall_product_style_product_idx').on(table.productId, table.sortNo),
    check('mall_product_style_price_not_negative', sql`${table.price} >= 0`),
  ],
);

export const mallProductParameter = pgTable(
  'mall_product_parameter',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => mallProduct.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('mall_product_parameter_product_idx').on(table.productId, table.sort)],
);

/** Product information: a document with its file (a stored path from the upload). */
export const mallProductResource = pgTable(
  'mall_product_resource',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => mallProduct.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    date: date('date', { mode: 'string' }),
    version: text('version').notNull().default(''),
    comment: jsonb('comment').$type<LocalizedText>().notNull().default({ zh: '', en: '' }),
    file: text('file'),
    fileName: text('file_name').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (table) => [index('mall_product_resource_product_idx').on(table.productId, table.sortNo)],
);

export const PartKind = { accessory: 1, suite: 2 } as const;

/** Accessories (kind 1) and suite contents (kind 2) of a product; `part_product_id` links a catalogue product. */
export const mallProductPart = pgTable(
  'mall_product_part',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => mallProduct.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    brand: text('brand').notNull().default(''),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    partProductId: text('part_product_id').references(() => mallProduct.id),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (table) => [index('mall_product_part_product_idx').on(table.productId, table.kind, table.sortNo)],
);

/** A production lot of a product (and style): its number, unique in the tenant, finds them again. */
export const mallProductLot = pgTable(
  'mall_product_lot',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    lotNo: text('lot_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => mallProduct.id),
    styleId: text('style_id').references(() => mallProductStyle.id),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('mall_product_lot_tenant_lot_uq').on(table.tenantId, table.lotNo),
    index('mall_product_lot_product_idx').on(table.productId),
  ],
);

/**
 * One row whose `version` moves on with every statement that changes products, their styles or the
 * categories (database triggers, so that no write path can forget it). What the mall reads from the
 * catalogue is cached under this version.
 */
export const mallCatalogueVersion = pgTable(
  'mall_catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('mall_catalogue_version_single_row', sql`${table.id} = 1`)],
);
