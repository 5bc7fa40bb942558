import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysDict, sysDictItem } from './schema';

/*
 * The dict module owns sys_dict and sys_dict_item: other modules read them only through these named
 * queries.
 */

/** Of `values`, those that are enabled items of the tenant's dictionary `dictCode`. */
export async function enabledDictValues(
  db: Database,
  tenantId: string,
  dictCode: string,
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .select({ value: sysDictItem.itemValue })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(
      and(
        inTenant(sysDict.tenantId, tenantId),
        eq(sysDict.dictCode, dictCode),
        eq(sysDictItem.enabled, true),
        inArray(sysDictItem.itemValue, [...values]),
      ),
    );
  return new Set(rows.map((row) => row.value));
}
