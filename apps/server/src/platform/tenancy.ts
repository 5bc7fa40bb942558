import {
  eq,
  inArray,
  ne,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { RequestContext } from './context';

/*
 * Tenant scoping is written here and nowhere else: modules scope rows with these helpers instead of
 * comparing a `tenant_id` column by hand (the lint rule `mall/tenant-scope` refuses the hand-written forms).
 */

/** The one condition that scopes tenant data: `column` belongs to `tenantId` (the request context's tenant). */
export function inTenant(column: AnyColumn, tenantId: string | Placeholder): SQL {
  return eq(column, tenantId);
}

/** `column` belongs to a tenant other than `tenantId`. */
export function outsideTenant(column: AnyColumn, tenantId: string): SQL {
  return ne(column, tenantId);
}

/** `table`'s rows in the request's tenant. */
export function tenantScope(ctx: Pick<RequestContext, 'tenantId'>, table: { tenantId: AnyColumn }): SQL {
  return inTenant(table.tenantId, ctx.tenantId);
}

/** `column` belongs to one of `tenantIds`: a non-empty list, or a subquery of tenant ids. */
export function inTenants(column: AnyColumn, tenantIds: readonly string[] | SQLWrapper): SQL {
  return inArray(column, isList(tenantIds) ? [...tenantIds] : tenantIds);
}

const isList = (ids: readonly string[] | SQLWrapper): ids is readonly string[] => Array.isArray(ids);

/** Two rows of one tenant: the join condition between two tenant columns (or a tenant id column). */
export function sameTenant(column: AnyColumn, other: AnyColumn | SQL): SQL {
  return eq(column, other);
}

/**
 * The tenant condition for raw SQL that names its table by an alias (`p.tenant_id = $1`); `alias` is a
 * constant of the calling query, never input.
 */
export function aliasInTenant(alias: string, tenantId: string): SQL {
  return sql`${sql.raw(`${alias}.tenant_id`)} = ${tenantId}`;
}

/** Raw SQL's join condition between two aliased tables of one tenant (`a.tenant_id = b.tenant_id`). */
export function aliasesInSameTenant(alias: string, other: string): SQL {
  return sql.raw(`${alias}.tenant_id = ${other}.tenant_id`);
}
