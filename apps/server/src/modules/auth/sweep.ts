import { and, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#platform/db/client';
import type { CaptchaStore } from '#platform/security/captcha-store';
import { sysLoginFailure, sysLoginTicket, sysSession } from './schema';

/** Failure counters untouched for this long (and not locking) are forgotten. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Deletes expired sessions, two-step tickets and captchas, and stale failure counters. Idempotent, so
 * every instance may run it on its own schedule.
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

/** Runs the sweep every `intervalMs` while the app is up (the timer never keeps the process alive). */
export function startSweeping(app: FastifyInstance, captchas: CaptchaStore, intervalMs: number): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpired(app.db, captchas)
      .then((removed) => {
        if (removed > 0) app.log.debug({ removed }, 'expired sessions swept');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
