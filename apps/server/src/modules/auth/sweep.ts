import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import type { CaptchaStore } from '#platform/security/captcha-store';
import { sysLoginFailure, sysLoginTicket, sysSession } from './schema';

/** Failure counters untouched for this long (and not locking) are forgotten. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Deletes expired sessions, two-step tickets and captchas, and stale failure counters. Idempotent. Run by
 * the scheduled job sweepExpiredJob (a base job, every 10 minutes), not by a timer of each instance.
 */
export async function sweepExpired(db: Database, captchas: CaptchaStore, now = Date.now()): Promise<number> {
  const at = new Date(now);
  const sessions = await db
    .delete(sysSession)
    .where(lt(sysSession.expiresAt, at))
    .returning({ id: sysSession.id });
  await db.delete(sysLoginTicket).where(lt(sysLoginTicket.expiresAt, at));
  await db
    .delete(sysLoginFailure)
    .where(
      and(
        lt(sysLoginFailure.updatedAt, new Date(now - FAILURE_MEMORY_MS)),
        or(isNull(sysLoginFailure.lockedUntil), lt(sysLoginFailure.lockedUntil, at)),
      ),
    );
  await captchas.removeExpired();
  return sessions.length;
}
