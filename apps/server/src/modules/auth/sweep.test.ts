import { createHash, randomBytes } from 'node:crypto';
import { JobStatus, type JobRunRecord, type QuartzJobRecord } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCaptchaStore } from '#platform/security/captcha-store';
import { sysCaptcha } from '#platform/security/schema';
import { applyBaseData } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { BASE_JOBS } from '../quartz-job/service';
import { sysLoginFailure, sysLoginTicket, sysSession } from './schema';
import { sweepExpired } from './sweep';

// No instance sweeps on a timer: the scheduled job sweepExpiredJob does (a base job). This app runs no
// jobs on their schedule, and sets the old timer's interval (still the temporary uploads') to 50 ms.
let t: TestApp;
let userId: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SWEEP_INTERVAL_MS: '50', JOBS: 'false' } });
  userId = await addUser(t.app.db, { username: 'swept', tenants: [await addTenant(t.app.db, 'Sweep')] });
  adminToken = await t.login('admin');
});
afterAll(() => t?.close());

const admin = (method: Method, path: string, payload?: unknown) =>
  apiCall(t, adminToken, method, path, payload);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionOf = async (token: string) =>
  (
    await t.app.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, tokenHash(token)))
  )[0];
/** Expires the session a second before `at` (default now). */
const expire = (token: string, at = Date.now()) =>
  t.app.db
    .update(sysSession)
    .set({ expiresAt: new Date(at - 1_000) })
    .where(eq(sysSession.tokenHash, tokenHash(token)));

async function sweepJobs(): Promise<QuartzJobRecord[]> {
  const page = resultOf<{ records: QuartzJobRecord[] }>(
    await admin('GET', '/sys/quartzJob/list?pageSize=100'),
  );
  return page.records.filter((job) => job.jobClassName === 'sweepExpiredJob');
}

describe('sweeping expired sessions', () => {
  it('is a base job: the first tenant has sweepExpiredJob, running every 10 minutes', async () => {
    const [job, ...others] = await sweepJobs();
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      cronExpression: BASE_JOBS[0]?.cronExpression,
      status: JobStatus.running,
      nextFireTime: expect.any(String),
    });
    expect(BASE_JOBS[0]).toEqual({ jobClassName: 'sweepExpiredJob', cronExpression: '0 0/10 * * * ? *' });
  });

  it('deletes an expired session when the job runs, never on a timer of its own, and keeps live ones', async () => {
    const expired = await t.login('swept');
    const live = await t.login('swept');
    await expire(expired);
    // Ten times the old timer's interval: nothing sweeps while no job runs.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sessionOf(expired)).toBeDefined();

    const [job] = await sweepJobs();
    const run = resultOf<JobRunRecord>(await admin('GET', `/sys/quartzJob/execute?id=${job?.id}`));
    expect(run).toMatchObject({ outcome: 'ok', error: null });
    expect(run.result).toMatch(/^sessions removed: [1-9]/);
    expect(await sessionOf(expired)).toBeUndefined();
    expect(await sessionOf(live)).toBeDefined();
  });

  it('adds the base job once: one an administrator deleted is not brought back at the next start', async () => {
    const [job] = await sweepJobs();
    resultOf(await admin('DELETE', `/sys/quartzJob/delete?id=${job?.id}`));
    expect(await sweepJobs()).toEqual([]);
    await applyBaseData(t.app.db);
    expect(await sweepJobs()).toEqual([]);
  });

  it('deletes expired sessions, two-step tickets, captchas and stale failure counters in one idempotent sweep', async () => {
    const now = Date.now();
    const past = new Date(now - 1_000);
    const later = new Date(now + 60_000);
    const key = () => randomBytes(8).toString('hex');
    const [oldTicket, newTicket, oldCaptcha, newCaptcha] = [key(), key(), key(), key()];
    await t.app.db.insert(sysLoginTicket).values([
      { ticketHash: oldTicket, userId, expiresAt: past },
      { ticketHash: newTicket, userId, expiresAt: later },
    ]);
    await t.app.db.insert(sysCaptcha).values([
      { checkKey: oldCaptcha, code: 'abcd', expiresAt: past },
      { checkKey: newCaptcha, code: 'abcd', expiresAt: later },
    ]);
    const dayAgo = new Date(now - 25 * 60 * 60_000);
    await t.app.db.insert(sysLoginFailure).values([
      { loginKey: 'name:stale', failureCount: 2, updatedAt: dayAgo },
      { loginKey: 'name:recent', failureCount: 2, updatedAt: new Date(now) },
      { loginKey: 'name:still-locked', failureCount: 5, updatedAt: dayAgo, lockedUntil: later },
    ]);
    const session = await t.login('swept');
    // Expired before the sweep's moment, however long the set-up above took.
    await expire(session, now);

    const captchas = postgresCaptchaStore(t.app.db);
    await sweepExpired(t.app.db, captchas, now);
    await sweepExpired(t.app.db, captchas, now);

    expect(await sessionOf(session)).toBeUndefined();
    const tickets = (await t.app.db.select().from(sysLoginTicket)).map((row) => row.ticketHash);
    expect(tickets).toContain(newTicket);
    expect(tickets).not.toContain(oldTicket);
    const codes = (await t.app.db.select().from(sysCaptcha)).map((row) => row.checkKey);
    expect(codes).toContain(newCaptcha);
    expect(codes).not.toContain(oldCaptcha);
    const failures = (await t.app.db.select().from(sysLoginFailure)).map((row) => row.loginKey);
    expect(failures).toEqual(expect.arrayContaining(['name:recent', 'name:still-locked']));
    expect(failures).not.toContain('name:stale');
  });
});
