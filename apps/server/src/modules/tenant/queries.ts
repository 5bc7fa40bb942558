import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { subquery } from '#platform/db/subquery';
import { inTenants } from '#platform/tenancy';
import { sysTenant, TenantStatus } from './schema';

/* The tenant module owns sys_tenant: other modules read it only through these named queries. */

/** The ids of the active tenants, as a subquery (e.g. of a user's memberships). */
export function activeTenantIds() {
  return subquery
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(eq(sysTenant.status, TenantStatus.normal));
}

/** Of the tenants `ids`, the active ones (id and names), by id. */
export async function activeTenantsAmong(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sysTenant.id, name: sysTenant.name, nameEn: sysTenant.nameEn })
    .from(sysTenant)
    .where(and(inTenants(sysTenant.id, ids), eq(sysTenant.status, TenantStatus.normal)))
    .orderBy(asc(sysTenant.id));
}

/** The id of the oldest active tenant (the one self-registered accounts join); undefined when none. */
export async function oldestActiveTenantId(db: Database): Promise<string | undefined> {
  const [tenant] = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(eq(sysTenant.status, TenantStatus.normal))
    .orderBy(asc(sysTenant.createTime), asc(sysTenant.id))
    .limit(1);
  return tenant?.id;
}
