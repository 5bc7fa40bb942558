import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What the base data (menus, dictionaries, templates) last wrote: one row per seeded entry and scope ('' for
 * rows every tenant shares, else the tenant's id), naming the row it made or adopted and the seeded values
 * it applied. A row whose value differs from `applied` was changed by an administrator and is kept so; a
 * row that is gone was deleted and is not made again. `kind` 'fingerprint' rows hold the hash of the whole
 * base data a scope was last brought up to, so that a start with nothing new does no more than read them.
 */
export const sysBaseData = pgTable(
  'sys_base_data',
  {
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    seedKey: text('seed_key').notNull(),
    rowId: text('row_id'),
    applied: jsonb('applied').$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.scope, table.seedKey] })],
);
