import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn } from '#platform/db/subquery';
import { inTenant } from '#platform/tenancy';
import { sysDepart, sysUserDepart } from './schema';

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

/** A subquery for the ids of the user's live departments in `tenantId`, by org code (`userId`: outer column). */
export function departIdsOfUser(userId: AnyColumn, tenantId: string): SQL<string[]> {
  return sql<string[]>`array(
    select ${sysDepart.id} from ${sysUserDepart} inner join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.departId}
    where ${sysUserDepart.userId} = ${outerColumn(userId)} and ${inTenant(sysDepart.tenantId, tenantId)}
      and ${sysDepart.delFlag} = 0
    order by ${sysDepart.orgCode}
  )`;
}

/** Replaces the user's departments in `tenantId` by `departIds`; other tenants' departments stay. */
export async function setUserDeparts(
  tx: Database,
  tenantId: string,
  userId: string,
  departIds: readonly string[],
): Promise<void> {
  const tenantDeparts = tx
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(inTenant(sysDepart.tenantId, tenantId));
  await tx
    .delete(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, userId), inArray(sysUserDepart.departId, tenantDeparts)));
  const unique = [...new Set(departIds)];
  if (unique.length > 0)
    await tx.insert(sysUserDepart).values(unique.map((departId) => ({ userId, departId })));
}
