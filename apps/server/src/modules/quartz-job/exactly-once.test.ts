import { API_BASE, JobStatus, type QuartzJobRecord } from '@mall/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/app';
import { claimFire, dueJobs, pollOnce, runClaimed } from './scheduler';
import { sysQuartzJob, sysQuartzJobRun } from './schema';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addEverySecondJob(t: TestApp, token: string, cronExpression = '* * * * * ? *') {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/quartzJob/add`,
    headers: { 'X-Access-Token': token },
    payload: { jobClassName: 'sampleEchoJob', cronExpression, status: JobStatus.running },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: QuartzJobRecord }>().result.id;
}

const runsOf = (t: TestApp, jobId: string) =>
  t.app.db.select().from(sysQuartzJobRun).where(eq(sysQuartzJobRun.jobId, jobId));

describe('a fire missed while no instance ran', () => {
  let t: TestApp;
  let token: string;
  // No polling of its own: the test polls by hand.
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS: 'false' } });
    token = await t.login('admin');
  });
  afterAll(() => t?.close());

  it('runs once at the next look, and the schedule goes on from now', async () => {
    const jobId = await addEverySecondJob(t, token, '0 0 3 * * ? *');
    const missed = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    await t.app.db.update(sysQuartzJob).set({ nextFireAt: missed }).where(eq(sysQuartzJob.id, jobId));
    const running = new Set<Promise<unknown>>();
    await Promise.all([pollOnce(t.app, running), pollOnce(t.app, running)]);
    await Promise.all([...running]);
    await pollOnce(t.app, running);
    await Promise.all([...running]);
    const runs = await runsOf(t, jobId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ fireTime: missed, outcome: 'ok' });
    const [job] = await t.app.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
    expect(job?.nextFireAt?.getTime()).toBeGreaterThan(Date.now());
    expect(job?.leaseUntil).toBeNull();
  });

  it('does not claim a fire read before another instance ran it and gave its lease back', async () => {
    const jobId = await addEverySecondJob(t, token, '0 0 3 * * ? *');
    const due = new Date(Date.now() - 60_000);
    await t.app.db.update(sysQuartzJob).set({ nextFireAt: due }).where(eq(sysQuartzJob.id, jobId));
    const now = new Date();
    const stale = (await dueJobs(t.app, now)).find((job) => job.id === jobId);
    expect(stale?.nextFireAt).toEqual(due);
    // Another instance reads the same fire, claims it, runs it and releases the lease.
    const fresh = (await dueJobs(t.app, now)).find((job) => job.id === jobId)!;
    expect(await claimFire(t.app, fresh, now)).toBe(true);
    await runClaimed(t.app, fresh, fresh.nextFireAt);
    const [released] = await t.app.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
    expect(released?.leaseUntil).toBeNull();

    expect(await claimFire(t.app, stale!, now)).toBe(false);
    const [after] = await t.app.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, jobId));
    expect(after?.leaseUntil).toBeNull();
    expect(after?.nextFireAt).toEqual(released?.nextFireAt);
    expect(await runsOf(t, jobId)).toHaveLength(1);
  });

  it('does not start a fire while a run of the job holds its lease, nor a run now', async () => {
    const jobId = await addEverySecondJob(t, token);
    await t.app.db
      .update(sysQuartzJob)
      .set({
        nextFireAt: new Date(Date.now() - 1_000),
        leaseUntil: new Date(Date.now() + 60_000),
        leaseOwner: 'x',
      })
      .where(eq(sysQuartzJob.id, jobId));
    const running = new Set<Promise<unknown>>();
    await pollOnce(t.app, running);
    expect(running.size).toBe(0);
    const now = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/quartzJob/execute?id=${jobId}`,
      headers: { 'X-Access-Token': token },
    });
    expect(now.statusCode).toBe(409);
    expect(await runsOf(t, jobId)).toHaveLength(0);
  });
});

// Two instances need one database both reach: the PostgreSQL project only.
describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL', () => {
  it('run each fire of an every-second job once, and catch up once after all were down', async () => {
    const database = await createTestDatabase({ seeded: true });
    const env = { JOB_POLL_MS: '100' };
    try {
      const a = await createTestApp({ database, env });
      const b = await createTestApp({ database, env });
      const jobId = await addEverySecondJob(a, await a.login('admin'));
      const start = new Date();
      await sleep(6_000);
      const end = new Date();
      await a.close();
      await b.close();

      const downSince = new Date();
      await sleep(3_000);
      const c = await createTestApp({ database, env });
      try {
        await sleep(1_500);
        const inWindow = await c.app.db
          .select()
          .from(sysQuartzJobRun)
          .where(
            and(
              eq(sysQuartzJobRun.jobId, jobId),
              gte(sysQuartzJobRun.fireTime, start),
              lt(sysQuartzJobRun.fireTime, end),
            ),
          );
        // About six fires in six seconds, each run once (twice as many if both instances ran each).
        expect(inWindow.length).toBeGreaterThanOrEqual(5);
        expect(inWindow.length).toBeLessThanOrEqual(7);
        expect(new Set(inWindow.map((run) => run.fireTime?.getTime())).size).toBe(inWindow.length);
        const instances = new Set(inWindow.map((run) => run.instance));
        expect(instances.size).toBeGreaterThanOrEqual(1);

        const afterRestart = await c.app.db
          .select()
          .from(sysQuartzJobRun)
          .where(and(eq(sysQuartzJobRun.jobId, jobId), gte(sysQuartzJobRun.startTime, downSince)));
        const missedRuns = afterRestart.filter(
          (run) => run.fireTime && run.fireTime < new Date(downSince.getTime() + 3_000),
        );
        // The fires of the three seconds down are run once, not three times.
        expect(missedRuns).toHaveLength(1);
      } finally {
        await c.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});
