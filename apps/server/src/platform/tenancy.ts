import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from './auth/session-user';

/** The tenant a request acts in, as the guard checked it against the user's tenants. */
export function requestTenant(request: FastifyRequest): string {
  return sessionUser(request).tenantId;
}

/** The one condition that scopes tenant data: `column` belongs to `tenantId`. */
export function inTenant(column: AnyColumn, tenantId: string): SQL {
  return eq(column, tenantId);
}
