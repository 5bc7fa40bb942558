import { eq, lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { sysCaptcha } from './schema';

/**
 * Where captcha codes wait for their sign-in: each is kept for its time to live and can be taken once.
 * PostgreSQL by default, Redis when the deployment has one.
 */
export interface CaptchaStore {
  /** Keeps `code` under `checkKey` for `ttlMs`, replacing an earlier code under the same key. */
  save(checkKey: string, code: string, ttlMs: number): Promise<void>;
  /** The code under `checkKey`, removed in the same step; null when there is none or it expired. */
  take(checkKey: string): Promise<string | null>;
  /** Drops expired codes (Redis expires them itself). */
  removeExpired(): Promise<void>;
}

export function postgresCaptchaStore(db: Database): CaptchaStore {
  return {
    async save(checkKey, code, ttlMs) {
      const expiresAt = new Date(Date.now() + ttlMs);
      await db
        .insert(sysCaptcha)
        .values({ checkKey, code, expiresAt })
        .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: { code, expiresAt } });
    },
    async take(checkKey) {
      const [row] = await db
        .delete(sysCaptcha)
        .where(eq(sysCaptcha.checkKey, checkKey))
        .returning({ code: sysCaptcha.code, expiresAt: sysCaptcha.expiresAt });
      return row && row.expiresAt.getTime() > Date.now() ? row.code : null;
    },
    async removeExpired() {
      await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date()));
    },
  };
}

/** `keyOf` names a check key's entry in this deployment's part of Redis. */
export function redisCaptchaStore(redis: Redis, keyOf: (checkKey: string) => string): CaptchaStore {
  return {
    async save(checkKey, code, ttlMs) {
      await redis.set(keyOf(checkKey), code, 'PX', ttlMs);
    },
    take: (checkKey) => redis.getdel(keyOf(checkKey)),
    removeExpired: async () => undefined,
  };
}
