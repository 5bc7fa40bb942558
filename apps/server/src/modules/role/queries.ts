import type { Locale } from '@mall/shared';
import { and, asc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { subquery } from '#platform/db/subquery';
import { inTenant } from '#platform/tenancy';
import { roleIdsHeldBy } from '../user/queries';
import { sysRole } from './schema';

/*
 * The role module owns sys_role: other modules read it only through these named queries. They answer
 * subqueries, so that a caller joins them into its own query (one round trip, one plan).
 */

/**
 * A subquery of the roles `userId` holds, each with its tenant: a user id, or the user column of an outer
 * query (pass it through `outerColumn`). A role belongs to one tenant; its grants count only there.
 */
export function rolesHeldBy(userId: string | SQL) {
  return subquery
    .select({ id: sysRole.id, tenantId: sysRole.tenantId })
    .from(sysRole)
    .where(inArray(sysRole.id, roleIdsHeldBy(userId)));
}

/** A subquery of the ids of the roles `userId` holds in `tenantId`. */
export function roleIdsHeldIn(userId: string, tenantId: string) {
  return subquery
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inArray(sysRole.id, roleIdsHeldBy(userId)), inTenant(sysRole.tenantId, tenantId)));
}

/** A subquery of the ids of the roles of `tenantId` (a value or a placeholder). */
export function roleIdsOfTenant(tenantId: string | Placeholder) {
  return subquery.select({ id: sysRole.id }).from(sysRole).where(inTenant(sysRole.tenantId, tenantId));
}

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

/** The role of `tenantId` with `code` (role codes are unique within a tenant only). */
export async function roleIdByCode(
  db: Database,
  tenantId: string,
  code: string,
): Promise<string | undefined> {
  const [role] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inTenant(sysRole.tenantId, tenantId), eq(sysRole.roleCode, code)));
  return role?.id;
}

/**
 * The roles of `tenantId` by their code and their names in either language, each key lower-cased (a
 * sheet names a role as a person would).
 */
export async function roleIdsByName(db: Database, tenantId: string): Promise<Map<string, string>> {
  const roles = await db
    .select({ id: sysRole.id, name: sysRole.roleName, nameEn: sysRole.roleNameEn, code: sysRole.roleCode })
    .from(sysRole)
    .where(inTenant(sysRole.tenantId, tenantId))
    .orderBy(asc(sysRole.roleCode));
  const byName = new Map<string, string>();
  for (const role of roles) {
    for (const key of [role.code, role.name, role.nameEn]) {
      if (key && !byName.has(key.toLowerCase())) byName.set(key.toLowerCase(), role.id);
    }
  }
  return byName;
}
