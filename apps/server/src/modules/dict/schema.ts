import type { LocalizedText } from '@mall/shared';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * A named list of coded values (a dictionary) of a tenant; `dict_code` is unique in the tenant. The items
 * of a `preload` dictionary come with the sign-in answer; the others load when first used.
 */
export const sysDict = pgTable(
  'sys_dict',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    dictCode: text('dict_code').notNull(),
    dictName: jsonb('dict_name').$type<LocalizedText>().notNull(),
    description: text('description').notNull().default(''),
    preload: boolean('preload').notNull().default(false),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('sys_dict_tenant_code_uq').on(table.tenantId, table.dictCode)],
);

/**
 * One value of a dictionary: the stored `item_value`, its shown text per language, a free `description`
 * (some dictionaries give it a meaning: the default currency, a field's visibility), order and whether it
 * is offered. `item_value` is unique in its dictionary.
 */
export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    dictId: text('dict_id')
      .notNull()
      .references(() => sysDict.id, { onDelete: 'cascade' }),
    itemValue: text('item_value').notNull(),
    itemText: jsonb('item_text').$type<LocalizedText>().notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_dict_item_dict_value_uq').on(table.dictId, table.itemValue),
    index('sys_dict_item_tenant_dict_idx').on(table.tenantId, table.dictId, table.sortOrder),
  ],
);
