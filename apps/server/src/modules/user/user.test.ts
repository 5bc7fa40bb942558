import { API_BASE, ErrorKey, UserStatus, type PageResult, type UserRecord } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#platform/auth/password';
import { newId } from '#platform/ids';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { addTenant, roleInTenant } from '../../test/fixtures';
import { sysTenant } from '../../test/tables';
import { sysUser, sysUserRole, sysUserTenant } from './schema';
import { expectFailure } from '../../test/envelope';

let t: TestApp;
let adminToken: string;
let tenantA: string;
let tenantB: string;

interface NewUser {
  username: string;
  realname?: string;
  phone?: string;
  status?: 1 | 2;
  delFlag?: number;
  tenants: string[];
  role?: string;
  createTime?: Date;
}

let passwordHash: string;
async function addUser(user: NewUser): Promise<void> {
  const id = newId();
  await t.app.db.insert(sysUser).values({
    id,
    username: user.username,
    realname: user.realname ?? user.username,
    password: passwordHash,
    phone: user.phone ?? null,
    status: user.status ?? UserStatus.normal,
    delFlag: user.delFlag ?? 0,
    createTime: user.createTime ?? new Date(),
  });
  for (const tenantId of user.tenants) await t.app.db.insert(sysUserTenant).values({ userId: id, tenantId });
  // Roles hold only in their tenant: the role of that code in each of the user's tenants.
  for (const tenantId of user.role ? user.tenants : []) {
    const roleId = await roleInTenant(t.app.db, user.role as string, tenantId);
    await t.app.db.insert(sysUserRole).values({ userId: id, roleId });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(TEST_PASSWORDS.demo);
  const [tenant] = await t.app.db.select({ id: sysTenant.id }).from(sysTenant);
  tenantA = tenant?.id ?? '';
  tenantB = newId();
  await t.app.db.insert(sysTenant).values({ id: tenantB, name: 'Tenant B' });

  // 25 more users in tenant A, created one minute apart so that createTime orders them.
  const start = Date.now() - 60 * 60_000;
  for (let i = 1; i <= 25; i++) {
    await addUser({
      username: `user${String(i).padStart(2, '0')}`,
      realname: i % 2 ? `张${i}` : `Smith ${i}`,
      phone: `1381000${String(i).padStart(4, '0')}`,
      status: i === 7 ? UserStatus.frozen : UserStatus.normal,
      tenants: [tenantA],
      createTime: new Date(start + i * 60_000),
    });
  }
  await addUser({ username: 'a%b_c', tenants: [tenantA] });
  await addUser({ username: 'axbyc', tenants: [tenantA] });
  await addUser({ username: 'gone', delFlag: 1, tenants: [tenantA] });
  await addUser({ username: 'b-admin', tenants: [tenantB], role: 'admin' });
  await addUser({ username: 'b-purchaser', tenants: [tenantB] });
  await addUser({ username: 'both', tenants: [tenantA, tenantB], role: 'admin' });
  adminToken = await t.login('admin');
});
afterAll(() => t?.close());

async function list(query: string, token = adminToken, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/user/list${query ? `?${query}` : ''}`,
    headers: { 'x-access-token': token, ...headers },
  });
}

async function page(query: string, token = adminToken, headers: Record<string, string> = {}) {
  const response = await list(query, token, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as PageResult<UserRecord>;
}

const usernames = (result: PageResult<UserRecord>) => result.records.map((record) => record.username);

// Tenant A: admin, sales, buyer, user01..user25, a%b_c, axbyc, both (gone is deleted; b-* are tenant B).
const TENANT_A_USERS = 31;

describe('GET /sys/user/list', () => {
  it('pages, newest first by default', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: TENANT_A_USERS, current: 1, size: 10, pages: 4 });
    expect(first.records).toHaveLength(10);

    const last = await page('pageNo=4&pageSize=10&_t=1700000000');
    expect(last).toMatchObject({ total: TENANT_A_USERS, current: 4, size: 10, pages: 4 });
    expect(last.records).toHaveLength(1);

    const all = await page('pageSize=100');
    const times = all.records.map((record) => record.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.records.map((record) => record.id)).size).toBe(TENANT_A_USERS);
  });

  it('answers records with roles and the status text in the request language', async () => {
    const zh = await page('username=admin');
    expect(zh.records).toEqual([
      {
        id: expect.any(String),
        username: 'admin',
        realname: '管理员',
        workNo: null,
        phone: null,
        email: null,
        status: 1,
        status_dictText: '正常',
        roles: ['管理员'],
        roleIds: [expect.any(String)],
        validFrom: null,
        validTo: null,
        departIds: expect.any(Array),
        post: '',
        post_dictText: '',
        positionIds: [],
        tenantIds: expect.arrayContaining([expect.any(String)]),
        customerType: null,
        companyName: null,
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        version: 0,
      },
    ]);
    const frozen = await page('username=user07', adminToken, { 'accept-language': 'en' });
    expect(frozen.records[0]).toMatchObject({ status: 2, status_dictText: 'Frozen' });
  });

  it('sorts by a whitelisted column', async () => {
    const ascending = usernames(await page('column=username&order=asc&pageSize=100'));
    expect(ascending).toEqual([...ascending].sort());
    const descending = usernames(await page('column=username&order=desc&pageSize=100'));
    expect(descending).toEqual([...ascending].reverse());
    const byRealname = (await page('column=realname&order=asc&pageSize=100')).records.map((r) => r.realname);
    expect(byRealname).toHaveLength(TENANT_A_USERS);
  });

  it('filters by username, realname and phone (contains) and status (equals)', async () => {
    expect(usernames(await page('username=user1&column=username&order=asc'))).toEqual([
      'user10',
      'user11',
      'user12',
      'user13',
      'user14',
      'user15',
      'user16',
      'user17',
      'user18',
      'user19',
    ]);
    expect(usernames(await page('username=*USER2*&column=username&order=asc'))).toEqual([
      'user20',
      'user21',
      'user22',
      'user23',
      'user24',
      'user25',
    ]);
    expect((await page('realname=Smith&pageSize=100')).total).toBe(12);
    expect(usernames(await page('phone=00013'))).toEqual(['user13']);
    expect(usernames(await page('status=2'))).toEqual(['user07']);
    expect((await page('status=1')).total).toBe(TENANT_A_USERS - 1);
    expect(usernames(await page('username=user0&realname=Smith&column=username&order=asc'))).toEqual([
      'user02',
      'user04',
      'user06',
      'user08',
    ]);
  });

  it('matches % and _ literally', async () => {
    expect(usernames(await page(`username=${encodeURIComponent('a%b_')}`))).toEqual(['a%b_c']);
    expect(usernames(await page('username=_'))).toEqual(['a%b_c']);
    expect((await page(`username=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it.each(['password', 'id;drop table sys_user', 'createTime desc', 'constructor'])(
    'refuses to sort by %s before any SQL runs',
    async (column) => {
      const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const query = vi.spyOn(client, 'query');
      try {
        const response = await list(`column=${encodeURIComponent(column)}`);
        expectFailure(response, 400, ErrorKey.sortColumnNotAllowed, {
          message: `不支持按字段 ${column} 排序`,
        });
        // The only statement of the request is the guard's session lookup.
        const statements = query.mock.calls.map(([first]) =>
          typeof first === 'string' ? first : (first as { text: string }).text,
        );
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/ from "sys_session" /);
      } finally {
        query.mockRestore();
      }
    },
  );

  it('refuses a filter that is not whitelisted', async () => {
    for (const key of ['password', 'del_flag', 'email', 'constructor']) {
      const response = await list(`${encodeURIComponent(key)}=1`, adminToken, { 'accept-language': 'en' });
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toMatchObject({
        i18nKey: ErrorKey.filterNotAllowed,
        message: `Filtering by ${key} is not allowed`,
      });
    }
  });

  it('validates the paging and filter values', async () => {
    for (const query of ['pageSize=501', 'pageNo=0', 'status=9', 'order=sideways']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().i18nKey, query).toBe(ErrorKey.validation);
    }
  });

  it('shows only the users of the caller’s tenant and never deleted ones', async () => {
    const a = usernames(await page('pageSize=100'));
    expect(a).toContain('both');
    expect(a).not.toContain('gone');
    expect(a.filter((username) => username.startsWith('b-'))).toEqual([]);
    expect((await page('username=b-')).total).toBe(0);

    const b = usernames(await page('pageSize=100&column=username&order=asc', await t.login('b-admin')));
    expect(b).toEqual(['b-admin', 'b-purchaser', 'both']);
  });

  it('follows the tenant_id header within the user’s own tenants', async () => {
    const token = await t.login('both');
    expect((await page('pageSize=100', token)).total).toBe(TENANT_A_USERS);
    expect(usernames(await page('column=username&order=asc', token, { tenant_id: tenantB }))).toEqual([
      'b-admin',
      'b-purchaser',
      'both',
    ]);
    const foreign = await list('', adminToken, { tenant_id: tenantB });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().i18nKey).toBe(ErrorKey.tenantForbidden);
  });

  it('grants a role only in its own tenant: admin of C, member of D, is refused in D', async () => {
    const tenantC = await addTenant(t.app.db, 'Tenant C');
    const tenantD = await addTenant(t.app.db, 'Tenant D');
    await addUser({ username: 'admin-of-c', tenants: [tenantC], role: 'admin' });
    const [member] = await t.app.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'admin-of-c'));
    await t.app.db.insert(sysUserTenant).values({ userId: member?.id as string, tenantId: tenantD });
    const token = await t.login('admin-of-c');
    expect((await list('', token, { tenant_id: tenantC })).statusCode).toBe(200);
    const refused = await list('', token, { tenant_id: tenantD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().i18nKey).toBe(ErrorKey.forbidden);
  });
});
