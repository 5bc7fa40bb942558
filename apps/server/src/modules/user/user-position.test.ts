import {
  ErrorKey,
  OrgCategory,
  PositionRank,
  UserStatus,
  type AddressBookEntry,
  type DepartRecord,
  type PageResult,
  type PositionRecord,
  type UserAddRequest,
  type UserRecord,
} from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from '../../test/org-fixtures';
import { sysCustomer } from '../../test/tables';
import { encryptPassword } from '../../test/transport';

let t: TestApp;
let adminToken: string;
let defaultTenant: string;
let stranger: { tenantId: string; userId: string; token: string };

const call = (
  method: Method,
  path: string,
  payload?: unknown,
  token = adminToken,
  language: 'zh' | 'en' = 'zh',
) => apiCall(t, token, method, path, payload, language);

let counter = 0;
async function added(overrides: Partial<UserAddRequest> = {}, token = adminToken) {
  counter += 1;
  const body = {
    username: `pos${counter}`,
    realname: `Pos ${counter}`,
    password: await encryptPassword(t.app, 'Str0ng#pass'),
    phone: null,
    email: null,
    status: UserStatus.normal,
    roleIds: [],
    ...overrides,
  };
  return resultOf<UserRecord>(await call('POST', '/sys/user/add', body, token));
}

const editBody = (user: UserRecord) => ({
  id: user.id,
  version: user.version,
  realname: user.realname,
  phone: user.phone,
  email: user.email,
  status: UserStatus.normal,
  roleIds: user.roleIds,
});

async function addPosition(code: string, name: string, token = adminToken, nameEn?: string) {
  return resultOf<PositionRecord>(
    await call(
      'POST',
      '/sys/position/add',
      { code, name, ...(nameEn ? { nameEn } : {}), postRank: PositionRank.staff, postLevel: 1 },
      token,
    ),
  );
}

const addDepart = async (name: string, parentId: string | null = null, token = adminToken) =>
  resultOf<DepartRecord>(
    await call(
      'POST',
      '/sys/sysDepart/add',
      { name: { zh: name, en: `${name} EN` }, orgCategory: OrgCategory.company, parentId },
      token,
    ),
  );

const addressBook = async (query: string, token = adminToken, language: 'zh' | 'en' = 'zh') =>
  resultOf<PageResult<AddressBookEntry>>(
    await call('GET', `/sys/user/queryByOrgCodeForAddressList?${query}`, undefined, token, language),
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  defaultTenant = await defaultTenantId(t);
  stranger = await addTenantWithUser(t, 'Position strangers', 'pos-stranger');
});
afterAll(() => t?.close());

describe('users hold positions', () => {
  it('stores positions by id or by code and shows them on queryById, list and edit', async () => {
    const manager = await addPosition('p-mgr', '经理', adminToken, 'Manager');
    const clerk = await addPosition('p-clerk', '文员');
    const byId = await added({ positionIds: [manager.id, clerk.id], workNo: 'W-001' });
    expect(byId).toMatchObject({ post: 'p-clerk,p-mgr', post_dictText: '文员, 经理', workNo: 'W-001' });
    expect(byId.positionIds).toEqual([clerk.id, manager.id]);

    // JeecgBoot's form sends the codes comma-separated.
    const byCode = await added({ post: ' p-mgr ,,p-mgr' });
    expect(byCode.post).toBe('p-mgr');
    const read = resultOf<UserRecord>(
      await call('GET', `/sys/user/queryById?id=${byCode.id}`, undefined, adminToken, 'en'),
    );
    expect(read).toMatchObject({ post: 'p-mgr', post_dictText: 'Manager', positionIds: [manager.id] });
    const listed = resultOf<PageResult<UserRecord>>(
      await call('GET', `/sys/user/list?username=${byCode.username}`),
    );
    expect(listed.records.map((user) => user.post_dictText)).toEqual(['经理']);

    // Left out, the positions stay; sent, they are replaced; '' holds none.
    const kept = resultOf<UserRecord>(await call('PUT', '/sys/user/edit', editBody(byId)));
    expect(kept.post).toBe('p-clerk,p-mgr');
    expect(kept.workNo).toBe('W-001');
    const changed = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(kept), positionIds: [manager.id], workNo: null }),
    );
    expect(changed).toMatchObject({ post: 'p-mgr', workNo: null });
    const cleared = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(changed), post: '' }),
    );
    expect(cleared).toMatchObject({ post: '', post_dictText: '', positionIds: [] });
  });

  it('refuses another tenant’s position, by id or by code, with a 400 on that field', async () => {
    const foreign = await addPosition('p-foreign', '外部职务', stranger.token);
    const byId = await call('POST', '/sys/user/add', {
      username: 'pos-foreign-id',
      realname: 'Foreign',
      phone: null,
      email: null,
      password: await encryptPassword(t.app, 'Str0ng#pass'),
      status: UserStatus.normal,
      roleIds: [],
      positionIds: [foreign.id],
    });
    expectFailure(byId, 400, ErrorKey.validation);
    expect(byId.json().errors).toEqual([{ field: 'positionIds', message: '职务不存在' }]);
    const nobody = resultOf<PageResult<UserRecord>>(
      await call('GET', '/sys/user/list?username=pos-foreign-id'),
    );
    expect(nobody.total).toBe(0);

    const user = await added();
    const byCode = await call('PUT', '/sys/user/edit', { ...editBody(user), post: 'p-foreign' });
    expectFailure(byCode, 400, ErrorKey.validation);
    expect(byCode.json().errors).toEqual([{ field: 'post', message: '职务不存在' }]);
    // Both (a JeecgBoot form's row sent back): the codes it edits count.
    const both = resultOf<UserRecord>(
      await call('PUT', '/sys/user/edit', { ...editBody(user), post: '', positionIds: [foreign.id] }),
    );
    expect(both.positionIds).toEqual([]);
    // The stranger's own users may hold it.
    const theirs = await added({ post: 'p-foreign' }, stranger.token);
    expect(theirs.positionIds).toEqual([foreign.id]);
  });

  it('refuses to delete a position a live user holds, and deletes it once nobody does', async () => {
    const held = await addPosition('p-held', '在任职务');
    const holder = await added({ positionIds: [held.id] });
    const refused = await call('DELETE', `/sys/position/delete?id=${held.id}`);
    expectFailure(refused, 400, 'position.heldByUsers');
    expect(refused.json().message).toContain('1');
    const stillThere = resultOf<PositionRecord>(await call('GET', `/sys/position/queryById?id=${held.id}`));
    expect(stillThere.id).toBe(held.id);
    // A deleted user's link does not keep the position.
    resultOf(await call('DELETE', `/sys/user/delete?id=${holder.id}`));
    resultOf(await call('DELETE', `/sys/position/delete?id=${held.id}`));
    expectFailure(await call('GET', `/sys/position/queryById?id=${held.id}`), 404, ErrorKey.notFound);
  });
});

describe('the address book', () => {
  let root: DepartRecord;
  let child: DepartRecord;
  let other: DepartRecord;
  let alice: UserRecord;
  let bob: UserRecord;

  beforeAll(async () => {
    const engineer = await addPosition('ab-eng', '工程师', adminToken, 'Engineer');
    root = await addDepart('通讯录总部');
    child = await addDepart('通讯录研发', root.id);
    other = await addDepart('通讯录其他');
    alice = await added({
      realname: 'AB Alice',
      workNo: 'AB-100',
      phone: '13900000101',
      email: 'ab.alice@example.com',
      departIds: [child.id],
      positionIds: [engineer.id],
    });
    bob = await added({ realname: 'AB Bob', workNo: 'AB-200', phone: '13900000102', departIds: [other.id] });
    // A customer of the tenant in the department is no staff member: not listed.
    const customerId = await addUser(t.app.db, { username: 'ab-customer', tenants: [defaultTenant] });
    await t.app.db.insert(sysCustomer).values({
      userId: customerId,
      companyName: 'AB Co',
      area: 'CN',
      address: 'Somewhere 2',
      customerType: 'agent',
      contactPerson: 'Li',
    });
    resultOf(
      await call('PUT', '/sys/user/edit', {
        ...editBody(resultOf<UserRecord>(await call('GET', `/sys/user/queryById?id=${customerId}`))),
        departIds: [child.id],
      }),
    );
  });

  it('lists a department’s people and those below it, with positions and department names', async () => {
    const page = await addressBook(`orgCode=${root.orgCode}`);
    expect(page.records).toEqual([
      {
        id: alice.id,
        realname: 'AB Alice',
        workNo: 'AB-100',
        post: 'ab-eng',
        post_dictText: '工程师',
        departName: '通讯录研发',
        phone: '13900000101',
        email: 'ab.alice@example.com',
      },
    ]);
    const english = await addressBook(`orgCode=${child.orgCode}`, adminToken, 'en');
    expect(english.records.map((entry) => [entry.post_dictText, entry.departName])).toEqual([
      ['Engineer', '通讯录研发 EN'],
    ]);
    expect((await addressBook(`orgCode=${other.orgCode}`)).records.map((entry) => entry.id)).toEqual([
      bob.id,
    ]);
  });

  it('filters by name and work number, and pages', async () => {
    expect((await addressBook('realname=ab%20bo')).records.map((entry) => entry.id)).toEqual([bob.id]);
    expect((await addressBook('workNo=AB-1')).records.map((entry) => entry.id)).toEqual([alice.id]);
    // LIKE wildcards in a filter match themselves.
    expect((await addressBook('workNo=AB_1')).total).toBe(0);
    const first = await addressBook('realname=AB%20&pageSize=1&pageNo=1');
    const second = await addressBook('realname=AB%20&pageSize=1&pageNo=2');
    expect([first.total, first.pages, first.current, first.size]).toEqual([2, 2, 1, 1]);
    expect([first.records[0]?.id, second.records[0]?.id]).toEqual([alice.id, bob.id]);
    expectFailure(
      await call('GET', '/sys/user/queryByOrgCodeForAddressList?sort=realname'),
      400,
      ErrorKey.validation,
    );
  });

  it('shows the acting tenant’s people only', async () => {
    const theirs = await added({ realname: 'AB Stranger' }, stranger.token);
    const mine = await addressBook('realname=AB');
    expect(mine.records.map((entry) => entry.id)).not.toContain(theirs.id);
    const seen = await addressBook('realname=AB', stranger.token);
    expect(seen.records.map((entry) => entry.id)).toEqual([theirs.id]);
    // Another tenant's org code finds nobody of it.
    expect((await addressBook(`orgCode=${root.orgCode}`, stranger.token)).total).toBe(0);
  });

  it('leaves out the phone of whoever chose to hide it', async () => {
    const token = await t.login(alice.username, 'Str0ng#pass');
    expect(resultOf(await call('GET', '/sys/user/privacySettings', undefined, token))).toEqual({
      hidePhone: false,
    });
    expect(resultOf(await call('PUT', '/sys/user/privacySettings', { hidePhone: true }, token))).toEqual({
      hidePhone: true,
    });
    const response = await call('GET', `/sys/user/queryByOrgCodeForAddressList?orgCode=${child.orgCode}`);
    expect(response.body).not.toContain('13900000101');
    expect(resultOf<PageResult<AddressBookEntry>>(response).records[0]).toMatchObject({
      id: alice.id,
      phone: null,
      email: 'ab.alice@example.com',
    });
    // The users list, an administrator's tool, still has it.
    const user = resultOf<UserRecord>(await call('GET', `/sys/user/queryById?id=${alice.id}`));
    expect(user.phone).toBe('13900000101');
    resultOf(await call('PUT', '/sys/user/privacySettings', { hidePhone: false }, token));
    expect((await addressBook(`orgCode=${child.orgCode}`)).records[0]?.phone).toBe('13900000101');
    expectFailure(
      await call('PUT', '/sys/user/privacySettings', { hidePhone: 'yes' }, token),
      400,
      ErrorKey.validation,
    );
  });

  it('needs its own permission', async () => {
    const buyer = await t.login('buyer');
    expectFailure(
      await call('GET', '/sys/user/queryByOrgCodeForAddressList', undefined, buyer),
      403,
      ErrorKey.forbidden,
    );
    const sales = await t.login('sales');
    expect((await addressBook('realname=AB%20Alice', sales)).total).toBe(1);
  });
});
