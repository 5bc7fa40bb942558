import { createHash } from 'node:crypto';
import { API_BASE, ErrorKey, UserStatus } from '@mall/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { encryptPassword } from '../../test/transport';
import { addTenant, addUser } from '../../test/fixtures';
import { sysUser } from '../../test/tables';
import { sysSession } from './schema';

/** Seven days, written out: the session lifetime must not drift with the constant that sets it. */
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = await addTenant(t.app.db, 'Sessions');
});
afterAll(() => t?.close());

const login = async (username: string, password: string = TEST_PASSWORDS.demo) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/login`,
    payload: { username, password: await encryptPassword(t.app, password) },
  });
const home = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}/mall/home`, headers: { 'x-access-token': token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}/sys/logout`, headers: { 'x-access-token': token } });
const sessionOf = async (token: string) => {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [session] = await t.app.db.select().from(sysSession).where(eq(sysSession.tokenHash, tokenHash));
  return session;
};
const sessionsOfUser = async (userId: string) => {
  const [row] = await t.app.db
    .select({ total: count() })
    .from(sysSession)
    .where(eq(sysSession.userId, userId));
  return row?.total ?? 0;
};

describe('who may log in', () => {
  it('refuses a deleted user: unknown to a wrong password, 403 login.userDeleted to the right one; their sessions stop working', async () => {
    const id = await addUser(t.app.db, { username: 'soon-deleted', tenants: [tenantId] });
    const token = (await login('soon-deleted')).json().result.token as string;
    expect((await home(token)).statusCode).toBe(200);

    await t.app.db.update(sysUser).set({ delFlag: 1 }).where(eq(sysUser.id, id));
    expectFailure(await login('soon-deleted', 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
      message: '用户名或密码错误',
    });
    expectFailure(await login('soon-deleted'), 403, ErrorKey.userDeleted, { message: '该用户已删除' });
    expect(await sessionsOfUser(id)).toBe(1);
    expectFailure(await home(token), 401, ErrorKey.tokenInvalid);
  });

  it('refuses a frozen user (403 login.userFrozen) with the right password', async () => {
    await addUser(t.app.db, { username: 'frozen-one', tenants: [tenantId], status: UserStatus.frozen });
    expectFailure(await login('frozen-one'), 403, ErrorKey.userFrozen, { message: '该用户已冻结' });
  });
});

describe('session lifetime', () => {
  it('stores an expiry seven days after the login', async () => {
    await addUser(t.app.db, { username: 'lifetime', tenants: [tenantId] });
    const before = Date.now();
    const token = (await login('lifetime')).json().result.token as string;
    const after = Date.now();
    const session = await sessionOf(token);
    expect(session?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SEVEN_DAYS_MS - 1_000);
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(after + SEVEN_DAYS_MS + 1_000);
  });

  it('keeps the user’s other live sessions when they log in again', async () => {
    const id = await addUser(t.app.db, { username: 'two-devices', tenants: [tenantId] });
    const first = (await login('two-devices')).json().result.token as string;
    const second = (await login('two-devices')).json().result.token as string;
    expect(second).not.toBe(first);
    expect((await home(first)).statusCode).toBe(200);
    expect((await home(second)).statusCode).toBe(200);
    expect(await sessionsOfUser(id)).toBe(2);
  });

  it('is revoked on the server by logout: the old token is refused with 401', async () => {
    await addUser(t.app.db, { username: 'leaving', tenants: [tenantId] });
    const token = (await login('leaving')).json().result.token as string;
    expect((await logout(token)).statusCode).toBe(200);
    expect(await sessionOf(token)).toBeUndefined();
    expectFailure(await home(token), 401, ErrorKey.tokenInvalid, { message: 'Token失效，请重新登录' });
    expectFailure(await logout(token), 401, ErrorKey.tokenInvalid);
  });
});

describe('JSON prototype poisoning', () => {
  // Valid credentials (the password encrypted for transport): only the parser's protection can make these fail.
  const poisons = ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}'];

  it.each(poisons)('refuses a login body with %s with 400 before logging in', async (poison) => {
    const password = await encryptPassword(t.app, TEST_PASSWORDS.admin);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"admin","password":"${password}",${poison}}`,
    });
    expectFailure(response, 400, ErrorKey.badRequest);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('logs in with the same credentials without the poison', async () => {
    expect((await login('admin', TEST_PASSWORDS.admin)).statusCode).toBe(200);
  });
});
