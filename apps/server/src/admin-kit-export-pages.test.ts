import {
  encodeSuperQuery,
  ErrorKey,
  LogType,
  pickLocalized,
  positionEntity,
  productEntity,
  sysLogEntity,
  type EntityDefinition,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallProduct } from './modules/catalogue/schema';
import { sysPosition } from './modules/position/schema';
import { sysLog } from './modules/sys-log/schema';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';
import { apiCall, defaultTenantId, resultOf } from './test/org-fixtures';

/**
 * An export read over several pages (three records a page here): each page goes on after the last record
 * of the one before, so the file holds every row of the list once, in the list's order, with the list's
 * filters, advanced query and selection, however many rows share a sort value (NULLs included).
 */

const PAGE = 3;
let t: TestApp;
let admin: string;
let tenantId: string;
const ids: Record<string, string> = {};

/** The values of `field`'s column in the export of `path` with `query` (titles in English). */
async function exportedColumn(definition: EntityDefinition, path: string, field: string, query: string) {
  const response = await apiCall(t, admin, 'GET', `${path}/exportXls?${query}`, undefined, 'en');
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][]).slice(1);
  const column = rows[0]!.indexOf(pickLocalized(definition.fields[field]!.title, 'en'));
  expect(column).toBeGreaterThan(0);
  return rows.slice(1).map((row) => row[column]);
}

/** The values of `field` in the list of `path` with `query`, all on one page. */
async function listed(path: string, field: string, query: string) {
  const page = resultOf<{ records: Record<string, unknown>[]; total: number }>(
    await apiCall(t, admin, 'GET', `${path}/list?pageSize=100&${query}`),
  );
  expect(page.records.length).toBe(page.total);
  return page.records.map((record) => record[field]);
}

/** The export of `query` holds the list's rows of it, each once, in the list's order, over several pages. */
async function expectSameRows(definition: EntityDefinition, path: string, field: string, query: string) {
  const expected = await listed(path, field, query);
  expect(expected.length, query).toBeGreaterThan(PAGE);
  expect(new Set(expected).size).toBe(expected.length);
  expect(await exportedColumn(definition, path, field, query), query).toEqual(expected);
}

beforeAll(async () => {
  t = await createTestApp({ exportPageSize: PAGE });
  admin = await t.login('admin');
  tenantId = await defaultTenantId(t);
  // Ten positions made at the same instant, their levels alternating: ties in every sort column but the
  // code, and two positions the filter leaves out.
  const createTime = new Date('2025-03-01T08:00:00.123Z');
  const rows = [...Array(12).keys()].map((n) => ({
    id: `kp-${String((n * 7) % 12).padStart(2, '0')}`,
    tenantId,
    code: n < 10 ? `KP${String(n).padStart(2, '0')}` : `KQ${n}`,
    name: `Keyset ${n}`,
    postRank: 3 as const,
    postLevel: (n % 2) + 1,
    createTime,
  }));
  await t.app.db.insert(sysPosition).values(rows);
  for (const row of rows) ids[row.code] = row.id;
});
afterAll(() => t?.close());

describe('export over several pages (kit table service)', () => {
  it('holds every filtered row once in the list’s order, ties in the sort column included', async () => {
    const path = positionEntity.basePath;
    for (const query of [
      'code=KP',
      'code=KP&column=postLevel&order=asc',
      'code=KP&column=postLevel&order=desc',
      'code=KP&column=createTime&order=asc',
      'name=Keyset&column=code&order=desc',
    ]) {
      await expectSameRows(positionEntity, path, 'code', query);
    }
    expect(await exportedColumn(positionEntity, path, 'code', 'code=KP&column=code&order=asc')).toEqual(
      [...Array(10).keys()].map((n) => `KP${String(n).padStart(2, '0')}`),
    );
  });

  it('exports the selected rows over several pages', async () => {
    const chosen = ['KP01', 'KP02', 'KP03', 'KP05', 'KP08', 'KQ10'].map((code) => ids[code]);
    const query = `selections=${chosen.join(',')}&code=KP&column=postLevel&order=desc`;
    await expectSameRows(positionEntity, positionEntity.basePath, 'code', query);
    expect(await exportedColumn(positionEntity, positionEntity.basePath, 'code', query)).toHaveLength(5);
  });

  it('answers a refused query as an error before the download', async () => {
    const response = await apiCall(t, admin, 'GET', `${positionEntity.basePath}/exportXls?column=memo`);
    expectFailure(response, 400, ErrorKey.sortColumnNotAllowed);
  });
});

describe('export over several pages (products: a service of its own)', () => {
  beforeAll(async () => {
    const [template] = await t.app.db
      .select({ categoryId: mallProduct.categoryId })
      .from(mallProduct)
      .where(eq(mallProduct.tenantId, tenantId))
      .limit(1);
    const createTime = new Date('2025-03-02T08:00:00.456Z');
    // Last updated: never (NULL) for some, at one instant for others, ties everywhere.
    const updateTimes = [null, new Date('2025-03-03T08:00:00.789Z'), null, new Date('2025-03-04T00:00:00Z')];
    await t.app.db.insert(mallProduct).values(
      [...Array(11).keys()].map((n) => ({
        id: `ksp-${String((n * 5) % 11).padStart(2, '0')}`,
        tenantId,
        categoryId: template!.categoryId,
        code: `KSP-${String(n).padStart(2, '0')}`,
        name: { zh: `键集 ${n}`, en: `Keyset ${n}` },
        model: n % 3 === 0 ? 'KS-M0' : 'KS-M1',
        sortNo: n % 3,
        createTime,
        updateTime: updateTimes[n % updateTimes.length],
      })),
    );
  });

  it('keeps the sort with NULLs and ties, the filter and the advanced query', async () => {
    const path = productEntity.basePath;
    const advanced = encodeURIComponent(
      encodeSuperQuery([{ field: 'code', rule: 'right_like', val: 'KSP-' }]),
    );
    for (const query of [
      'code=KSP',
      'code=KSP&column=updateTime&order=asc',
      'code=KSP&column=updateTime&order=desc',
      'code=KSP&column=sortNo&order=asc',
      `superQueryParams=${advanced}&column=updateTime&order=desc`,
      `superQueryParams=${advanced}&name=Keyset&column=sortNo&order=desc`,
    ]) {
      await expectSameRows(productEntity, path, 'code', query);
    }
  });
});

describe('export over several pages (system log: its own order)', () => {
  it('holds every log once, newest first, ties in time included', async () => {
    const createTime = new Date('2025-03-05T08:00:00.001Z');
    await t.app.db.insert(sysLog).values(
      [...Array(8).keys()].map((n) => ({
        id: `ksl-${(n * 3) % 8}`,
        tenantId,
        logType: LogType.operation,
        logContent: `keyset log ${n}`,
        outcome: 'ok' as const,
        createTime: n < 6 ? createTime : new Date(createTime.getTime() + n),
      })),
    );
    await expectSameRows(sysLogEntity, sysLogEntity.basePath, 'logContent', 'logType=2');
    const all = await exportedColumn(sysLogEntity, sysLogEntity.basePath, 'logContent', 'logType=2');
    expect(all.filter((text) => String(text).startsWith('keyset log')).sort()).toEqual(
      [...Array(8).keys()].map((n) => `keyset log ${n}`),
    );
  });
});
