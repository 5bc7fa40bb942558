import {
  ErrorKey,
  pickLocalized,
  POSITION_EXPORT_MAX_ROWS,
  type Locale,
  type PageResult,
  type POSITION_SORT_COLUMNS,
  type positionAddSchema,
  type positionEditSchema,
  type positionListQuerySchema,
  type PositionRecord,
} from '@mall/shared';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { POSITION_EXPORT_TEXT, positionMessages, RANK_TEXT } from './messages';
import { sysPosition } from './schema';

export type PositionListParams = z.output<typeof positionListQuerySchema> & Record<string, unknown>;
type PositionAdd = z.output<typeof positionAddSchema>;
type PositionEdit = z.output<typeof positionEditSchema>;

const sortColumns: Record<(typeof POSITION_SORT_COLUMNS)[number], AnyColumn> = {
  code: sysPosition.code,
  name: sysPosition.name,
  postRank: sysPosition.postRank,
  postLevel: sysPosition.postLevel,
  createTime: sysPosition.createTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysPosition.createTime, order: 'desc' },
  tieBreaker: sysPosition.id,
  filters: {
    code: { column: sysPosition.code, match: 'like' },
    name: { column: sysPosition.name, match: 'like' },
    postRank: { column: sysPosition.postRank, match: 'eq' },
  },
};

type Row = typeof sysPosition.$inferSelect;

function toRecord(row: Row, locale: Locale): PositionRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    postRank: row.postRank,
    postRank_dictText: pickLocalized(RANK_TEXT[row.postRank], locale),
    postLevel: row.postLevel,
    memo: row.memo,
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

async function findPositions(ctx: RequestContext, query: PositionListParams, limit?: number) {
  const plan = planList(limit === undefined ? query : { ...query, pageNo: 1, pageSize: limit }, listSpec);
  const where = and(inTenant(sysPosition.tenantId, ctx.tenantId), plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(sysPosition)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysPosition).where(where),
  ]);
  return { records: rows.map((row) => toRecord(row, ctx.locale)), total: totals[0]?.total ?? 0, plan };
}

/** The positions of the caller's tenant matching the list query, a page at a time. */
export async function listPositions(
  ctx: RequestContext,
  query: PositionListParams,
): Promise<PageResult<PositionRecord>> {
  const found = await findPositions(ctx, query);
  return found.plan.page(found.records, found.total);
}

/** One position of the caller's tenant; another tenant's (or an unknown id) is a 404. */
export async function getPosition(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<PositionRecord> {
  const [row] = await db
    .select()
    .from(sysPosition)
    .where(and(eq(sysPosition.id, id), inTenant(sysPosition.tenantId, ctx.tenantId)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx.locale);
}

/** A code is unique in the tenant: one another position holds is a field error on `code`. */
async function assertCodeFree(ctx: RequestContext, code: string, exceptId?: string): Promise<void> {
  const [holder] = await ctx.db
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(
      and(
        inTenant(sysPosition.tenantId, ctx.tenantId),
        eq(sysPosition.code, code),
        exceptId ? ne(sysPosition.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw codeTaken(ctx);
}

const codeTaken = (ctx: RequestContext) =>
  fieldError(ctx.locale, 'code', positionMessages['position.codeTaken'], { key: 'position.codeTaken' });

/** Runs a write of a position form; a code a racing request took first is the same field error. */
const refusingTakenCode = <T>(ctx: RequestContext, work: () => Promise<T>) =>
  refusingDuplicates(work, (index) => (index === 'sys_position_tenant_code_uq' ? codeTaken(ctx) : undefined));

export async function addPosition(ctx: RequestContext, body: PositionAdd): Promise<PositionRecord> {
  await assertCodeFree(ctx, body.code);
  const id = newId();
  return refusingTakenCode(ctx, () =>
    inTransaction(ctx, async (tx) => {
      await tx.insert(sysPosition).values({
        id,
        tenantId: ctx.tenantId,
        ...body,
        nameEn: body.nameEn ?? '',
        createBy: ctx.user.username,
      });
      return getPosition(ctx, id, tx);
    }),
  );
}

export async function editPosition(ctx: RequestContext, body: PositionEdit): Promise<PositionRecord> {
  // Another tenant's row is a 404 before its code is compared with anything.
  await getPosition(ctx, body.id);
  await assertCodeFree(ctx, body.code, body.id);
  const { id, version, ...set } = body;
  return refusingTakenCode(ctx, () =>
    inTransaction(ctx, async (tx) => {
      const row = await updateVersioned(tx, sysPosition, {
        id,
        version,
        set,
        by: ctx.user.username,
        where: inTenant(sysPosition.tenantId, ctx.tenantId),
      });
      return toRecord(row, ctx.locale);
    }),
  );
}

/** Deletes positions of the caller's tenant; ids of other tenants are not touched. Answers how many went. */
export async function deletePositions(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(sysPosition)
      .where(and(inArray(sysPosition.id, [...ids]), inTenant(sysPosition.tenantId, ctx.tenantId)))
      .returning({ id: sysPosition.id });
    return deleted.length;
  });
}

/** The positions the list query matches (filters and sort, paging ignored) as an .xlsx sheet. */
export async function exportPositions(
  ctx: RequestContext,
  query: PositionListParams,
): Promise<{ fileName: string; content: Buffer }> {
  const { records } = await findPositions(ctx, query, POSITION_EXPORT_MAX_ROWS);
  const text = (key: keyof typeof POSITION_EXPORT_TEXT) =>
    pickLocalized(POSITION_EXPORT_TEXT[key], ctx.locale);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('sheet'));
  sheet.columns = [
    { header: text('code'), width: 16 },
    { header: text('name'), width: 24 },
    { header: text('nameEn'), width: 24 },
    { header: text('postRank'), width: 14 },
    { header: text('postLevel'), width: 10 },
    { header: text('memo'), width: 30 },
    { header: text('createTime'), width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    sheet.addRow([
      record.code,
      record.name,
      record.nameEn,
      record.postRank_dictText,
      record.postLevel,
      record.memo ?? '',
      new Date(record.createTime),
    ]);
  }
  return { fileName: `${text('sheet')}.xlsx`, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
