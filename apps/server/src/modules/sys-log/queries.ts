import { lt } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysLog } from './schema';

/** Deletes the log rows written before `before` (the retention job); answers how many went. */
export async function deleteLogsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(sysLog).where(lt(sysLog.createTime, before)).returning({ id: sysLog.id });
  return deleted.length;
}
