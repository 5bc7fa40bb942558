import { and, lt } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysLog } from './schema';

/** Deletes the tenant's log rows written before `before` (the retention job); answers how many went. */
export async function deleteLogsBefore(db: Database, tenantId: string, before: Date): Promise<number> {
  const deleted = await db
    .delete(sysLog)
    .where(and(inTenant(sysLog.tenantId, tenantId), lt(sysLog.createTime, before)))
    .returning({ id: sysLog.id });
  return deleted.length;
}
