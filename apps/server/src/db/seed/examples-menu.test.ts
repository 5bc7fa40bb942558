import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { sysBaseData } from '../../platform/base-data/schema';
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

const EXAMPLE_PATHS = [
  '/examples',
  '/examples/bizPicker',
  '/examples/departPicker',
  '/examples/editableTable',
  '/examples/userPicker',
];

/** The example paths the roles of `roleCode` hold, in any tenant. */
async function examplePathsOf(roleCode: string): Promise<string[]> {
  const rows = await db
    .select({ url: sysPermission.url })
    .from(sysRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(eq(sysRole.roleCode, roleCode));
  return [...new Set(rows.map((row) => row.url ?? ''))].filter((url) => url.startsWith('/examples')).sort();
}

describe('the Examples menu', () => {
  it('is seeded with the example pages and granted to administrators only', async () => {
    await applyBaseData(db);
    expect(await examplePathsOf('admin')).toEqual(EXAMPLE_PATHS);
    expect(await examplePathsOf('sales')).toEqual([]);
    expect(await examplePathsOf('buyer')).toEqual([]);

    // A database an older build made (no ledger, no examples) gets them, granted the same way.
    await db.delete(sysBaseData);
    await db.delete(sysPermission).where(eq(sysPermission.url, '/examples/editableTable'));
    await db.delete(sysPermission).where(eq(sysPermission.url, '/examples'));
    await applyBaseData(db);
    const [page] = await db
      .select()
      .from(sysPermission)
      .where(eq(sysPermission.url, '/examples/editableTable'));
    expect(page?.component).toBe('examples/EditableTableExample');
    expect(await examplePathsOf('admin')).toEqual(EXAMPLE_PATHS);
    expect(await examplePathsOf('sales')).toEqual([]);
    expect(await examplePathsOf('buyer')).toEqual([]);
  });
});
