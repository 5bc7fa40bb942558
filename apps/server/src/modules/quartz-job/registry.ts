import { LOG_RETENTION_DEFAULT_DAYS, PRICE_REMINDER_DEFAULT_HOURS, type JobClassName } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#platform/db/client';
import { sweepExpiredSignIns } from '../auth/queries';
import { markExpiredQuotations, remindOfWaitingApplications } from '../demand/service';
import { deleteLogsBefore } from '../sys-log/queries';

/** What a job's run gets: the app (Redis, events, logger), its row's tenant and parameter. */
export interface JobContext {
  app: FastifyInstance;
  /** The database in the job's scope: its row's tenant, or the platform role for a platform-wide job. */
  db: Database;
  tenantId: string;
  parameter: string | null;
}

/** A job written in code; what it answers is recorded as the run's result. */
export type JobHandler = (context: JobContext) => Promise<string>;

const DAY_MS = 24 * 60 * 60_000;

/** A whole number in the parameter, or the fallback when it holds none. */
function numberParameter(parameter: string | null, fallback: number): number {
  const value = Number.parseInt(parameter ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The first few of `items` for a run's result, with how many more there were. */
function listed(items: string[], shown = 20): string {
  const more = items.length - shown;
  return items.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/**
 * The jobs a job row may name, and only these: a row names one by its key, never a class or script of
 * the client's. Every name the shared list offers has its job here. Every job but the platform-wide ones
 * (PLATFORM_JOB_CLASSES: the sweep) acts on its row's tenant alone.
 */
export const JOB_REGISTRY: Record<JobClassName, JobHandler> = {
  sweepExpiredJob: async ({ app }) => {
    const removed = await sweepExpiredSignIns(app);
    return `sessions removed: ${removed}`;
  },
  logRetentionJob: async ({ db, tenantId, parameter }) => {
    const days = numberParameter(parameter, LOG_RETENTION_DEFAULT_DAYS);
    const removed = await deleteLogsBefore(db, tenantId, new Date(Date.now() - days * DAY_MS));
    return `log rows removed: ${removed} (older than ${days} days)`;
  },
  quotationExpiryJob: async ({ app, db, tenantId }) => {
    const marked = await markExpiredQuotations({ db, events: app.events }, tenantId);
    return `quotations marked expired: ${marked.length}${marked.length ? ` (${listed(marked)})` : ''}`;
  },
  priceApplicationReminderJob: async ({ app, db, tenantId, parameter }) => {
    const hours = numberParameter(parameter, PRICE_REMINDER_DEFAULT_HOURS);
    const reminded = await remindOfWaitingApplications({ db, events: app.events }, tenantId, hours);
    return `applications reminded of: ${reminded.length} (waiting over ${hours} hours)${
      reminded.length ? `: ${listed(reminded)}` : ''
    }`;
  },
  sampleEchoJob: async ({ app, parameter }) => {
    app.log.info({ parameter }, 'sample job ran');
    return parameter ?? '';
  },
};

export function jobHandlerOf(name: string): JobHandler | undefined {
  return Object.hasOwn(JOB_REGISTRY, name) ? JOB_REGISTRY[name as JobClassName] : undefined;
}
