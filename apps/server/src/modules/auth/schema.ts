import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '#platform/db/columns';
import { sysUser } from '../user/schema';

/** Login sessions. The token itself is never stored, only its SHA-256. */
export const sysSession = pgTable(
  'sys_session',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sys_session_token_hash_uq').on(table.tokenHash),
    index('sys_session_user_idx').on(table.userId),
    index('sys_session_expires_at_idx').on(table.expiresAt),
  ],
);
