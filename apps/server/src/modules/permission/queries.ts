import { PLATFORM_PERMISSIONS } from '@mall/shared';
import { and, eq, inArray, isNull, notInArray, or, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysPermission, sysRolePermission } from './schema';

/*
 * The permission module owns the menus and buttons (sys_permission) and the roles' grants of them
 * (sys_role_permission): other modules read and write them only through these named queries.
 */

/** Any code but the platform's menu editing, which never travels to another tenant's roles. */
const notPlatform = or(
  isNull(sysPermission.perms),
  notInArray(sysPermission.perms, [...PLATFORM_PERMISSIONS]),
);

/** Gives each new role (`copies`: old role id → new role id) the grants of the old one, but platform ones. */
export async function copyRoleGrants(db: Database, copies: ReadonlyMap<string, string>): Promise<void> {
  if (copies.size === 0) return;
  const grants = await db
    .select({
      roleId: sysRolePermission.roleId,
      permissionId: sysRolePermission.permissionId,
      dataRuleIds: sysRolePermission.dataRuleIds,
    })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(inArray(sysRolePermission.roleId, [...copies.keys()]), notPlatform));
  if (grants.length > 0)
    await db
      .insert(sysRolePermission)
      .values(grants.map((grant) => ({ ...grant, roleId: copies.get(grant.roleId) as string })));
}

/** The ids of the menus and buttons granted to the roles `roleIds` (a subquery of role ids). */
export async function permissionIdsGrantedTo(db: Database, roleIds: SQLWrapper): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(inArray(sysRolePermission.roleId, roleIds));
  return new Set(rows.map((row) => row.id));
}

/** The ids of every live menu and button but the platform's menu editing: what a tenant's admin may grant. */
export async function grantableToTenantIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), notPlatform));
  return rows.map((row) => row.id);
}

/** Grants the menu or button `permissionId` to the roles `roleIds` (a grant held already is kept). */
export async function grantToRoles(
  db: Database,
  permissionId: string,
  roleIds: readonly string[],
): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(sysRolePermission)
    .values(roleIds.map((roleId) => ({ roleId, permissionId })))
    .onConflictDoNothing();
}
