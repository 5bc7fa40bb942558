import { DictCode, Permission } from '@mall/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../platform/db/client';
import { sysBaseData } from '../../platform/base-data/schema';
import { sysDict, sysDictItem } from '../../modules/dict/schema';
import { sysPermission, sysRolePermission } from '../../modules/permission/schema';
import { sysRole } from '../../modules/role/schema';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/app';
import { applyBaseData } from './base-data';

let database: TestDatabase;
let t: TestApp;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  t = await createTestApp({ database });
  db = t.app.db;
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const POSITION_CODES = [
  Permission.positionList,
  Permission.positionAdd,
  Permission.positionEdit,
  Permission.positionDelete,
];

/** The menu entries a build before positions and the mall's shop page would not have. */
async function dropNewerEntries() {
  await db
    .delete(sysPermission)
    .where(
      or(
        inArray(sysPermission.url, ['/system/position', '/mall/search']),
        inArray(sysPermission.perms, [...POSITION_CODES, Permission.userExport]),
      ),
    );
}

/** A database an older build made: no ledger. */
async function forgetLedger() {
  await db.delete(sysBaseData);
}

/** A newer build: what it brings differs from what the last start applied. */
async function forgetFingerprints() {
  await db.delete(sysBaseData).where(eq(sysBaseData.kind, 'fingerprint'));
}

const entryByUrl = async (url: string) =>
  (await db.select().from(sysPermission).where(eq(sysPermission.url, url)))[0];

/** The codes (or paths) of the entries the roles of `roleCode` hold, per tenant. */
async function heldBy(roleCode: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ tenantId: sysRole.tenantId, perms: sysPermission.perms, url: sysPermission.url })
    .from(sysRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(eq(sysRole.roleCode, roleCode));
  const held = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = held.get(row.tenantId) ?? new Set<string>();
    set.add(row.perms ?? row.url ?? '');
    held.set(row.tenantId, set);
  }
  return held;
}

/** A digest of every table the base data writes. */
async function snapshot(): Promise<string[]> {
  const digests: string[] = [];
  for (const table of [
    'sys_permission',
    'sys_role_permission',
    'sys_dict',
    'sys_dict_item',
    'sys_message_template',
    'sys_base_data',
  ]) {
    const result = await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${table} t`,
      ),
    );
    digests.push(`${table} ${(result as unknown as { rows: { digest: string }[] }).rows[0]?.digest}`);
  }
  return digests;
}

describe('base data at every start', () => {
  beforeEach(async () => {
    // Every case starts from what this build leaves.
    await applyBaseData(db);
  });

  it('gives a database an older build seeded the missing entries, grants them, and keeps the administrator’s edits', async () => {
    await forgetLedger();
    await dropNewerEntries();
    const users = await entryByUrl('/system/user');
    await db
      .update(sysPermission)
      .set({ name: { zh: '成员', en: 'Members' }, sortNo: 9, updateBy: 'admin' })
      .where(eq(sysPermission.id, users?.id ?? ''));
    const adminsBefore = await heldBy('admin');
    expect(adminsBefore.size).toBe(2);
    for (const held of adminsBefore.values()) expect(held.has(Permission.positionList)).toBe(false);

    expect(await applyBaseData(db)).toEqual({ menu: true, tenants: 2 });

    const positions = await entryByUrl('/system/position');
    expect(positions?.component).toBe('system/SysPositionList');
    expect(positions?.parentId).toBe((await entryByUrl('/system'))?.id);
    const buttons = await db
      .select({ perms: sysPermission.perms, parentId: sysPermission.parentId })
      .from(sysPermission)
      .where(inArray(sysPermission.perms, POSITION_CODES));
    expect(buttons.map((button) => button.perms).sort()).toEqual([...POSITION_CODES].sort());
    expect(new Set(buttons.map((button) => button.parentId))).toEqual(new Set([positions?.id]));
    // The administrator role of every tenant holds the new entries; sales and buyer the shop they are named for.
    for (const held of (await heldBy('admin')).values()) {
      for (const code of [...POSITION_CODES, Permission.userExport, '/system/position', '/mall/search'])
        expect(held.has(code)).toBe(true);
    }
    for (const role of ['sales', 'buyer']) {
      const held = await heldBy(role);
      expect(held.size).toBeGreaterThan(0);
      for (const codes of held.values()) {
        expect(codes.has('/mall/search')).toBe(true);
        expect(codes.has(Permission.positionList)).toBe(false);
      }
    }
    // Only the platform tenant's administrators edit the menu tree.
    const platform = [...(await heldBy('admin')).values()].filter((held) =>
      held.has(Permission.permissionAdd),
    );
    expect(platform).toHaveLength(1);

    const usersAfter = await entryByUrl('/system/user');
    expect(usersAfter?.name).toEqual({ zh: '成员', en: 'Members' });
    expect(usersAfter?.sortNo).toBe(9);
    expect(usersAfter?.id).toBe(users?.id);
  });

  it('does not bring back what an administrator deleted, and keeps their edits when a build changes an entry', async () => {
    const positions = await entryByUrl('/system/position');
    await db
      .delete(sysPermission)
      .where(or(eq(sysPermission.id, positions?.id ?? ''), eq(sysPermission.parentId, positions?.id ?? '')));
    const tenants = await entryByUrl('/system/tenant');
    const departs = await entryByUrl('/system/depart');
    // What the previous build applied: another icon for both; an administrator then renamed departments.
    for (const entry of [tenants, departs]) {
      await db
        .update(sysBaseData)
        .set({ applied: sql`jsonb_set(${sysBaseData.applied}, '{icon}', '"old-icon"')` })
        .where(and(eq(sysBaseData.kind, 'menu'), eq(sysBaseData.rowId, entry?.id ?? '')));
      await db
        .update(sysPermission)
        .set({ icon: 'old-icon' })
        .where(eq(sysPermission.id, entry?.id ?? ''));
    }
    await db
      .update(sysPermission)
      .set({ icon: 'admins-icon', name: { zh: '组织', en: 'Organisation' } })
      .where(eq(sysPermission.id, departs?.id ?? ''));
    // A tenant administrator edits one item of a dictionary and deletes another.
    const [sex] = await db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(eq(sysDict.dictCode, DictCode.sex))
      .limit(1);
    await db
      .update(sysDictItem)
      .set({ itemText: { zh: '男性', en: 'Man' } })
      .where(and(eq(sysDictItem.dictId, sex?.id ?? ''), eq(sysDictItem.itemValue, '1')));
    await db
      .delete(sysDictItem)
      .where(and(eq(sysDictItem.dictId, sex?.id ?? ''), eq(sysDictItem.itemValue, '2')));
    await forgetFingerprints();

    await applyBaseData(db);

    expect(await entryByUrl('/system/position')).toBeUndefined();
    expect(
      await db.select().from(sysPermission).where(inArray(sysPermission.perms, POSITION_CODES)),
    ).toHaveLength(0);
    expect((await entryByUrl('/system/tenant'))?.icon).toBe(tenants?.icon);
    const departsAfter = await entryByUrl('/system/depart');
    expect(departsAfter?.icon).toBe('admins-icon');
    expect(departsAfter?.name).toEqual({ zh: '组织', en: 'Organisation' });
    const items = await db
      .select()
      .from(sysDictItem)
      .where(eq(sysDictItem.dictId, sex?.id ?? ''));
    expect(items.map((item) => [item.itemValue, item.itemText])).toEqual([['1', { zh: '男性', en: 'Man' }]]);
  });

  it('changes nothing when started again, and reads no more than the fingerprints when nothing is new', async () => {
    await forgetLedger();
    await dropNewerEntries();
    await applyBaseData(db);
    const before = await snapshot();
    await forgetFingerprints();
    await applyBaseData(db);
    expect(await snapshot()).toEqual(before);
    expect(await applyBaseData(db)).toEqual({ menu: false, tenants: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('lets two instances start at once', async () => {
    await forgetLedger();
    await dropNewerEntries();
    // On PostgreSQL the second instance has its own connections; PGlite has only one process.
    let second: DatabaseHandle | undefined;
    if (database.databaseUrl) second = await openDatabase({ databaseUrl: database.databaseUrl });
    try {
      const results = await Promise.all([applyBaseData(db), applyBaseData(second?.db ?? db)]);
      expect(results).toContainEqual({ menu: false, tenants: 0 });
      expect(results).toContainEqual({ menu: true, tenants: 2 });
    } finally {
      await second?.close();
    }
    const positions = await db.select().from(sysPermission).where(eq(sysPermission.url, '/system/position'));
    expect(positions).toHaveLength(1);
  });
});
