import type { SystemMessageKind } from '@mall/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '#platform/db/columns';
import { sysUser } from '../user/schema';

/**
 * The company behind a self-registered account, one row per such account. Kept apart from sys_user,
 * which holds what every account has (staff accounts have no company), so that the sign-in path reads
 * a narrow table and the customer data can grow without touching it.
 */
export const sysCustomer = pgTable(
  'sys_customer',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** ISO 3166-1 alpha-2 code of the region/country. */
    area: text('area').notNull(),
    website: text('website'),
    address: text('address').notNull(),
    /** The customer type (tracenode) code: agent, distributor, integrator or endUser. */
    customerType: text('customer_type').notNull(),
    contactPerson: text('contact_person').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (table) => [index('sys_customer_company_name_idx').on(table.companyName)],
);

/**
 * Forgotten-password tickets: proof that the SMS code was right, good for one reset within a few
 * minutes. Only the ticket's SHA-256 is stored.
 */
export const sysPasswordReset = pgTable(
  'sys_password_reset',
  {
    id: idColumn(),
    ticketHash: text('ticket_hash').notNull().unique('sys_password_reset_ticket_hash_uq'),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('sys_password_reset_expires_at_idx').on(table.expiresAt)],
);

/**
 * A user's notification preferences, one row once the user has chosen (no row: the defaults). The
 * kinds are stored as those the user turned off, so that a kind added later reaches everybody.
 */
export const sysUserNotification = pgTable('sys_user_notification', {
  userId: text('user_id')
    .primaryKey()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  /** Urgent notices pop up as a desktop notification. */
  desktopUrgent: boolean('desktop_urgent').notNull().default(true),
  /** The system-message kinds the user does not want. */
  mutedKinds: text('muted_kinds')
    .array()
    .$type<SystemMessageKind[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  updateTime: timestampColumn('update_time').notNull().defaultNow(),
});

/** What happened to a self-registration: sent, sent again after a rejection, rejected, approved. */
export type RegistrationEventKind = 'submitted' | 'resubmitted' | 'rejected' | 'approved';

/**
 * The review history of a self-registration, one row per submission and per decision, kept for as long
 * as the account exists so that a reviewer sees earlier rejections and their reasons.
 */
export const sysRegistrationEvent = pgTable(
  'sys_registration_event',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RegistrationEventKind>().notNull(),
    /** The rejection reason; null for the other kinds. */
    reason: text('reason'),
    /** Who acted: the applicant's username for submissions, the reviewer's for decisions. */
    actor: text('actor').notNull(),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (table) => [index('sys_registration_event_user_idx').on(table.userId, table.createTime)],
);
