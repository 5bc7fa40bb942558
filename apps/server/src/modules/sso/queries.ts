import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysThirdAccount } from './schema';

/* The sso module owns the third-party bindings: other modules remove them only through these queries. */

/**
 * Removes every third-party binding of `userId`. A new password (changed, reset by SMS or set by staff)
 * ends them: a binding was vouched for by the old password, so whoever bound an outside identity with it
 * must not keep signing in after the owner changed it. The owner sees them gone in the personal centre.
 */
export async function removeThirdBindings(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(sysThirdAccount)
    .where(eq(sysThirdAccount.userId, userId))
    .returning({ id: sysThirdAccount.id });
  return removed.length;
}
