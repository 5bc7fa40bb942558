import {
  pickLocalized,
  type Locale,
  type PermissionRecord,
  type PermissionTreeNode,
  type PermissionTreeResult,
  type saveRolePermissionSchema,
} from '@mall/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { assertRoleOfTenant, grantablePermissionIds } from '../role/service';
import { sysPermission, sysRolePermission } from './schema';

type PermissionRow = typeof sysPermission.$inferSelect;

/** Live entries (menus and buttons), ordered as the trees show them. */
export async function liveEntries(db: Database): Promise<PermissionRow[]> {
  const rows = await db.select().from(sysPermission).where(eq(sysPermission.delFlag, 0));
  return rows.sort((a, b) => a.sortNo - b.sortNo || a.id.localeCompare(b.id));
}

/** Nests rows under their parents; a row whose parent is missing becomes a root. */
function nest<T extends { children?: T[] | undefined }>(
  rows: PermissionRow[],
  map: (row: PermissionRow) => T,
): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (row: PermissionRow): T => {
    const node = map(row);
    const children = (byParent.get(row.id) ?? []).map(build);
    if (children.length) node.children = children;
    return node;
  };
  return (byParent.get(null) ?? []).map(build);
}

export function toRecord(row: PermissionRow, locale: Locale): PermissionRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    title: pickLocalized(row.name, locale),
    name: row.name,
    menuType: row.menuType,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    icon: row.icon,
    i18nKey: row.i18nKey,
    sortNo: row.sortNo,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    isRoute: row.isRoute,
    isLeaf: row.isLeaf,
    keepAlive: row.keepAlive,
    internalOrExternal: row.internalOrExternal,
    perms: row.perms,
    permsType: row.permsType,
    status: row.status,
    description: row.description,
  };
}

/** GET /sys/permission/list: every menu, sub-menu and button as one tree, titles in the caller's language. */
export async function permissionTree(ctx: RequestContext): Promise<PermissionRecord[]> {
  return nest(await liveEntries(ctx.db), (row) => toRecord(row, ctx.locale));
}

/**
 * GET /sys/role/queryTreeList: the tree a role's grants are picked from, and every id in it: what the
 * caller may grant (saveRolePermissions refuses the rest), so a tenant's administrator is never offered
 * the platform's entries.
 */
export async function grantableTree(ctx: RequestContext): Promise<PermissionTreeResult> {
  const grantable = await grantablePermissionIds(ctx.db, ctx.user.id, ctx.tenantId);
  const rows = (await liveEntries(ctx.db)).filter((row) => grantable.has(row.id));
  const treeList = nest<PermissionTreeNode>(rows, (row) => ({
    key: row.id,
    title: pickLocalized(row.name, ctx.locale),
    menuType: row.menuType,
    isLeaf: true,
  }));
  const markLeaves = (nodes: PermissionTreeNode[]) =>
    nodes.forEach((node) => {
      node.isLeaf = !node.children?.length;
      if (node.children) markLeaves(node.children);
    });
  markLeaves(treeList);
  return { treeList, ids: rows.map((row) => row.id) };
}

/** The ids of the menus and buttons granted to a role of the caller's tenant. */
export async function rolePermissionIds(ctx: RequestContext, roleId: string, db = ctx.db): Promise<string[]> {
  await assertRoleOfTenant(ctx, roleId, db);
  const rows = await db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(eq(sysRolePermission.roleId, roleId));
  return rows.map((row) => row.id).sort();
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * POST /sys/permission/saveRolePermission: the role's grants become `permissionIds`. The grants the form
 * was loaded with (`lastpermissionIds`) must still be the stored ones, else 409: two admins editing one
 * role never silently undo each other's choices.
 */
export async function saveRolePermissions(
  ctx: RequestContext,
  body: z.output<typeof saveRolePermissionSchema>,
): Promise<void> {
  const wanted = body.permissionIds;
  if (wanted.length > 0) {
    const known = await ctx.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(inArray(sysPermission.id, wanted), eq(sysPermission.delFlag, 0)));
    if (known.length !== wanted.length) {
      throw new AppError(400, 'role.unknownPermission', {
        errors: [{ field: 'permissionIds', message: '' }],
      });
    }
  }
  await inTransaction(ctx, async (tx) => {
    // Serialises concurrent saves of one role: the comparison below sees the other save's result.
    const current = await tx
      .select({ id: sysRolePermission.permissionId })
      .from(sysRolePermission)
      .where(eq(sysRolePermission.roleId, body.roleId))
      .for('update');
    await assertRoleOfTenant(ctx, body.roleId, tx);
    const stored = current.map((row) => row.id);
    if (!sameSet(stored, body.lastpermissionIds)) throw new AppError(409, 'role.grantsChanged');
    const removed = stored.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !stored.includes(id));
    // No one grants more than they hold (the administrator role holds every entry, new ones included):
    // a tenant's admin cannot give a role the platform's menu editing.
    const held = await grantablePermissionIds(tx, ctx.user.id, ctx.tenantId);
    if (added.some((id) => !held.has(id))) {
      throw new AppError(400, 'role.grantBeyondOwn', { errors: [{ field: 'permissionIds', message: '' }] });
    }
    if (removed.length > 0)
      await tx
        .delete(sysRolePermission)
        .where(
          and(eq(sysRolePermission.roleId, body.roleId), inArray(sysRolePermission.permissionId, removed)),
        );
    if (added.length > 0)
      await tx
        .insert(sysRolePermission)
        .values(added.map((permissionId) => ({ roleId: body.roleId, permissionId })));
  });
}
