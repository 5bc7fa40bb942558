import {
  dictTextOf,
  ErrorKey,
  tenantEntity,
  TenantState,
  type Locale,
  type PageResult,
  type tenantAddSchema,
  type tenantEditSchema,
  type TenantRecord,
  type tenantUserListQuerySchema,
  type TenantUserRecord,
} from '@mall/shared';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { EntityListQuery, EntityService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { planList, type KeysetPage, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { seedTenantDictionaries } from '../dict/service';
import { seedTenantFillRules } from '../fill-rule/service';
import { seedTenantMessageTemplates } from '../message-template/service';
import { deleteTenantRoles, startTenantRoles } from '../role/service';
import {
  addTenantMember,
  hasOtherLiveMembers,
  linkedTenantIdsOf,
  liveMemberCountOf,
  liveMembers,
} from '../user/queries';
import { sysTenant } from './schema';

export type TenantUserListParams = z.output<typeof tenantUserListQuerySchema> & Record<string, unknown>;
type TenantAdd = z.output<typeof tenantAddSchema>;
type TenantEdit = z.output<typeof tenantEditSchema>;

const listSpec: ListSpec = {
  sortColumns: { name: sysTenant.name, createTime: sysTenant.createTime },
  defaultSort: { column: sysTenant.createTime, order: 'desc' },
  tieBreaker: sysTenant.id,
  filters: {
    name: { column: sysTenant.name, match: 'like' },
    nameEn: { column: sysTenant.nameEn, match: 'like' },
    status: { column: sysTenant.status, match: 'eq' },
  },
};

/**
 * Tenant administration sees only the tenants the caller belongs to (any state): a tenant's staff never
 * see, change or delete another tenant.
 */
function callersTenant(ctx: RequestContext): SQL {
  return inArray(sysTenant.id, linkedTenantIdsOf(ctx.user.id));
}

const recordColumns = {
  id: sysTenant.id,
  name: sysTenant.name,
  nameEn: sysTenant.nameEn,
  status: sysTenant.status,
  beginDate: sysTenant.beginDate,
  endDate: sysTenant.endDate,
  createTime: sysTenant.createTime,
  version: sysTenant.version,
  userCount: liveMemberCountOf(sysTenant.id),
};

interface RecordRow {
  id: string;
  name: string;
  nameEn: string;
  status: number;
  beginDate: Date | null;
  endDate: Date | null;
  createTime: Date;
  version: number;
  userCount: number;
}

function toRecord(row: RecordRow, locale: Locale): TenantRecord {
  const status = row.status === TenantState.frozen ? TenantState.frozen : TenantState.normal;
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    status,
    status_dictText: dictTextOf(tenantEntity.fields.status, status, locale),
    beginDate: row.beginDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    userCount: Number(row.userCount),
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

/** The caller's tenants matching the list query, a page at a time; with `keyset`, that page, uncounted. */
async function findTenants(ctx: RequestContext, query: EntityListQuery, keyset?: KeysetPage) {
  const plan = planList(query, listSpec, keyset);
  const where = and(callersTenant(ctx), plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(recordColumns)
      .from(sysTenant)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    keyset ? [] : ctx.db.select({ total: count() }).from(sysTenant).where(where),
  ]);
  return { records: rows.map((row) => toRecord(row, ctx.locale)), total: totals[0]?.total ?? 0, plan };
}

async function listTenants(ctx: RequestContext, query: EntityListQuery): Promise<PageResult<TenantRecord>> {
  const found = await findTenants(ctx, query);
  return found.plan.page(found.records, found.total);
}

/** One of the caller's tenants; any other id is a 404. */
export async function getTenant(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<TenantRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(sysTenant)
    .where(and(eq(sysTenant.id, id), callersTenant(ctx)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx.locale);
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

/**
 * Creates a tenant ready for use: the caller becomes its first member, holding copies of the roles they hold
 * in the acting tenant (the new tenant gets copies of all of that tenant's roles), and it gets the base
 * dictionaries and message templates.
 */
async function addTenant(ctx: RequestContext, body: TenantAdd): Promise<TenantRecord> {
  const id = newId();
  return inTransaction(ctx, async (tx) => {
    await tx.insert(sysTenant).values({
      id,
      name: body.name,
      nameEn: body.nameEn,
      status: body.status,
      beginDate: toDate(body.beginDate),
      endDate: toDate(body.endDate),
      createBy: ctx.user.username,
    });
    await addTenantMember(tx, id, ctx.user.id);
    await startTenantRoles(tx, { from: ctx.tenantId, to: id, member: ctx.user.id });
    await seedTenantDictionaries(tx, id);
    await seedTenantMessageTemplates(tx, id);
    await seedTenantFillRules(tx, id);
    return getTenant(ctx, id, tx);
  });
}

/** Edits one of the caller's tenants against the version read; freezing the acting tenant is refused. */
async function editTenant(ctx: RequestContext, body: TenantEdit): Promise<TenantRecord> {
  if (body.id === ctx.tenantId && body.status === TenantState.frozen)
    throw new AppError(400, 'tenant.acting');
  return inTransaction(ctx, async (tx) => {
    await updateVersioned(tx, sysTenant, {
      id: body.id,
      version: body.version,
      set: {
        name: body.name,
        nameEn: body.nameEn,
        status: body.status,
        beginDate: toDate(body.beginDate),
        endDate: toDate(body.endDate),
      },
      by: ctx.user.username,
      where: callersTenant(ctx),
    });
    return getTenant(ctx, body.id, tx);
  });
}

/**
 * Deletes tenants of the caller's: never the acting one, never one that other live users still belong
 * to (409 `tenant.inUse`; the whole call is refused). Ids outside the caller's tenants are not touched.
 */
async function deleteTenants(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  if (ids.includes(ctx.tenantId)) throw new AppError(400, 'tenant.acting');
  return inTransaction(ctx, async (tx) => {
    const own = await tx
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(and(inArray(sysTenant.id, [...ids]), callersTenant(ctx)));
    const ownIds = own.map((tenant) => tenant.id);
    if (ownIds.length === 0) return 0;
    if (await hasOtherLiveMembers(tx, ownIds, ctx.user.id)) throw new AppError(409, 'tenant.inUse');
    await deleteTenantRoles(tx, ownIds);
    const deleted = await tx
      .delete(sysTenant)
      .where(inArray(sysTenant.id, ownIds))
      .returning({ id: sysTenant.id });
    return deleted.length;
  });
}

/**
 * The tenants on the admin kit: not a tenant-scoped table (the caller's memberships scope it), so a
 * service of its own rather than the kit's table service.
 */
export const tenantService: EntityService<TenantRecord, TenantAdd, TenantEdit> = {
  list: listTenants,
  get: (ctx, id) => getTenant(ctx, id),
  add: addTenant,
  edit: editTenant,
  remove: deleteTenants,
  exportRecords: async (ctx, query, page) => (await findTenants(ctx, query, page)).records,
};

function memberListSpec(member: ReturnType<typeof liveMembers>): ListSpec {
  return {
    sortColumns: { username: member.username, createTime: member.createTime },
    defaultSort: { column: member.createTime, order: 'desc' },
    tieBreaker: member.id,
    filters: {
      username: { column: member.username, match: 'like' },
      // The tenant is a required key of the query: the members subquery is of it (checked first).
      tenantId: { condition: () => undefined },
    },
  };
}

/** The live members of one of the caller's tenants, a page at a time (another tenant: 404). */
export async function listTenantUsers(
  ctx: RequestContext,
  query: TenantUserListParams,
): Promise<PageResult<TenantUserRecord>> {
  await getTenant(ctx, query.tenantId);
  const member = liveMembers(query.tenantId);
  const plan = planList(query, memberListSpec(member));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: member.id,
        username: member.username,
        realname: member.realname,
        phone: member.phone,
        status: member.status,
        createTime: member.createTime,
      })
      .from(member)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(member).where(plan.where),
  ]);
  return plan.page(
    rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() })),
    totals[0]?.total ?? 0,
  );
}
