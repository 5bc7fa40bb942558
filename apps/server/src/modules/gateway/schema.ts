import type { GatewayFilter, GatewayPredicate } from '@mall/shared';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * Gateway routes: a routerId (unique across tenants, since it names the route in the gateway's URL), the
 * upstream base URI, and the predicates and filters as JSON lists validated on every write.
 */
export const sysGatewayRoute = pgTable(
  'sys_gateway_route',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    routerId: text('router_id').notNull(),
    name: text('name').notNull(),
    uri: text('uri').notNull(),
    predicates: jsonb('predicates').$type<GatewayPredicate[]>().notNull().default([]),
    filters: jsonb('filters').$type<GatewayFilter[]>().notNull().default([]),
    retryable: boolean('retryable').notNull().default(false),
    stripPrefix: boolean('strip_prefix').notNull().default(true),
    forwardAuth: boolean('forward_auth').notNull().default(false),
    publicAccess: boolean('public_access').notNull().default(false),
    /** 1 enabled, 0 paused. */
    status: smallint('status').notNull().default(1),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_gateway_route_router_id_uq').on(table.routerId),
    index('sys_gateway_route_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);
