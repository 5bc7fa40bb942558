import { API_BASE, ErrorKey, type PageResult, type PositionRecord } from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';

let t: TestApp;
let adminToken: string;
let strangerToken: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

const add = async (code: string, extra: Record<string, unknown> = {}) =>
  resultOf<PositionRecord>(
    await call('POST', '/sys/position/add', {
      code,
      name: `Name ${code}`,
      postRank: 3,
      postLevel: 2,
      ...extra,
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  strangerToken = (await addTenantWithUser(t, 'Position strangers', 'pos-stranger')).token;
});
afterAll(() => t?.close());

describe('/sys/position', () => {
  it('adds, reads, edits against the version and deletes a position', async () => {
    const created = await add('MGR', { memo: 'leads' });
    expect(created).toMatchObject({
      code: 'MGR',
      postRank: 3,
      postRank_dictText: '中级',
      postLevel: 2,
      version: 0,
    });
    expect(resultOf(await call('GET', `/sys/position/queryById?id=${created.id}`))).toEqual(created);

    const edited = resultOf<PositionRecord>(
      await call('PUT', '/sys/position/edit', { ...withoutDerived(created), name: 'Manager', postRank: 5 }),
    );
    expect(edited).toMatchObject({ name: 'Manager', postRank: 5, postRank_dictText: '正高级', version: 1 });
    // The form's old version is stale now.
    expectFailure(await call('PUT', '/sys/position/edit', withoutDerived(created)), 409, ErrorKey.stale);

    expect(resultOf(await call('DELETE', `/sys/position/delete?id=${created.id}`))).toEqual({ count: 1 });
    expectFailure(await call('GET', `/sys/position/queryById?id=${created.id}`), 404, ErrorKey.notFound);
  });

  it('lists a page with whitelisted filters and sort, and refuses others', async () => {
    for (const code of ['L1', 'L2', 'L3']) await add(code, { postRank: code === 'L2' ? 1 : 2 });
    const page = resultOf<PageResult<PositionRecord>>(
      await call('GET', '/sys/position/list?code=L&column=code&order=asc&pageSize=2'),
    );
    expect(page.records.map((record) => record.code)).toEqual(['L1', 'L2']);
    expect(page).toMatchObject({ total: 3, pages: 2, size: 2, current: 1 });
    const ranked = resultOf<PageResult<PositionRecord>>(
      await call('GET', '/sys/position/list?code=L&postRank=1'),
    );
    expect(ranked.records.map((record) => record.code)).toEqual(['L2']);
    expectFailure(
      await call('GET', '/sys/position/list?column=tenantId'),
      400,
      ErrorKey.sortColumnNotAllowed,
    );
    expectFailure(await call('GET', '/sys/position/list?tenantId=x'), 400, ErrorKey.filterNotAllowed);
  });

  it('finds a position by its Chinese or its English name', async () => {
    await add('FIND', { name: '采购专员', nameEn: 'Purchasing clerk' });
    const codes = async (name: string) =>
      resultOf<PageResult<PositionRecord>>(
        await call('GET', `/sys/position/list?name=${encodeURIComponent(name)}`),
      ).records.map((record) => record.code);
    expect(await codes('采购')).toEqual(['FIND']);
    expect(await codes('purchasing CLERK')).toEqual(['FIND']);
  });

  it('exports the current filter as a sheet in the caller’s language', async () => {
    await add('EXP1');
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/position/exportXls?code=EXP`,
      headers: { 'x-access-token': adminToken, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe('EXP1');
  });

  it('keeps an English name beside the Chinese one: add, edit (left out: unchanged) and export', async () => {
    const created = await add('BIL', { name: '经理', nameEn: ' Manager ' });
    expect(created).toMatchObject({ name: '经理', nameEn: 'Manager' });
    const { nameEn: _kept, ...withoutEn } = withoutDerived(created);
    const renamed = resultOf<PositionRecord>(
      await call('PUT', '/sys/position/edit', { ...withoutEn, name: '部门经理' }),
    );
    expect(renamed).toMatchObject({ name: '部门经理', nameEn: 'Manager', version: 1 });
    const edited = resultOf<PositionRecord>(
      await call('PUT', '/sys/position/edit', { ...withoutDerived(renamed), nameEn: 'Department manager' }),
    );
    expect(edited.nameEn).toBe('Department manager');
    expectFailure(
      await call('POST', '/sys/position/add', {
        code: 'BIL2',
        name: 'x',
        nameEn: 'x'.repeat(101),
        postRank: 1,
        postLevel: 1,
      }),
      400,
      ErrorKey.validation,
    );

    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/position/exportXls?code=BIL`,
      headers: { 'x-access-token': adminToken, 'accept-language': 'zh' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect([2, 3].map((cell) => sheet?.getRow(1).getCell(cell).value)).toEqual(['职务名称', '英文名称']);
    expect([2, 3].map((cell) => sheet?.getRow(2).getCell(cell).value)).toEqual([
      '部门经理',
      'Department manager',
    ]);
  });

  it('refuses bad input and a code the tenant already uses', async () => {
    await add('DUP');
    expectFailure(
      await call('POST', '/sys/position/add', { code: 'DUP', name: 'x', postRank: 1, postLevel: 1 }),
      400,
      'position.codeTaken',
    );
    for (const bad of [
      { code: 'has space', name: 'x', postRank: 1, postLevel: 1 },
      { code: 'OK1', name: '', postRank: 1, postLevel: 1 },
      { code: 'OK2', name: 'x', postRank: 9, postLevel: 1 },
      { code: 'OK3', name: 'x', postRank: 1, postLevel: 0 },
      { code: 'OK4', name: 'x', postRank: 1, postLevel: 1, tenantId: 'x' },
    ]) {
      expectFailure(
        await call('POST', '/sys/position/add', bad),
        400,
        ErrorKey.validation,
        {},
        JSON.stringify(bad),
      );
    }
  });

  it('keeps tenants apart: another tenant neither sees nor changes the rows, and may reuse a code', async () => {
    const mine = await add('ISO');
    const theirs = resultOf<PositionRecord>(
      await call(
        'POST',
        '/sys/position/add',
        { code: 'ISO', name: 'Theirs', postRank: 1, postLevel: 1 },
        strangerToken,
      ),
    );
    const list = resultOf<PageResult<PositionRecord>>(
      await call('GET', '/sys/position/list', undefined, strangerToken),
    );
    expect(list.records.map((record) => record.id)).toEqual([theirs.id]);
    expectFailure(
      await call('GET', `/sys/position/queryById?id=${mine.id}`, undefined, strangerToken),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call('PUT', '/sys/position/edit', { ...withoutDerived(mine), name: 'hijack' }, strangerToken),
      404,
      ErrorKey.notFound,
    );
    expect(
      resultOf(
        await call(
          'DELETE',
          `/sys/position/deleteBatch?ids=${mine.id},${theirs.id}`,
          undefined,
          strangerToken,
        ),
      ),
    ).toEqual({ count: 1 });
    expect(resultOf<PositionRecord>(await call('GET', `/sys/position/queryById?id=${mine.id}`)).name).toBe(
      'Name ISO',
    );
  });

  it('refuses a user without the position permissions (403) and a caller without a session (401)', async () => {
    const buyer = await t.login('buyer');
    expectFailure(await call('GET', '/sys/position/list', undefined, buyer), 403, ErrorKey.forbidden);
    expectFailure(
      await call('POST', '/sys/position/add', { code: 'B1', name: 'x', postRank: 1, postLevel: 1 }, buyer),
      403,
      ErrorKey.forbidden,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/position/list` });
    expect(anonymous.statusCode).toBe(401);
  });
});

function withoutDerived(record: PositionRecord) {
  return {
    id: record.id,
    version: record.version,
    code: record.code,
    name: record.name,
    nameEn: record.nameEn,
    postRank: record.postRank,
    postLevel: record.postLevel,
    memo: record.memo,
  };
}
