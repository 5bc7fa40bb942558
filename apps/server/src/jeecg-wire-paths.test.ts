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

function send(method: 'GET' | 'POST' | 'PUT', path: string, params: Record<string, string> = {}, body?: object) {
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
    const menuId = resultOf<{ ids: string[] }>(await send('GET', '/sys/permission/queryTreeList')).ids[0] ?? '';
    expect(resultOf(await send('GET', '/sys/permission/getPermRuleListByPermId', { permissionId: menuId }))).toEqual(
      [],
    );
    const departs = resultOf<{ id: string }[]>(await send('GET', '/sys/sysDepart/queryTreeList'));
    expect(
      resultOf(await send('GET', '/sys/permission/queryDepartPermission', { departId: departs[0]?.id ?? '' })),
    ).toEqual([]);
    expect((await send('GET', '/sys/permission/queryDepartPermission', { departId: 'nope' })).statusCode).toBe(404);
  });
});

describe('announcements', () => {
  it("revokes by JeecgBoot's spelling (doReovkeData)", async () => {
    const { id } = resultOf<{ id: string }>(await send('POST', '/sys/annountCement/add', {}, { titile: 'Wire revoke' }));
    resultOf(await send('GET', '/sys/annountCement/doReleaseData', { id }));
    const revoked = resultOf<{ sendStatus: string }>(await send('GET', '/sys/annountCement/doReovkeData', { id }));
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
    const trace = bodyOf<{ traces: { request: { method: string; uri: string }; response: { status: number } }[] }>(
      await send('GET', '/actuator/httptrace'),
    );
    expect(trace.traces[0]).toMatchObject({
      timestamp: expect.any(String),
      request: { method: expect.any(String), uri: expect.any(String) },
      response: { status: expect.any(Number) },
      timeTaken: expect.any(Number),
    });
  });
});
