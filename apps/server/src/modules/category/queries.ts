import type { LocalizedText } from '@mall/shared';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { aliasInTenant, inTenant } from '#platform/tenancy';
import { sysCategory } from './schema';

/*
 * The category module owns sys_category: other modules read it only through these named queries.
 * Categories spell their place in the tree in `code` (a parent's code is a prefix of its children's).
 */

/** Whether `categoryId` is a category of the tenant. */
export async function categoryExists(db: Database, tenantId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysCategory.id })
    .from(sysCategory)
    .where(and(eq(sysCategory.id, categoryId), inTenant(sysCategory.tenantId, tenantId)))
    .limit(1);
  return row !== undefined;
}

/** The ids of `categoryId` and all its descendants in the tenant, as a subquery for `in`. */
export function categorySubtree(tenantId: string, categoryId: string): SQL {
  // Codes hold only letters and digits, so the parent's code is a safe LIKE prefix.
  return sql`(select c.id from ${sysCategory} c where ${aliasInTenant('c', tenantId)} and c.code like (
    select parent.code || '%' from ${sysCategory} parent
    where parent.id = ${categoryId} and ${aliasInTenant('parent', tenantId)}))`;
}

/** The name (both languages) of the category in `categoryId` of the tenant, null when there is none. */
export function categoryNameOf(categoryId: AnyColumn, tenantId: string): SQL<LocalizedText | null> {
  return sql<LocalizedText | null>`(select c.name from ${sysCategory} c
    where c.id = ${categoryId} and ${aliasInTenant('c', tenantId)})`;
}

/** The tenant's whole category tree in code order (parents before their children). */
export async function categoryTree(db: Database, tenantId: string) {
  return db
    .select({ id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name })
    .from(sysCategory)
    .where(inTenant(sysCategory.tenantId, tenantId))
    .orderBy(asc(sysCategory.code));
}

/**
 * Categories of the tenant as options (value: id or code; name in both languages) in code order: those
 * whose value is in `values` when given, and those whose name contains the LIKE `pattern` when given.
 */
export async function categoryOptions(
  db: Database,
  tenantId: string,
  query: { valueOf: 'id' | 'code'; values?: readonly string[]; pattern?: string; limit: number },
): Promise<{ value: string; name: LocalizedText }[]> {
  const valueColumn = query.valueOf === 'id' ? sysCategory.id : sysCategory.code;
  const conditions: (SQL | undefined)[] = [inTenant(sysCategory.tenantId, tenantId)];
  if (query.values) conditions.push(inArray(valueColumn, [...query.values]));
  if (query.pattern !== undefined) {
    conditions.push(
      or(
        sql`${sysCategory.name}->>'zh' ilike ${query.pattern}`,
        sql`${sysCategory.name}->>'en' ilike ${query.pattern}`,
      ),
    );
  }
  return db
    .select({ value: valueColumn, name: sysCategory.name })
    .from(sysCategory)
    .where(and(...conditions))
    .orderBy(asc(sysCategory.code))
    .limit(query.limit);
}
