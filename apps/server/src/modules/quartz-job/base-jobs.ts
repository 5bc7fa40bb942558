import { JobStatus, type JobClassName } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { oldestActiveTenantId } from '../tenant/queries';
import { nextFireAfter } from './scheduler';
import { sysQuartzJob } from './schema';

export interface BaseJob {
  jobClassName: JobClassName;
  cronExpression: string;
}

/**
 * The jobs an installation starts with, running, in its first tenant: the sweep of expired sessions,
 * captchas, two-step tickets and stale sign-in failure counters every 10 minutes. They are scheduled
 * jobs like any other (one instance runs each fire, every run is recorded); an administrator may pause,
 * re-time or delete them.
 */
export const BASE_JOBS: readonly BaseJob[] = [
  { jobClassName: 'sweepExpiredJob', cronExpression: '0 0/10 * * * ? *' },
];

/**
 * Adds each base job that no tenant has a row of yet to the oldest active tenant. Answers false when
 * there is no tenant yet (nothing could be added).
 */
export async function seedBaseJobs(db: Database): Promise<boolean> {
  const first = await oldestActiveTenantId(db);
  if (!first) return false;
  for (const job of BASE_JOBS) {
    const [existing] = await db
      .select({ id: sysQuartzJob.id })
      .from(sysQuartzJob)
      .where(eq(sysQuartzJob.jobClassName, job.jobClassName))
      .limit(1);
    if (existing) continue;
    await db.insert(sysQuartzJob).values({
      id: newId(),
      tenantId: first,
      jobClassName: job.jobClassName,
      cronExpression: job.cronExpression,
      status: JobStatus.running,
      nextFireAt: nextFireAfter(job.cronExpression, new Date()),
      createBy: 'system',
    });
  }
  return true;
}
