import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { insertRows } from './insert-rows';

// A test-only table, created in this test's own database, with a column of each kind imports write.
const sample = pgTable('test_insert_sample', {
  id: text('id').primaryKey(),
  label: text('label'),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  count: integer('count'),
  flag: boolean('flag'),
  names: jsonb('names'),
  terms: text('terms').array(),
  at: timestamp('at', { withTimezone: true }),
  note: text('note').notNull().default('default note'),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table test_insert_sample (id text primary key, label text, amount numeric(12, 2),
        count integer, flag boolean, names jsonb, terms text[], at timestamptz,
        note text not null default 'default note')`,
  );
});
afterAll(() => database?.close());

describe('insertRows', () => {
  it('stores every kind of value exactly as given, texts that JSON must escape included', async () => {
    const texts = [
      'plain',
      'quote " and \\ backslash',
      'line\nbreak\ttab\r\u0001control',
      '中文 and emoji 😀',
      'lone surrogate-free \u2028 separator',
      '',
      'NULL',
      '{"looks":"like json"}',
    ];
    const at = new Date('2026-11-27T01:02:03.456Z');
    const rows = texts.map((label, i) => ({
      id: `r${i}`,
      label,
      amount: '12.50',
      count: i,
      flag: i % 2 === 0,
      names: { zh: label, en: `${label} en` },
      terms: [label, 'p:ab', 'h:中'],
      at,
    }));
    await insertRows(database.db, sample, [...rows, { id: 'nulls', label: null, names: null, terms: null }]);

    const stored = await database.db.select().from(sample).orderBy(sample.id);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of rows) {
      expect(byId.get(row.id)).toEqual({ ...row, note: 'default note' });
    }
    // A column some rows leave out is null in them; a column no row names takes its default.
    expect(byId.get('nulls')).toEqual({
      id: 'nulls',
      label: null,
      amount: null,
      count: null,
      flag: null,
      names: null,
      terms: null,
      at: null,
      note: 'default note',
    });
  });

  it('stores a value every row shares (sent once) beside the values that differ, a single row included', async () => {
    const at = new Date('2026-01-02T03:04:05.006Z');
    const shared = {
      label: '同一 "text"',
      amount: '3.00',
      flag: false,
      names: { zh: '', en: '' },
      terms: ['v:2'],
      at,
    };
    const rows = [
      { id: 's1', ...shared, count: 1, names: { zh: '一', en: 'one' } },
      { id: 's2', ...shared, count: 1, names: { zh: '', en: '' } },
      { id: 's3', ...shared, count: 1, terms: ['v:2', 'p:ab'] },
    ];
    await insertRows(database.db, sample, rows);
    await insertRows(database.db, sample, [{ id: 's4', ...shared, count: 4 }]);
    const stored = await database.db
      .select()
      .from(sample)
      .where(sql`${sample.id} like 's%'`)
      .orderBy(sample.id);
    expect(stored).toEqual(
      [...rows, { id: 's4', ...shared, count: 4 }].map((row) => ({ ...row, note: 'default note' })),
    );
  });

  it('does nothing for no rows', async () => {
    await expect(insertRows(database.db, sample, [])).resolves.toBeUndefined();
  });
});
