import { and, asc, desc, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { rowsAfter, type SortKey } from './list';

// A test-only table, created in this test's own database: rows in creation order, two sharing a time
// and two without one.
const entry = pgTable('test_keyset_entry', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

const ROWS = [
  { id: 'a', createdAt: new Date('2026-01-01T00:00:01Z') },
  { id: 'b', createdAt: new Date('2026-01-01T00:00:02Z') },
  { id: 'c', createdAt: new Date('2026-01-01T00:00:02Z') },
  { id: 'd', createdAt: new Date('2026-01-01T00:00:03Z') },
  { id: 'e', createdAt: null },
  { id: 'f', createdAt: null },
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table test_keyset_entry (id text primary key, created_at timestamptz)`,
  );
  await database.db.insert(entry).values(ROWS);
});
afterAll(() => database?.close());

const tieBreaker: SortKey = { column: entry.id, order: 'asc' };

/** The ids after `after` in `order` of the creation time, then the id. */
async function idsAfter(order: 'asc' | 'desc', after: string, where?: ReturnType<typeof sql>) {
  const sort: SortKey = { column: entry.createdAt, order };
  const rows = await database.db
    .select({ id: entry.id })
    .from(entry)
    .where(and(rowsAfter(sort, tieBreaker, after), where))
    .orderBy(order === 'asc' ? asc(entry.createdAt) : desc(entry.createdAt), asc(entry.id));
  return rows.map((row) => row.id);
}

describe('rowsAfter', () => {
  it('reads on after a row in either order, ties by id and NULLs where PostgreSQL sorts them', async () => {
    expect(await idsAfter('asc', 'a')).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(await idsAfter('asc', 'b')).toEqual(['c', 'd', 'e', 'f']);
    expect(await idsAfter('asc', 'e')).toEqual(['f']);
    expect(await idsAfter('desc', 'e')).toEqual(['f', 'd', 'b', 'c', 'a']);
    expect(await idsAfter('desc', 'd')).toEqual(['b', 'c', 'a']);
    expect(await idsAfter('desc', 'b')).toEqual(['c', 'a']);
  });

  it('finds no row after a row that no longer exists, rather than reading from the wrong end', async () => {
    // Its sort value would read as NULL: descending, every dated row would follow it.
    expect(await idsAfter('desc', 'gone')).toEqual([]);
    expect(await idsAfter('asc', 'gone')).toEqual([]);
  });
});
