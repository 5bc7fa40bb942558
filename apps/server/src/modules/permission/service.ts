import type { PermissionResult } from '@mall/shared';
import { and, eq, inArray, isNotNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ButtonOfGrantedPage } from '#platform/auth/guard';
import { hasPermission, isStaff, type SessionUser } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { RouteAccess } from '#platform/http/route-access';
import { outerColumn, subquery } from '#platform/db/subquery';
import { roleIdsHeldIn, roleIdsOfTenant, rolesHeldBy } from '../role/queries';
import { activeMembersHoldingRoles } from '../user/queries';
import { buildPermissionResult } from './menu-tree';
import { MenuType, sysPermission, sysRolePermission } from './schema';

/** An entry whose code counts: live and active. */
const activeEntry = and(eq(sysPermission.delFlag, 0), eq(sysPermission.status, '1'));

/**
 * A subquery for the active permission codes granted to the user in `userId` (a column of the outer
 * query), each as `<tenant id>:<code>`: roles belong to a tenant, so a code counts only in the tenant its
 * role belongs to (the auth guard keeps those of the acting tenant).
 */
export function permissionCodesOf(userId: AnyColumn): SQL<string[]> {
  const held = rolesHeldBy(outerColumn(userId)).as('held_role');
  const codes = subquery
    .selectDistinct({ code: sql<string>`${held.tenantId} || ':' || ${sysPermission.perms}` })
    .from(held)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, held.id))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(isNotNull(sysPermission.perms), activeEntry));
  return sql<string[]>`array(${codes})`;
}

/** A subquery for the ids of the tenants where the user's roles grant the active permission `code`. */
export function tenantsGranting(db: Database, userId: string, code: string) {
  const held = rolesHeldBy(userId).as('held_role');
  return db
    .select({ tenantId: held.tenantId })
    .from(held)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, held.id))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysPermission.perms, code), activeEntry));
}

/** The ids of the menus and buttons the user's roles in `tenantId` grant. */
function grantedIdsIn(db: Database, userId: string, tenantId: string) {
  return db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(inArray(sysRolePermission.roleId, roleIdsHeldIn(userId, tenantId)));
}

/**
 * The access of the first request of the page a menu entry's component names: 'session' for a page that
 * asks nothing as it opens (or a component that is no admin page), null when that request is no route.
 */
export type FirstCallAccess = (component: string | null) => RouteAccess | null;

function answers(user: SessionUser, access: RouteAccess | null): boolean {
  if (access === null) return false;
  if (access === 'public' || access === 'session') return true;
  if (access === 'staff') return isStaff(user);
  return hasPermission(user, access);
}

/**
 * The menu tree and button permissions of the signed-in user in the acting tenant, titles in the request's
 * language. A granted menu whose page's first request would be refused is left out: a menu entry is shown
 * only to whom its page answers.
 */
export async function userPermissions(
  { db, user, locale }: RequestContext,
  firstCallAccess: FirstCallAccess,
): Promise<PermissionResult> {
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
  const opened = granted.filter(
    (entry) => entry.menuType === MenuType.button || answers(user, firstCallAccess(entry.component)),
  );
  return buildPermissionResult(opened, allButtons, locale);
}

/** Whether a live menu page (not a button) has the path `path`, whoever is given it. */
export async function menuPathExists({ db }: RequestContext, path: string): Promise<boolean> {
  const [entry] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.url, path),
        ne(sysPermission.menuType, MenuType.button),
        eq(sysPermission.delFlag, 0),
      ),
    )
    .limit(1);
  return entry !== undefined;
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

function grantingRolesQuery(db: Database) {
  return db
    .select({ roleId: sysRolePermission.roleId })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        inArray(sysRolePermission.roleId, roleIdsOfTenant(sql.placeholder('tenantId'))),
        eq(sysPermission.perms, sql.placeholder('code')),
        activeEntry,
      ),
    )
    .prepare('roles_granting_permission');
}

// Asked after every demand-order event: built and planned once per database.
const grantingRolesByDb = new WeakMap<Database, ReturnType<typeof grantingRolesQuery>>();

/**
 * The active users of `tenantId` whose roles there grant the permission `code` (an active entry): the
 * people a tenant's work of that kind concerns, such as the sales staff told of a new demand order.
 */
export async function usersHoldingPermission(
  db: Database,
  tenantId: string,
  code: string,
): Promise<string[]> {
  let query = grantingRolesByDb.get(db);
  if (!query) {
    query = grantingRolesQuery(db);
    grantingRolesByDb.set(db, query);
  }
  const roles = await query.execute({ tenantId, code });
  return activeMembersHoldingRoles(
    db,
    tenantId,
    roles.map((row) => row.roleId),
  );
}
