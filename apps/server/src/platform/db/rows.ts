import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows a raw statement answers (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
