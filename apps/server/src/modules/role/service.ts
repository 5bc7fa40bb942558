import {
  ErrorKey,
  PLATFORM_PERMISSIONS,
  pickLocalized,
  roleNameIn,
  type Locale,
  type PageResult,
  type ROLE_SORT_COLUMNS,
  type RoleAddRequest,
  type RoleEditRequest,
  type RoleOption,
  type RoleRecord,
  type roleListQuerySchema,
} from '@mall/shared';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { fieldError } from '#platform/http/field-error';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant, inTenants } from '#platform/tenancy';
import { roleMessages, type RoleMessageKey } from './messages';
import { sysPermission, sysRolePermission } from '../permission/schema';
import { sysUserRole } from '../user/schema';
import { sysRole } from './schema';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type RoleListParams = z.output<typeof roleListQuerySchema> & Record<string, unknown>;

export function roleText(key: RoleMessageKey, locale: Locale): string {
  return pickLocalized(roleMessages[key], locale);
}

const sortColumns: Record<(typeof ROLE_SORT_COLUMNS)[number], AnyColumn> = {
  roleName: sysRole.roleName,
  roleCode: sysRole.roleCode,
  createTime: sysRole.createTime,
};

const roleListSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysRole.createTime, order: 'asc' },
  tieBreaker: sysRole.id,
  filters: {
    roleName: { column: sysRole.roleName, match: 'like' },
    roleCode: { column: sysRole.roleCode, match: 'like' },
  },
};

const recordColumns = {
  id: sysRole.id,
  roleName: sysRole.roleName,
  roleNameEn: sysRole.roleNameEn,
  roleCode: sysRole.roleCode,
  description: sysRole.description,
  createTime: sysRole.createTime,
  version: sysRole.version,
};

function toRecord(
  row: typeof sysRole.$inferSelect | Pick<typeof sysRole.$inferSelect, keyof typeof recordColumns>,
): RoleRecord {
  return {
    id: row.id,
    roleName: row.roleName,
    roleNameEn: row.roleNameEn,
    roleCode: row.roleCode,
    description: row.description,
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

/** Every role of the caller's tenant, by code, named in the request's language: what the user form offers. */
export async function listRoleOptions(ctx: RequestContext): Promise<RoleOption[]> {
  const rows = await ctx.db
    .select({
      id: sysRole.id,
      code: sysRole.roleCode,
      roleName: sysRole.roleName,
      roleNameEn: sysRole.roleNameEn,
    })
    .from(sysRole)
    .where(inTenant(sysRole.tenantId, ctx.tenantId))
    .orderBy(asc(sysRole.roleCode));
  return rows.map((row) => ({ id: row.id, code: row.code, name: roleNameIn(row, ctx.locale) }));
}

/** The ids among `ids` that name roles of `tenantId` (the others are unknown there). */
export async function rolesOfTenant(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inArray(sysRole.id, [...ids]), inTenant(sysRole.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** Roles of the caller's tenant matching the list query, a page at a time (or `limit` rows from the first). */
export async function findRoles(
  ctx: RequestContext,
  query: RoleListParams,
  limit?: number,
): Promise<PageResult<RoleRecord>> {
  const plan = planList(limit === undefined ? query : { ...query, pageNo: 1, pageSize: limit }, roleListSpec);
  const where = and(inTenant(sysRole.tenantId, ctx.tenantId), plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(recordColumns)
      .from(sysRole)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysRole).where(where),
  ]);
  return plan.page(rows.map(toRecord), totals[0]?.total ?? 0);
}

/** One role of the caller's tenant; any other id (another tenant's, unknown) is a 404. */
export async function getRole(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<RoleRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(sysRole)
    .where(and(eq(sysRole.id, id), inTenant(sysRole.tenantId, ctx.tenantId)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row);
}

/** A role code names one role per tenant: a taken one is a field error on roleCode. */
async function assertCodeFree(ctx: RequestContext, roleCode: string, exceptId?: string): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    inTenant(sysRole.tenantId, ctx.tenantId),
    eq(sysRole.roleCode, roleCode),
  ];
  if (exceptId) conditions.push(ne(sysRole.id, exceptId));
  const [holder] = await ctx.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(...conditions))
    .limit(1);
  if (holder) throw roleCodeTaken(ctx);
}

const roleCodeTaken = (ctx: RequestContext) => fieldError(ctx.locale, 'roleCode', roleMessages.roleCodeTaken);

/** Creates a role in the caller's tenant (no grants yet). */
export async function addRole(ctx: RequestContext, body: RoleAddRequest): Promise<RoleRecord> {
  await assertCodeFree(ctx, body.roleCode);
  const id = newId();
  const work = () =>
    inTransaction(ctx, async (tx) => {
      await tx.insert(sysRole).values({
        id,
        tenantId: ctx.tenantId,
        roleCode: body.roleCode,
        roleName: body.roleName,
        roleNameEn: body.roleNameEn ?? '',
        description: body.description,
        createBy: ctx.user.username,
      });
      return getRole(ctx, id, tx);
    });
  // A racing add of the same code ends on the unique index: the same field error.
  return refusingDuplicates(work, (index) =>
    index === 'sys_role_tenant_code_uq' ? roleCodeTaken(ctx) : undefined,
  );
}

/** Renames or redescribes a role of the caller's tenant against the version the form read. */
export async function editRole(ctx: RequestContext, body: RoleEditRequest): Promise<RoleRecord> {
  return inTransaction(ctx, async (tx) => {
    const row = await updateVersioned(tx, sysRole, {
      id: body.id,
      version: body.version,
      set: {
        roleName: body.roleName,
        ...(body.roleNameEn === undefined ? {} : { roleNameEn: body.roleNameEn }),
        description: body.description,
      },
      by: ctx.user.username,
      where: inTenant(sysRole.tenantId, ctx.tenantId),
    });
    return toRecord(row);
  });
}

/**
 * Deletes roles of the caller's tenant (their grants and user links go with them). A role the caller
 * holds is refused, so that nobody locks themself out; ids of other tenants are not touched.
 */
export async function deleteRoles(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const [held] = await ctx.db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(and(eq(sysUserRole.userId, ctx.user.id), inArray(sysUserRole.roleId, [...ids])))
    .limit(1);
  if (held) throw new AppError(400, 'role.cannotDeleteOwn');
  const deleted = await ctx.db
    .delete(sysRole)
    .where(and(inArray(sysRole.id, [...ids]), inTenant(sysRole.tenantId, ctx.tenantId)))
    .returning({ id: sysRole.id });
  return deleted.length;
}

/**
 * Gives tenant `to` roles of its own like those of tenant `from` (same codes, names and grants but the
 * platform ones): roles belong to one tenant, so a new tenant starts with copies, never with another
 * tenant's roles.
 * Answers the new role ids by code.
 */
export async function copyTenantRoles(db: Database, from: string, to: string): Promise<Map<string, string>> {
  const roles = await db.select().from(sysRole).where(inTenant(sysRole.tenantId, from));
  const ids = new Map(roles.map((role) => [role.id, newId()]));
  if (roles.length === 0) return new Map();
  await db.insert(sysRole).values(
    roles.map((role) => ({
      id: ids.get(role.id) as string,
      tenantId: to,
      roleCode: role.roleCode,
      roleName: role.roleName,
      roleNameEn: role.roleNameEn,
      description: role.description,
      createBy: 'system',
    })),
  );
  const grants = await db
    .select({
      roleId: sysRolePermission.roleId,
      permissionId: sysRolePermission.permissionId,
      dataRuleIds: sysRolePermission.dataRuleIds,
    })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        inArray(sysRolePermission.roleId, [...ids.keys()]),
        or(isNull(sysPermission.perms), notInArray(sysPermission.perms, [...PLATFORM_PERMISSIONS])),
      ),
    );
  if (grants.length > 0)
    await db
      .insert(sysRolePermission)
      .values(grants.map((grant) => ({ ...grant, roleId: ids.get(grant.roleId) as string })));
  return new Map(roles.map((role) => [role.roleCode, ids.get(role.id) as string]));
}

/**
 * Starts tenant `to` with copies of the roles of tenant `from` and gives `member` the copies of the roles
 * they hold in `from`, so that the person who created a tenant can administer it.
 */
export async function startTenantRoles(
  db: Database,
  { from, to, member }: { from: string; to: string; member: string },
): Promise<void> {
  const copies = await copyTenantRoles(db, from, to);
  const held = await db
    .select({ code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, member), inTenant(sysRole.tenantId, from)));
  const grants = held.flatMap(({ code }) => {
    const roleId = copies.get(code);
    return roleId ? [{ userId: member, roleId }] : [];
  });
  if (grants.length > 0) await db.insert(sysUserRole).values(grants);
}

/** Deletes every role of `tenantIds` (their grants and user links go with them): for deleted tenants. */
export async function deleteTenantRoles(db: Database, tenantIds: readonly string[]): Promise<void> {
  if (tenantIds.length > 0) await db.delete(sysRole).where(inTenants(sysRole.tenantId, [...tenantIds]));
}

/** The ids of the menus and buttons `userId` holds through their roles in `tenantId`. */
export async function heldPermissionIds(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
    .where(and(eq(sysUserRole.userId, userId), inTenant(sysRole.tenantId, tenantId)));
  return new Set(rows.map((row) => row.id));
}

/** The role every tenant starts with that administers it: it holds every menu and button, new ones included. */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * What `userId` may grant in `tenantId`: what they hold, and, for a holder of the tenant's administrator
 * role, every live menu and button except the platform's menu editing, which only its holders pass on.
 */
export async function grantablePermissionIds(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<Set<string>> {
  const held = await heldPermissionIds(db, userId, tenantId);
  const [adminRole] = await db
    .select({ id: sysRole.id })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(
      and(
        eq(sysUserRole.userId, userId),
        inTenant(sysRole.tenantId, tenantId),
        eq(sysRole.roleCode, ADMIN_ROLE_CODE),
      ),
    )
    .limit(1);
  if (!adminRole) return held;
  const live = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.delFlag, 0),
        or(isNull(sysPermission.perms), notInArray(sysPermission.perms, [...PLATFORM_PERMISSIONS])),
      ),
    );
  for (const row of live) held.add(row.id);
  return held;
}

/**
 * Grants a new menu or button to the administrator role of every tenant (a platform code only to the
 * acting tenant's, the one that edits the menu tree).
 */
export async function grantToAdminRoles(
  db: Database,
  entry: { id: string; perms: string | null },
  actingTenantId: string,
): Promise<void> {
  const platformOnly = (PLATFORM_PERMISSIONS as readonly string[]).includes(entry.perms ?? '');
  const roles = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(
      and(
        eq(sysRole.roleCode, ADMIN_ROLE_CODE),
        platformOnly ? inTenant(sysRole.tenantId, actingTenantId) : undefined,
      ),
    );
  if (roles.length > 0)
    await db
      .insert(sysRolePermission)
      .values(roles.map((role) => ({ roleId: role.id, permissionId: entry.id })))
      .onConflictDoNothing();
}
