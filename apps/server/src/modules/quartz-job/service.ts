import {
  dictTextOf,
  ErrorKey,
  JOB_RUNS_SHOWN,
  JobStatus,
  Permission,
  PLATFORM_JOB_CLASSES,
  quartzJobEntity,
  type JobRunRecord,
  type JobStatusValue,
} from '@mall/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tableService } from '#platform/admin-kit';
import { hasPermission } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { tenantScope } from '#platform/tenancy';
import { claimRunNow, nextFireAfter, runClaimed } from './scheduler';
import { sysQuartzJob, sysQuartzJobRun } from './schema';

type JobRow = typeof sysQuartzJob.$inferSelect;

/** The next fire of a job in `status` on `expression`: none while paused. */
function nextFireOf(status: JobStatusValue, expression: string): Date | null {
  return status === JobStatus.running ? nextFireAfter(expression, new Date()) : null;
}

/**
 * A platform-wide job acts on every tenant: refused (403) unless the caller holds the platform jobs'
 * code, which only the platform's administrators do.
 */
function assertMayHandle(ctx: RequestContext, jobClassName: string): void {
  if (
    (PLATFORM_JOB_CLASSES as readonly string[]).includes(jobClassName) &&
    !hasPermission(ctx.user, Permission.quartzJobPlatform)
  ) {
    throw new AppError(403, ErrorKey.forbidden);
  }
}

/** The tenant's scheduled jobs on the kit; saving a job sets its next fire from its expression and status. */
export const quartzJobService = tableService(quartzJobEntity, {
  table: sysQuartzJob,
  toRecord: (row, ctx) => ({
    id: row.id,
    jobClassName: row.jobClassName,
    jobClassName_dictText: dictTextOf(quartzJobEntity.fields.jobClassName, row.jobClassName, ctx.locale),
    cronExpression: row.cronExpression,
    parameter: row.parameter,
    description: row.description,
    status: row.status,
    status_dictText: dictTextOf(quartzJobEntity.fields.status, row.status, ctx.locale),
    nextFireTime: row.nextFireAt?.toISOString() ?? null,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  toValues: (body) => ({
    jobClassName: body.jobClassName,
    cronExpression: body.cronExpression,
    parameter: body.parameter,
    description: body.description,
    status: body.status,
    nextFireAt: nextFireOf(body.status, body.cronExpression),
  }),
  beforeAdd: async (ctx, body) => assertMayHandle(ctx, body.jobClassName),
  beforeEdit: async (ctx, body, existing) => {
    assertMayHandle(ctx, existing.jobClassName);
    assertMayHandle(ctx, body.jobClassName);
  },
  beforeDelete: async (ctx, ids, tx) => {
    const rows = await tx
      .select({ jobClassName: sysQuartzJob.jobClassName })
      .from(sysQuartzJob)
      .where(and(inArray(sysQuartzJob.id, [...ids]), tenantScope(ctx, sysQuartzJob)));
    for (const row of rows) assertMayHandle(ctx, row.jobClassName);
  },
});

async function jobOf(ctx: RequestContext, id: string): Promise<JobRow> {
  const [row] = await ctx.db
    .select()
    .from(sysQuartzJob)
    .where(and(eq(sysQuartzJob.id, id), tenantScope(ctx, sysQuartzJob)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row;
}

/** GET /sys/quartzJob/pause and resume: stops or restarts the job's schedule (resume fires next from now). */
export async function setJobStatus(ctx: RequestContext, id: string, status: JobStatusValue): Promise<void> {
  const job = await jobOf(ctx, id);
  assertMayHandle(ctx, job.jobClassName);
  await ctx.db
    .update(sysQuartzJob)
    .set({
      status,
      nextFireAt: nextFireOf(status, job.cronExpression),
      version: sql`${sysQuartzJob.version} + 1`,
      updateBy: ctx.user.username,
      updateTime: new Date(),
    })
    .where(and(eq(sysQuartzJob.id, id), tenantScope(ctx, sysQuartzJob)));
}

/**
 * GET /sys/quartzJob/execute: runs the job once now on this instance, whatever its status, and answers
 * the run; refused while a run of it is under way (a run never overlaps itself).
 */
export async function runJobNow(
  ctx: RequestContext,
  app: FastifyInstance,
  id: string,
): Promise<JobRunRecord> {
  const job = await jobOf(ctx, id);
  assertMayHandle(ctx, job.jobClassName);
  if (!(await claimRunNow(app, job.id))) throw new AppError(409, 'quartzJob.running');
  const runId = await runClaimed(app, job, null);
  const [run] = await ctx.db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.id, runId));
  if (!run) throw new AppError(404, ErrorKey.notFound);
  return runRecordOf(ctx, run);
}

/** GET /sys/quartzJob/runs: the job's latest runs, newest first. */
export async function jobRuns(ctx: RequestContext, jobId: string): Promise<JobRunRecord[]> {
  await jobOf(ctx, jobId);
  const rows = await ctx.db
    .select()
    .from(sysQuartzJobRun)
    .where(eq(sysQuartzJobRun.jobId, jobId))
    .orderBy(desc(sysQuartzJobRun.startTime))
    .limit(JOB_RUNS_SHOWN);
  return rows.map((row) => runRecordOf(ctx, row));
}

/**
 * A run as the caller sees it. The instance is recorded as host:process:tag; the host name and process
 * id are the platform operators' (they see the servers): anyone else is shown the random tag alone.
 */
function runRecordOf(ctx: RequestContext, row: typeof sysQuartzJobRun.$inferSelect): JobRunRecord {
  const instance = hasPermission(ctx.user, Permission.monitorView)
    ? row.instance
    : row.instance.slice(row.instance.lastIndexOf(':') + 1);
  return {
    id: row.id,
    jobId: row.jobId,
    fireTime: row.fireTime?.toISOString() ?? null,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    durationMs: row.durationMs,
    instance,
    outcome: row.outcome,
    error: row.error,
    result: row.result,
  };
}

export { BASE_JOBS, seedBaseJobs } from './base-jobs';
