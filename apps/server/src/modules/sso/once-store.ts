import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { hashSessionToken } from '#platform/auth/token';
import type { Database } from '#platform/db/client';
import { sysSsoEntry } from './schema';

/** What a single-use entry is for; part of its key, so that one kind's key never opens another's. */
export type OnceKind = 'oidc-state' | 'third-login' | 'third-bind' | 'cas-ticket';
type Payload = Record<string, unknown>;

/**
 * Short-lived, single-use sign-in entries, shared by every instance: Redis when configured, else
 * PostgreSQL. Keys are stored only as their SHA-256.
 */
export interface OnceStore {
  put(kind: OnceKind, key: string, payload: Payload, ttlMs: number): Promise<void>;
  /** The unexpired entry, deleted in the same step: of two takers, one gets it. */
  take(kind: OnceKind, key: string): Promise<Payload | null>;
  /** The unexpired entry, left in place. */
  peek(kind: OnceKind, key: string): Promise<Payload | null>;
  /** Remembers `key` for `ttlMs`: true when it was not remembered already (the first use). */
  claim(kind: OnceKind, key: string, ttlMs: number): Promise<boolean>;
  /** Deletes expired entries (Redis expires its own). */
  removeExpired(now: number): Promise<void>;
}

const keyHashOf = (kind: OnceKind, key: string) => hashSessionToken(`${kind}:${key}`);

export function postgresOnceStore(db: Database): OnceStore {
  const unexpired = (row: { payload: Payload; expiresAt: Date } | undefined) =>
    row && row.expiresAt.getTime() > Date.now() ? row.payload : null;
  return {
    async put(kind, key, payload, ttlMs) {
      await db.insert(sysSsoEntry).values({
        keyHash: keyHashOf(kind, key),
        kind,
        payload,
        expiresAt: new Date(Date.now() + ttlMs),
      });
    },
    async take(kind, key) {
      const [row] = await db
        .delete(sysSsoEntry)
        .where(eq(sysSsoEntry.keyHash, keyHashOf(kind, key)))
        .returning({ payload: sysSsoEntry.payload, expiresAt: sysSsoEntry.expiresAt });
      return unexpired(row);
    },
    async peek(kind, key) {
      const [row] = await db
        .select({ payload: sysSsoEntry.payload, expiresAt: sysSsoEntry.expiresAt })
        .from(sysSsoEntry)
        .where(eq(sysSsoEntry.keyHash, keyHashOf(kind, key)));
      return unexpired(row);
    },
    async claim(kind, key, ttlMs) {
      const now = new Date();
      const claimed = await db
        .insert(sysSsoEntry)
        .values({
          keyHash: keyHashOf(kind, key),
          kind,
          payload: {},
          expiresAt: new Date(now.getTime() + ttlMs),
        })
        .onConflictDoUpdate({
          target: sysSsoEntry.keyHash,
          set: { expiresAt: sql`excluded.expires_at` },
          // An entry whose time is over may be claimed again (the sweep may not have removed it yet).
          setWhere: lt(sysSsoEntry.expiresAt, now),
        })
        .returning({ keyHash: sysSsoEntry.keyHash });
      return claimed.length > 0;
    },
    async removeExpired(now) {
      await db.delete(sysSsoEntry).where(lt(sysSsoEntry.expiresAt, new Date(now)));
    },
  };
}

export function redisOnceStore(redis: Redis, keyOf: (name: string) => string): OnceStore {
  const redisKey = (kind: OnceKind, key: string) => keyOf(`sso:${keyHashOf(kind, key)}`);
  const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as Payload));
  return {
    async put(kind, key, payload, ttlMs) {
      await redis.set(redisKey(kind, key), JSON.stringify(payload), 'PX', ttlMs);
    },
    take: async (kind, key) => parsed(await redis.getdel(redisKey(kind, key))),
    peek: async (kind, key) => parsed(await redis.get(redisKey(kind, key))),
    async claim(kind, key, ttlMs) {
      return (await redis.set(redisKey(kind, key), '{}', 'PX', ttlMs, 'NX')) === 'OK';
    },
    removeExpired: async () => undefined,
  };
}

/** Where this app keeps its single-use sign-in entries. */
export function onceStoreOf(app: FastifyInstance): OnceStore {
  return app.redis ? redisOnceStore(app.redis, (name) => app.redisKey(name)) : postgresOnceStore(app.db);
}
