import { countryName, customerTypeName, ErrorKey, type CustomerRecord } from '@mall/shared';
import { and, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EntityListQuery, EntityService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { planList, type ListSpec } from '#platform/http/list';
import { sysCustomer } from '../account/schema';
import { sysUser } from '../user/schema';
import { liveUserInTenant, statusText } from '../user/service';

/** The column of each of the entity's sortable fields. */
const sortColumns: Record<string, AnyColumn> = {
  username: sysUser.username,
  companyName: sysCustomer.companyName,
  createTime: sysUser.createTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysUser.createTime, order: 'desc' },
  tieBreaker: sysUser.id,
  filters: {
    username: { column: sysUser.username, match: 'like' },
    phone: { column: sysUser.phone, match: 'like' },
    companyName: { column: sysCustomer.companyName, match: 'like' },
    status: { column: sysUser.status, match: 'eq' },
  },
};

/** The customer accounts (users with a company) of the caller's tenant that `where` holds. */
function selectCustomers(ctx: RequestContext, where: SQL | undefined) {
  return ctx.db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      customerType: sysCustomer.customerType,
      companyName: sysCustomer.companyName,
      phone: sysUser.phone,
      email: sysUser.email,
      createTime: sysUser.createTime,
      status: sysUser.status,
      reviewMemo: sysUser.reviewMemo,
      contactPerson: sysCustomer.contactPerson,
      address: sysCustomer.address,
      area: sysCustomer.area,
      website: sysCustomer.website,
    })
    .from(sysUser)
    .innerJoin(sysCustomer, eq(sysCustomer.userId, sysUser.id))
    .where(and(liveUserInTenant(ctx.db, ctx.tenantId), where));
}

type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

function toRecord(ctx: RequestContext, row: CustomerRow): CustomerRecord {
  return {
    ...row,
    customerType_dictText: customerTypeName(row.customerType, ctx.locale),
    createTime: row.createTime.toISOString(),
    status_dictText: statusText(row.status, ctx.locale),
    areaName: countryName(row.area, ctx.locale),
  };
}

/**
 * The customer accounts (those with a company) of the caller's tenant, a page at a time, with where
 * their registration review stands. Staff accounts are never listed.
 */
async function listCustomers(ctx: RequestContext, query: EntityListQuery) {
  const plan = planList(query, listSpec);
  const [rows, totals] = await Promise.all([
    selectCustomers(ctx, plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ total: count() })
      .from(sysUser)
      .innerJoin(sysCustomer, eq(sysCustomer.userId, sysUser.id))
      .where(and(liveUserInTenant(ctx.db, ctx.tenantId), plan.where)),
  ]);
  return plan.page(
    rows.map((row) => toRecord(ctx, row)),
    totals[0]?.total ?? 0,
  );
}

/** Customers are written by registration and review, never through this entity (no such route). */
const notOffered = (): never => {
  throw new AppError(404, ErrorKey.notFound);
};

/** The customers page's entity service: list and queryById; the kit registers no other route. */
export const customerService: EntityService<CustomerRecord, never, never> = {
  list: listCustomers,
  async get(ctx, id) {
    const [row] = await selectCustomers(ctx, eq(sysUser.id, id));
    if (!row) throw new AppError(404, ErrorKey.notFound);
    return toRecord(ctx, row);
  },
  add: notOffered,
  edit: notOffered,
  remove: notOffered,
  exportRecords: notOffered,
};
