import { UserStatus, type PermissionResult } from '@mall/shared';
import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ButtonOfGrantedPage } from '#platform/auth/guard';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { sysRole } from '../role/schema';
import { sysUser, sysUserRole, sysUserTenant } from '../user/schema';
import { buildPermissionResult } from './menu-tree';
import { MenuType, sysPermission, sysRolePermission } from './schema';
import { inTenant, sameTenant } from '#platform/tenancy';

/**
 * A subquery for the active permission codes granted to the user in `userId` (a column of the outer
 * query), each as `<tenant id>:<code>`: roles belong to a tenant, so a code counts only in the tenant its
 * role belongs to (the auth guard keeps those of the acting tenant).
 */
export function permissionCodesOf(userId: AnyColumn): SQL<string[]> {
  const codes = subquery
    .selectDistinct({ code: sql<string>`${sysRole.tenantId} || ':' || ${sysPermission.perms}` })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
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

/** A subquery for the ids of the tenants where the user's roles grant the active permission `code`. */
export function tenantsGranting(db: Database, userId: string, code: string) {
  return db
    .select({ tenantId: sysRole.tenantId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysUserRole.userId, userId),
        eq(sysPermission.perms, code),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, '1'),
      ),
    );
}

/** The ids of the menus and buttons the user's roles in `tenantId` grant. */
function grantedIdsIn(db: Database, userId: string, tenantId: string) {
  return db
    .select({ id: sysRolePermission.permissionId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), inTenant(sysRole.tenantId, tenantId)));
}

/** The menu tree and button permissions of the signed-in user in the acting tenant, titles in the request's language. */
export async function userPermissions({ db, user, locale }: RequestContext): Promise<PermissionResult> {
  const grantedIds = grantedIdsIn(db, user.id, user.tenantId);

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

/**
 * Whether `code` is the permission code of a button whose page (its parent menu) the user is granted:
 * the guard answers such a refusal with 510 (the page is theirs, the action is not), any other with 403.
 */
export function buttonOfGrantedPage(db: Database): ButtonOfGrantedPage {
  return async (user, code) => {
    const grantedIds = grantedIdsIn(db, user.id, user.tenantId);
    const [button] = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(
        and(
          eq(sysPermission.perms, code),
          eq(sysPermission.menuType, MenuType.button),
          eq(sysPermission.delFlag, 0),
          inArray(sysPermission.parentId, grantedIds),
        ),
      )
      .limit(1);
    return button !== undefined;
  };
}

function holdersQuery(db: Database) {
  return db
    .selectDistinct({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
    .innerJoin(
      sysUserTenant,
      and(eq(sysUserTenant.userId, sysUserRole.userId), sameTenant(sysUserTenant.tenantId, sysRole.tenantId)),
    )
    .where(
      and(
        inTenant(sysRole.tenantId, sql.placeholder('tenantId')),
        eq(sysPermission.perms, sql.placeholder('code')),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, '1'),
        eq(sysUser.delFlag, 0),
        eq(sysUser.status, UserStatus.normal),
      ),
    )
    .prepare('users_holding_permission');
}

// Asked after every demand-order event: built and planned once per database.
const holdersByDb = new WeakMap<Database, ReturnType<typeof holdersQuery>>();

/**
 * The active users of `tenantId` whose roles there grant the permission `code` (an active entry): the
 * people a tenant's work of that kind concerns, such as the sales staff told of a new demand order.
 */
export async function usersHoldingPermission(
  db: Database,
  tenantId: string,
  code: string,
): Promise<string[]> {
  let query = holdersByDb.get(db);
  if (!query) {
    query = holdersQuery(db);
    holdersByDb.set(db, query);
  }
  const rows = await query.execute({ tenantId, code });
  return rows.map((row) => row.userId);
}
