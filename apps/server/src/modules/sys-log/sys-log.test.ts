import { API_BASE, LogType, type PageResult, type SysLogRecord } from '@mall/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { redactedParams } from './redact';
import { sysUser } from '../../test/tables';
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

  it('leaves the mobile number of a phone sign-in, right or wrong, out of every log row', async () => {
    const tenant = await addTenant(t.app.db, 'Phone logs');
    const id = await addUser(t.app.db, { username: 'phone-logged', tenants: [tenant] });
    await t.app.db.update(sysUser).set({ phone: '13912345678' }).where(eq(sysUser.id, id));
    const phoneLogin = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/phoneLogin`,
        payload: { mobile: '13912345678', password: await encryptPassword(t.app, password) },
      });
    expect((await phoneLogin(TEST_PASSWORDS.demo)).statusCode).toBe(200);
    expect((await phoneLogin('Wrong#pass9')).statusCode).toBe(400);
    await flush();
    const rows = await t.app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.requestUrl, `${API_BASE}/sys/phoneLogin`));
    expect(rows.map((row) => [row.username, row.outcome]).sort()).toEqual([
      ['139****78', 'failed'],
      ['phone-logged', 'ok'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('13912345678');
  });

  it("leaves a gateway route's upstream keys out of the operation log: in filter arguments and under header names", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/gatewayRoute/add`,
      headers: { 'X-Access-Token': adminToken },
      payload: {
        routerId: 'keyed-upstream',
        name: 'Keyed upstream',
        uri: 'https://api.example.com/v1',
        filters: [
          { name: 'AddRequestHeader', args: ['Authorization', 'Bearer upstream-bearer-1234'] },
          { name: 'AddRequestHeader', args: ['X-Api-Key', 'upstream-api-key-5678'] },
          { name: 'AddRequestHeader', args: ['X-Trace', 'kept-value'] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await flush();
    const [row] = await t.app.db.select().from(sysLog).where(like(sysLog.requestParam, '%keyed-upstream%'));
    expect(row?.requestParam).toContain('Authorization');
    expect(row?.requestParam).toContain('kept-value');
    expect(row?.requestParam).not.toContain('upstream-bearer-1234');
    expect(row?.requestParam).not.toContain('upstream-api-key-5678');
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

describe('redacted parameters', () => {
  it('hide values under hidden names, after a hidden name in a list, beside a hidden name or key, and past the depth', () => {
    let deep: Record<string, unknown> = { password: 'deep-secret-1', note: 'deep-note-1' };
    for (let level = 0; level < 10; level++) deep = { level: deep };
    const text = redactedParams(
      { token: 'query-token-1' },
      {
        deep,
        headers: { Authorization: 'Basic dXNlcjpwYXNz', Cookie: 'session=cookie-value-1' },
        pairs: [['X-Api-Key', 'pair-key-1'], { name: 'Authorization', value: 'named-value-1' }],
        raw: 'Bearer raw-bearer-1',
        kept: ['plain', 'list'],
      },
    );
    for (const secret of [
      'deep-secret-1',
      'query-token-1',
      'dXNlcjpwYXNz',
      'cookie-value-1',
      'pair-key-1',
      'named-value-1',
      'raw-bearer-1',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('"kept":["plain","list"]');
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
