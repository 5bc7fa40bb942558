import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorKey } from '@mall/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** One counter: at most `max` requests per `timeWindowMs` for each key; a null key is not counted. */
export interface NamedLimit {
  name: string;
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limits a route opts into, e.g. `config: { rateLimits: RateLimits.sms }`; all of them apply. */
    rateLimits?: readonly NamedLimit[];
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The client's address (behind a proxy, the address Fastify's trustProxy setting resolves). */
export const byIp = (request: FastifyRequest): string => request.ip;

/** The first of `fields` the (validated) body carries as a non-empty string, lower-cased; else null. */
export const byBodyField =
  (...fields: string[]) =>
  (request: FastifyRequest): string | null => {
    const body = request.body as Record<string, unknown> | null | undefined;
    for (const field of fields) {
      const value = body?.[field];
      if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase();
    }
    return null;
  };

/**
 * The named limits routes opt into, by client address and by account. Sign-in, SMS, captcha and
 * registration are the calls an attacker repeats; the per-account limits also hold when the attempts
 * come from many addresses.
 */
export const RateLimits = {
  login: [
    { name: 'login-ip', max: 30, timeWindowMs: MINUTE, key: byIp },
    { name: 'login-account', max: 10, timeWindowMs: MINUTE, key: byBodyField('username', 'mobile') },
  ],
  twoFactor: [
    { name: 'two-factor-ip', max: 30, timeWindowMs: MINUTE, key: byIp },
    { name: 'two-factor-ticket', max: 5, timeWindowMs: 5 * MINUTE, key: byBodyField('twoFactorToken') },
  ],
  captcha: [{ name: 'captcha-ip', max: 30, timeWindowMs: MINUTE, key: byIp }],
  sms: [
    { name: 'sms-ip', max: 20, timeWindowMs: HOUR, key: byIp },
    { name: 'sms-mobile', max: 5, timeWindowMs: HOUR, key: byBodyField('mobile') },
  ],
  register: [
    { name: 'register-ip', max: 10, timeWindowMs: HOUR, key: byIp },
    { name: 'register-account', max: 5, timeWindowMs: HOUR, key: byBodyField('username') },
  ],
} as const satisfies Record<string, readonly NamedLimit[]>;

export interface RateLimitOptions {
  /** false: routes' limits are not applied (automated test clients). */
  enabled: boolean;
}

type Checker = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * Applies each route's `config.rateLimits` before its handler (after body validation, so that limits
 * by account see the parsed body). Counters live in Redis when the app has one (every instance shares
 * them), in memory otherwise. Over a limit: 429 with Retry-After and a message naming the wait.
 */
export const rateLimiting = fp<RateLimitOptions>(
  async (app: FastifyInstance, { enabled }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: app.redisKey('rate-limit:') } : {}),
      // A Redis outage must not lock everybody out: the account lockout in the database still holds.
      skipOnError: true,
    });
    app.addHook('onRoute', (route: RouteOptions) => {
      const limits = route.config?.rateLimits;
      if (!enabled || !limits?.length) return;
      const checkers = limits.map((limit) => checkerFor(app, limit));
      const hook: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const check of checkers) {
          const outcome = await check(request);
          if (outcome.isExceeded) {
            const seconds = Math.max(1, outcome.ttlInSeconds ?? 1);
            reply.header('retry-after', String(seconds));
            throw new AppError(429, ErrorKey.rateLimited, { params: { seconds } });
          }
        }
      };
      route.preHandler = [hook, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'rate-limiting', dependencies: ['redis'] },
);

function checkerFor(app: FastifyInstance, limit: NamedLimit): Checker {
  return app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key(request) ?? ''}`,
    allowList: (request) => limit.key(request) === null,
  }) as Checker;
}
