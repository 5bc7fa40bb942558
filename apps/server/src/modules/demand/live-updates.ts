import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTenant } from '#platform/tenancy';
import { DEMAND_EVENT_TYPES } from './events';
import { ORDER_STAFF_PERMISSIONS } from './rules';
import { mallDemand } from './schema';

/**
 * Every change of an order (submit, price application and reply, new price, status), once committed,
 * tells the open demand pages of those who see the order: its buyer, and the tenant's staff who handle
 * orders. They hear only which order changed, and reload it through the API.
 */
export function publishDemandTableUpdates(app: FastifyInstance): void {
  for (const type of DEMAND_EVENT_TYPES) {
    app.events.subscribe(type, async ({ tenantId, payload }) => {
      // Read in the event's tenant: an event naming another tenant's order finds no order and tells nobody.
      const [order] = await app
        .databaseAs({ tenantId })
        .select({ customerId: mallDemand.customerId })
        .from(mallDemand)
        .where(and(eq(mallDemand.id, payload.demandId), inTenant(mallDemand.tenantId, tenantId)))
        .limit(1);
      if (!order) return;
      await app.realtime.publish({
        kind: 'table',
        tenantId,
        userIds: [order.customerId],
        permissions: ORDER_STAFF_PERMISSIONS,
        message: { cmd: 'update-table', table: 'demand', rowId: payload.demandId },
      });
    });
  }
}
