import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysSession } from './schema';

/* The auth module owns the sessions: other modules end them only through these named queries. */

/** Ends every session of `userId` except `keepSessionId` (all of them when it is absent). */
export async function revokeSessions(db: Database, userId: string, keepSessionId?: string): Promise<number> {
  const removed = await db
    .delete(sysSession)
    .where(and(eq(sysSession.userId, userId), keepSessionId ? ne(sysSession.id, keepSessionId) : undefined))
    .returning({ id: sysSession.id });
  return removed.length;
}
