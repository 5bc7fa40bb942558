import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '#platform/db/columns';

/**
 * SMS codes sent. The code itself is never stored, only a salted SHA-256 of it. A code is valid for a
 * few minutes, used once (consumed_at), and burnt after a few wrong tries (attempts). The newest row
 * of a mobile also tells when it may receive the next code.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: idColumn(),
    mobile: text('mobile').notNull(),
    /** What the code may be consumed for: login or reset. */
    purpose: text('purpose').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    consumedAt: timestampColumn('consumed_at'),
  },
  (table) => [
    index('sys_sms_code_mobile_idx').on(table.mobile, table.createdAt),
    index('sys_sms_code_expires_at_idx').on(table.expiresAt),
  ],
);
