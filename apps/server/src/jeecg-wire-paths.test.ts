import { API_BASE } from '@mall/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

/*
 * The calls a JeecgBoot 2.4 admin front end makes that our own web app does not, sent as its source
 * builds them: the path it names, its query parameters (every GET adds `_t`) or body, and the shape of
 * what its pages read back.
 */

let t: TestApp;
let admin: string;

function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: Record<string, string> = {},
  body?: object,
) {
  const query = new URLSearchParams(method === 'GET' ? { _t: '1733130000', ...params } : params);
  const search = query.size ? `?${query.toString()}` : '';
  return t.app.inject({
    method,
    url: `${API_BASE}${path}${search}`,
    headers: { 'x-access-token': admin, 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The envelope's result of a successful answer. */
function resultOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const envelope = response.json() as { success: boolean; result: T };
  expect(envelope.success, response.body).toBe(true);
  return envelope.result;
}

/** An answer JeecgBoot sends unwrapped (Spring's own endpoints). */
function bodyOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

describe('home page and menus', () => {
  it('answers the menus by GET, as the client asks for them first after sign-in', async () => {
    const menus = resultOf<{ menu: unknown[]; auth: unknown[]; allAuth: unknown[] }>(
      await send('GET', '/sys/permission/getUserPermissionByToken'),
    );
    expect(menus.menu.length).toBeGreaterThan(0);
    expect(Array.isArray(menus.auth) && Array.isArray(menus.allAuth)).toBe(true);
  });

  it('answers the sign-in figures of the home page (IndexChart)', async () => {
    await t.app.auditLog?.flush();
    const info = resultOf<Record<string, unknown>>(await send('GET', '/sys/loginfo'));
    expect(info).toEqual({
      totalVisitCount: expect.any(Number),
      todayVisitCount: expect.any(Number),
      todayIp: expect.any(Number),
    });
    // The admin's own sign-in above is today's.
    expect(info.todayVisitCount).toBeGreaterThan(0);
    const visits = resultOf<{ visit: number; ip: number; tian: string; type: string }[]>(
      await send('GET', '/sys/visitInfo'),
    );
    expect(visits.at(-1)).toEqual({
      visit: expect.any(Number),
      ip: expect.any(Number),
      tian: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      type: expect.stringMatching(/^\d{2}-\d{2}$/),
    });
  });
});

describe('permissions', () => {
  it('answers the whole tree with every id (queryTreeList)', async () => {
    const tree = resultOf<{ treeList: { key: string; title: string }[]; ids: string[] }>(
      await send('GET', '/sys/permission/queryTreeList'),
    );
    expect(tree.treeList[0]).toMatchObject({ key: expect.any(String), title: expect.any(String) });
    expect(tree.ids.length).toBeGreaterThan(tree.treeList.length);
  });

  it("answers a menu's data rules and a department's grants as lists", async () => {
    const menuId =
      resultOf<{ ids: string[] }>(await send('GET', '/sys/permission/queryTreeList')).ids[0] ?? '';
    expect(
      resultOf(await send('GET', '/sys/permission/getPermRuleListByPermId', { permissionId: menuId })),
    ).toEqual([]);
    const departs = resultOf<{ id: string }[]>(await send('GET', '/sys/sysDepart/queryTreeList'));
    expect(
      resultOf(
        await send('GET', '/sys/permission/queryDepartPermission', { departId: departs[0]?.id ?? '' }),
      ),
    ).toEqual([]);
    expect(
      (await send('GET', '/sys/permission/queryDepartPermission', { departId: 'nope' })).statusCode,
    ).toBe(404);
  });
});

describe('announcements', () => {
  it("revokes by JeecgBoot's spelling (doReovkeData)", async () => {
    const { id } = resultOf<{ id: string }>(
      await send('POST', '/sys/annountCement/add', {}, { titile: 'Wire revoke' }),
    );
    resultOf(await send('GET', '/sys/annountCement/doReleaseData', { id }));
    const revoked = resultOf<{ sendStatus: string }>(
      await send('GET', '/sys/annountCement/doReovkeData', { id }),
    );
    expect(revoked.sendStatus).toBe('2');
  });
});

describe('monitoring', () => {
  it("answers Redis's key count and memory unwrapped, and the disks in the envelope", async () => {
    expect(bodyOf(await send('GET', '/sys/actuator/redis/keysSize'))).toEqual({
      dbSize: expect.any(Number),
      create_time: expect.any(Number),
    });
    expect(bodyOf(await send('GET', '/sys/actuator/redis/memoryInfo'))).toEqual({
      used_memory: expect.any(Number),
      create_time: expect.any(Number),
    });
    const disks = resultOf<{ name: string; max: number; rest: number; restPPT: number }[]>(
      await send('GET', '/sys/actuator/redis/queryDiskInfo'),
    );
    for (const disk of disks) expect(disk.restPPT).toBeLessThanOrEqual(100);
  });

  it("answers Actuator's metrics and trace in Spring's shape (JvmInfo, TomcatInfo, HttpTrace)", async () => {
    const memory = bodyOf<{ name: string; measurements: { value: number }[] }>(
      await send('GET', '/actuator/metrics/jvm.memory.used'),
    );
    expect(memory.name).toBe('jvm.memory.used');
    expect(memory.measurements[0]?.value).toBeGreaterThan(0);
    // The client reads a timer's count and total time as its first two measurements.
    const pauses = bodyOf<{ measurements: unknown[] }>(await send('GET', '/actuator/metrics/jvm.gc.pause'));
    expect(pauses.measurements.length).toBeGreaterThanOrEqual(2);
    const trace = bodyOf<{
      traces: { request: { method: string; uri: string }; response: { status: number } }[];
    }>(await send('GET', '/actuator/httptrace'));
    expect(trace.traces[0]).toMatchObject({
      timestamp: expect.any(String),
      request: { method: expect.any(String), uri: expect.any(String) },
      response: { status: expect.any(Number) },
      timeTaken: expect.any(Number),
    });
  });
});

describe('dictionaries', () => {
  it('answers every dictionary at once, and an empty recycle bin', async () => {
    const all = resultOf<Record<string, { value: string; text: string; title: string }[]>>(
      await send('GET', '/sys/dict/queryAllDictItems'),
    );
    const [code, items] = Object.entries(all)[0] ?? [];
    expect(code).toEqual(expect.any(String));
    expect(items?.[0]).toMatchObject({
      value: expect.any(String),
      text: expect.any(String),
      title: expect.any(String),
    });
    expect(resultOf(await send('GET', '/sys/dict/deleteList'))).toEqual([]);
  });

  it("checks an item value with HTTP 200 either way, as the item form's validator reads it", async () => {
    const dict = resultOf<{ records: { id: string }[] }>(await send('GET', '/sys/dict/list')).records[0];
    const item = resultOf<{ records: { id: string; itemValue: string }[] }>(
      await send('GET', '/sys/dictItem/list', { dictId: dict?.id ?? '' }),
    ).records[0];
    const check = (params: Record<string, string>) => send('GET', '/sys/dictItem/dictItemCheck', params);
    const taken = await check({ itemValue: item?.itemValue ?? '', dictId: dict?.id ?? '' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ success: false, message: expect.any(String) });
    // The edited item itself does not count.
    resultOf(await check({ itemValue: item?.itemValue ?? '', dictId: dict?.id ?? '', id: item?.id ?? '' }));
    resultOf(await check({ itemValue: 'wire-free-value', dictId: dict?.id ?? '' }));
  });
});

describe('departments', () => {
  it('searches by GET (searchBy) and answers the tree of the parent picker (queryIdTree)', async () => {
    const tree = resultOf<{ key: string; value: string; title: string }[]>(
      await send('GET', '/sys/sysDepart/queryIdTree'),
    );
    expect(tree[0]).toMatchObject({
      key: expect.any(String),
      value: expect.any(String),
      title: expect.any(String),
    });
    const word = tree[0]?.title.slice(0, 2) ?? '';
    const found = resultOf<{ title: string }[]>(
      await send('GET', '/sys/sysDepart/searchBy', { keyWord: word }),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((node) => node.title.includes(word))).toBe(true);
  });
});

describe('users', () => {
  type UserRow = { id: string; username: string; roleIds: string[]; departIds: string[] };
  const users = async () =>
    resultOf<{ records: UserRow[] }>(await send('GET', '/sys/user/list', { pageSize: '100' })).records;

  it("answers a user's role ids and departments for the user form", async () => {
    const member = (await users()).find((user) => user.departIds.length > 0 && user.roleIds.length > 0);
    expect(member).toBeDefined();
    expect(resultOf(await send('GET', '/sys/user/queryUserRole', { userid: member?.id ?? '' }))).toEqual(
      member?.roleIds,
    );
    const departs = resultOf<{ key: string; value: string; title: string }[]>(
      await send('GET', '/sys/user/userDepartList', { userId: member?.id ?? '' }),
    );
    expect(departs.map((depart) => depart.key).sort()).toEqual([...(member?.departIds ?? [])].sort());
    expect(departs[0]).toMatchObject({ value: departs[0]?.key, title: expect.any(String) });
    expect((await send('GET', '/sys/user/queryUserRole', { userid: 'nope' })).statusCode).toBe(404);
  });

  it('lists a department’s users for the pickers, and answers the users a field names unwrapped', async () => {
    const member = (await users()).find((user) => user.departIds.length > 0);
    const departId = member?.departIds[0] ?? '';
    const byDepart = resultOf<{ records: { username: string; orgCodeTxt: string | null }[]; total: number }>(
      await send('GET', '/sys/user/departUserList', { depId: departId, pageNo: '1', pageSize: '10' }),
    );
    expect(byDepart.records.map((user) => user.username)).toContain(member?.username);
    const component = resultOf<{ records: { username: string }[]; total: number }>(
      await send('GET', '/sys/user/queryUserComponentData', {
        departId,
        username: member?.username ?? '',
        pageNo: '1',
        pageSize: '10',
      }),
    );
    expect(component.records.map((user) => user.username)).toEqual([member?.username]);
    const other = (await users()).find((user) => user.username !== 'admin')?.username ?? '';
    const named = bodyOf<{ username: string; password?: string }[]>(
      await send('GET', '/sys/user/getMultiUser', { username: `admin,${other}` }),
    );
    expect(named.map((user) => user.username).sort()).toEqual(['admin', other].sort());
    expect(named[0]).not.toHaveProperty('password');
  });

  it('lists the deleted users (recycleBin)', async () => {
    const victim = (await users()).find((user) => user.username !== 'admin' && user.departIds.length === 0);
    expect(victim).toBeDefined();
    resultOf(
      await t.app.inject({
        method: 'DELETE',
        url: `${API_BASE}/sys/user/delete?id=${victim?.id ?? ''}`,
        headers: { 'x-access-token': admin },
      }),
    );
    const bin = resultOf<{ id: string; username: string }[]>(await send('GET', '/sys/user/recycleBin'));
    expect(bin.map((user) => user.id)).toContain(victim?.id);
  });
});

describe('categories, online users, data log', () => {
  it('lists one level of categories at a time (rootList)', async () => {
    const roots = resultOf<{ records: { id: string; pid: string }[]; total: number }>(
      await send('GET', '/sys/category/rootList', {
        field: 'id,name,code',
        pageNo: '1',
        pageSize: '10',
        column: 'createTime',
        order: 'desc',
      }),
    );
    expect(roots.records.length).toBeGreaterThan(0);
    expect(roots.records.every((record) => record.pid === '0')).toBe(true);
    const children = resultOf<{ records: { pid: string }[] }>(
      await send('GET', '/sys/category/rootList', { pid: roots.records[0]?.id ?? '' }),
    );
    expect(children.records.every((record) => record.pid === roots.records[0]?.id)).toBe(true);
  });

  it('lists the open sessions of the tenant, and an empty data log', async () => {
    const online = resultOf<{ records: { username: string; token: string }[]; total: number }>(
      await send('GET', '/sys/online/list', { username: 'admin', pageNo: '1', pageSize: '10' }),
    );
    expect(online.total).toBeGreaterThan(0);
    expect(online.records[0]?.username).toBe('admin');
    expect(online.records[0]?.token).not.toBe(admin);
    expect(resultOf(await send('GET', '/sys/dataLog/list', { pageNo: '1', pageSize: '10' }))).toMatchObject({
      records: [],
      total: 0,
    });
  });
});

describe('online reports and data sources', () => {
  it("answers a report's columns with a page of its data, and its parameters", async () => {
    const report = resultOf<{ id: string }>(
      await send(
        'POST',
        '/online/cgreport/head/add',
        {},
        {
          code: 'wire_positions',
          name: 'Wire positions',
          cgrSql: 'select code, name, post_level from report.positions where post_level >= ${min_level}',
          items: [
            { fieldName: 'code', fieldTxt: 'Code', orderNum: 1 },
            { fieldName: 'name', fieldTxt: 'Name', orderNum: 2 },
            { fieldName: 'post_level', fieldTxt: 'Level', orderNum: 3 },
          ],
          params: [{ paramName: 'min_level', paramTxt: 'Lowest level', paramValue: '1' }],
        },
      ),
    );
    const both = resultOf<{
      columns: { dataIndex: string }[];
      cgreportHeadName: string;
      data: { records: unknown[]; total: number };
    }>(
      await send('GET', `/online/cgreport/api/getColumnsAndData/${report.id}`, {
        pageNo: '1',
        pageSize: '10',
      }),
    );
    expect(both.columns.map((column) => column.dataIndex)).toEqual(['code', 'name', 'post_level']);
    expect(both.cgreportHeadName).toBe('Wire positions');
    expect(both.data).toMatchObject({ records: expect.any(Array), total: expect.any(Number) });
    expect(resultOf(await send('GET', `/online/cgreport/api/getParamsInfo/${report.id}`))).toEqual([
      { paramName: 'min_level', paramTxt: 'Lowest level', paramValue: '1' },
    ]);
  });

  it("takes the data source form's fields to test a connection, and refuses a host not allowed", async () => {
    const answer = await send(
      'POST',
      '/online/cgreport/api/testConnection',
      {},
      {
        dbType: '6',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: 'jdbc:postgresql://reports.example.internal:5432/postgres',
        dbName: 'postgres',
        dbUsername: 'postgres',
        dbPassword: 'x',
      },
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().i18nKey).toBe('dataSource.hostNotAllowed');
  });
});
