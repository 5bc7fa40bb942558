import { ErrorKey } from '@mall/shared';
import { eq, like, lt, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { sysLoginFailure } from './schema';

/** This many wrong passwords in a row from one address start slowing that address down ... */
export const LOCK_AFTER_FAILURES = 5;
/** ... with a first pause this long, ... */
export const FIRST_LOCK_MS = 60_000;
/** ... doubled by every further failure from there, up to this. */
export const MAX_LOCK_MS = 60 * 60_000;
/** A run of failures nobody added to for this long is forgotten: counting starts again. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * What a sign-in attempt counts on: the account (`user:<id>`, or `name:<typed name>` when no account has
 * it) together with the client's address. Failures from one address never pause the account's owner
 * signing in from another.
 */
export interface LoginKey {
  subject: string;
  source: string;
}

export function loginKeyOf(userId: string | null, typedName: string, source: string): LoginKey {
  const subject = userId ? `user:${userId}` : `name:${typedName.trim().toLowerCase()}`;
  return { subject, source };
}

const rowKey = ({ subject, source }: LoginKey) => `${subject}@${source}`;

/** How long the `failures`-th failure in a row (from one address) pauses it: 0 before the fifth. */
export function lockDurationMs(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  const doublings = Math.min(failures - LOCK_AFTER_FAILURES, 16);
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** doublings);
}

/** Refuses with 403 login.accountLocked (naming the minutes left) while `key` is paused. */
export async function refuseWhileLocked(db: Database, key: LoginKey, now: number): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: sysLoginFailure.lockedUntil, failureCount: sysLoginFailure.failureCount })
    .from(sysLoginFailure)
    .where(eq(sysLoginFailure.loginKey, rowKey(key)));
  const lockedUntil = row?.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > now) throw lockedError(lockedUntil - now, row?.failureCount ?? LOCK_AFTER_FAILURES);
}

/** A failed attempt as counted: the refusal to answer, and whether it started a pause. */
export interface CountedFailure {
  error: AppError;
  failures: number;
  lockMs: number;
}

/**
 * Counts a failed attempt (in the database, so that every instance sees it). From the fifth in a row
 * on, each failure pauses the account for that address, for longer each time (lockDurationMs), and
 * answers 403 login.accountLocked; earlier ones answer 400 login.badCredentials. Both carry
 * `errorCount` in the result.
 */
export async function failedAttempt(db: Database, key: LoginKey, now: number): Promise<CountedFailure> {
  const at = new Date(now);
  const forgetBefore = new Date(now - FAILURE_MEMORY_MS);
  const [row] = await db
    .insert(sysLoginFailure)
    .values({ loginKey: rowKey(key), failureCount: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: sysLoginFailure.loginKey,
      set: {
        failureCount: sql`case when ${sysLoginFailure.updatedAt} < ${forgetBefore} then 1 else ${sysLoginFailure.failureCount} + 1 end`,
        lockedUntil: null,
        updatedAt: at,
      },
    })
    .returning({ failureCount: sysLoginFailure.failureCount });
  const failures = row?.failureCount ?? 1;
  const lockMs = lockDurationMs(failures);
  if (lockMs === 0) {
    return {
      error: new AppError(400, ErrorKey.badCredentials, { result: { errorCount: failures } }),
      failures,
      lockMs,
    };
  }
  await db
    .update(sysLoginFailure)
    .set({ lockedUntil: new Date(now + lockMs) })
    .where(eq(sysLoginFailure.loginKey, rowKey(key)));
  return { error: lockedError(lockMs, failures), failures, lockMs };
}

/** A successful sign-in ends the run of failures from its address. */
export async function clearFailures(db: Database, key: LoginKey): Promise<void> {
  await db.delete(sysLoginFailure).where(eq(sysLoginFailure.loginKey, rowKey(key)));
}

/** Ends an account's runs of failures from every address (its owner proved who they are). */
export async function clearAccountFailures(db: Database, userId: string): Promise<void> {
  await db.delete(sysLoginFailure).where(like(sysLoginFailure.loginKey, `user:${userId}@%`));
}

/** Throttles notices to an account's owner: at most one per this time. */
export const OWNER_NOTICE_INTERVAL_MS = 60 * 60_000;

/**
 * Claims the right to tell `userId`'s owner about a pause now: true at most once per
 * OWNER_NOTICE_INTERVAL_MS, on every instance together (the claim is a row of the same table).
 */
export async function claimOwnerNotice(db: Database, userId: string, now: number): Promise<boolean> {
  const at = new Date(now);
  const claimed = await db
    .insert(sysLoginFailure)
    .values({ loginKey: `notice:user:${userId}`, failureCount: 0, updatedAt: at })
    .onConflictDoUpdate({
      target: sysLoginFailure.loginKey,
      set: { updatedAt: at },
      setWhere: lt(sysLoginFailure.updatedAt, new Date(now - OWNER_NOTICE_INTERVAL_MS)),
    })
    .returning({ loginKey: sysLoginFailure.loginKey });
  return claimed.length > 0;
}

function lockedError(remainingMs: number, errorCount: number): AppError {
  return new AppError(403, ErrorKey.accountLocked, {
    params: { minutes: Math.ceil(remainingMs / 60_000) },
    result: { errorCount },
  });
}
