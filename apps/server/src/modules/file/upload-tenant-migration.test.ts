import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrations-before';
import { sysUpload } from './schema';

// The migration that made every upload's tenant required, found by what it does (its number may change).
const REQUIRES = 'ALTER TABLE "sys_upload" ALTER COLUMN "tenant_id" SET NOT NULL';

const client = new PGlite();
const db = drizzle({ client });
let before: string;
afterAll(async () => {
  await client.close();
  if (before) await rm(before, { recursive: true, force: true });
});

// The migration itself is plain SQL, the same on both databases; the embedded one runs it here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the upload-tenant migration', () => {
  it('gives each upload the tenant of what refers to it, else its uploader’s, and drops the rest', async () => {
    before = await migrationsBefore(REQUIRES);
    await migrate(db, { migrationsFolder: before });
    // Plain SQL, the rows only as far as the test needs them (references are not checked while written).
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`insert into sys_tenant (id, name) values ('ta', 'A'), ('tb', 'B'), ('tc', 'C')`);
    // u1 works in tenants A and B; u2 in none.
    await db.execute(sql`insert into sys_user_tenant (user_id, tenant_id) values ('u1', 'ta'), ('u1', 'tb')`);
    await db.execute(sql`insert into sys_oss_file (id, tenant_id, file_name, url, size, type)
      values ('f1', 'tc', 'a.pdf', 'oss/a.pdf', 1, 'pdf')`);
    await db.execute(sql`insert into mall_product (id, tenant_id, category_id, code, name, images)
      values ('p1', 'tb', 'c1', 'P1', '{}', '{product/b.png}')`);
    await db.execute(sql`insert into mall_product_resource (id, tenant_id, product_id, title, file)
      values ('r1', 'tc', 'p1', '{}', 'resource/c.pdf')`);
    const upload = (path: string, user: string, tenant: string | null) =>
      db.execute(sql`insert into sys_upload (path, user_id, tenant_id, biz, size)
        values (${path}, ${user}, ${tenant}, 'x', 1)`);
    await upload('oss/a.pdf', 'u1', null);
    await upload('product/b.png', 'u1', null);
    await upload('resource/c.pdf', 'u1', null);
    await upload('temp/d.txt', 'u1', null);
    await upload('temp/e.txt', 'u2', null);
    await upload('temp/f.txt', 'u2', 'tc');
    await db.execute(sql`set session_replication_role = origin`);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = await db
      .select({ path: sysUpload.path, tenantId: sysUpload.tenantId })
      .from(sysUpload)
      .orderBy(asc(sysUpload.path));
    expect(rows).toEqual([
      { path: 'oss/a.pdf', tenantId: 'tc' },
      { path: 'product/b.png', tenantId: 'tb' },
      { path: 'resource/c.pdf', tenantId: 'tc' },
      { path: 'temp/d.txt', tenantId: 'ta' },
      { path: 'temp/f.txt', tenantId: 'tc' },
    ]);
    await expect(upload('temp/g.txt', 'u1', null)).rejects.toThrow();
  }, 120_000);
});
