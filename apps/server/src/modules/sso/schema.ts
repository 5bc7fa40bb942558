import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '#platform/db/columns';
import { sysUser } from '../user/schema';

/**
 * An account of a third-party identity provider bound to a user: a sign-in there whose ID token names
 * `issuer` and `subject` signs in as `userId`. One binding per provider identity, and one per user and
 * provider (`source`, the provider's configured name).
 */
export const sysThirdAccount = pgTable(
  'sys_third_account',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The name or e-mail the provider gave at binding, shown to the user in their binding list. */
    displayName: text('display_name'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sys_third_account_identity_uq').on(table.issuer, table.subject),
    uniqueIndex('sys_third_account_user_source_uq').on(table.userId, table.source),
  ],
);

/**
 * Short-lived, single-use sign-in artefacts when no Redis is configured: a pending third-party sign-in
 * (state, nonce, PKCE verifier), a one-time login token, a bind ticket, a used CAS ticket. Only the
 * SHA-256 of the key is stored; taking an entry deletes it.
 */
export const sysSsoEntry = pgTable(
  'sys_sso_entry',
  {
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('sys_sso_entry_expires_at_idx').on(table.expiresAt)],
);

/**
 * A platform administrator's switch of a configured provider (THIRD_LOGIN_PROVIDERS is the operator's
 * list and its default: a provider without a row here is on). A row of a provider no longer configured
 * is kept and ignored.
 */
export const sysThirdProvider = pgTable('sys_third_provider', {
  source: text('source').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time').notNull().defaultNow(),
});
