import { ErrorKey } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { call } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
});
afterAll(() => t?.close());

describe('rate limits of the account calls', () => {
  it('stops probing one account in the forgotten-password flow after 10 tries an hour', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await call(t, 'POST', '/sys/user/alteration/check', {
        payload: { username: 'probe.me' },
      });
      expect(response.statusCode).toBe(404);
    }
    const limited = await call(t, 'POST', '/sys/user/alteration/check', {
      payload: { username: 'probe.me' },
    });
    expectFailure(limited, 429, ErrorKey.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops SMS codes from one address after 20 an hour', async () => {
    for (let i = 0; i < 20; i++) {
      const mobile = `1350000${String(i).padStart(4, '0')}`;
      expect((await call(t, 'POST', '/sys/sms', { payload: { mobile, smsmode: '0' } })).statusCode).toBe(200);
    }
    const limited = await call(t, 'POST', '/sys/sms', { payload: { mobile: '13500009999', smsmode: '0' } });
    expectFailure(limited, 429, ErrorKey.rateLimited);
  });

  it('stops registrations from one address after 10 an hour', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await call(t, 'POST', '/sys/user/register', { payload: { username: `rl${i}` } });
      expect(response.statusCode).toBe(400);
    }
    const limited = await call(t, 'POST', '/sys/user/register', { payload: { username: 'rl-last' } });
    expectFailure(limited, 429, ErrorKey.rateLimited);
  });
});
