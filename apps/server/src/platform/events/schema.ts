import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../db/columns';

/**
 * The transactional outbox: every domain event is written here in the same transaction as the change it
 * tells of, and the delivery worker hands it to its subscribers after the commit. A row leaves the table
 * when every subscriber has had it; one that keeps failing stays, marked dead, for inspection.
 */
export const sysOutbox = pgTable(
  'sys_outbox',
  {
    /** The commit order of the events: each aggregate's events are delivered in this order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event's tenant. */
    tenantId: text('tenant_id').notNull(),
    /** What the event is about (an order, an announcement); delivery is in order within one. */
    aggregateId: text('aggregate_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** The subscribers that have had the event (recorded with their own writes). */
    deliveredTo: text('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set when the retries are used up: the event is no longer delivered nor holds its aggregate back. */
    deadAt: timestampColumn('dead_at'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (table) => [
    index('sys_outbox_pending_idx')
      .on(table.aggregateId, table.id)
      .where(sql`${table.deadAt} is null`),
  ],
);
