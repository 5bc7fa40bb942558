import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysDepart } from './schema';

/* The depart module owns sys_depart and sys_user_depart: other modules read them through these queries. */

/** Of `ids`, those of live departments of the tenant `tenantId`. */
export async function liveDepartIds(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(inArray(sysDepart.id, [...ids]), inTenant(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)),
    );
  return rows.map((row) => row.id);
}
