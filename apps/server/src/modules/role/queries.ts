import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysRole } from './schema';

/* The role module owns sys_role: other modules read it only through these named queries. */

/** Of `ids`, those of roles of the tenant `tenantId`. */
export async function tenantRoleIds(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(inArray(sysRole.id, [...ids]), inTenant(sysRole.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** Whether a role of the tenant other than `exceptId` has the code `code`. */
export async function roleCodeHeld(
  db: Database,
  tenantId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(
      and(
        eq(sysRole.roleCode, code),
        inTenant(sysRole.tenantId, tenantId),
        exceptId ? ne(sysRole.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return holder !== undefined;
}
