import {
  countryName,
  customerTypeName,
  UserStatus,
  type PageResult,
  type RegistrationRecord,
  type registrationListQuerySchema,
} from '@mall/shared';
import { count, eq, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { planList, type ListSpec } from '#platform/http/list';
import { liveMembers } from '../user/queries';
import { sysCustomer } from './schema';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type RegistrationListParams = z.output<typeof registrationListQuerySchema> & Record<string, unknown>;

function listSpecOf(member: ReturnType<typeof liveMembers>): ListSpec {
  return {
    sortColumns: {
      username: member.username,
      companyName: sysCustomer.companyName,
      createTime: member.createTime,
    } satisfies Record<string, AnyColumn>,
    defaultSort: { column: member.createTime, order: 'desc' },
    tieBreaker: member.id,
    filters: {
      status: { column: member.status, match: 'eq' },
      username: { column: member.username, match: 'like' },
      companyName: { column: sysCustomer.companyName, match: 'like' },
    },
  };
}

/**
 * The self-registered accounts of the caller's tenant with their company data, a page at a time; by
 * default those awaiting review.
 */
export async function listRegistrations(
  ctx: RequestContext,
  query: RegistrationListParams,
): Promise<PageResult<RegistrationRecord>> {
  const member = liveMembers(ctx.tenantId);
  const plan = planList({ ...query, status: query.status ?? UserStatus.underReview }, listSpecOf(member));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: member.id,
        username: member.username,
        status: member.status,
        reviewMemo: member.reviewMemo,
        mobile: member.phone,
        email: member.email,
        createTime: member.createTime,
        companyName: sysCustomer.companyName,
        area: sysCustomer.area,
        website: sysCustomer.website,
        address: sysCustomer.address,
        tracenodeId: sysCustomer.customerType,
        contactPerson: sysCustomer.contactPerson,
      })
      .from(member)
      .innerJoin(sysCustomer, eq(sysCustomer.userId, member.id))
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ total: count() })
      .from(member)
      .innerJoin(sysCustomer, eq(sysCustomer.userId, member.id))
      .where(plan.where),
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
