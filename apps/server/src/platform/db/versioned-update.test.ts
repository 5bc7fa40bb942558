import { ErrorKey } from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { AppError } from '../http/app-error';
import type { DatabaseHandle } from './client';
import { auditColumns, idColumn, tenantIdColumn } from './columns';
import { updateVersioned } from './versioned-update';

// A test-only table with the columns every versioned business table has, in this test's own database.
const gadget = pgTable('test_gadget', {
  id: idColumn(),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  ...auditColumns(),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    create table test_gadget (
      id text primary key, tenant_id text not null, name text not null,
      version integer not null default 1,
      create_by text, create_time timestamptz not null default now(),
      update_by text, update_time timestamptz
    )`);
  await database.db.insert(gadget).values([
    { id: 'g1', tenantId: 't1', name: 'first' },
    { id: 'g2', tenantId: 't1', name: 'second' },
    { id: 'g3', tenantId: 't2', name: 'other tenant' },
  ]);
});
afterAll(() => database?.close());

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('updateVersioned', () => {
  it('applies the change, bumps the version and stamps who and when', async () => {
    const before = Date.now();
    const row = await updateVersioned(database.db, gadget, {
      id: 'g1',
      version: 1,
      set: { name: 'renamed' },
      by: 'alice',
      where: eq(gadget.tenantId, 't1'),
    });
    expect(row).toMatchObject({ id: 'g1', name: 'renamed', version: 2, updateBy: 'alice' });
    expect(row.updateTime?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [stored] = await database.db.select().from(gadget).where(eq(gadget.id, 'g1'));
    expect(stored).toMatchObject({ name: 'renamed', version: 2, updateBy: 'alice' });
  });

  it('answers 409 error.stale when the version moved on, and changes nothing', async () => {
    const error = await failureOf(
      updateVersioned(database.db, gadget, { id: 'g1', version: 1, set: { name: 'late' }, by: 'bob' }),
    );
    expect([error.status, error.i18nKey]).toEqual([409, ErrorKey.stale]);
    const [stored] = await database.db.select().from(gadget).where(eq(gadget.id, 'g1'));
    expect(stored).toMatchObject({ name: 'renamed', version: 2, updateBy: 'alice' });
  });

  it('answers 404 for a missing row and for a row outside the where (another tenant)', async () => {
    const missing = await failureOf(
      updateVersioned(database.db, gadget, { id: 'nope', version: 1, set: { name: 'x' }, by: 'bob' }),
    );
    expect([missing.status, missing.i18nKey]).toEqual([404, ErrorKey.notFound]);

    const foreign = await failureOf(
      updateVersioned(database.db, gadget, {
        id: 'g3',
        version: 1,
        set: { name: 'hijacked' },
        by: 'bob',
        where: eq(gadget.tenantId, 't1'),
      }),
    );
    expect([foreign.status, foreign.i18nKey]).toEqual([404, ErrorKey.notFound]);
    const [stored] = await database.db.select().from(gadget).where(eq(gadget.id, 'g3'));
    expect(stored).toMatchObject({ name: 'other tenant', version: 1 });
  });

  it('lets only one of two writers holding the same version win', async () => {
    const attempts = await Promise.allSettled([
      updateVersioned(database.db, gadget, { id: 'g2', version: 1, set: { name: 'A' }, by: 'a' }),
      updateVersioned(database.db, gadget, { id: 'g2', version: 1, set: { name: 'B' }, by: 'b' }),
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const [stored] = await database.db.select().from(gadget).where(eq(gadget.id, 'g2'));
    expect(stored?.version).toBe(2);
  });
});
