import {
  ErrorKey,
  MenuKind,
  pickLocalized,
  type Locale,
  type PermissionRecord,
  type PermissionTreeNode,
  type PermissionTreeResult,
  type permissionAddSchema,
  type permissionEditSchema,
  type saveRolePermissionSchema,
} from '@mall/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { getRole, grantablePermissionIds, grantToAdminRoles } from '../role/service';
import { sysPermission, sysRolePermission } from './schema';

type PermissionRow = typeof sysPermission.$inferSelect;
type PermissionFields = z.output<typeof permissionAddSchema>;

/** Live entries (menus and buttons), ordered as the trees show them. */
async function liveEntries(db: Database): Promise<PermissionRow[]> {
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

function toRecord(row: PermissionRow, locale: Locale): PermissionRecord {
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

/** GET /sys/role/queryTreeList: the tree a role's grants are picked from, and every id in it. */
export async function grantableTree(ctx: RequestContext): Promise<PermissionTreeResult> {
  const rows = await liveEntries(ctx.db);
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
  await getRole(ctx, roleId, db);
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
    await getRole(ctx, body.roleId, tx);
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

/**
 * A sub-menu hangs under a menu, a button under a menu or sub-menu; an entry never under itself or its
 * own descendants. Anything else is a 400 on parentId.
 */
async function checkParent(db: Database, fields: PermissionFields, selfId?: string): Promise<void> {
  if (fields.parentId === null) return;
  const rows = await liveEntries(db);
  const parent = rows.find((row) => row.id === fields.parentId);
  let invalid = !parent || parent.menuType === MenuKind.button;
  for (let at = parent; !invalid && at && selfId; at = rows.find((row) => row.id === at?.parentId)) {
    if (at.id === selfId) invalid = true;
  }
  if (invalid) {
    throw new AppError(400, ErrorKey.validation, { errors: [{ field: 'parentId', message: 'parentId' }] });
  }
}

function columnsOf(fields: PermissionFields) {
  const isButton = fields.menuType === MenuKind.button;
  return {
    parentId: fields.parentId,
    name: { zh: fields.name.zh, en: fields.name.en },
    menuType: fields.menuType,
    // A button is no route: it has no path, component or menu looks.
    url: isButton ? null : fields.url,
    component: isButton ? null : fields.component,
    componentName: isButton ? null : fields.componentName,
    redirect: isButton ? null : fields.redirect,
    icon: isButton ? null : fields.icon,
    i18nKey: fields.i18nKey,
    sortNo: fields.sortNo,
    hidden: fields.hidden,
    alwaysShow: fields.alwaysShow,
    isRoute: isButton ? false : fields.isRoute,
    keepAlive: fields.keepAlive,
    internalOrExternal: fields.internalOrExternal,
    perms: fields.perms,
    permsType: fields.permsType,
    status: fields.status,
    description: fields.description,
  };
}

/** A menu is a leaf while no live sub-menu hangs under it (buttons do not count). */
async function refreshLeaf(db: Database, id: string | null): Promise<void> {
  if (id === null) return;
  const [child] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.parentId, id),
        ne(sysPermission.menuType, MenuKind.button),
        eq(sysPermission.delFlag, 0),
      ),
    )
    .limit(1);
  await db.update(sysPermission).set({ isLeaf: !child }).where(eq(sysPermission.id, id));
}

async function getEntry(ctx: RequestContext, id: string, db: Database): Promise<PermissionRecord> {
  const [row] = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx.locale);
}

/** POST /sys/permission/add: a menu, sub-menu or button, granted at once to the administrator roles. */
export async function addPermission(ctx: RequestContext, body: PermissionFields): Promise<PermissionRecord> {
  await checkParent(ctx.db, body);
  const id = newId();
  return inTransaction(ctx, async (tx) => {
    await tx.insert(sysPermission).values({ id, ...columnsOf(body), createBy: ctx.user.username });
    await grantToAdminRoles(tx, { id, perms: body.perms }, ctx.tenantId);
    await refreshLeaf(tx, body.parentId);
    await refreshLeaf(tx, id);
    return getEntry(ctx, id, tx);
  });
}

/** PUT /sys/permission/edit. */
export async function editPermission(
  ctx: RequestContext,
  body: z.output<typeof permissionEditSchema>,
): Promise<PermissionRecord> {
  const before = await getEntry(ctx, body.id, ctx.db);
  await checkParent(ctx.db, body, body.id);
  return inTransaction(ctx, async (tx) => {
    await tx
      .update(sysPermission)
      .set({ ...columnsOf(body), updateBy: ctx.user.username, updateTime: new Date() })
      .where(eq(sysPermission.id, body.id));
    await refreshLeaf(tx, before.parentId);
    await refreshLeaf(tx, body.parentId);
    await refreshLeaf(tx, body.id);
    return getEntry(ctx, body.id, tx);
  });
}

/** DELETE /sys/permission/delete(Batch): the entries and everything under them; their grants go too. */
export async function deletePermissions(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const rows = await liveEntries(ctx.db);
  const doomed = new Set(ids.filter((id) => rows.some((row) => row.id === id)));
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && doomed.has(row.parentId) && !doomed.has(row.id)) {
        doomed.add(row.id);
        grew = true;
      }
    }
  }
  if (doomed.size === 0) return 0;
  const parents = new Set(
    rows
      .filter((row) => doomed.has(row.id) && row.parentId && !doomed.has(row.parentId))
      .map((row) => row.parentId),
  );
  return inTransaction(ctx, async (tx) => {
    await tx.delete(sysPermission).where(inArray(sysPermission.id, [...doomed]));
    for (const parent of parents) await refreshLeaf(tx, parent);
    return doomed.size;
  });
}
