import { API_BASE, ErrorKey, type PositionRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf } from '../../test/org-fixtures';

let t: TestApp;
let adminToken: string;
let strangerToken: string;
let adminId: string;

const check = (query: Record<string, string>, token = adminToken, language: 'zh' | 'en' = 'zh') =>
  apiCall(
    t,
    token,
    'GET',
    `/sys/duplicate/check?${new URLSearchParams(query).toString()}`,
    undefined,
    language,
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  strangerToken = (await addTenantWithUser(t, 'Check strangers', 'check-stranger')).token;
  const me = await apiCall(t, adminToken, 'GET', '/sys/user/list?username=admin');
  adminId = resultOf<{ records: { id: string }[] }>(me).records[0]?.id ?? '';
});
afterAll(() => t?.close());

describe('GET /sys/duplicate/check', () => {
  it('answers a free value normally and a taken one with the original’s message', async () => {
    expect(
      resultOf(await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody-yet' })),
    ).toBeNull();
    expectFailure(
      await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }),
      200,
      'duplicate.taken',
      { message: '该值不可用，系统中已存在！' },
    );
    expectFailure(
      await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, adminToken, 'en'),
      200,
      'duplicate.taken',
      { message: 'This value is not available: it already exists' },
    );
  });

  it('ignores the row being edited (dataId) and an empty value', async () => {
    const query = { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: adminId };
    expect((await check(query)).statusCode).toBe(200);
    expect((await check({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '' })).statusCode).toBe(200);
  });

  it('checks tenant data within the caller’s tenant only', async () => {
    resultOf<PositionRecord>(
      await apiCall(t, adminToken, 'POST', '/sys/position/add', {
        code: 'CHK',
        name: 'x',
        postRank: 1,
        postLevel: 1,
      }),
    );
    const query = { tableName: 'sys_position', fieldName: 'code', fieldVal: 'CHK' };
    expectFailure(await check(query), 200, 'duplicate.taken');
    expect((await check(query, strangerToken)).statusCode).toBe(200);
  });

  it('checks role codes within the caller’s tenant only', async () => {
    const added = await apiCall(t, adminToken, 'POST', '/sys/role/add', {
      roleCode: 'chk_role',
      roleName: 'Check',
      description: null,
    });
    expect(added.statusCode, added.body).toBe(200);
    const query = { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'chk_role' };
    expectFailure(await check(query), 200, 'duplicate.taken');
    expect((await check(query, strangerToken)).statusCode).toBe(200);
  });

  it('checks usernames and e-mails ignoring case, as the unique indexes compare them', async () => {
    for (const query of [
      { tableName: 'sys_user', fieldName: 'username', fieldVal: 'ADMIN' },
      { tableName: 'sys_user', fieldName: 'username', fieldVal: 'CHECK-Stranger' },
    ])
      expectFailure(await check(query), 200, 'duplicate.taken');
  });

  it('refuses a table or field outside the whitelist, whatever it says', async () => {
    for (const [tableName, fieldName] of [
      ['sys_user', 'password'],
      ['sys_session', 'token_hash'],
      ['sys_user; drop table sys_user', 'username'],
      ['sys_user', 'username = username or 1=1 --'],
      ['__proto__', 'constructor'],
      ['sys_user', 'hasOwnProperty'],
    ]) {
      expectFailure(
        await check({ tableName: tableName as string, fieldName: fieldName as string, fieldVal: 'x' }),
        400,
        'duplicate.notAllowed',
        {},
        `${tableName}.${fieldName}`,
      );
    }
  });

  it('refuses bad input (400) and a caller without a session (401)', async () => {
    expectFailure(await check({ tableName: 'sys_user', fieldName: 'username' }), 400, ErrorKey.validation);
    expectFailure(
      await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'x'.repeat(300) }),
      400,
      ErrorKey.validation,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
