import { dictTextOf, gatewayRouteEntity } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { tableService } from '#platform/admin-kit';
import type { Database } from '#platform/db/client';
import { sysGatewayRoute } from './schema';

export type GatewayRouteRow = typeof sysGatewayRoute.$inferSelect;

/** The gateway routes on the kit; routerIds are unique across tenants (the unique index answers others). */
export const gatewayRouteService = tableService(gatewayRouteEntity, {
  table: sysGatewayRoute,
  toRecord: (row, ctx) => ({
    id: row.id,
    routerId: row.routerId,
    name: row.name,
    uri: row.uri,
    predicates: row.predicates,
    filters: row.filters,
    retryable: row.retryable,
    stripPrefix: row.stripPrefix,
    forwardAuth: row.forwardAuth,
    publicAccess: row.publicAccess,
    status: row.status,
    status_dictText: dictTextOf(gatewayRouteEntity.fields.status, row.status, ctx.locale),
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  uniqueMessages: { routerId: 'gateway.routerIdTaken' },
});

/**
 * The route a gateway request names, whatever its status. Read on every request (one index lookup), so
 * that an edit, a pause or a deletion holds on every instance from the next request on, without a restart
 * and without a message between instances.
 */
export async function routeByRouterId(db: Database, routerId: string): Promise<GatewayRouteRow | undefined> {
  const [row] = await db
    .select()
    .from(sysGatewayRoute)
    .where(eq(sysGatewayRoute.routerId, routerId))
    .limit(1);
  return row;
}
