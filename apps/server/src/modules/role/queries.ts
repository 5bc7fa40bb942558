import { and, inArray, type Placeholder, type SQL } from 'drizzle-orm';
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
