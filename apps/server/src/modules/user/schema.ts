import type { UserStatusValue } from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '#platform/db/columns';
import { sysRole } from '../role/schema';
import { sysTenant } from '../tenant/schema';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    username: text('username').notNull(),
    realname: text('realname').notNull().default(''),
    /** The staff number the address book shows and searches; null when none was given. */
    workNo: text('work_no'),
    /** argon2id hash (PHC string). */
    password: text('password').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    email: text('email'),
    status: smallint('status').$type<UserStatusValue>().notNull().default(1),
    /** Why staff rejected a self-registration (shown at the rejected account's sign-in); null otherwise. */
    reviewMemo: text('review_memo'),
    /** The department the user acts in (its org code); null until one is chosen. */
    orgCode: text('org_code'),
    delFlag: smallint('del_flag').notNull().default(0),
    /** The person chose to keep their phone out of the staff address book (the answer never carries it). */
    hidePhone: boolean('hide_phone').notNull().default(false),
    /** Sign-in is refused before valid_from and after valid_to (either may be null: open-ended). */
    validFrom: timestampColumn('valid_from'),
    validTo: timestampColumn('valid_to'),
    /** Base32 TOTP secret; sign-in asks for a code only while totp_enabled is true. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so that one code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    // Login names name one live user across all tenants: username and e-mail ignoring case (e-mails are
    // stored lower-cased), phone as it is. These indexes, not a read before the write, decide a race.
    uniqueIndex('sys_user_username_uq')
      .on(sql`lower(${table.username})`)
      .where(sql`del_flag = 0`),
    uniqueIndex('sys_user_phone_uq')
      .on(table.phone)
      .where(sql`del_flag = 0 and phone is not null`),
    uniqueIndex('sys_user_email_uq')
      .on(sql`lower(${table.email})`)
      .where(sql`del_flag = 0 and email is not null`),
    index('sys_user_create_time_idx').on(table.createTime),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  // The primary key serves lookups by user; the index serves "who has this role".
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('sys_user_role_role_idx').on(table.roleId),
  ],
);

export const sysUserTenant = pgTable(
  'sys_user_tenant',
  {
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => sysTenant.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tenantId] }),
    index('sys_user_tenant_tenant_idx').on(table.tenantId, table.userId),
  ],
);

/** A live user is one not deleted (del_flag 0). */
export const liveUser = eq(sysUser.delFlag, 0);
