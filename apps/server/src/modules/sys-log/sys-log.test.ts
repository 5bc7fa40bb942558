import { API_BASE, LogType, type PageResult, type SysLogRecord } from '@mall/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { sysLog } from './schema';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUDIT_LOG_FLUSH_MS: '50' } });
  adminToken = await t.login('admin');
});
afterAll(() => t?.close());

const flush = () => t.app.auditLog!.flush();
const logs = async (query: string) => {
  await flush();
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/log/list?${query}`,
    headers: { 'X-Access-Token': adminToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: PageResult<SysLogRecord> }>().result;
};

describe('login and operation logs', () => {
  it('records a failed sign-in with its reason, account, address and user agent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'user-agent': 'log-test-agent' },
      payload: { username: 'admin', password: await encryptPassword(t.app, 'Wrong#pass9') },
    });
    expect(response.statusCode).toBe(400);
    const page = await logs(`logType=${LogType.login}&username=admin&outcome=failed`);
    expect(page.records[0]).toMatchObject({
      logType: LogType.login,
      username: 'admin',
      outcome: 'failed',
      userAgent: 'log-test-agent',
      ip: '127.0.0.1',
    });
    expect(page.records[0]?.reason).toBeTruthy();
  });

  it('leaves no password or token of a password change and sign-ins in any log row', async () => {
    const tenant = await addTenant(t.app.db, 'Logs');
    await addUser(t.app.db, { username: 'logged', tenants: [tenant] });
    const first = TEST_PASSWORDS.demo;
    const second = 'Second#pass2';
    const login = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/login`,
        payload: { username: 'logged', password: await encryptPassword(t.app, password) },
      });
    const signedIn = await login(first);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json<{ result: { token: string } }>().result.token;
    const encrypted = {
      oldpassword: await encryptPassword(t.app, first),
      password: await encryptPassword(t.app, second),
      confirmpassword: await encryptPassword(t.app, second),
    };
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/user/updatePassword`,
      headers: { 'X-Access-Token': token },
      payload: { username: 'logged', ...encrypted },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(first)).statusCode).toBe(400);
    expect((await login(second)).statusCode).toBe(200);

    await flush();
    const rows = await t.app.db.select().from(sysLog);
    const text = JSON.stringify(rows);
    expect(text).toContain('updatePassword');
    for (const secret of [first, second, token, ...Object.values(encrypted)]) {
      expect(text).not.toContain(secret);
    }
    const change = rows.find((row) => row.requestUrl?.includes('updatePassword'));
    expect(change?.requestParam).toContain('******');
    expect(change?.userId).not.toBeNull();
  });

  it("finds operations by words in the caller's tenant only, and by time", async () => {
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/quartzJob/add`,
      headers: { 'X-Access-Token': adminToken },
      payload: { jobClassName: 'sampleEchoJob', cronExpression: '0 0 3 * * ? *', description: 'findme-xyz' },
    });
    const page = await logs(`logType=${LogType.operation}&keyWord=findme-xyz`);
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ username: 'admin', method: 'POST', outcome: 'ok' });
    expect(page.records[0]?.logContent).toBe('quartzJob add');
    // The password change was made in another tenant.
    expect((await logs(`logType=${LogType.operation}&keyWord=updatePassword`)).total).toBe(0);
    const future = await logs(`logType=${LogType.operation}&createTime_begin=2999-01-01`);
    expect(future.total).toBe(0);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/log/list`,
      headers: { 'X-Access-Token': adminToken },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the log writer', () => {
  it('writes a batch exactly as pushed: quotes, braces, backslashes, commas, NULL-looking text and nulls', async () => {
    const tricky = ['a "quoted" {brace}, comma', 'back\\slash \\" end', 'NULL', '', '日志 ✓', "it's"];
    const at = new Date('2026-01-02T03:04:05.678Z');
    const rows = tricky.map((text, i) => ({
      id: `writer-test-${i}`,
      tenantId: i % 2 === 0 ? null : 'no-such-tenant',
      logType: LogType.operation,
      logContent: text,
      userId: null,
      username: text,
      ip: null,
      userAgent: i === 0 ? null : text,
      method: 'POST',
      requestUrl: `/x/${i}`,
      requestParam: text === '' ? null : JSON.stringify({ body: { text } }),
      costTime: i,
      outcome: 'ok' as const,
      reason: null,
      createTime: at,
    }));
    for (const row of rows) t.app.auditLog!.push(row);
    await flush();
    const written = await t.app.db.select().from(sysLog).where(like(sysLog.id, 'writer-test-%'));
    expect(written.sort((a, b) => a.id.localeCompare(b.id))).toEqual(rows);
  });
});
