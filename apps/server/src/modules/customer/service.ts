import {
  countryName,
  customerTypeName,
  type CUSTOMER_SORT_COLUMNS,
  type CustomerRecord,
  type customerListQuerySchema,
  type PageResult,
} from '@mall/shared';
import { and, count, eq, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { planList, type ListSpec } from '#platform/http/list';
import { sysCustomer } from '../account/schema';
import { sysUser } from '../user/schema';
import { liveUserInTenant, statusText } from '../user/service';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type CustomerListParams = z.output<typeof customerListQuerySchema> & Record<string, unknown>;

const sortColumns: Record<(typeof CUSTOMER_SORT_COLUMNS)[number], AnyColumn> = {
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

/**
 * The customer accounts (those with a company) of the caller's tenant, a page at a time, with where
 * their registration review stands. Staff accounts are never listed.
 */
export async function listCustomers(
  ctx: RequestContext,
  query: CustomerListParams,
): Promise<PageResult<CustomerRecord>> {
  const plan = planList(query, listSpec);
  const where = and(liveUserInTenant(ctx.db, ctx.tenantId), plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
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
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ total: count() })
      .from(sysUser)
      .innerJoin(sysCustomer, eq(sysCustomer.userId, sysUser.id))
      .where(where),
  ]);
  return plan.page(
    rows.map((row) => ({
      ...row,
      customerType_dictText: customerTypeName(row.customerType, ctx.locale),
      createTime: row.createTime.toISOString(),
      status_dictText: statusText(row.status, ctx.locale),
      areaName: countryName(row.area, ctx.locale),
    })),
    totals[0]?.total ?? 0,
  );
}
