import { API_BASE, ErrorKey } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { expectFailure } from '../test/envelope';

// Nothing listens on port 1: Redis is configured but unreachable.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
afterAll(() => t?.close());

describe('health with an unreachable Redis', () => {
  it('stays alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/healthz` });
    expect(response.statusCode).toBe(200);
  });

  it('is not ready (503 envelope naming the failed check)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/readyz`,
      headers: { 'accept-language': 'en' },
    });
    expectFailure(response, 503, ErrorKey.unavailable, {
      message: 'Service unavailable, please try again later',
      result: { status: 'unavailable', checks: { database: 'ok', redis: 'failed' } },
    });
  });
});

// Runs where a Redis is configured (CI sets REDIS_URL); without one there is nothing to reach.
describe.runIf(process.env.REDIS_URL)('health with a reachable Redis (REDIS_URL)', () => {
  it('is ready', async () => {
    const withRedis = await createTestApp({ env: { REDIS_URL: process.env.REDIS_URL ?? '' } });
    try {
      const redis = withRedis.app.redis;
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const response = await withRedis.app.inject({ method: 'GET', url: `${API_BASE}/readyz` });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.checks).toEqual({ database: 'ok', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });
});
