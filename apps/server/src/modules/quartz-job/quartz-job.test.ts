import { API_BASE, JobStatus, type JobRunRecord, type QuartzJobRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '100' } });
  token = await t.login('admin');
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_BASE}${url}`, headers: { 'X-Access-Token': token }, payload });

async function addJob(body: Record<string, unknown>) {
  return api('POST', '/sys/quartzJob/add', {
    jobClassName: 'sampleEchoJob',
    cronExpression: '0 0 3 * * ? *',
    parameter: 'hello',
    description: 'test job',
    ...body,
  });
}

describe('scheduled jobs', () => {
  it('refuses a job class that is not in the registry', async () => {
    for (const jobClassName of ['org.jeecg.modules.quartz.job.SampleJob', 'constructor', 'toString', '']) {
      const response = await addJob({ jobClassName });
      expect(response.statusCode, jobClassName).toBe(400);
    }
  });

  it('validates the cron expression at every limit', async () => {
    const accepted = ['0/59 0/60 0-23 1-31 1-12 ? 2019-2119', '0 0 0 ? 0/12 1-7 2019/99', '0 0 0 ? * 6#5 *'];
    const refused = [
      '60 * * * * ? *',
      '* 60 * * * ? *',
      '* 0/61 * * * ? *',
      '* * 24 * * ? *',
      '* * * 0 * ? *',
      '* * * 32 * ? *',
      '* * * * 13 ? *',
      '* * * * 0/13 ? *',
      '* * * ? * 8 *',
      '* * * ? * 6#6 *',
      '* * * * * ? 2120',
      '* * * * * ? 2019/100',
      '* * * * * ? 2018',
      '* * * * * * *',
      '* * * * *',
    ];
    for (const cronExpression of accepted) {
      expect((await addJob({ cronExpression })).statusCode, cronExpression).toBe(200);
    }
    for (const cronExpression of refused) {
      expect((await addJob({ cronExpression })).statusCode, cronExpression).toBe(400);
    }
  });

  it('refuses a reversed range and a zero step, naming the part at fault', async () => {
    for (const [cronExpression, message] of [
      ['10-5 * * * * ? *', '秒：有取值超出允许范围'],
      ['0 0/0 * * * ? *', '分：有取值超出允许范围'],
    ] as const) {
      const response = await addJob({ cronExpression });
      expect(response.statusCode, cronExpression).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors, cronExpression).toEqual([
        { field: 'cronExpression', message },
      ]);
    }
  });

  it('pauses, resumes and runs a job once now, recording the run', async () => {
    const added = (await addJob({ status: JobStatus.running })).json<{ result: QuartzJobRecord }>().result;
    expect(added.nextFireTime).not.toBeNull();
    expect((await api('GET', `/sys/quartzJob/pause?id=${added.id}`)).statusCode).toBe(200);
    const paused = (await api('GET', `/sys/quartzJob/queryById?id=${added.id}`)).json<{
      result: QuartzJobRecord;
    }>();
    expect(paused.result).toMatchObject({ status: JobStatus.paused, nextFireTime: null });
    expect((await api('GET', `/sys/quartzJob/resume?id=${added.id}`)).statusCode).toBe(200);
    const resumed = (await api('GET', `/sys/quartzJob/queryById?id=${added.id}`)).json<{
      result: QuartzJobRecord;
    }>();
    expect(resumed.result.status).toBe(JobStatus.running);
    expect(resumed.result.nextFireTime).not.toBeNull();

    const run = (await api('GET', `/sys/quartzJob/execute?id=${added.id}`)).json<{ result: JobRunRecord }>()
      .result;
    expect(run).toMatchObject({ outcome: 'ok', result: 'hello', fireTime: null });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const runs = (await api('GET', `/sys/quartzJob/runs?jobId=${added.id}`)).json<{
      result: JobRunRecord[];
    }>();
    expect(runs.result.map((r) => r.id)).toEqual([run.id]);
  });

  it('refuses pause, resume and run now of an unknown job', async () => {
    for (const action of ['pause', 'resume', 'execute']) {
      expect((await api('GET', `/sys/quartzJob/${action}?id=nope`)).statusCode, action).toBe(404);
    }
  });

  it('runs a job every second on its schedule', async () => {
    const added = (
      await addJob({ status: JobStatus.running, cronExpression: '* * * * * ? *', parameter: 'tick' })
    ).json<{ result: QuartzJobRecord }>().result;
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    await api('GET', `/sys/quartzJob/pause?id=${added.id}`);
    const runs = (await api('GET', `/sys/quartzJob/runs?jobId=${added.id}`)).json<{
      result: JobRunRecord[];
    }>();
    expect(runs.result.length).toBeGreaterThanOrEqual(2);
    expect(runs.result.length).toBeLessThanOrEqual(4);
    expect(runs.result.every((r) => r.fireTime !== null)).toBe(true);
  });
});
