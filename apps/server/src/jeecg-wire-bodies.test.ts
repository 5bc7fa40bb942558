import { API_BASE, ErrorKey } from '@mall/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';
import { encryptPassword } from './test/transport';

// The add and edit forms of a JeecgBoot 2.4 admin, with the bodies its modals post: an edit sends the list
// row back with the changed fields, a bilingual text as one string, JeecgBoot's own field names, and
// dictionary codes as text.

let t: TestApp;
let admin: string;

function call(
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  payload?: unknown,
  locale = 'en',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': admin, 'accept-language': locale },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function resultOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success, response.body).toBe(true);
  return response.json().result as T;
}

type Row = Record<string, unknown> & { id: string };

/** The row of a list whose `key` is `value`, as the list answers it. */
async function rowOf(path: string, key: string, value: unknown): Promise<Row> {
  const page = resultOf<{ records: Row[] }>(await call('GET', `${path}?pageNo=1&pageSize=100`));
  const row = page.records.find((record) => record[key] === value);
  if (!row) throw new Error(`no row ${key}=${String(value)} in ${path}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

describe('roles', () => {
  it('adds without a description and edits from the list row', async () => {
    resultOf(await call('POST', '/sys/role/add', { roleName: 'Wire role', roleCode: 'wire_role' }));
    const row = await rowOf('/sys/role/list', 'roleCode', 'wire_role');
    const edited = resultOf<{ roleName: string }>(
      await call('PUT', '/sys/role/edit', { ...row, roleName: 'Wire role 2', role_dictText: 'x' }),
    );
    expect(edited.roleName).toBe('Wire role 2');
  });

  it('still refuses a key nobody reads, a wrong type and a limit', async () => {
    const row = await rowOf('/sys/role/list', 'roleCode', 'wire_role');
    expectFailure(await call('PUT', '/sys/role/edit', { ...row, secret: 1 }), 400, ErrorKey.validation);
    expectFailure(await call('PUT', '/sys/role/edit', { ...row, roleName: 5 }), 400, ErrorKey.validation);
    expectFailure(
      await call('PUT', '/sys/role/edit', { ...row, roleName: 'x'.repeat(500) }),
      400,
      ErrorKey.validation,
    );
  });
});

describe('dictionaries and their items', () => {
  it('take the name and the text as one string in the request language, the other language kept', async () => {
    const dict = resultOf<{ id: string; dictName: { zh: string; en: string } }>(
      await call('POST', '/sys/dict/add', {
        dictName: 'Wire colours',
        dictCode: 'wire_colour',
        description: '',
      }),
    );
    expect(dict.dictName).toEqual({ zh: 'Wire colours', en: 'Wire colours' });
    const row = await rowOf('/sys/dict/list', 'dictCode', 'wire_colour');
    resultOf(await call('PUT', '/sys/dict/edit', { ...row, dictName: '线色' }, 'zh'));
    const renamed = await rowOf('/sys/dict/list', 'dictCode', 'wire_colour');
    expect(renamed.dictName).toEqual({ zh: '线色', en: 'Wire colours' });

    // DictItemModal: add({sortOrder:1,status:1}) with the dictionary's id, status a 1/0 switch.
    const item = resultOf<{ id: string; enabled: boolean; itemText: { zh: string; en: string } }>(
      await call('POST', '/sys/dictItem/add', {
        sortOrder: 1,
        status: 1,
        dictId: dict.id,
        itemText: 'Red',
        itemValue: 'red',
        description: '',
      }),
    );
    expect(item).toMatchObject({ enabled: true, itemText: { zh: 'Red', en: 'Red' } });
    const itemRow = await rowOf(`/sys/dictItem/list?dictId=${dict.id}&_t=1`, 'itemValue', 'red');
    const editedItem = resultOf<{ enabled: boolean; itemText: { zh: string; en: string } }>(
      await call(
        'PUT',
        '/sys/dictItem/edit',
        { ...itemRow, dictId: dict.id, itemText: '红', status: 0 },
        'zh',
      ),
    );
    expect(editedItem).toMatchObject({ enabled: false, itemText: { zh: '红', en: 'Red' } });
  });
});

describe('menus', () => {
  it('adds with the modal defaults and edits the tree row with its node keys and children', async () => {
    // PermissionModal.add(): {status:'1', permsType:'1', sortNo:1.0, route:true, menuType:0}.
    const menu = resultOf<{ id: string; isRoute: boolean; hidden: boolean }>(
      await call('POST', '/sys/permission/add', {
        status: '1',
        permsType: '1',
        sortNo: 1.0,
        route: true,
        menuType: 0,
        name: 'Wire menu',
        url: '/wire',
        component: 'layouts/RouteView',
        icon: 'setting',
      }),
    );
    expect(menu).toMatchObject({ isRoute: true, hidden: false });
    const tree = resultOf<Row[]>(await call('GET', '/sys/permission/list'));
    const node = tree.find((row) => row.id === menu.id);
    expect(node).toBeDefined();
    const edited = resultOf<{ url: string }>(
      await call('PUT', '/sys/permission/edit', {
        ...node,
        key: menu.id,
        value: menu.id,
        title: 'Wire menu',
        isLeaf: true,
        children: [],
        createTime: '2026-11-20 08:00:00',
        updateTime: null,
        name: 'Wire menu 2',
        url: '/wire2',
      }),
    );
    expect(edited.url).toBe('/wire2');
  });
});

describe('departments', () => {
  it("take JeecgBoot's departName and departOrder, and the category as text", async () => {
    const depart = resultOf<{ id: string; sortNo: number; name: { zh: string; en: string } }>(
      await call('POST', '/sys/sysDepart/add', {
        orgCategory: '1',
        departName: 'Wire works',
        departOrder: 3,
        mobile: '',
        address: '',
        memo: '',
      }),
    );
    expect(depart).toMatchObject({ sortNo: 3, name: { zh: 'Wire works', en: 'Wire works' } });
  });
});

describe('positions', () => {
  it('add without a level, the rank as the dictionary select gives it', async () => {
    const position = resultOf<{ postLevel: number; postRank: number }>(
      await call('POST', '/sys/position/add', { code: 'WIRE', name: 'Wire', postRank: '2' }),
    );
    expect(position).toMatchObject({ postLevel: 1, postRank: 2 });
  });
});

describe('users', () => {
  it("add with JeecgBoot's comma-joined roles and departments, edit from the row, freeze a comma-joined batch", async () => {
    const roles = resultOf<{ id: string }[]>(await call('GET', '/sys/role/queryall'));
    const password = await encryptPassword(t.app, 'Str0ng#pass');
    // UserModal: model {selectedroles:'', selecteddeparts:''} and the form; departIds '' unless a leader.
    const user = resultOf<{ id: string; roleIds: string[] }>(
      await call('POST', '/sys/user/add', {
        selectedroles: roles
          .slice(0, 2)
          .map((role) => role.id)
          .join(','),
        selecteddeparts: '',
        username: 'wireuser',
        realname: 'Wire user',
        password,
        confirmpassword: password,
        userIdentity: 1,
        activitiSync: '1',
        departIds: '',
        email: null,
        phone: null,
      }),
    );
    expect(user.roleIds).toHaveLength(2);
    const row = await rowOf('/sys/user/list', 'username', 'wireuser');
    const edited = resultOf<{ realname: string; roleIds: string[] }>(
      await call('PUT', '/sys/user/edit', {
        ...row,
        realname: 'Wire user 2',
        selectedroles: roles[0]?.id,
        selecteddeparts: '',
        departIds: '',
        validTo: '2030-12-31 23:59:59',
      }),
    );
    expect(edited).toMatchObject({ realname: 'Wire user 2', roleIds: [roles[0]?.id] });
    const frozen = resultOf<{ count: number }>(
      await call('PUT', '/sys/user/frozenBatch', { ids: `${user.id},`, status: 2 }),
    );
    expect(frozen.count).toBe(1);
  });

  it('change a password named by username', async () => {
    const password = await encryptPassword(t.app, 'An0ther#pass');
    resultOf(
      await call('PUT', '/sys/user/changePassword', {
        username: 'wireuser',
        password,
        confirmpassword: password,
      }),
    );
  });
});

describe('tenants', () => {
  it('take dates as yyyy-MM-dd HH:mm:ss', async () => {
    const tenant = resultOf<{ beginDate: string; endDate: string }>(
      await call('POST', '/sys/tenant/add', {
        name: 'Wire tenant',
        beginDate: '2026-01-01 00:00:00',
        endDate: '2027-01-01 00:00:00',
        status: 1,
      }),
    );
    expect(Date.parse(tenant.beginDate)).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });
});

describe('form checks', () => {
  // JeecgBoot's validators (validateDuplicateValue, the rule-code check) call back only on HTTP 200.
  it('answer a taken value or a failed rule with 200, success false and the message', async () => {
    const taken = await call(
      'GET',
      '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin',
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      success: false,
      message: 'This value is not available: it already exists',
    });
    const failed = await call('GET', '/sys/checkRule/checkByCode?ruleCode=mobile&value=123');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ success: false, message: 'Your phone number format is incorrect' });
  });

  it('keep the status of other refusals', async () => {
    expect(
      (await call('GET', '/sys/duplicate/check?tableName=secret&fieldName=x&fieldVal=y')).statusCode,
    ).toBe(400);
    expect((await call('GET', '/sys/checkRule/checkByCode?ruleCode=nothing&value=1')).statusCode).toBe(400);
  });
});

describe('answers read by JeecgBoot', () => {
  it('role choices carry roleName and roleCode', async () => {
    const roles = resultOf<{ roleName: string; roleCode: string; name: string; code: string }[]>(
      await call('GET', '/sys/role/queryall'),
    );
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(role).toMatchObject({ roleName: role.name, roleCode: role.code });
  });
});
