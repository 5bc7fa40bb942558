import type { Locale } from '@mall/shared';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The language the session last used (its requests' Accept-Language); null until one is named. */
    locale: text('locale').$type<Locale>(),
  },
  (table) => [
    uniqueIndex('sys_session_token_hash_uq').on(table.tokenHash),
    index('sys_session_user_idx').on(table.userId),
    index('sys_session_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Consecutive failed sign-ins, keyed by account (`user:<id>`) or, for a name no account has, by the
 * name itself (`name:<lower-case name>`): an unknown name counts and locks like a real one, so neither
 * the answer nor its errorCount tells whether an account exists. A successful sign-in removes the row.
 */
export const sysLoginFailure = pgTable('sys_login_failure', {
  loginKey: text('login_key').primaryKey(),
  failureCount: integer('failure_count').notNull().default(0),
  lockedUntil: timestampColumn('locked_until'),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

/** A password accepted for an account with two-step verification: a short-lived, single-use ticket. */
export const sysLoginTicket = pgTable(
  'sys_login_ticket',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('sys_login_ticket_expires_at_idx').on(table.expiresAt)],
);

/**
 * The deployment's password-transport key and iv (16 characters each), made at random on first use.
 * One row; `id` is always 1.
 */
export const sysTransportKey = pgTable('sys_transport_key', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull(),
  iv: text('iv').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});
