import { pickLocalized, type Locale, type LocalizedText } from '@mall/shared';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn } from '#platform/db/subquery';
import { escapeLike } from '#platform/http/list';
import { aliasInTenant, inTenant } from '#platform/tenancy';
import { sysCategory } from './schema';

/*
 * The category module owns sys_category: other modules read it only through these named queries (and a
 * table may reference its id as a foreign key).
 */

/** Whether `categoryId` is a category of `tenantId`. */
export async function categoryInTenant(db: Database, tenantId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysCategory.id })
    .from(sysCategory)
    .where(and(eq(sysCategory.id, categoryId), inTenant(sysCategory.tenantId, tenantId)));
  return row !== undefined;
}

/** Every category of the tenant in tree order (by code): id, parent id (null for a root) and name. */
export async function categoriesOfTenant(db: Database, tenantId: string) {
  const rows = await db
    .select({ id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name })
    .from(sysCategory)
    .where(inTenant(sysCategory.tenantId, tenantId))
    .orderBy(asc(sysCategory.code));
  return rows;
}

/** A subquery of the name ({ zh, en }) of the category `categoryId` (an outer column); null when none. */
export function categoryNameSql(categoryId: AnyColumn): SQL<LocalizedText | null> {
  return sql<LocalizedText | null>`(select ${sysCategory.name} from ${sysCategory} where ${sysCategory.id} = ${outerColumn(categoryId)})`;
}

/** A subquery of the ids of `categoryId` and all its descendants in the tenant (codes spell the path). */
export function categorySubtreeIds(tenantId: string, categoryId: string): SQL {
  // Codes hold only letters and digits, so the parent's code is a safe LIKE prefix.
  return sql`(select c.id from ${sysCategory} c where ${aliasInTenant('c', tenantId)} and c.code like (
    select parent.code || '%' from ${sysCategory} parent
    where parent.id = ${categoryId} and ${aliasInTenant('parent', tenantId)}))`;
}

export interface CategoryOptionQuery {
  /** Only categories whose value is one of these. */
  values?: readonly string[] | undefined;
  /** Only categories whose name (either language) contains this. */
  keyword?: string | undefined;
  limit: number;
}

/** The tenant's categories as options, valued by id or by code, named in `locale`, in tree order. */
export async function categoryOptions(
  db: Database,
  tenantId: string,
  locale: Locale,
  valueBy: 'id' | 'code',
  query: CategoryOptionQuery,
): Promise<{ value: string; text: string }[]> {
  const valueColumn = valueBy === 'id' ? sysCategory.id : sysCategory.code;
  const conditions: (SQL | undefined)[] = [inTenant(sysCategory.tenantId, tenantId)];
  if (query.values) conditions.push(inArray(valueColumn, [...query.values]));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(
      or(sql`${sysCategory.name}->>'zh' ilike ${pattern}`, sql`${sysCategory.name}->>'en' ilike ${pattern}`),
    );
  }
  const rows = await db
    .select({ value: valueColumn, name: sysCategory.name })
    .from(sysCategory)
    .where(and(...conditions))
    .orderBy(asc(sysCategory.code))
    .limit(query.limit);
  return rows.map((row) => ({ value: row.value, text: pickLocalized(row.name, locale) }));
}
