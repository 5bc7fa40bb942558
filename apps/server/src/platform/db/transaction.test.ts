import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, openTestDatabase } from '../../test/database';
import { MIGRATIONS } from '../../test/migrations-before';
import { DomainEvents } from '../events/bus';
import { OutboxWorker } from '../events/outbox-worker';
import type { DatabaseHandle } from './client';
import { inTransaction } from './transaction';

declare module '../events/bus' {
  interface DomainEventMap {
    'test.noteWritten': { noteId: string };
  }
}

// A test-only table, created in this test's own database.
const note = pgTable('test_note', { id: text('id').primaryKey(), body: text('body').notNull() });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(MIGRATIONS);
  await database.db.execute(sql`create table test_note (id text primary key, body text not null)`);
});
afterAll(() => database?.close());

function contextWithEvents() {
  const events = new DomainEvents();
  const worker = new OutboxWorker(database.db, events, capturingLogger().log);
  const seen: Array<{ noteId: string; committedRows: number }> = [];
  // What a subscriber reads in its delivery shows whether the change had been committed.
  events.subscribe('test.noteWritten', 'reader', async (event, db) => {
    const rows = await db
      .select()
      .from(note)
      .where(sql`${note.id} = ${event.payload.noteId}`);
    seen.push({ noteId: event.payload.noteId, committedRows: rows.length });
  });
  return { context: { db: database.db, events }, seen, delivered: () => worker.drain() };
}

describe('inTransaction', () => {
  it('commits the work and its events, which are delivered afterwards and see the committed rows', async () => {
    const { context, seen, delivered } = contextWithEvents();
    const result = await inTransaction(context, async (tx, after) => {
      await tx.insert(note).values({ id: 'n1', body: 'kept' });
      after.publish({ type: 'test.noteWritten', tenantId: 't1', payload: { noteId: 'n1' } });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([]);
    await delivered();
    expect(seen).toEqual([{ noteId: 'n1', committedRows: 1 }]);
  });

  it('rolls everything back when the work throws, and publishes nothing', async () => {
    const { context, seen, delivered } = contextWithEvents();
    await expect(
      inTransaction(context, async (tx, after) => {
        await tx.insert(note).values({ id: 'n2', body: 'lost' });
        after.publish({ type: 'test.noteWritten', tenantId: 't1', payload: { noteId: 'n2' } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(
      await database.db
        .select()
        .from(note)
        .where(sql`${note.id} = 'n2'`),
    ).toEqual([]);
    await delivered();
    expect(seen).toEqual([]);
  });

  it('joins the open transaction when called inside one: its events wait for the outer commit', async () => {
    const { context, seen, delivered } = contextWithEvents();
    await expect(
      inTransaction(context, async (tx) => {
        await inTransaction({ ...context, db: tx }, async (inner, after) => {
          await inner.insert(note).values({ id: 'n4', body: 'inner' });
          after.publish({ type: 'test.noteWritten', tenantId: 't1', payload: { noteId: 'n4' } });
        });
        expect(seen).toEqual([]);
        throw new Error('outer fails after the inner work');
      }),
    ).rejects.toThrow('outer fails');
    expect(
      await database.db
        .select()
        .from(note)
        .where(sql`${note.id} = 'n4'`),
    ).toEqual([]);
    await delivered();
    expect(seen).toEqual([]);

    await inTransaction(context, async (tx) => {
      await inTransaction({ ...context, db: tx }, async (inner, after) => {
        await inner.insert(note).values({ id: 'n5', body: 'inner' });
        after.publish({ type: 'test.noteWritten', tenantId: 't1', payload: { noteId: 'n5' } });
      });
      expect(seen).toEqual([]);
    });
    await delivered();
    expect(seen).toEqual([{ noteId: 'n5', committedRows: 1 }]);
  });

  it('rolls back when the database refuses a statement half-way', async () => {
    const { context, seen, delivered } = contextWithEvents();
    await expect(
      inTransaction(context, async (tx, after) => {
        await tx.insert(note).values({ id: 'n3', body: 'first' });
        after.publish({ type: 'test.noteWritten', tenantId: 't1', payload: { noteId: 'n3' } });
        await tx.insert(note).values({ id: 'n1', body: 'duplicate key' });
      }),
    ).rejects.toThrow();
    expect(
      await database.db
        .select()
        .from(note)
        .where(sql`${note.id} = 'n3'`),
    ).toEqual([]);
    await delivered();
    expect(seen).toEqual([]);
  });
});
