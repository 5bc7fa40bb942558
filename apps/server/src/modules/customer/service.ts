import { countryName, customerTypeName, ErrorKey, type CustomerRecord } from '@mall/shared';
import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EntityListQuery, EntityService, ExportPage } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { planList, rowsAfter, sortOf, type ListSpec } from '#platform/http/list';
import { customerProfiles } from '../account/queries';
import { liveMembers } from '../user/queries';
import { statusText } from '../user/service';

/** The customer accounts (live members with a company) of `tenantId`: the account and its profile. */
function customerAccounts(tenantId: string) {
  const member = liveMembers(tenantId);
  const profile = customerProfiles();
  return { member, profile };
}

function listSpecOf({ member, profile }: ReturnType<typeof customerAccounts>): ListSpec {
  return {
    // The column of each of the entity's sortable fields.
    sortColumns: {
      username: member.username,
      companyName: profile.companyName,
      createTime: member.createTime,
    } satisfies Record<string, AnyColumn>,
    defaultSort: { column: member.createTime, order: 'desc' },
    tieBreaker: member.id,
    filters: {
      username: { column: member.username, match: 'like' },
      phone: { column: member.phone, match: 'like' },
      companyName: { column: profile.companyName, match: 'like' },
      status: { column: member.status, match: 'eq' },
    },
  };
}

/** The customer accounts of the caller's tenant that `where` holds. */
function selectCustomers(
  ctx: RequestContext,
  where: (accounts: ReturnType<typeof customerAccounts>) => SQL | undefined,
) {
  const accounts = customerAccounts(ctx.tenantId);
  const { member, profile } = accounts;
  return ctx.db
    .select({
      id: member.id,
      username: member.username,
      customerType: profile.customerType,
      companyName: profile.companyName,
      phone: member.phone,
      email: member.email,
      createTime: member.createTime,
      status: member.status,
      reviewMemo: member.reviewMemo,
      contactPerson: profile.contactPerson,
      address: profile.address,
      area: profile.area,
      website: profile.website,
    })
    .from(member)
    .innerJoin(profile, eq(profile.userId, member.id))
    .where(where(accounts));
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
  const accounts = customerAccounts(ctx.tenantId);
  const plan = planList(query, listSpecOf(accounts));
  const { member, profile } = accounts;
  const [rows, totals] = await Promise.all([
    selectCustomers(ctx, () => plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db
      .select({ total: count() })
      .from(member)
      .innerJoin(profile, eq(profile.userId, member.id))
      .where(plan.where),
  ]);
  return plan.page(
    rows.map((row) => toRecord(ctx, row)),
    totals[0]?.total ?? 0,
  );
}

/**
 * One page of a customer export: the list's filters, sort and selection, `page.size` accounts after the
 * account `page.after`. The list may be sorted on the company (the profile's column), so that account's
 * sort value is read over the same join as the page's.
 */
async function exportCustomers(ctx: RequestContext, query: EntityListQuery, page: ExportPage) {
  // The plan is made over the accounts the select joins (its where callback runs before orderBy below).
  let orderBy: SQL[] = [];
  const rows = await selectCustomers(ctx, (accounts) => {
    const spec = listSpecOf(accounts);
    const plan = planList(query, spec);
    orderBy = plan.orderBy;
    if (page.after === undefined) return plan.where;
    const sort = sortOf(query, spec);
    const row = customerAccounts(ctx.tenantId);
    const sortValue = ctx.db
      .select({ value: sql`${sortOf(query, listSpecOf(row)).column}` })
      .from(row.member)
      .innerJoin(row.profile, eq(row.profile.userId, row.member.id))
      .where(eq(row.member.id, page.after));
    const after = rowsAfter(
      sort,
      { column: accounts.member.id, order: 'asc' },
      page.after,
      sql`(${sortValue})`,
    );
    return and(plan.where, after);
  })
    .orderBy(...orderBy)
    .limit(page.size);
  return rows.map((row) => toRecord(ctx, row));
}

/** Customers are written by registration and review, never through this entity (no such route). */
const notOffered = (): never => {
  throw new AppError(404, ErrorKey.notFound);
};

/** The customers page's entity service: list, queryById and export; the kit registers no other route. */
export const customerService: EntityService<CustomerRecord, never, never> = {
  list: listCustomers,
  async get(ctx, id) {
    const [row] = await selectCustomers(ctx, ({ member }) => eq(member.id, id));
    if (!row) throw new AppError(404, ErrorKey.notFound);
    return toRecord(ctx, row);
  },
  add: notOffered,
  edit: notOffered,
  remove: notOffered,
  exportRecords: exportCustomers,
};
