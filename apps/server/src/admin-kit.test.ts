import {
  API_BASE,
  ErrorKey,
  Permission,
  positionEntity,
  type MessageTemplateRecord,
  type PageResult,
  type PositionRecord,
} from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysRolePermission } from './modules/permission/schema';
import { sysPosition } from './modules/position/schema';
import { sysRole } from './modules/role/schema';
import { sysUserRole } from './modules/user/schema';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';
import { addUser } from './test/fixtures';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from './test/org-fixtures';
import { sheetFileName } from '#platform/files/sheet';

/**
 * The kit through every route of a sample entity (positions): access per action, the list's whitelists,
 * the versioned write, tenant isolation, unique fields (checked and raced), export, liberal input.
 */

let t: TestApp;
let admin: string;
let stranger: string;
let viewer: string;
const BASE = positionEntity.basePath;

const call = (method: Method, path: string, payload?: unknown, token = admin, language: 'zh' | 'en' = 'zh') =>
  apiCall(t, token, method, path, payload, language);

const add = async (code: string, extra: Record<string, unknown> = {}, token = admin) =>
  resultOf<PositionRecord>(
    await call(
      'POST',
      `${BASE}/add`,
      { code, name: `Name ${code}`, postRank: 3, postLevel: 2, ...extra },
      token,
    ),
  );

const editable = ({ id, version, code, name, postRank, postLevel, memo }: PositionRecord) => ({
  id,
  version,
  code,
  name,
  postRank,
  postLevel,
  memo,
});

/** A user of the default tenant holding the positions page and its list code only. */
async function addViewer(): Promise<string> {
  const tenantId = await defaultTenantId(t);
  const roleId = 'role-kit-viewer';
  await t.app.db.insert(sysRole).values({ id: roleId, tenantId, roleCode: 'kit_viewer', roleName: 'viewer' });
  const entries = await t.app.db
    .select({ id: sysPermission.id, perms: sysPermission.perms, url: sysPermission.url })
    .from(sysPermission);
  const page = entries.find((entry) => entry.url === '/system/position');
  const button = entries.find((entry) => entry.perms === Permission.positionList);
  if (!page || !button) throw new Error('the seed has no positions menu');
  await t.app.db.insert(sysRolePermission).values([
    { roleId, permissionId: page.id },
    { roleId, permissionId: button.id },
  ]);
  const userId = await addUser(t.app.db, { username: 'kit-viewer', tenants: [tenantId] });
  await t.app.db.insert(sysUserRole).values({ userId, roleId });
  return t.login('kit-viewer');
}

async function exported(query: string, language: 'zh' | 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${BASE}/exportXls${query}`,
    headers: { 'x-access-token': admin, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  return { response, sheet, rows: rows.map((row) => row.slice(1)) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  stranger = (await addTenantWithUser(t, 'Kit strangers', 'kit-stranger')).token;
  viewer = await addViewer();
});
afterAll(() => t?.close());

describe('admin kit: access per action', () => {
  it('answers each route only with its code: 510 for a button the page holder lacks, 403 without the page', async () => {
    const own = await add('ACC');
    const writes = [
      ['POST', `${BASE}/add`, { code: 'ACC2', name: 'x', postRank: 1, postLevel: 1 }],
      ['PUT', `${BASE}/edit`, editable(own)],
      ['DELETE', `${BASE}/delete?id=${own.id}`, undefined],
      ['DELETE', `${BASE}/deleteBatch?ids=${own.id}`, undefined],
    ] as const;
    const reads = [
      ['GET', `${BASE}/list`, undefined],
      ['GET', `${BASE}/queryById?id=${own.id}`, undefined],
      ['GET', `${BASE}/exportXls`, undefined],
    ] as const;
    for (const [method, path] of reads)
      expect((await call(method, path, undefined, viewer)).statusCode).toBe(200);
    for (const [method, path, body] of writes) {
      expectFailure(await call(method, path, body, viewer), 510, ErrorKey.noPermission, {}, path);
    }
    const buyer = await t.login('buyer');
    for (const [method, path, body] of [...reads, ...writes]) {
      expectFailure(await call(method, path, body, buyer), 403, ErrorKey.forbidden, {}, path);
    }
    // Nothing was written by the refused calls.
    expect(resultOf<PositionRecord>(await call('GET', `${BASE}/queryById?id=${own.id}`))).toEqual(own);
  });

  it('registers importExcel only for an entity with an import access and importer', async () => {
    // Positions import: a request without files is refused as such.
    expectFailure(await call('POST', `${BASE}/importExcel`, {}), 400, ErrorKey.importNoFile);
    // Roles have no import.
    expect((await call('POST', '/sys/role/importExcel', {})).statusCode).toBe(404);
  });
});

describe('admin kit: list whitelists', () => {
  it('filters and sorts only on the definition’s fields', async () => {
    for (const code of ['WL1', 'WL2']) await add(code);
    const page = resultOf<PageResult<PositionRecord>>(
      await call('GET', `${BASE}/list?code=WL&column=code&order=desc`),
    );
    expect(page.records.map((record) => record.code)).toEqual(['WL2', 'WL1']);
    // postLevel may be sorted but not filtered; memo neither; tenantId is no field at all.
    expectFailure(await call('GET', `${BASE}/list?postLevel=2`), 400, ErrorKey.filterNotAllowed);
    expectFailure(await call('GET', `${BASE}/list?tenantId=x`), 400, ErrorKey.filterNotAllowed);
    expectFailure(await call('GET', `${BASE}/list?column=memo`), 400, ErrorKey.sortColumnNotAllowed);
    expectFailure(await call('GET', `${BASE}/exportXls?column=tenantId`), 400, ErrorKey.sortColumnNotAllowed);
    // A dictionary filter takes its codes only.
    expectFailure(await call('GET', `${BASE}/list?postRank=9`), 400, ErrorKey.validation);
  });
});

describe('admin kit: writes', () => {
  it('edits against the version the form read: the stale one is a 409 and changes nothing', async () => {
    const created = await add('VER');
    const edited = resultOf<PositionRecord>(
      await call('PUT', `${BASE}/edit`, { ...editable(created), name: 'New' }),
    );
    expect(edited.version).toBe(created.version + 1);
    expectFailure(
      await call('PUT', `${BASE}/edit`, { ...editable(created), name: 'Old' }),
      409,
      ErrorKey.stale,
    );
    expect(resultOf<PositionRecord>(await call('GET', `${BASE}/queryById?id=${created.id}`)).name).toBe(
      'New',
    );
  });

  it('keeps tenants apart: another tenant’s id is a 404 and untouched by delete and deleteBatch', async () => {
    const mine = await add('TEN');
    for (const [method, path, body] of [
      ['GET', `${BASE}/queryById?id=${mine.id}`, undefined],
      ['PUT', `${BASE}/edit`, { ...editable(mine), name: 'hijack' }],
    ] as const) {
      expectFailure(await call(method, path, body, stranger), 404, ErrorKey.notFound, {}, path);
    }
    expect(resultOf(await call('DELETE', `${BASE}/delete?id=${mine.id}`, undefined, stranger))).toEqual({
      count: 0,
    });
    expect(resultOf(await call('DELETE', `${BASE}/deleteBatch?ids=${mine.id}`, undefined, stranger))).toEqual(
      {
        count: 0,
      },
    );
    expect(resultOf<PositionRecord>(await call('GET', `${BASE}/queryById?id=${mine.id}`))).toEqual(mine);
    // The other tenant's list never shows it; its unique codes are its own.
    const theirs = await add('TEN', {}, stranger);
    const list = resultOf<PageResult<PositionRecord>>(
      await call('GET', `${BASE}/list?code=TEN`, undefined, stranger),
    );
    expect(list.records.map((record) => record.id)).toEqual([theirs.id]);
  });

  it('refuses a taken unique value as a field error, on add, on edit and in a race', async () => {
    const first = await add('UNQ');
    const second = await add('UNQ2');
    const expected = { errors: [{ field: 'code', message: '职务编码已存在' }] };
    expectFailure(
      await call('POST', `${BASE}/add`, { ...editable(first), id: undefined, version: undefined }),
      400,
      'position.codeTaken',
      expected,
    );
    expectFailure(
      await call('PUT', `${BASE}/edit`, { ...editable(second), code: 'UNQ' }),
      400,
      'position.codeTaken',
      expected,
    );
    // Past the check (the row appears between check and insert): the index's violation, same answer.
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call('POST', `${BASE}/add`, { code: 'RACE', name: `Race ${n}`, postRank: 1, postLevel: 1 }),
      ),
    );
    expect(raced.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of raced.filter((answer) => answer.statusCode !== 200)) {
      expectFailure(response, 400, 'position.codeTaken', expected);
    }
  });

  it('takes an optional field sent as null as absent (JeecgBoot forms)', async () => {
    const created = resultOf<MessageTemplateRecord>(
      await call('POST', '/sys/message/sysMessageTemplate/add', {
        templateCode: 'kit_nulls',
        templateName: { zh: '空', en: 'Nulls' },
        templateContent: { zh: '空', en: 'Nulls' },
        templateType: null,
        templateTestJson: null,
        enabled: null,
      }),
    );
    expect(created).toMatchObject({ templateType: '4', templateTestJson: '', enabled: true });
    // A required field sent as null is still refused.
    expectFailure(
      await call('POST', `${BASE}/add`, { code: 'NUL', name: null, postRank: 1, postLevel: 1 }),
      400,
      ErrorKey.validation,
    );
  });
});

describe('admin kit: export', () => {
  it('writes the definition’s columns with titles in the caller’s language and codes as texts', async () => {
    await add('EXPA', { postRank: 5, memo: 'first' });
    const zh = await exported('?code=EXPA', 'zh');
    expect(zh.rows[0]).toEqual(['职务编码', '职务名称', '英文名称', '职级', '职务等级', '备注', '创建时间']);
    expect(zh.rows[1]?.slice(0, 6)).toEqual(['EXPA', 'Name EXPA', undefined, '正高级', 2, 'first']);
    expect(zh.rows[1]?.[6]).toBeInstanceOf(Date);
    const en = await exported('?code=EXPA', 'en');
    expect(en.rows[0]?.slice(0, 4)).toEqual(['Code', 'Name', 'English name', 'Rank']);
    expect(en.rows[1]?.[3]).toBe('Senior');
    expect(en.response.headers['content-disposition']).toContain(
      encodeURIComponent(sheetFileName(positionEntity.exportTitle, 'en')),
    );
    expect(sheetFileName(undefined, 'zh', new Date(2025, 0, 31))).toBe('导出文件20250131.xlsx');
    expect(sheetFileName(undefined, 'en', new Date(2025, 0, 31))).toBe('Export20250131.xlsx');
  });

  it('writes a value beginning with = + - @ as text, never as a formula', async () => {
    for (const [code, memo] of [
      ['FML1', '=HYPERLINK("http://evil","x")'],
      ['FML2', '+1+1'],
      ['FML3', '-2'],
      ['FML4', '@SUM(A1)'],
    ]) {
      await add(code!, { memo });
    }
    const { sheet } = await exported('?code=FML&column=code&order=asc', 'en');
    for (let row = 2; row <= 5; row += 1) {
      const cell = sheet.getRow(row).getCell(6);
      expect(cell.formula, cell.text).toBeUndefined();
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      // Stored as rich text, which no spreadsheet evaluates (a plain string starting with = may be).
      expect(cell.type, cell.text).toBe(ExcelJS.ValueType.RichText);
    }
    expect(sheet.getRow(2).getCell(6).text).toBe('=HYPERLINK("http://evil","x")');
    expect(sheet.getRow(5).getCell(6).text).toBe('@SUM(A1)');
  });

  it('exports the selected rows only, within the tenant', async () => {
    const [a, b] = [await add('SEL1'), await add('SEL2')];
    await add('SEL3');
    const foreign = await add('SEL9', {}, stranger);
    const { rows } = await exported(`?selections=${a.id},${b.id},${foreign.id}&column=code&order=asc`, 'en');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['SEL1', 'SEL2']);
  });
});

describe('admin kit: the table', () => {
  it('scopes every row it writes to the caller’s tenant', async () => {
    const created = await add('SCOPE');
    const rows = await t.app.db
      .select({ id: sysPosition.id, tenantId: sysPosition.tenantId })
      .from(sysPosition);
    expect(rows.find((row) => row.id === created.id)?.tenantId).toBe(await defaultTenantId(t));
  });
});
