import type { Locale } from '@mall/shared';
import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { subquery } from '#platform/db/subquery';
import { inTenant } from '#platform/tenancy';
import { sysRole } from './schema';

/* The role module owns sys_role: other modules read it only through these named queries. */

/** Of `ids`, those of roles of the tenant `tenantId`. */
export async function tenantRoleIds(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inArray(sysRole.id, [...ids]), inTenant(sysRole.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** Whether a role of the tenant other than `exceptId` has the code `code`. */
export async function roleCodeHeld(
  db: Database,
  tenantId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(
      and(
        eq(sysRole.roleCode, code),
        inTenant(sysRole.tenantId, tenantId),
        exceptId ? ne(sysRole.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** The ids of the tenant's roles, as a subquery (e.g. of the role links to replace in that tenant). */
export function tenantRoleIdSet(tenantId: string) {
  return subquery.select({ id: sysRole.id }).from(sysRole).where(inTenant(sysRole.tenantId, tenantId));
}

/** The distinct codes of the roles `roleIds` (a subquery), sorted: a code held in several tenants once. */
export function roleCodesAmong(roleIds: SQLWrapper): SQL<string[]> {
  const codes = subquery
    .selectDistinct({ code: sysRole.roleCode })
    .from(sysRole)
    .where(inArray(sysRole.id, roleIds))
    .orderBy(asc(sysRole.roleCode));
  return sql<string[]>`array(${codes})`;
}

/**
 * The roles of `tenantId` among `roleIds` (a subquery) as `[name, id]` pairs by role code, each named
 * in `locale` (English falls back to the Chinese name).
 */
export function roleNamesAmong(
  roleIds: SQLWrapper,
  tenantId: string,
  locale: Locale,
): SQL<[string, string][]> {
  const name =
    locale === 'en'
      ? sql`coalesce(nullif(${sysRole.roleNameEn}, ''), ${sysRole.roleName})`
      : sysRole.roleName;
  return sql<[string, string][]>`coalesce((
    select json_agg(json_build_array(${name}, ${sysRole.id}) order by ${sysRole.roleCode})
    from ${sysRole}
    where ${sysRole.id} in ${roleIds} and ${inTenant(sysRole.tenantId, tenantId)}
  ), '[]'::json)`;
}
