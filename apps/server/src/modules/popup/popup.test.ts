import { ErrorKey, type PopupPage } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf } from '../../test/org-fixtures';

let t: TestApp;
let adminToken: string;
let strangerToken: string;
const ids: string[] = [];

const data = (query: string, token = adminToken) =>
  apiCall(t, token, 'GET', `/online/cgreport/api/getData/${query}`);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  strangerToken = (await addTenantWithUser(t, 'Popup strangers', 'popup-stranger')).token;
  for (const code of ['PK1', 'PK2', 'PK3', 'PK4', 'PK5', 'PK6']) {
    const added = await apiCall(t, adminToken, 'POST', '/sys/position/add', {
      code,
      name: `Picker ${code}`,
      postRank: 2,
      postLevel: 1,
    });
    ids.push(resultOf<{ id: string }>(added).id);
  }
});
afterAll(() => t?.close());

describe('GET /online/cgreport/api/getData/{code}', () => {
  it('answers a page of five by default, matched on the source query field, columns only', async () => {
    const page = resultOf<PopupPage>(await data('position?keyword=Picker'));
    expect(page.total).toBe(6);
    expect(page.records).toHaveLength(5);
    expect(Object.keys(page.records[0] ?? {}).sort()).toEqual(['code', 'id', 'name', 'postRank_dictText']);
    const second = resultOf<PopupPage>(await data('position?keyword=Picker&pageNo=2'));
    expect(second.records).toHaveLength(1);
  });

  it('answers exactly the records named by ids (a chosen value’s names)', async () => {
    const page = resultOf<PopupPage>(await data(`position?ids=${ids[0]},${ids[2]}`));
    expect(page.records.map((record) => record.code).sort()).toEqual(['PK1', 'PK3']);
  });

  it('reads roles and users through their own lists', async () => {
    const roles = resultOf<PopupPage>(await data('role?keyword=%E9%94%80%E5%94%AE'));
    expect(roles.records.map((record) => record.roleCode)).toContain('sales');
    // English names where the record has them.
    const english = await apiCall(
      t,
      adminToken,
      'GET',
      '/online/cgreport/api/getData/role?keyword=Sales',
      undefined,
      'en',
    );
    expect(resultOf<PopupPage>(english).records.map((record) => record.roleName)).toContain('Sales');
    const users = resultOf<PopupPage>(await data('user?pageSize=10'));
    expect(users.records.map((record) => record.username)).toContain('admin');
    expect(users.records[0]).not.toHaveProperty('email');
  });

  it('refuses a code that is not a source, and a page size not offered', async () => {
    expect((await data('sys_user')).statusCode).toBe(400);
    expect((await data('position?pageSize=7')).statusCode).toBe(400);
    expect((await data('position?tableName=sys_user')).statusCode).toBe(400);
  });

  it('never shows another tenant’s rows', async () => {
    const page = resultOf<PopupPage>(await data('position?keyword=Picker', strangerToken));
    expect(page.total).toBe(0);
  });

  it('needs the source list’s permission', async () => {
    const salesToken = await t.login('sales');
    expectFailure(await data('position', salesToken), 403, ErrorKey.forbidden);
  });
});
