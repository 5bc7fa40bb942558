import { fileURLToPath } from 'node:url';
import { isStrongPassword } from '@mall/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { mallProduct } from '../../modules/catalogue/schema';
import { sysDepart } from '../../modules/depart/schema';
import { sysTenant } from '../../modules/tenant/schema';
import { sysUser } from '../../modules/user/schema';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { pgliteTemplate } from '../../test/pglite-template';
import { seedIfEmpty } from './index';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({
    databaseUrl: database.databaseUrl,
    pgliteTemplate: database.databaseUrl ? undefined : await pgliteTemplate(),
  });
  await handle.migrate(fileURLToPath(new URL('../migrations', import.meta.url)));
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once, with generated strong passwords when none are configured', async () => {
    const credentials = await seedIfEmpty(handle.db, { demoData: false });
    expect(credentials?.map((credential) => credential.username)).toEqual(['admin', 'sales', 'buyer']);
    const [admin, sales, buyer] = credentials ?? [];
    for (const credential of [admin, sales, buyer])
      expect(isStrongPassword(credential?.password ?? '')).toBe(true);
    expect(admin?.password).not.toBe(sales?.password);
    expect(sales?.password).toBe(buyer?.password);

    const users = await handle.db
      .select({ username: sysUser.username, password: sysUser.password })
      .from(sysUser);
    for (const credential of credentials ?? []) {
      const stored = users.find((user) => user.username === credential.username);
      expect(await verifyPassword(stored?.password ?? '', credential.password)).toBe(true);
    }

    const [products] = await handle.db.select({ total: count() }).from(mallProduct);
    expect(products?.total).toBe(0);
    // The demo organisation (departments, the second tenant) comes with the demo data only.
    const [departs] = await handle.db.select({ total: count() }).from(sysDepart);
    expect(departs?.total).toBe(0);
    const [tenants] = await handle.db.select({ total: count() }).from(sysTenant);
    expect(tenants?.total).toBe(1);

    expect(await seedIfEmpty(handle.db, { demoData: true, adminPassword: 'Another#pass1' })).toBeNull();
    const [usersAfter] = await handle.db.select({ total: count() }).from(sysUser);
    expect(usersAfter?.total).toBe(3);
  });
});
