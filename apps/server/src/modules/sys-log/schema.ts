import type { LogTypeValue } from '@mall/shared';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampColumn } from '#platform/db/columns';

/**
 * Login (type 1) and operation (type 2) logs. The tenant is the one the row is shown in: the session's
 * for an operation, the account's for a sign-in (the platform tenant's when no account has the name).
 * Parameters are stored already redacted.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: idColumn(),
    tenantId: text('tenant_id'),
    logType: smallint('log_type').$type<LogTypeValue>().notNull(),
    logContent: text('log_content').notNull(),
    userId: text('userid'),
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method'),
    requestUrl: text('request_url'),
    requestParam: text('request_param'),
    costTime: integer('cost_time'),
    outcome: text('outcome').$type<'ok' | 'failed'>().notNull(),
    reason: text('reason'),
    createTime: timestampColumn('create_time').notNull().defaultNow(),
  },
  (table) => [index('sys_log_tenant_type_time_idx').on(table.tenantId, table.logType, table.createTime)],
);
