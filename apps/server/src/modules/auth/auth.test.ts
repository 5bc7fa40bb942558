import { createHash } from 'node:crypto';
import { API_BASE, ErrorKey, UserStatus } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { sysCustomer, sysTenant, sysUser } from '../../test/tables';
import { sysSession } from './schema';
import { addUser } from '../../test/fixtures';
import { expectFailure } from '../../test/envelope';
import { encryptPassword } from '../../test/transport';
import { captureLogs } from '../../test/log-capture';

const captured = captureLogs('trace');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
});
afterAll(() => t?.close());

const login = async (
  payload: { password: string } & Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/login`,
    payload: { ...payload, password: await encryptPassword(t.app, payload.password) },
    headers,
  });
const home = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}/mall/home`,
    headers: { 'x-access-token': token, ...headers },
  });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /sys/login', () => {
  it('opens a session and answers the user, tenants and home page', async () => {
    const response = await login({
      username: 'admin',
      password: TEST_PASSWORDS.admin,
      remember_me: true,
      checkKey: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功', i18nKey: 'success.login' });

    const { token, userInfo, mainIndexPage, tenantList, departs, multi_depart, sysAllDictItems } =
      body.result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mainIndexPage).toEqual({ url: '/mall/index', name: 'mall-index' });
    expect(tenantList[0]).toEqual({ id: expect.any(String), name: '默认租户' });
    expect(Array.isArray(departs)).toBe(true);
    expect(multi_depart).toBe(departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2);
    // Every enabled dictionary of the tenant, by code.
    expect(sysAllDictItems).toHaveProperty('sex');
    expect(userInfo).toEqual({
      id: expect.any(String),
      username: 'admin',
      realname: '管理员',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: tenantList.map((tenant: { id: string }) => tenant.id).join(','),
      roles: ['admin'],
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const sessions = await t.app.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, sha256(token)));
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session?.tenantId).toBe(tenantList[0].id);
    // Seven days written out, not the constant that sets it (a changed constant must fail here).
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBe(604_800_000);
    expect(JSON.stringify(await t.app.db.select().from(sysSession))).not.toContain(token);

    expect((await home(token)).statusCode).toBe(200);
  });

  it('tells the client whether the user is a customer (who works without a department)', async () => {
    const [tenant] = await t.app.db.select({ id: sysTenant.id }).from(sysTenant).limit(1);
    const userId = await addUser(t.app.db, {
      username: 'acmebuyer',
      tenants: [tenant?.id ?? ''],
      role: 'buyer',
    });
    await t.app.db.insert(sysCustomer).values({
      userId,
      companyName: 'ACME',
      area: 'CN',
      address: 'Shanghai',
      customerType: 'endUser',
      contactPerson: 'Ann',
    });
    const customer = await login({ username: 'acmebuyer', password: TEST_PASSWORDS.demo });
    expect(customer.json().result.customer).toBe(true);
    const staff = await login({ username: 'admin', password: TEST_PASSWORDS.admin });
    expect(staff.json().result.customer).toBe(false);
  });

  it('welcomes in English', async () => {
    const response = await login(
      { username: 'buyer', password: TEST_PASSWORDS.demo },
      { 'accept-language': 'en' },
    );
    expect(response.json().message).toBe('Welcome');
  });

  it('stores passwords as argon2id hashes', async () => {
    const [admin] = await t.app.db
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(eq(sysUser.username, 'admin'));
    expect(admin?.password).toMatch(/^\$argon2id\$/);
  });

  it('gives the same 400 for a wrong password and an unknown user', async () => {
    const wrongPassword = await login({ username: 'admin', password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody', password: 'not-the-password' });
    for (const response of [wrongPassword, unknownUser]) {
      expectFailure(response, 400, ErrorKey.badCredentials, {
        message: '用户名或密码错误',
        result: { errorCount: 1 },
      });
    }
    const { timestamp: _a, ...wrong } = wrongPassword.json();
    const { timestamp: _b, ...unknown } = unknownUser.json();
    expect(wrong).toEqual(unknown);
  });

  it('refuses a frozen user (403), and the frozen user’s sessions stop working', async () => {
    const token = await t.login('sales');
    await t.app.db.update(sysUser).set({ status: UserStatus.frozen }).where(eq(sysUser.username, 'sales'));
    try {
      const response = await login({ username: 'sales', password: TEST_PASSWORDS.demo });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 403,
        i18nKey: ErrorKey.userFrozen,
        message: '该用户已冻结',
      });
      expect((await home(token)).statusCode).toBe(401);
    } finally {
      await t.app.db.update(sysUser).set({ status: UserStatus.normal }).where(eq(sysUser.username, 'sales'));
    }
  });
});

describe('POST /sys/logout', () => {
  it('ends the session, also when posted as JSON without a body', async () => {
    const token = await t.login('buyer');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/logout`,
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, i18nKey: 'success.logout' });

    const after = await home(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ i18nKey: ErrorKey.tokenInvalid, message: 'Token失效，请重新登录' });
  });

  it('leaves the user’s other sessions alone', async () => {
    const first = await t.login('buyer');
    const second = await t.login('buyer');
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/logout`,
      headers: { 'x-access-token': first },
    });
    expect((await home(second)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const [headers, i18nKey] of [
      [{}, ErrorKey.unauthorized],
      [{ 'x-access-token': '' }, ErrorKey.unauthorized],
      [{ 'x-access-token': 'x'.repeat(43) }, ErrorKey.tokenInvalid],
      [{ 'x-access-token': 'x'.repeat(5000) }, ErrorKey.unauthorized],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/mall/home`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().i18nKey).toBe(i18nKey);
    }
  });

  it('expires after its time, answering the Token失效 marker and removing the session', async () => {
    const token = await t.login('buyer');
    await t.app.db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sysSession.tokenHash, sha256(token)));

    const response = await home(token, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 401,
      i18nKey: ErrorKey.tokenInvalid,
      message: 'Token invalid, please log in again',
    });
    expect(
      await t.app.db
        .select()
        .from(sysSession)
        .where(eq(sysSession.tokenHash, sha256(token))),
    ).toEqual([]);
    expect((await home(token)).json().i18nKey).toBe(ErrorKey.tokenInvalid);
  });

  it('acts in the session’s tenant, or in the tenant_id header when it is one of the user’s tenants', async () => {
    const token = await t.login('admin');
    const [tenant] = await t.app.db.select({ id: sysTenant.id }).from(sysTenant);
    expect((await home(token, { tenant_id: '0' })).statusCode).toBe(200);
    expect((await home(token, { tenant_id: tenant?.id ?? '' })).statusCode).toBe(200);

    const foreign = await home(token, { tenant_id: '01890000-0000-7000-8000-000000000000' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 403, i18nKey: ErrorKey.tenantForbidden });
  });
});

describe('logs', () => {
  it('never contain a password or a session token', async () => {
    const token = await t.login('admin');
    await login({ username: 'admin', password: 'Wrong#password9' });
    await home(token);
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/logout`,
      headers: { 'x-access-token': token },
    });

    expect(captured.text()).toContain('/sys/login');
    for (const secret of [
      TEST_PASSWORDS.admin,
      TEST_PASSWORDS.demo,
      'Wrong#password9',
      token,
      sha256(token),
    ]) {
      expect(captured.text()).not.toContain(secret);
    }
  });
});
