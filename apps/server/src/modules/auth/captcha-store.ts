import type { FastifyInstance } from 'fastify';
import { postgresCaptchaStore, redisCaptchaStore, type CaptchaStore } from '#platform/security/captcha-store';

/** Where the app keeps captchas: Redis when configured (shared by the instances), else PostgreSQL. */
export function captchaStoreOf(app: FastifyInstance): CaptchaStore {
  return app.redis
    ? redisCaptchaStore(app.redis, (checkKey) => app.redisKey(`captcha:${checkKey}`))
    : postgresCaptchaStore(app.db);
}
