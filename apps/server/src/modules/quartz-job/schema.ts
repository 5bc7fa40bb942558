import type { JobStatusValue } from '@mall/shared';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn, timestampColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * Scheduled jobs. `nextFireAt` is the fire the instances compete for: the one whose conditional update
 * moves it on runs that fire; `leaseUntil` is set while a run is under way so a run never overlaps itself.
 */
export const sysQuartzJob = pgTable(
  'sys_quartz_job',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    jobClassName: text('job_class_name').notNull(),
    cronExpression: text('cron_expression').notNull(),
    parameter: text('parameter'),
    description: text('description'),
    status: smallint('status').$type<JobStatusValue>().notNull().default(-1),
    nextFireAt: timestampColumn('next_fire_at'),
    leaseUntil: timestampColumn('lease_until'),
    leaseOwner: text('lease_owner'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    index('sys_quartz_job_tenant_create_time_idx').on(table.tenantId, table.createTime),
    index('sys_quartz_job_next_fire_idx').on(table.status, table.nextFireAt),
  ],
);

/** Every run of a job; one row per fire (the unique index refuses a second run of the same fire). */
export const sysQuartzJobRun = pgTable(
  'sys_quartz_job_run',
  {
    id: idColumn(),
    jobId: text('job_id')
      .notNull()
      .references(() => sysQuartzJob.id, { onDelete: 'cascade' }),
    fireTime: timestampColumn('fire_time'),
    startTime: timestampColumn('start_time').notNull(),
    endTime: timestampColumn('end_time'),
    durationMs: integer('duration_ms'),
    instance: text('instance').notNull(),
    outcome: text('outcome').$type<'running' | 'ok' | 'failed'>().notNull(),
    error: text('error'),
    result: text('result'),
  },
  (table) => [
    uniqueIndex('sys_quartz_job_run_fire_uq').on(table.jobId, table.fireTime),
    index('sys_quartz_job_run_job_start_idx').on(table.jobId, table.startTime),
  ],
);
