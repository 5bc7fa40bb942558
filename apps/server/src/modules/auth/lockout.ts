import { ErrorKey } from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { sysLoginFailure } from './schema';

/** This many wrong passwords in a row lock the account ... */
export const LOCK_AFTER_FAILURES = 5;
/** ... for this long. */
export const LOCK_DURATION_MS = 10 * 60_000;

/** The counter a sign-in attempt counts on: the account's, or the typed name's when no account has it. */
export function loginKeyOf(userId: string | null, typedName: string): string {
  return userId ? `user:${userId}` : `name:${typedName.trim().toLowerCase()}`;
}

/** Refuses with 403 login.accountLocked (naming the minutes left) while `loginKey` is locked. */
export async function refuseWhileLocked(db: Database, loginKey: string, now: number): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: sysLoginFailure.lockedUntil })
    .from(sysLoginFailure)
    .where(eq(sysLoginFailure.loginKey, loginKey));
  const lockedUntil = row?.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > now) throw lockedError(lockedUntil - now);
}

/**
 * Counts a failed attempt (in the database, so that every instance sees it). The fifth in a row locks
 * for LOCK_DURATION_MS and answers 403 login.accountLocked; earlier ones answer 400
 * login.badCredentials. Both carry `errorCount` in the result.
 */
export async function failedAttempt(db: Database, loginKey: string, now: number): Promise<AppError> {
  const at = new Date(now);
  // A lock still recorded here has run out (a live one is refused before): counting starts again.
  const [row] = await db
    .insert(sysLoginFailure)
    .values({ loginKey, failureCount: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: sysLoginFailure.loginKey,
      set: {
        failureCount: sql`case when ${sysLoginFailure.lockedUntil} is null then ${sysLoginFailure.failureCount} + 1 else 1 end`,
        lockedUntil: null,
        updatedAt: at,
      },
    })
    .returning({ failureCount: sysLoginFailure.failureCount });
  const errorCount = row?.failureCount ?? 1;
  if (errorCount < LOCK_AFTER_FAILURES) {
    return new AppError(400, ErrorKey.badCredentials, { result: { errorCount } });
  }
  await db
    .update(sysLoginFailure)
    .set({ lockedUntil: new Date(now + LOCK_DURATION_MS) })
    .where(eq(sysLoginFailure.loginKey, loginKey));
  return lockedError(LOCK_DURATION_MS, errorCount);
}

/** A successful sign-in ends the run of failures. */
export async function clearFailures(db: Database, loginKey: string): Promise<void> {
  await db.delete(sysLoginFailure).where(eq(sysLoginFailure.loginKey, loginKey));
}

function lockedError(remainingMs: number, errorCount = LOCK_AFTER_FAILURES): AppError {
  return new AppError(403, ErrorKey.accountLocked, {
    params: { minutes: Math.ceil(remainingMs / 60_000) },
    result: { errorCount },
  });
}
