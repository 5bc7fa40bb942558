import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from '../../test/migrations-before';
import { sysUser } from './schema';

// The migration that made login names unique, found by what it creates (its number may change).
const CREATES = 'CREATE UNIQUE INDEX "sys_user_email_uq"';

const client = new PGlite();
const db = drizzle({ client });
let before: string;
afterAll(async () => {
  await client.close();
  if (before) await rm(before, { recursive: true, force: true });
});

// The migration itself is plain SQL, the same on both databases; the embedded one runs it here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the login-names migration', () => {
  it('keeps each duplicated login name for its oldest live holder and then enforces uniqueness', async () => {
    before = await migrationsBefore(CREATES);
    await migrate(db, { migrationsFolder: before });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    // Plain SQL: the table as it was then, without the columns later migrations added.
    const insert = (
      id: string,
      username: string,
      minute: number,
      phone: string,
      email: string,
      delFlag = 0,
    ) =>
      db.execute(sql`insert into sys_user (id, username, password, phone, email, del_flag, create_time)
        values (${id}, ${username}, 'x', ${phone}, ${email}, ${delFlag}, ${at(minute)})`);
    await insert('u1', 'victim', 1, '13900000001', 'Sales.Victim@Corp.Example');
    await insert('u2', 'Victim', 2, '13900000001', 'sales.victim@corp.example');
    await insert('u3', 'other', 3, ' ', '');
    // A deleted account keeps its values: only live users must be unique.
    await insert('u4', 'VICTIM', 4, '13900000001', 'sales.victim@corp.example', 1);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = await db
      .select({ id: sysUser.id, username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
      .from(sysUser)
      .orderBy(asc(sysUser.id));
    expect(rows).toEqual([
      { id: 'u1', username: 'victim', phone: '13900000001', email: 'sales.victim@corp.example' },
      { id: 'u2', username: 'Victim-u2', phone: null, email: null },
      { id: 'u3', username: 'other', phone: null, email: null },
      { id: 'u4', username: 'VICTIM', phone: '13900000001', email: 'sales.victim@corp.example' },
    ]);
    const user = (id: string, username: string, more: object = {}) => ({
      id,
      username,
      password: 'x',
      ...more,
    });
    await expect(db.insert(sysUser).values(user('u5', 'Other'))).rejects.toThrow();
    await expect(
      db.insert(sysUser).values(user('u6', 'fresh', { email: 'SALES.VICTIM@corp.example' })),
    ).rejects.toThrow();
  });
});
