import {
  countryName,
  customerTypeName,
  UserStatus,
  type PageResult,
  type RegistrationRecord,
  type registrationListQuerySchema,
} from '@mall/shared';
import { and, count, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { planList, type ListSpec } from '#platform/http/list';
import { sysUser, sysUserTenant } from '../user/schema';
import { sysCustomer } from './schema';
import { tenantScope } from '#platform/tenancy';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type RegistrationListParams = z.output<typeof registrationListQuerySchema> & Record<string, unknown>;

const listSpec: ListSpec = {
  sortColumns: {
    username: sysUser.username,
    companyName: sysCustomer.companyName,
    createTime: sysUser.createTime,
  } satisfies Record<string, AnyColumn>,
  defaultSort: { column: sysUser.createTime, order: 'desc' },
  tieBreaker: sysUser.id,
  filters: {
    status: { column: sysUser.status, match: 'eq' },
    username: { column: sysUser.username, match: 'like' },
    companyName: { column: sysCustomer.companyName, match: 'like' },
  },
};

/**
 * The self-registered accounts of the caller's tenant with their company data, a page at a time; by
 * default those awaiting review.
 */
export async function listRegistrations(
  ctx: RequestContext,
  query: RegistrationListParams,
): Promise<PageResult<RegistrationRecord>> {
  const plan = planList({ ...query, status: query.status ?? UserStatus.underReview }, listSpec);
  const inTenant = sql`exists (select 1 from ${sysUserTenant} where ${sysUserTenant.userId} = ${sysUser.id} and ${tenantScope(ctx, sysUserTenant)})`;
  const where = and(eq(sysUser.delFlag, 0), inTenant, plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: sysUser.id,
        username: sysUser.username,
        status: sysUser.status,
        reviewMemo: sysUser.reviewMemo,
        mobile: sysUser.phone,
        email: sysUser.email,
        createTime: sysUser.createTime,
        companyName: sysCustomer.companyName,
        area: sysCustomer.area,
        website: sysCustomer.website,
        address: sysCustomer.address,
        tracenodeId: sysCustomer.customerType,
        contactPerson: sysCustomer.contactPerson,
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
      areaName: countryName(row.area, ctx.locale),
      tracenodeName: customerTypeName(row.tracenodeId, ctx.locale),
      createTime: row.createTime.toISOString(),
    })),
    totals[0]?.total ?? 0,
  );
}
