import type { LocalizedText } from '@mall/shared';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn } from '#platform/db/subquery';
import { inTenant } from '#platform/tenancy';
import { sysDepart, sysUserDepart } from './schema';

/*
 * The department module owns sys_depart and sys_user_depart: other modules read and write them only
 * through these named queries. A live department is one not deleted (del_flag 0).
 */

const live = eq(sysDepart.delFlag, 0);

/** Which of `departIds` are live departments of `tenantId`. */
export async function liveDepartIdsAmong(
  db: Database,
  tenantId: string,
  departIds: readonly string[],
): Promise<string[]> {
  if (departIds.length === 0) return [];
  const rows = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(inArray(sysDepart.id, [...departIds]), inTenant(sysDepart.tenantId, tenantId), live));
  return rows.map((row) => row.id);
}

/** Replaces the user's departments in `tenantId` with `departIds`; other tenants' departments stay. */
export async function replaceUserDepartsInTenant(
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

/** A subquery of the ids of the user (`userId`, an outer column) 's live departments in `tenantId`, by org code. */
export function departIdsOfUserSql(userId: AnyColumn, tenantId: string): SQL<string[]> {
  return sql<string[]>`array(
    select ${sysDepart.id} from ${sysUserDepart} inner join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.departId}
    where ${sysUserDepart.userId} = ${outerColumn(userId)} and ${inTenant(sysDepart.tenantId, tenantId)}
      and ${sysDepart.delFlag} = 0
    order by ${sysDepart.orgCode}
  )`;
}

/** Whether the user in `userId` (an outer column) belongs to one of `departIds`, as a condition. */
export function userInDepartsSql(userId: AnyColumn, departIds: readonly (string | number)[]): SQL {
  return sql`exists (
    select 1 from ${sysUserDepart}
    where ${sysUserDepart.userId} = ${outerColumn(userId)}
      and ${inArray(sysUserDepart.departId, departIds.map(String))}
  )`;
}

/**
 * The names of the user's (`userId`, an outer column) live departments in `tenantId`, by org code, as a
 * JSON array of per-language names.
 */
export function departNamesOfUserSql(userId: AnyColumn, tenantId: string): SQL<LocalizedText[]> {
  return sql<LocalizedText[]>`coalesce((
    select json_agg(${sysDepart.departName} order by ${sysDepart.orgCode})
    from ${sysUserDepart} inner join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.departId}
    where ${sysUserDepart.userId} = ${outerColumn(userId)} and ${inTenant(sysDepart.tenantId, tenantId)}
      and ${sysDepart.delFlag} = 0
  ), '[]'::json)`;
}

/**
 * Whether the user in `userId` (an outer column) belongs to the live department of `tenantId` with the
 * org code `orgCode` or to one below it (whose code begins with it), as a condition.
 */
export function userInOrgSubtreeSql(userId: AnyColumn, tenantId: string, orgCode: string): SQL {
  return sql`exists (
    select 1 from ${sysUserDepart} inner join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.departId}
    where ${sysUserDepart.userId} = ${outerColumn(userId)} and ${inTenant(sysDepart.tenantId, tenantId)}
      and ${sysDepart.delFlag} = 0 and starts_with(${sysDepart.orgCode}, ${orgCode})
  )`;
}

/** The org code of the live department `departId` of `tenantId`, or null when there is none. */
export async function orgCodeOfDepart(
  db: Database,
  tenantId: string,
  departId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, departId), inTenant(sysDepart.tenantId, tenantId), live));
  return row?.orgCode ?? null;
}

/** The user's live departments in `tenantId` (id and per-language name), by org code. */
export async function departsOfUserInTenant(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<{ id: string; name: LocalizedText }[]> {
  return db
    .select({ id: sysDepart.id, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(and(eq(sysUserDepart.userId, userId), inTenant(sysDepart.tenantId, tenantId), live))
    .orderBy(sysDepart.orgCode);
}
