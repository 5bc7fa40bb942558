import type { Locale, PermissionResult } from '@mall/shared';
import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { sysUserRole } from '../user/schema';
import { buildPermissionResult } from './menu-tree';
import { MenuType, sysPermission, sysRolePermission } from './schema';

/** A subquery for the active permission codes granted to the user in `userId` (a column of the outer query). */
export function permissionCodesOf(userId: AnyColumn): SQL<string[]> {
  const codes = subquery
    .selectDistinct({ code: sysPermission.perms })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysUserRole.userId, outerColumn(userId)),
        isNotNull(sysPermission.perms),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, '1'),
      ),
    );
  return sql<string[]>`array(${codes})`;
}

/** The menu tree and button permissions of a user, titles in `locale`. */
export async function userPermissions(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<PermissionResult> {
  const grantedIds = db
    .select({ id: sysRolePermission.permissionId })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));

  const [granted, allButtons] = await Promise.all([
    db
      .select()
      .from(sysPermission)
      .where(and(inArray(sysPermission.id, grantedIds), eq(sysPermission.delFlag, 0))),
    db
      .select()
      .from(sysPermission)
      .where(
        and(
          eq(sysPermission.menuType, MenuType.button),
          eq(sysPermission.delFlag, 0),
          isNotNull(sysPermission.perms),
        ),
      ),
  ]);
  return buildPermissionResult(granted, allButtons, locale);
}
