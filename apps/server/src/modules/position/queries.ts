import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysPosition } from './schema';

/* The position module owns sys_position: other modules read it only through these named queries. */

/** Whether a position of the tenant other than `exceptId` has the code `code`. */
export async function positionCodeHeld(
  db: Database,
  tenantId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(
      and(
        eq(sysPosition.code, code),
        inTenant(sysPosition.tenantId, tenantId),
        exceptId ? ne(sysPosition.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return holder !== undefined;
}
