import { createHash } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { sysBaseData } from './schema';

/** The seeded columns of one row, as plain JSON values (null, never undefined). */
export type SeededValues = Record<string, unknown>;

/** A row of the table that holds seeded data: its id, its natural key if it may be adopted, its values. */
export interface ExistingRow<V extends SeededValues> {
  id: string;
  /** The seed key a row made before the ledger stands for (matched by its natural key), if any. */
  adoptAs?: string | undefined;
  values: V;
}

/** One kind of base data in one scope, brought up to the build's entries by `applyEntries`. */
export interface BaseDataSet<E, V extends SeededValues> {
  kind: string;
  /** '' for rows every tenant shares, else the tenant's id. */
  scope: string;
  /** In dependency order: an entry may refer to one before it through `idOf`. */
  entries: readonly E[];
  keyOf(entry: E): string;
  /** The entry's seeded values; null to leave it out this time (e.g. its parent was deleted). */
  valuesOf(entry: E, idOf: (key: string) => string | undefined): V | null;
  rows: readonly ExistingRow<V>[];
  /** Inserts the new rows, in entry order, with the ids given. */
  insert(rows: { id: string; entry: E; values: V }[]): Promise<void>;
  update(id: string, changes: Partial<V>): Promise<void>;
}

export interface AppliedEntries<E> {
  /** The row id of every entry that has a row now. */
  ids: Map<string, string>;
  /** The entries this call inserted. */
  inserted: { id: string; entry: E }[];
}

/** JSON with object keys sorted, so that values read back from jsonb compare equal to the seed's. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** A short hash of a whole set of base data definitions. */
export function fingerprint(definitions: unknown): string {
  return createHash('sha256').update(canonicalJson(definitions)).digest('base64url').slice(0, 22);
}

/**
 * Brings one kind of base data in one scope up to the build's entries, as a three-way merge against what
 * the ledger says was applied last:
 * - an entry the ledger does not know is inserted, or, when a row made before the ledger matches it by
 *   natural key, adopted as it is (a difference from the seed may be an administrator's: it is kept);
 * - an entry the ledger knows whose row is gone was deleted by an administrator and is not made again;
 * - otherwise each seeded column the build changed is written, unless the row's value differs from the
 *   one applied last (an administrator changed it: theirs is kept).
 */
export async function applyEntries<E, V extends SeededValues>(
  db: Database,
  set: BaseDataSet<E, V>,
): Promise<AppliedEntries<E>> {
  const ledger = new Map(
    (
      await db
        .select({ seedKey: sysBaseData.seedKey, rowId: sysBaseData.rowId, applied: sysBaseData.applied })
        .from(sysBaseData)
        .where(and(eq(sysBaseData.kind, set.kind), eq(sysBaseData.scope, set.scope)))
    ).map((row) => [row.seedKey, row]),
  );
  const byId = new Map(set.rows.map((row) => [row.id, row]));
  const adoptable = new Map<string, ExistingRow<V>>();
  for (const row of set.rows) if (row.adoptAs && !adoptable.has(row.adoptAs)) adoptable.set(row.adoptAs, row);

  const ids = new Map<string, string>();
  const inserted: { id: string; entry: E; values: V }[] = [];
  const written: { seedKey: string; rowId: string | null; applied: V }[] = [];
  for (const entry of set.entries) {
    const key = set.keyOf(entry);
    const known = ledger.get(key);
    const values = set.valuesOf(entry, (other) => ids.get(other));
    if (!known) {
      if (!values) continue;
      const adopted = adoptable.get(key);
      const id = adopted?.id ?? newId();
      if (!adopted) inserted.push({ id, entry, values });
      ids.set(key, id);
      written.push({ seedKey: key, rowId: id, applied: values });
      continue;
    }
    const row = known.rowId ? byId.get(known.rowId) : undefined;
    if (!row) continue;
    ids.set(key, row.id);
    if (!values || same(values, known.applied)) continue;
    const applied = known.applied as Partial<V>;
    const changes: Partial<V> = {};
    for (const column of Object.keys(values) as (keyof V)[]) {
      const changedBySeed = !same(values[column], applied[column]);
      const keptByAdmin = !same(row.values[column], applied[column]);
      if (changedBySeed && !keptByAdmin) changes[column] = values[column];
    }
    if (Object.keys(changes).length > 0) await set.update(row.id, changes);
    written.push({ seedKey: key, rowId: row.id, applied: values });
  }

  if (inserted.length > 0) await set.insert(inserted);
  if (written.length > 0)
    await db
      .insert(sysBaseData)
      .values(written.map((entry) => ({ kind: set.kind, scope: set.scope, ...entry })))
      .onConflictDoUpdate({
        target: [sysBaseData.kind, sysBaseData.scope, sysBaseData.seedKey],
        set: { rowId: sql`excluded.row_id`, applied: sql`excluded.applied` },
      });
  return { ids, inserted: inserted.map(({ id, entry }) => ({ id, entry })) };
}

const FINGERPRINT = 'fingerprint';

/** The scopes (of `area`) whose base data was last brought up to `hash`. */
export async function scopesAt(db: Database, area: string, hash: string): Promise<Set<string>> {
  const rows = await db
    .select({ scope: sysBaseData.scope, applied: sysBaseData.applied })
    .from(sysBaseData)
    .where(and(eq(sysBaseData.kind, FINGERPRINT), eq(sysBaseData.seedKey, area)));
  return new Set(rows.filter((row) => row.applied === hash).map((row) => row.scope));
}

/** Records that `scope`'s base data of `area` is now at `hash`. */
export async function markScope(db: Database, area: string, scope: string, hash: string): Promise<void> {
  await db
    .insert(sysBaseData)
    .values({ kind: FINGERPRINT, scope, seedKey: area, rowId: null, applied: hash })
    .onConflictDoUpdate({
      target: [sysBaseData.kind, sysBaseData.scope, sysBaseData.seedKey],
      set: { applied: hash },
    });
}

/** Forgets the ledger of scopes that no longer exist (deleted tenants). */
export async function forgetScopes(db: Database, live: readonly string[]): Promise<void> {
  await db
    .delete(sysBaseData)
    .where(and(ne(sysBaseData.scope, ''), notInArray(sysBaseData.scope, [...live])));
}
