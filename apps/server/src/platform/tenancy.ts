import { eq, type AnyColumn, type SQL } from 'drizzle-orm';

/** The one condition that scopes tenant data: `column` belongs to `tenantId` (the request context's tenant). */
export function inTenant(column: AnyColumn, tenantId: string): SQL {
  return eq(column, tenantId);
}
