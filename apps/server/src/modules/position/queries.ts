import type { Locale } from '@mall/shared';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn } from '#platform/db/subquery';
import { inTenant } from '#platform/tenancy';
import { sysPosition, sysUserPosition } from './schema';

/*
 * The position module owns sys_position and sys_user_position: other modules read and write them only
 * through these named queries.
 */

/** Of `ids`, those of positions of `tenantId`. */
export async function positionIdsAmong(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(and(inArray(sysPosition.id, [...ids]), inTenant(sysPosition.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** The positions of `tenantId` with the codes `codes`: id and code (codes no position has are left out). */
export async function positionsWithCodes(
  db: Database,
  tenantId: string,
  codes: readonly string[],
): Promise<{ id: string; code: string }[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: sysPosition.id, code: sysPosition.code })
    .from(sysPosition)
    .where(and(inArray(sysPosition.code, [...codes]), inTenant(sysPosition.tenantId, tenantId)));
}

/** Replaces the user's positions in `tenantId` with `positionIds`; their positions in other tenants stay. */
export async function replaceUserPositionsInTenant(
  tx: Database,
  tenantId: string,
  userId: string,
  positionIds: readonly string[],
): Promise<void> {
  const tenantPositions = tx
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(inTenant(sysPosition.tenantId, tenantId));
  await tx
    .delete(sysUserPosition)
    .where(and(eq(sysUserPosition.userId, userId), inArray(sysUserPosition.positionId, tenantPositions)));
  const unique = [...new Set(positionIds)];
  if (unique.length > 0)
    await tx.insert(sysUserPosition).values(unique.map((positionId) => ({ userId, positionId })));
}

/**
 * The positions the user in `userId` (an outer column) holds in `tenantId`, by code, as `[code, name,
 * id]` triples with the name in `locale` (English falls back to the Chinese name).
 */
export function positionsOfUserSql(
  userId: AnyColumn,
  tenantId: string,
  locale: Locale,
): SQL<[string, string, string][]> {
  const name =
    locale === 'en'
      ? sql`coalesce(nullif(${sysPosition.nameEn}, ''), ${sysPosition.name})`
      : sysPosition.name;
  return sql<[string, string, string][]>`coalesce((
    select json_agg(json_build_array(${sysPosition.code}, ${name}, ${sysPosition.id}) order by ${sysPosition.code})
    from ${sysUserPosition} inner join ${sysPosition} on ${sysPosition.id} = ${sysUserPosition.positionId}
    where ${sysUserPosition.userId} = ${outerColumn(userId)} and ${inTenant(sysPosition.tenantId, tenantId)}
  ), '[]'::json)`;
}

/** The ids of the users who hold any of the positions `positionIds` of `tenantId` (deleted users too). */
export async function holdersOfPositions(
  db: Database,
  tenantId: string,
  positionIds: readonly string[],
): Promise<string[]> {
  if (positionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: sysUserPosition.userId })
    .from(sysUserPosition)
    .innerJoin(sysPosition, eq(sysPosition.id, sysUserPosition.positionId))
    .where(
      and(inArray(sysUserPosition.positionId, [...positionIds]), inTenant(sysPosition.tenantId, tenantId)),
    );
  return rows.map((row) => row.userId);
}
