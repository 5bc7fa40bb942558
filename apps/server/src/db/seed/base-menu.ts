import { PLATFORM_PERMISSIONS, type LocalizedText } from '@mall/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { applyEntries, type ExistingRow } from '../../platform/base-data/ledger';
import { outsideTenant } from '../../platform/tenancy';
import { MenuType, sysPermission, sysRolePermission } from '../../modules/permission/schema';
import { ADMIN_ROLE_CODE } from '../../modules/role/service';
import { sysRole } from '../../modules/role/schema';
import { sysTenant } from '../../modules/tenant/schema';
import { MENU, type MenuSeed } from './menus';

/** The columns of a menu entry the seed sets; the others (status, description, ...) are the administrator's. */
interface MenuValues extends Record<string, unknown> {
  parentId: string | null;
  name: LocalizedText;
  menuType: number;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  perms: string | null;
  isLeaf: boolean;
  hidden: boolean;
  sortNo: number;
}

const SEEDED_COLUMNS = {
  parentId: sysPermission.parentId,
  name: sysPermission.name,
  menuType: sysPermission.menuType,
  url: sysPermission.url,
  component: sysPermission.component,
  componentName: sysPermission.componentName,
  redirect: sysPermission.redirect,
  icon: sysPermission.icon,
  perms: sysPermission.perms,
  isLeaf: sysPermission.isLeaf,
  hidden: sysPermission.hidden,
  sortNo: sysPermission.sortNo,
};

/** How a row made before the ledger is recognised: a button by its code, a menu by its path. */
const naturalKey = (entry: { menuType: number; perms: string | null; url: string | null }) =>
  entry.menuType === MenuType.button ? `button ${entry.perms ?? ''}` : `menu ${entry.url ?? ''}`;

function valuesOf(entry: MenuSeed, parentId: string | null): MenuValues {
  return {
    parentId,
    name: entry.name,
    menuType: entry.menuType,
    url: entry.url ?? null,
    component: entry.component ?? null,
    componentName: entry.componentName ?? null,
    redirect: entry.redirect ?? null,
    icon: entry.icon ?? null,
    perms: entry.perms ?? null,
    isLeaf: entry.isLeaf ?? true,
    hidden: entry.hidden ?? false,
    sortNo: entry.sortNo,
  };
}

/**
 * Brings the menu tree up to the build's `MENU` (see applyEntries: new entries added, administrators'
 * edits and deletions kept) and grants each new entry as a new database grants it: to the administrator
 * role of every tenant (a platform code only to the platform tenant's) and to the roles of the codes the
 * entry names. An entry whose parent an administrator deleted is not made.
 */
export async function applyBaseMenu(db: Database): Promise<void> {
  const seedKeys = new Map(MENU.map((entry) => [naturalKey(valuesOf(entry, null)), entry.key]));
  const rows: ExistingRow<MenuValues>[] = (
    await db
      .select({ id: sysPermission.id, createBy: sysPermission.createBy, ...SEEDED_COLUMNS })
      .from(sysPermission)
  ).map(({ id, createBy, ...values }) => ({
    id,
    adoptAs: createBy === 'system' ? seedKeys.get(naturalKey(values)) : undefined,
    values,
  }));
  const { inserted } = await applyEntries<MenuSeed, MenuValues>(db, {
    kind: 'menu',
    scope: '',
    entries: MENU,
    keyOf: (entry) => entry.key,
    valuesOf: (entry, idOf) => {
      if (!entry.parent) return valuesOf(entry, null);
      const parentId = idOf(entry.parent);
      return parentId ? valuesOf(entry, parentId) : null;
    },
    rows,
    insert: async (made) => {
      await db
        .insert(sysPermission)
        .values(made.map(({ id, values }) => ({ id, ...values, createBy: 'system' })));
    },
    update: async (id, changes) => {
      await db.update(sysPermission).set(changes).where(eq(sysPermission.id, id));
    },
  });
  if (inserted.length > 0) await grantNewEntries(db, inserted);
  await revokePlatformGrantsElsewhere(db);
}

/**
 * Takes the entries carrying a platform code from the roles of every other tenant: an entry that takes
 * such a code in a newer build (the Monitoring group and its pages) was granted to every tenant's
 * administrators by the build that made it.
 */
async function revokePlatformGrantsElsewhere(db: Database): Promise<void> {
  const platformTenant = await platformTenantId(db);
  if (!platformTenant) return;
  const elsewhere = db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(outsideTenant(sysRole.tenantId, platformTenant));
  const platformEntries = db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, [...PLATFORM_PERMISSIONS]));
  await db
    .delete(sysRolePermission)
    .where(
      and(
        inArray(sysRolePermission.roleId, elsewhere),
        inArray(sysRolePermission.permissionId, platformEntries),
      ),
    );
}

async function grantNewEntries(db: Database, entries: { id: string; entry: MenuSeed }[]): Promise<void> {
  const roles = await db
    .select({ id: sysRole.id, tenantId: sysRole.tenantId, roleCode: sysRole.roleCode })
    .from(sysRole)
    .where(inArray(sysRole.roleCode, [ADMIN_ROLE_CODE, 'sales', 'buyer']));
  const platformTenant = await platformTenantId(db);
  const grants = entries.flatMap(({ id, entry }) => {
    const platformOnly = (PLATFORM_PERMISSIONS as readonly (string | undefined)[]).includes(entry.perms);
    return roles
      .filter((role) =>
        role.roleCode === ADMIN_ROLE_CODE
          ? !platformOnly || role.tenantId === platformTenant
          : !platformOnly && (entry.roles as readonly string[] | undefined)?.includes(role.roleCode),
      )
      .map((role) => ({ roleId: role.id, permissionId: id }));
  });
  if (grants.length > 0) await db.insert(sysRolePermission).values(grants).onConflictDoNothing();
}

/**
 * The tenant whose administrators edit the menu tree: the one whose administrators hold a platform code's
 * button (never granted elsewhere), else the first.
 */
async function platformTenantId(db: Database): Promise<string | undefined> {
  const [holder] = await db
    .select({ tenantId: sysRole.tenantId })
    .from(sysRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysRole.roleCode, ADMIN_ROLE_CODE),
        eq(sysPermission.menuType, MenuType.button),
        inArray(sysPermission.perms, [...PLATFORM_PERMISSIONS]),
      ),
    )
    .limit(1);
  if (holder) return holder.tenantId;
  const [first] = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .orderBy(asc(sysTenant.createTime), asc(sysTenant.id))
    .limit(1);
  return first?.id;
}
