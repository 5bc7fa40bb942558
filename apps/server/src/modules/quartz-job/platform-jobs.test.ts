import { JobStatus, LogType, type JobRunRecord, type QuartzJobRecord } from '@mall/shared';
import { hostname } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf } from '../../test/org-fixtures';
import { sysLog } from '../../test/tables';
import { sysQuartzJob } from './schema';
import { newId } from '#platform/ids';

// Platform-wide jobs are the platform administrators'; a tenant's jobs act on that tenant alone.

let t: TestApp;
let platform: string;
let tenant: { tenantId: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: 'false' } });
  platform = await t.login('admin');
  tenant = await addTenantWithUser(t, 'Jobs elsewhere', 'jobs-elsewhere-admin');
});
afterAll(() => t?.close());

const job = (jobClassName: string, extra: Record<string, unknown> = {}) => ({
  jobClassName,
  cronExpression: '0 0 3 * * ? *',
  status: JobStatus.paused,
  ...extra,
});

async function oldLog(tenantId: string): Promise<string> {
  const id = newId();
  await t.app.db.insert(sysLog).values({
    id,
    tenantId,
    logType: LogType.operation,
    logContent: 'old',
    outcome: 'ok',
    createTime: new Date(Date.now() - 400 * 24 * 60 * 60_000),
  });
  return id;
}

describe('scheduled jobs across tenants', () => {
  it("a tenant administrator's log retention deletes that tenant's old logs only", async () => {
    const mine = await oldLog(tenant.tenantId);
    const theirs = await oldLog(await defaultTenantId(t));
    const added = resultOf<QuartzJobRecord>(
      await apiCall(
        t,
        tenant.token,
        'POST',
        '/sys/quartzJob/add',
        job('logRetentionJob', { parameter: '30' }),
      ),
    );
    const run = resultOf<JobRunRecord>(
      await apiCall(t, tenant.token, 'GET', `/sys/quartzJob/execute?id=${added.id}`),
    );
    expect(run.outcome).toBe('ok');
    const left = await t.app.db
      .select({ id: sysLog.id })
      .from(sysLog)
      .where(inArray(sysLog.id, [mine, theirs]));
    expect(left.map((row) => row.id)).toEqual([theirs]);
  });

  it('refuses a tenant administrator every handling of the platform-wide sweep', async () => {
    const add = await apiCall(t, tenant.token, 'POST', '/sys/quartzJob/add', job('sweepExpiredJob'));
    expect(add.statusCode).toBe(403);
    const own = resultOf<QuartzJobRecord>(
      await apiCall(t, tenant.token, 'POST', '/sys/quartzJob/add', job('sampleEchoJob')),
    );
    const edit = await apiCall(t, tenant.token, 'PUT', '/sys/quartzJob/edit', {
      ...job('sweepExpiredJob'),
      id: own.id,
      version: own.version,
    });
    expect(edit.statusCode).toBe(403);

    // A sweep row in the tenant (added before the rule) is not the tenant administrator's to handle.
    const planted = newId();
    await t.app.db.insert(sysQuartzJob).values({
      id: planted,
      tenantId: tenant.tenantId,
      jobClassName: 'sweepExpiredJob',
      cronExpression: '0 0 3 * * ? *',
      status: JobStatus.paused,
    });
    for (const action of ['execute', 'resume', 'pause']) {
      const response = await apiCall(t, tenant.token, 'GET', `/sys/quartzJob/${action}?id=${planted}`);
      expect(response.statusCode, action).toBe(403);
    }
    const edited = await apiCall(t, tenant.token, 'PUT', '/sys/quartzJob/edit', {
      ...job('sampleEchoJob'),
      id: planted,
      version: 0,
    });
    expect(edited.statusCode).toBe(403);
    const removed = await apiCall(t, tenant.token, 'DELETE', `/sys/quartzJob/delete?id=${planted}`);
    expect(removed.statusCode).toBe(403);
    const [still] = await t.app.db.select().from(sysQuartzJob).where(eq(sysQuartzJob.id, planted));
    expect(still).toMatchObject({ jobClassName: 'sweepExpiredJob', status: JobStatus.paused });
  });

  it('lets a platform administrator add and run the sweep', async () => {
    const added = resultOf<QuartzJobRecord>(
      await apiCall(t, platform, 'POST', '/sys/quartzJob/add', job('sweepExpiredJob')),
    );
    const run = resultOf<JobRunRecord>(
      await apiCall(t, platform, 'GET', `/sys/quartzJob/execute?id=${added.id}`),
    );
    expect(run.outcome).toBe('ok');
  });

  it("shows a run's host and process to the platform's operators only", async () => {
    const own = resultOf<QuartzJobRecord>(
      await apiCall(t, tenant.token, 'POST', '/sys/quartzJob/add', job('sampleEchoJob')),
    );
    const run = resultOf<JobRunRecord>(
      await apiCall(t, tenant.token, 'GET', `/sys/quartzJob/execute?id=${own.id}`),
    );
    expect(run.instance).toMatch(/^[0-9a-f]{6}$/);
    const listed = resultOf<JobRunRecord[]>(
      await apiCall(t, tenant.token, 'GET', `/sys/quartzJob/runs?jobId=${own.id}`),
    );
    expect(listed.map((r) => r.instance)).toEqual([run.instance]);

    const mine = resultOf<QuartzJobRecord>(
      await apiCall(t, platform, 'POST', '/sys/quartzJob/add', job('sampleEchoJob')),
    );
    const operatorRun = resultOf<JobRunRecord>(
      await apiCall(t, platform, 'GET', `/sys/quartzJob/execute?id=${mine.id}`),
    );
    expect(operatorRun.instance).toBe(`${hostname()}:${process.pid}:${run.instance}`);
  });
});
