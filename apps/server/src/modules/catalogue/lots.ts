import {
  ErrorKey,
  pickLocalized,
  type LotAddRequest,
  type LotQueryResult,
  type LotRecord,
  type PageResult,
  type lotListQuerySchema,
} from '@mall/shared';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { catalogueMessages } from './messages';
import { liveProduct } from './products';
import { mallProduct, mallProductLot, mallProductStyle } from './schema';

export type LotListParams = z.output<typeof lotListQuerySchema> & Record<string, unknown>;

const lotListSpec: ListSpec = {
  sortColumns: {
    lotNo: mallProductLot.lotNo,
    productionDate: mallProductLot.productionDate,
    createTime: mallProductLot.createTime,
  },
  defaultSort: { column: mallProductLot.createTime, order: 'desc' },
  tieBreaker: mallProductLot.id,
  filters: {
    lotNo: { column: mallProductLot.lotNo, match: 'like' },
    productId: { column: mallProductLot.productId, match: 'eq' },
  },
};

const lotColumns = {
  id: mallProductLot.id,
  lotNo: mallProductLot.lotNo,
  productionDate: mallProductLot.productionDate,
  memo: mallProductLot.memo,
  createTime: mallProductLot.createTime,
  productId: mallProduct.id,
  productCode: mallProduct.code,
  productName: mallProduct.name,
  productModel: mallProduct.model,
  styleId: mallProductStyle.id,
  styleName: mallProductStyle.name,
  styleSpec: mallProductStyle.spec,
};

function lotsWhere(ctx: RequestContext, where: SQL | undefined) {
  return ctx.db
    .select(lotColumns)
    .from(mallProductLot)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductLot.productId))
    .leftJoin(mallProductStyle, eq(mallProductStyle.id, mallProductLot.styleId))
    .where(and(inTenant(mallProductLot.tenantId, ctx.tenantId), where));
}

type LotRow = Awaited<ReturnType<typeof lotsWhere>>[number];

function toRecord(row: LotRow, ctx: RequestContext): LotRecord {
  return {
    id: row.id,
    lotNo: row.lotNo,
    productId: row.productId,
    productCode: row.productCode,
    productName: pickLocalized(row.productName, ctx.locale),
    styleId: row.styleId,
    styleName: row.styleName ? pickLocalized(row.styleName, ctx.locale) : '',
    productionDate: row.productionDate,
    memo: row.memo,
    createTime: row.createTime.toISOString(),
  };
}

export async function listLots(ctx: RequestContext, query: LotListParams): Promise<PageResult<LotRecord>> {
  const plan = planList(query, lotListSpec);
  const [rows, [total]] = await Promise.all([
    lotsWhere(ctx, plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ total: count() })
      .from(mallProductLot)
      .where(and(inTenant(mallProductLot.tenantId, ctx.tenantId), plan.where)),
  ]);
  return plan.page(
    rows.map((row) => toRecord(row, ctx)),
    total?.total ?? 0,
  );
}

function refuse(ctx: RequestContext, field: string, key: keyof typeof catalogueMessages): never {
  throw fieldError(ctx.locale, field, catalogueMessages[key], { key });
}

/** Records a lot of a live product of the tenant (and one of its styles); lot numbers are unique in the tenant. */
export async function addLot(ctx: RequestContext, body: LotAddRequest): Promise<LotRecord> {
  const [product] = await ctx.db
    .select({ id: mallProduct.id })
    .from(mallProduct)
    .where(and(eq(mallProduct.id, body.productId), liveProduct(ctx.tenantId)));
  if (!product) refuse(ctx, 'productId', 'catalogue.partProductUnknown');
  if (body.styleId) {
    const [style] = await ctx.db
      .select({ id: mallProductStyle.id })
      .from(mallProductStyle)
      .where(and(eq(mallProductStyle.id, body.styleId), eq(mallProductStyle.productId, body.productId)));
    if (!style) refuse(ctx, 'styleId', 'catalogue.styleUnknown');
  }
  const [taken] = await ctx.db
    .select({ id: mallProductLot.id })
    .from(mallProductLot)
    .where(and(inTenant(mallProductLot.tenantId, ctx.tenantId), eq(mallProductLot.lotNo, body.lotNo)));
  if (taken) refuse(ctx, 'lotNo', 'catalogue.lotTaken');
  const id = newId();
  await ctx.db.insert(mallProductLot).values({
    id,
    tenantId: ctx.tenantId,
    lotNo: body.lotNo,
    productId: body.productId,
    styleId: body.styleId,
    productionDate: body.productionDate,
    memo: body.memo,
    createBy: ctx.user.username,
  });
  const [row] = await lotsWhere(ctx, eq(mallProductLot.id, id));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx);
}

export async function deleteLot(ctx: RequestContext, id: string): Promise<number> {
  const rows = await ctx.db
    .delete(mallProductLot)
    .where(and(eq(mallProductLot.id, id), inTenant(mallProductLot.tenantId, ctx.tenantId)))
    .returning({ id: mallProductLot.id });
  return rows.length;
}

/** What a lot number tells: the product, style and production date (404 for an unknown number). */
export async function queryLotNo(ctx: RequestContext, lotNo: string): Promise<LotQueryResult> {
  const [row] = await lotsWhere(ctx, and(eq(mallProductLot.lotNo, lotNo), eq(mallProduct.delFlag, false)));
  if (!row) throw new AppError(404, 'catalogue.lotUnknown');
  return {
    lotNo: row.lotNo,
    productionDate: row.productionDate,
    product: {
      id: row.productId,
      code: row.productCode,
      name: pickLocalized(row.productName, ctx.locale),
      model: row.productModel,
    },
    style: row.styleId
      ? {
          id: row.styleId,
          name: row.styleName ? pickLocalized(row.styleName, ctx.locale) : '',
          spec: row.styleSpec ?? '',
        }
      : null,
  };
}
