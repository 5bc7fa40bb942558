import { API_BASE, type ImportResult } from '@mall/shared';
import ExcelJS from 'exceljs';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from './modules/user/schema';
import { createTestApp, type TestApp } from './test/app';
import { exportCall } from './test/export-sheet';
import { addTenantWithUser } from './test/org-fixtures';

/*
 * An export is a valid import of the same entity: for every entity of the kit with both routes (found
 * among the routes as they are registered, so that a new one is covered without being named here), its
 * whole export goes into a new tenant through its import and every row is saved. Columns the server
 * makes (times, totals) are the import's to pass over.
 */

const routes: RouteOptions[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  });
  admin = await t.login('admin');
}, 60_000);
afterAll(() => t?.close());

/** The base paths (after API_BASE) of the entities with an export, an import and its template, in order. */
function roundTripEntities(): string[] {
  const has = (method: string, url: string) =>
    routes.some((route) => [route.method].flat().includes(method) && route.url === url);
  return routes
    .filter((route) => route.url.endsWith('/importExcel'))
    .map((route) => route.url.slice(API_BASE.length, -'/importExcel'.length))
    .filter(
      (base) => has('GET', `${API_BASE}${base}/exportXls`) && has('GET', `${API_BASE}${base}/importTemplate`),
    );
}

async function dataRows(content: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return Math.max(0, (workbook.worksheets[0]?.actualRowCount ?? 0) - 1);
}

function importInto(token: string, base: string, content: Buffer, language: 'zh' | 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'export.xlsx');
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${base}/importExcel`,
    headers: { 'x-access-token': token, 'accept-language': language },
    payload: form,
  });
}

/** The first reasons of an import's error file (its last column). */
async function errorReasons(token: string, fileUrl: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${fileUrl}`,
    headers: { 'x-access-token': token },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const reasons: string[] = [];
  workbook.worksheets[0]?.eachRow((row, index) => {
    if (index > 1 && reasons.length < 3) reasons.push(String(row.getCell(row.cellCount).value));
  });
  return reasons;
}

describe('export → import round trip', () => {
  it('finds the entities with both routes', () => {
    expect(roundTripEntities()).toEqual(
      expect.arrayContaining([
        '/sys/category',
        '/sys/user',
        '/sys/sysDepart',
        '/sys/position',
        '/sys/dict',
        '/catalogue/product',
      ]),
    );
  });

  it.each(['zh', 'en'] as const)(
    'saves every row of each entity’s export when imported again (%s)',
    async (language) => {
      const entities = roundTripEntities();
      admin = await t.login('admin');
      // Every export is read before any import: the users' import below takes their login names.
      const files = new Map<string, Buffer>();
      for (const base of entities) {
        const response = await exportCall(t, admin, `${base}/exportXls`, language);
        expect(response.statusCode, `${base}: ${response.body}`).toBe(200);
        files.set(base, response.rawPayload);
      }
      const other = await addTenantWithUser(t, `round-trip-${language}`, `round.trip.${language}`);
      // Login names hold across tenants: the exported users leave (all but the importer) so that the
      // file's users can come in again.
      const live = await t.app.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.delFlag, 0));
      const leaving = live.map((user) => user.id).filter((id) => id !== other.userId);
      await t.app.db.update(sysUser).set({ delFlag: 1 }).where(inArray(sysUser.id, leaving));
      // An import whose rows name records of another entity (a product's category) waits for that one:
      // a file none of whose rows went in is read again after the others, until none is left.
      let pending = entities;
      const refused = new Map<string, string>();
      while (pending.length > 0) {
        const waiting: string[] = [];
        for (const base of pending) {
          const file = files.get(base)!;
          const rows = await dataRows(file);
          const response = await importInto(other.token, base, file, language);
          const body = response.json() as { code: number; result: ImportResult };
          expect(body.result?.totalCount, `${base}: ${response.body}`).toBe(rows);
          if (body.result.errorCount === 0) continue;
          const reasons = await errorReasons(other.token, body.result.fileUrl!);
          refused.set(base, `${response.body} ${reasons.join(' | ')}`);
          expect(body.result.successCount, `${base}: ${refused.get(base)}`).toBe(0);
          waiting.push(base);
        }
        expect(waiting.length, `no progress: ${[...refused].join('\n')}`).toBeLessThan(pending.length);
        pending = waiting;
      }
      // The users as they were, for the other language's run.
      await t.app.db
        .update(sysUser)
        .set({ delFlag: 1 })
        .where(and(eq(sysUser.delFlag, 0), notInArray(sysUser.id, leaving)));
      await t.app.db.update(sysUser).set({ delFlag: 0 }).where(inArray(sysUser.id, leaving));
    },
    120_000,
  );
});

describe('GET importTemplate', () => {
  it('is the header row of every column the import reads, in the caller’s language, and no rows', async () => {
    const token = await t.login('admin');
    for (const [language, expected, readOnly] of [
      ['zh', ['产品编码', '产品名称', '产品分类', '款式名称', '标准价', '款式价格单位'], '最低标准价'],
      ['en', ['Code', 'Name', 'Category', 'Style name', 'Standard price', 'Style currency'], 'Updated'],
    ] as const) {
      const response = await exportCall(t, token, '/catalogue/product/importTemplate', language);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain('.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(expect.arrayContaining([...expected]));
      expect(header).not.toContain(readOnly);
    }
  });

  it('a filled template goes in whole', async () => {
    const token = await t.login('admin');
    const template = await exportCall(t, token, '/catalogue/product/importTemplate');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const row = (values: Record<string, string | number>) => header.map((title) => values[title] ?? null);
    sheet.addRow(
      row({
        产品编码: 'TPL-1',
        产品名称: '模板',
        产品分类: 'Pressure Sensors',
        款式名称: '红',
        标准价: 9.5,
        款式价格单位: 'CNY',
      }),
    );
    sheet.addRow(row({ 产品编码: 'TPL-1', 款式名称: '蓝', 标准价: 10, 款式价格单位: 'CNY' }));
    sheet.addRow(row({ 产品编码: 'TPL-2', 产品名称: '无款式', 产品分类: 'Pressure Sensors' }));
    const response = await importInto(
      token,
      '/catalogue/product',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'zh',
    );
    expect(response.json().result, response.body).toMatchObject({
      totalCount: 3,
      successCount: 3,
      errorCount: 0,
    });
  });

  it('is refused without the import permission', async () => {
    const buyer = await t.login('buyer');
    const response = await exportCall(t, buyer, '/catalogue/product/importTemplate');
    expect(response.statusCode).toBe(403);
  });
});
