import { API_BASE, MultiDepart } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { encryptPassword } from '../../test/transport';
import { sysTenant, sysUser } from '../../test/tables';
import { departsOfUser } from './service';

let t: TestApp;
let defaultTenant: string;
let secondTenant: string;

async function userId(username: string): Promise<string> {
  const [user] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

async function storedOrgCode(username: string): Promise<string | null> {
  const [user] = await t.app.db
    .select({ orgCode: sysUser.orgCode })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  return user?.orgCode ?? null;
}

function headers(token: string, extra: Record<string, string> = {}) {
  return { 'x-access-token': token, 'accept-language': 'en', ...extra };
}

function currentDeparts(token: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/user/getCurrentUserDeparts`,
    headers: headers(token, extra),
  });
}

function selectDepart(token: string, payload: unknown, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/selectDepart`,
    headers: headers(token, extra),
    payload: payload as Record<string, unknown>,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await t.app.db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant);
  defaultTenant = tenants.find((tenant) => tenant.name === '默认租户')?.id ?? '';
  secondTenant = tenants.find((tenant) => tenant.name === '演示租户B')?.id ?? '';
  expect(defaultTenant).not.toBe('');
  expect(secondTenant).not.toBe('');
});
afterAll(() => t?.close());

describe('departsOfUser (the login answer part)', () => {
  it('gives a user with several departments all of them, in tree order, and multi_depart 2', async () => {
    const result = await departsOfUser(t.app.db, await userId('sales'), defaultTenant, 'en');
    expect(result.multi_depart).toBe(MultiDepart.several);
    expect(result.departs.map((depart) => [depart.orgCode, depart.departName])).toEqual([
      ['A01A01', 'Sales Department'],
      ['A01A02', 'Marketing Department'],
    ]);
    // Several departments and none chosen yet: the first becomes the current one until the user picks.
    expect(await storedOrgCode('sales')).toBe('A01A01');
  });

  it('gives one department as multi_depart 1 and makes it the current one', async () => {
    const result = await departsOfUser(t.app.db, await userId('admin'), defaultTenant, 'zh');
    expect(result).toEqual({
      departs: [
        {
          id: expect.any(String),
          parentId: expect.any(String),
          orgCode: 'A01A01',
          departName: '销售部',
          orgCategory: 2,
        },
      ],
      multi_depart: MultiDepart.one,
    });
    expect(await storedOrgCode('admin')).toBe('A01A01');
  });

  it('gives a user without a department none (multi_depart 0) and leaves the current one alone', async () => {
    expect(await departsOfUser(t.app.db, await userId('buyer'), defaultTenant)).toEqual({
      departs: [],
      multi_depart: MultiDepart.none,
    });
    expect(await storedOrgCode('buyer')).toBeNull();
  });

  it('counts only the departments of the tenant asked for', async () => {
    const result = await departsOfUser(t.app.db, await userId('admin'), secondTenant, 'en');
    expect(result.departs.map((depart) => depart.departName)).toEqual(['Operations Department']);
    expect(await departsOfUser(t.app.db, await userId('sales'), secondTenant)).toEqual({
      departs: [],
      multi_depart: MultiDepart.none,
    });
  });
});

describe('GET /sys/user/getCurrentUserDeparts', () => {
  it('lists the caller’s departments in the acting tenant with the current org code', async () => {
    const token = await t.login('sales');
    await t.app.db.update(sysUser).set({ orgCode: 'A01A02' }).where(eq(sysUser.username, 'sales'));
    const response = await currentDeparts(token);
    expect(response.statusCode, response.body).toBe(200);
    const { list, orgCode } = response.json().result;
    expect(list.map((depart: { departName: string }) => depart.departName)).toEqual([
      'Sales Department',
      'Marketing Department',
    ]);
    expect(orgCode).toBe('A01A02');
  });

  it('answers a null org code when the current department is not in the acting tenant', async () => {
    const token = await t.login('admin');
    await t.app.db.update(sysUser).set({ orgCode: 'A01A02' }).where(eq(sysUser.username, 'admin'));
    const response = await currentDeparts(token, { tenant_id: secondTenant });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      list: [{ orgCode: 'A01A01', departName: 'Operations Department' }],
      orgCode: null,
    });
  });

  it('answers an empty list to a user without departments', async () => {
    const response = await currentDeparts(await t.login('buyer'));
    expect(response.json().result).toEqual({ list: [], orgCode: null });
  });

  it('refuses a caller without a session (401) and a tenant the caller does not belong to (403)', async () => {
    expectFailure(
      await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/user/getCurrentUserDeparts` }),
      401,
      'error.unauthorized',
    );
    expectFailure(
      await currentDeparts(await t.login('sales'), { tenant_id: secondTenant }),
      403,
      'error.tenantForbidden',
    );
  });
});

describe('POST /sys/selectDepart', () => {
  it('makes one of the caller’s departments the current one and answers the user with it', async () => {
    const token = await t.login('sales');
    const response = await selectDepart(token, { orgCode: 'A01A02', username: 'sales' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual({
      userInfo: {
        id: await userId('sales'),
        username: 'sales',
        realname: '销售代表',
        avatar: null,
        phone: null,
        email: null,
        relTenantIds: defaultTenant,
        roles: ['sales'],
        orgCode: 'A01A02',
      },
    });
    expect(await storedOrgCode('sales')).toBe('A01A02');
    expect((await currentDeparts(token)).json().result.orgCode).toBe('A01A02');

    await selectDepart(token, { orgCode: 'A01A01', username: 'sales' });
    expect(await storedOrgCode('sales')).toBe('A01A01');
  });

  it('chooses among the departments of the acting tenant (tenant_id header)', async () => {
    const token = await t.login('admin');
    const response = await selectDepart(
      token,
      { orgCode: 'A01A01', username: 'admin' },
      { tenant_id: secondTenant },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.userInfo).toMatchObject({
      orgCode: 'A01A01',
      relTenantIds: [defaultTenant, secondTenant].sort().join(','),
    });
    // Marketing exists in the default tenant only, and admin is not in it anyway.
    expectFailure(
      await selectDepart(token, { orgCode: 'A01A02', username: 'admin' }, { tenant_id: secondTenant }),
      403,
      'depart.notYours',
    );
  });

  it('refuses a department the caller does not belong to, without changing the current one', async () => {
    const token = await t.login('sales');
    await selectDepart(token, { orgCode: 'A01A02', username: 'sales' });
    // A01 is the company itself: it exists, but sales is not a member.
    for (const orgCode of ['A01', 'Z99', 'A01A01A01']) {
      expectFailure(
        await selectDepart(token, { orgCode, username: 'sales' }),
        403,
        'depart.notYours',
        { message: 'You do not belong to this department' },
        orgCode,
      );
    }
    expect(await storedOrgCode('sales')).toBe('A01A02');
  });

  it('refuses to choose for another account', async () => {
    const token = await t.login('sales');
    const before = await storedOrgCode('admin');
    const response = await selectDepart(token, { orgCode: 'A01A01', username: 'admin' });
    expectFailure(response, 403, 'depart.notYourAccount');
    expect(await storedOrgCode('admin')).toBe(before);
  });

  it('refuses a missing or empty org code (400), no session (401) and a foreign tenant (403)', async () => {
    const token = await t.login('sales');
    expectFailure(await selectDepart(token, { username: 'sales' }), 400, 'error.validation');
    expectFailure(await selectDepart(token, { orgCode: '  ', username: 'sales' }), 400, 'error.validation');
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/selectDepart`,
        payload: { orgCode: 'A01A01', username: 'sales' },
      }),
      401,
      'error.unauthorized',
    );
    expectFailure(
      await selectDepart(token, { orgCode: 'A01A01', username: 'sales' }, { tenant_id: secondTenant }),
      403,
      'error.tenantForbidden',
    );
  });
});

describe('POST /sys/login answers the departments', () => {
  async function loginAnswer(username: string) {
    const password = username === 'admin' ? TEST_PASSWORDS.admin : TEST_PASSWORDS.demo;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'accept-language': 'en' },
      payload: { username, password: await encryptPassword(t.app, password) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { departs, multi_depart } = response.json().result as {
      departs: { departName: string }[];
      multi_depart: number;
    };
    return { names: departs.map((depart) => depart.departName), multi_depart };
  }

  it('of the tenant the session starts in, with multi_depart 0, 1 or 2', async () => {
    expect(await loginAnswer('sales')).toEqual({
      names: ['Sales Department', 'Marketing Department'],
      multi_depart: 2,
    });
    expect(await loginAnswer('admin')).toEqual({ names: ['Sales Department'], multi_depart: 1 });
    expect(await loginAnswer('buyer')).toEqual({ names: [], multi_depart: 0 });
    expect(await loginAnswer('b-manager')).toEqual({ names: ['Operations Department'], multi_depart: 1 });
  });
});
