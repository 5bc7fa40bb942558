import {
  ErrorKey,
  MenuKind,
  type PermissionEntry,
  type PermissionRecord,
  type permissionAddSchema,
  type permissionEditSchema,
} from '@mall/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { EntityService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { grantToAdminRoles } from '../role/service';
import { liveEntries, toRecord } from './admin';
import { sysPermission } from './schema';

type PermissionFields = z.output<typeof permissionAddSchema>;

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

async function getEntry(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<PermissionRecord> {
  const [row] = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row, ctx.locale);
}

/** Add: a menu, sub-menu or button, granted at once to the administrator roles. */
async function addPermission(ctx: RequestContext, body: PermissionFields): Promise<PermissionRecord> {
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

/** Edit: the entry's fields as the form holds them (menu entries are not versioned). */
async function editPermission(
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

/** Delete: the entries and everything under them; their grants go too. */
async function deletePermissions(ctx: RequestContext, ids: readonly string[]): Promise<number> {
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

/** The kit offers no flat page of menus (the definition has no list action): the tree list sits beside it. */
const noFlatList = async (): Promise<never> => {
  throw new AppError(404, ErrorKey.notFound);
};

/**
 * Menus and buttons on the admin kit: add, edit, delete and deleteBatch. The menu tree is shared by every
 * tenant (not tenant-scoped), so the kit's table service does not fit; these keep the tree's rules (a
 * parent that fits, leaf flags, deleting an entry deletes everything under it).
 */
export const permissionService: EntityService<
  PermissionEntry,
  PermissionFields,
  z.output<typeof permissionEditSchema>
> = {
  list: noFlatList,
  exportRecords: noFlatList,
  get: (ctx, id) => getEntry(ctx, id),
  add: addPermission,
  edit: editPermission,
  remove: deletePermissions,
};
