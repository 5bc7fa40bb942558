import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { JobStatus, nextFireTime, PLATFORM_JOB_CLASSES, readCron } from '@mall/shared';
import { and, eq, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { jobHandlerOf } from './registry';
import { sysQuartzJob, sysQuartzJobRun } from './schema';

const instances = new WeakMap<object, string>();

/** This app among the instances (host, process, a random tag), as its runs and leases record it. */
export function instanceOf(app: FastifyInstance): string {
  let id = instances.get(app.server);
  if (!id) {
    id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    instances.set(app.server, id);
  }
  return id;
}

/** How long a claimed run holds its job before another instance may take it (renewed while it runs). */
const LEASE_MS = 5 * 60_000;
/** The longest error text a run keeps. */
const ERROR_MAX_LENGTH = 2000;

type JobRow = typeof sysQuartzJob.$inferSelect;

/** The fire after `from` of `expression`; null when it never fires again (or cannot be read). */
export function nextFireAfter(expression: string, from: Date): Date | null {
  const read = readCron(expression);
  return read.ok ? nextFireTime(read.parts, from) : null;
}

/** No run of the job is under way (or the one that was has lost its lease). */
function leaseFree(now: Date): SQL {
  return or(isNull(sysQuartzJob.leaseUntil), lt(sysQuartzJob.leaseUntil, now))!;
}

/**
 * Claims the job's due fire for this instance: moves its next fire on and takes the lease, in one
 * conditional update naming the fire it saw. Of several instances seeing the same fire, the row lock lets
 * exactly one update match; a fire missed while every instance was down is claimed once, and its next
 * fire is the first one after now (the missed ones are not run one by one).
 */
export async function claimFire(app: FastifyInstance, job: JobRow, now: Date): Promise<boolean> {
  if (!job.nextFireAt) return false;
  const next = nextFireAfter(job.cronExpression, now);
  const claimed = await app.db
    .update(sysQuartzJob)
    .set({ nextFireAt: next, leaseUntil: new Date(now.getTime() + LEASE_MS), leaseOwner: instanceOf(app) })
    .where(
      and(
        eq(sysQuartzJob.id, job.id),
        eq(sysQuartzJob.status, JobStatus.running),
        eq(sysQuartzJob.nextFireAt, job.nextFireAt),
        leaseFree(now),
      ),
    )
    .returning({ id: sysQuartzJob.id });
  return claimed.length === 1;
}

/** Takes the lease for a run now, unless a run of the job is under way. */
export async function claimRunNow(app: FastifyInstance, jobId: string, now = new Date()): Promise<boolean> {
  const claimed = await app.db
    .update(sysQuartzJob)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), leaseOwner: instanceOf(app) })
    .where(and(eq(sysQuartzJob.id, jobId), leaseFree(now)))
    .returning({ id: sysQuartzJob.id });
  return claimed.length === 1;
}

/**
 * Runs a job whose lease this instance holds and records the run (start, end, duration, instance,
 * outcome, error); the lease is renewed while it runs and given back at the end. Answers the run's id.
 */
export async function runClaimed(app: FastifyInstance, job: JobRow, fireTime: Date | null): Promise<string> {
  const db = app.db;
  const instance = instanceOf(app);
  const runId = newId();
  const start = new Date();
  await db.insert(sysQuartzJobRun).values({
    id: runId,
    jobId: job.id,
    fireTime,
    startTime: start,
    instance,
    outcome: 'running',
  });
  const renew = setInterval(() => {
    db.update(sysQuartzJob)
      .set({ leaseUntil: new Date(Date.now() + LEASE_MS) })
      .where(and(eq(sysQuartzJob.id, job.id), eq(sysQuartzJob.leaseOwner, instance)))
      .catch((error: unknown) => app.log.warn({ err: error, jobId: job.id }, 'job lease not renewed'));
  }, LEASE_MS / 3);
  renew.unref();
  let outcome: 'ok' | 'failed' = 'ok';
  let result: string | null = null;
  let error: string | null = null;
  try {
    const handler = jobHandlerOf(job.jobClassName);
    if (!handler) throw new Error(`no job is registered as ${job.jobClassName}`);
    result = await handler({
      app,
      db: jobDatabase(app, job),
      tenantId: job.tenantId,
      parameter: job.parameter,
    });
  } catch (failure) {
    outcome = 'failed';
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_MAX_LENGTH);
    app.log.warn({ err: failure, jobId: job.id, job: job.jobClassName }, 'scheduled job failed');
  } finally {
    clearInterval(renew);
  }
  const end = new Date();
  await db
    .update(sysQuartzJobRun)
    .set({ endTime: end, durationMs: end.getTime() - start.getTime(), outcome, result, error })
    .where(eq(sysQuartzJobRun.id, runId));
  await db
    .update(sysQuartzJob)
    .set({ leaseUntil: null, leaseOwner: null })
    .where(and(eq(sysQuartzJob.id, job.id), eq(sysQuartzJob.leaseOwner, instance)));
  return runId;
}

/**
 * The jobs with a fire due at `now` and no run under way, as read now: by the time one is claimed another
 * instance may have run that fire, which the claim's condition on the fire it saw refuses.
 */
export async function dueJobs(app: FastifyInstance, now: Date): Promise<JobRow[]> {
  return app.db
    .select()
    .from(sysQuartzJob)
    .where(
      and(eq(sysQuartzJob.status, JobStatus.running), lte(sysQuartzJob.nextFireAt, now), leaseFree(now)),
    );
}

/** Looks for due fires once: claims each it can and starts its run (runs do not hold the next look up). */
export async function pollOnce(app: FastifyInstance, running: Set<Promise<unknown>>): Promise<void> {
  const now = new Date();
  for (const job of await dueJobs(app, now)) {
    const fireTime = job.nextFireAt;
    if (!(await claimFire(app, job, now))) continue;
    const run = runClaimed(app, job, fireTime)
      .catch((error: unknown) => app.log.error({ err: error, jobId: job.id }, 'job run not recorded'))
      .finally(() => running.delete(run));
    running.add(run);
  }
}

/**
 * Polls for due fires every `pollMs` while the app is up; on close it stops polling and waits for the
 * runs under way, so a run is never cut off and recorded half.
 */
export function startScheduler(app: FastifyInstance, pollMs: number): void {
  const running = new Set<Promise<unknown>>();
  let polling: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (polling) return;
    polling = pollOnce(app, running)
      .catch((error: unknown) => app.log.warn({ err: error }, 'job poll failed'))
      .finally(() => {
        polling = null;
      });
  }, pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await polling;
    await Promise.allSettled([...running]);
  });
}

/**
 * A job runs in its row's tenant, as a request of that tenant does; a platform-wide job
 * (PLATFORM_JOB_CLASSES) runs as the platform role, and says so in the log.
 */
function jobDatabase(
  app: FastifyInstance,
  job: { tenantId: string; jobClassName: string; id: string },
): Database {
  if (!(PLATFORM_JOB_CLASSES as readonly string[]).includes(job.jobClassName)) {
    return app.databaseAs({ tenantId: job.tenantId });
  }
  app.log.info(
    { jobId: job.id, job: job.jobClassName, databaseRole: 'platform' },
    'job runs as the platform database role',
  );
  return app.databaseAs({ platform: true });
}
