import type { TenantSummary } from '@mall/shared';
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { sysUserTenant } from '../user/schema';
import { sysTenant, TenantStatus } from './schema';

/** The active tenants a user belongs to, oldest first (the first is where a new session starts). */
export function tenantsOfUser(db: Database, userId: string): Promise<TenantSummary[]> {
  return db
    .select({ id: sysTenant.id, name: sysTenant.name })
    .from(sysUserTenant)
    .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .where(and(eq(sysUserTenant.userId, userId), eq(sysTenant.status, TenantStatus.normal)))
    .orderBy(asc(sysTenant.id));
}

/** A subquery for the ids of the active tenants of the user in `userId` (a column of the outer query). */
export function tenantIdsOf(userId: AnyColumn): SQL<string[]> {
  const ids = subquery
    .select({ id: sysUserTenant.tenantId })
    .from(sysUserTenant)
    .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .where(and(eq(sysUserTenant.userId, outerColumn(userId)), eq(sysTenant.status, TenantStatus.normal)))
    .orderBy(asc(sysUserTenant.tenantId));
  return sql<string[]>`array(${ids})`;
}

/** The tenants among `ids` that the user belongs to (and that are active); others' tenants never appear. */
export async function tenantsOfUserAmong(
  db: Database,
  userId: string,
  ids: string[],
): Promise<TenantSummary[]> {
  const wanted = new Set(ids);
  return (await tenantsOfUser(db, userId)).filter((tenant) => wanted.has(tenant.id));
}
