import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#platform/db/client';
import { captchaStoreOf } from './captcha-store';
import { sysSession } from './schema';
import { sweepExpired } from './sweep';

/* The auth module owns the sessions: other modules end them only through these named queries. */

/** Ends every session of `userId` except `keepSessionId` (all of them when it is absent). */
export async function revokeSessions(db: Database, userId: string, keepSessionId?: string): Promise<number> {
  const removed = await db
    .delete(sysSession)
    .where(and(eq(sysSession.userId, userId), keepSessionId ? ne(sysSession.id, keepSessionId) : undefined))
    .returning({ id: sysSession.id });
  return removed.length;
}

/** Deletes expired sessions, two-step tickets, captchas and stale failure counters (the sweep job). */
export function sweepExpiredSignIns(app: FastifyInstance): Promise<number> {
  return sweepExpired(app.db, captchaStoreOf(app));
}
