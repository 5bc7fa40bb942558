import { ErrorKey, PLATFORM_PERMISSIONS, roleEntity, roleNameIn, type RoleOption } from '@mall/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant, inTenants } from '#platform/tenancy';
import {
  copyRoleGrants,
  grantableToTenantIds,
  grantToRoles,
  permissionIdsGrantedTo,
} from '../permission/queries';
import { giveUserRoles } from '../user/queries';
import { roleIdsHeldIn } from './queries';
import { sysRole } from './schema';

/**
 * The roles of the caller's tenant on the admin kit: codes unique in the tenant and fixed once created,
 * edits against the version read. A role the caller holds is never deleted, so that nobody locks
 * themself out; a deleted role's grants and user links go with it.
 */
export const roleService = tableService(roleEntity, {
  table: sysRole,
  toRecord: (row) => ({
    id: row.id,
    roleName: row.roleName,
    roleNameEn: row.roleNameEn,
    roleCode: row.roleCode,
    description: row.description,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  uniqueMessages: { roleCode: 'role.codeTaken' },
  async beforeDelete(ctx, ids, tx) {
    const [held] = await tx
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(
        and(inArray(sysRole.id, [...ids]), inArray(sysRole.id, roleIdsHeldIn(ctx.user.id, ctx.tenantId))),
      )
      .limit(1);
    if (held) throw new AppError(400, 'role.cannotDeleteOwn');
  },
});

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
  return rows.map((row) => {
    const name = roleNameIn(row, ctx.locale);
    return { id: row.id, code: row.code, name, roleCode: row.code, roleName: name };
  });
}

/** Refuses (404) an id that names no role of the caller's tenant. */
export async function assertRoleOfTenant(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<void> {
  const [row] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.id, id), inTenant(sysRole.tenantId, ctx.tenantId)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
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
  await copyRoleGrants(db, ids);
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
    .from(sysRole)
    .where(inArray(sysRole.id, roleIdsHeldIn(member, from)));
  const roleIds = held.flatMap(({ code }) => {
    const roleId = copies.get(code);
    return roleId ? [roleId] : [];
  });
  await giveUserRoles(db, member, roleIds);
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
  return permissionIdsGrantedTo(db, roleIdsHeldIn(userId, tenantId));
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
    .from(sysRole)
    .where(and(inArray(sysRole.id, roleIdsHeldIn(userId, tenantId)), eq(sysRole.roleCode, ADMIN_ROLE_CODE)))
    .limit(1);
  if (!adminRole) return held;
  for (const id of await grantableToTenantIds(db)) held.add(id);
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
  await grantToRoles(
    db,
    entry.id,
    roles.map((role) => role.id),
  );
}
