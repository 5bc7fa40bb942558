import { randomBytes } from 'node:crypto';
import { API_BASE, ErrorKey } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysCaptcha } from '#platform/security/schema';
import { RateLimits } from '#platform/security/rate-limit';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { sysUser } from '../../test/tables';

// This app runs as deployed: captcha and rate limits on.
let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_CAPTCHA: 'true', RATE_LIMIT: 'true' } });
  tenantId = await addTenant(t.app.db, 'Captcha');
});
afterAll(() => t?.close());

/** Each test comes from an address of its own, so that the limits by address do not carry over. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const newCheckKey = () => randomBytes(8).toString('hex');

const captchaImage = (checkKey: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}/sys/randomImage/${checkKey}`, remoteAddress });

/** The code the image shows, read where the server keeps it. */
async function storedCode(checkKey: string): Promise<string> {
  if (t.app.redis) return (await t.app.redis.get(t.app.redisKey(`captcha:${checkKey}`))) ?? '';
  const [row] = await t.app.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
  return row?.code ?? '';
}

async function login(
  body: { username: string; password?: string; captcha?: string; checkKey?: string },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/login`,
    payload: { ...body, password: await encryptPassword(t.app, body.password ?? TEST_PASSWORDS.demo) },
    remoteAddress: options.remoteAddress ?? newAddress(),
    headers: options.headers ?? {},
  });
}

describe('captcha', () => {
  it('tells the sign-in form that the captcha is required', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/loginSettings` });
    expect(response.json().result).toEqual({ captchaRequired: true });
  });

  it('answers an SVG data URL and keeps its code for 60 seconds', async () => {
    const checkKey = newCheckKey();
    const before = Date.now();
    const response = await captchaImage(checkKey);
    expect(response.statusCode).toBe(200);
    const image = response.json().result as string;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(await storedCode(checkKey)).toMatch(/^[a-z2-9]{4}$/);
    if (!t.app.redis) {
      const [row] = await t.app.db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
      const ttl = (row?.expiresAt.getTime() ?? 0) - before;
      expect(ttl).toBeGreaterThanOrEqual(59_000);
      expect(ttl).toBeLessThanOrEqual(61_000);
    }
  });

  it('refuses a check key that is not a short token', async () => {
    expectFailure(await captchaImage('x'.repeat(65)), 400, ErrorKey.validation);
    expectFailure(await captchaImage('a.b'), 400, ErrorKey.validation);
  });

  it('requires the captcha to log in: empty → 验证码不能为空, wrong → 验证码错误 (and in English)', async () => {
    await addUser(t.app.db, { username: 'captcha-user', tenants: [tenantId] });
    const checkKey = newCheckKey();
    await captchaImage(checkKey);
    expectFailure(await login({ username: 'captcha-user' }), 400, ErrorKey.captchaEmpty, {
      message: '验证码不能为空',
    });
    expectFailure(await login({ username: 'captcha-user', captcha: 'abcd' }), 400, ErrorKey.captchaEmpty);
    expectFailure(
      await login({ username: 'captcha-user', captcha: '', checkKey }),
      400,
      ErrorKey.captchaEmpty,
    );
    const english = await login({ username: 'captcha-user' }, { headers: { 'accept-language': 'en' } });
    expect(english.json().message).toBe('The verification code cannot be empty');

    expectFailure(
      await login({ username: 'captcha-user', captcha: 'zzzz', checkKey }),
      400,
      ErrorKey.captchaWrong,
      {
        message: '验证码错误',
      },
    );
    const englishWrong = await login(
      { username: 'captcha-user', captcha: 'zzzz', checkKey: newCheckKey() },
      { headers: { 'accept-language': 'en' } },
    );
    expect(englishWrong.json().message).toBe('The verification code is wrong');
  });

  it('takes the right code in any case, once', async () => {
    const checkKey = newCheckKey();
    await captchaImage(checkKey);
    const captcha = (await storedCode(checkKey)).toUpperCase();
    const response = await login({ username: 'captcha-user', captcha, checkKey });
    expect(response.statusCode).toBe(200);
    expectFailure(await login({ username: 'captcha-user', captcha, checkKey }), 400, ErrorKey.captchaWrong);
  });

  it('is spent by a wrong try: the right code afterwards is refused too', async () => {
    const checkKey = newCheckKey();
    await captchaImage(checkKey);
    const captcha = await storedCode(checkKey);
    expectFailure(
      await login({ username: 'captcha-spent', captcha: 'zzzz', checkKey }),
      400,
      ErrorKey.captchaWrong,
    );
    expectFailure(await login({ username: 'captcha-spent', captcha, checkKey }), 400, ErrorKey.captchaWrong);
  });

  it.skipIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)(
    'refuses an expired code',
    async () => {
      const checkKey = newCheckKey();
      await captchaImage(checkKey);
      const captcha = await storedCode(checkKey);
      await t.app.db
        .update(sysCaptcha)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(sysCaptcha.checkKey, checkKey));
      expectFailure(
        await login({ username: 'captcha-expired', captcha, checkKey }),
        400,
        ErrorKey.captchaWrong,
      );
    },
  );

  it('is checked before the password: a wrong password with a wrong captcha is not counted', async () => {
    const id = await addUser(t.app.db, { username: 'captcha-first', tenants: [tenantId] });
    for (let i = 0; i < 6; i++) {
      expectFailure(
        await login({
          username: 'captcha-first',
          password: 'Wrong#pass1',
          captcha: 'zzzz',
          checkKey: newCheckKey(),
        }),
        400,
        ErrorKey.captchaWrong,
      );
    }
    const checkKey = newCheckKey();
    await captchaImage(checkKey);
    const response = await login({
      username: 'captcha-first',
      captcha: await storedCode(checkKey),
      checkKey,
    });
    expect(response.json().result.userInfo.id).toBe(id);
  });

  it('is required by /sys/phoneLogin too', async () => {
    const id = await addUser(t.app.db, { username: 'captcha-phone', tenants: [tenantId] });
    await t.app.db.update(sysUser).set({ phone: '13900000003' }).where(eq(sysUser.id, id));
    const password = await encryptPassword(t.app, TEST_PASSWORDS.demo);
    const phoneLogin = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/phoneLogin`,
        payload: { mobile: '13900000003', password, ...extra },
        remoteAddress: newAddress(),
      });
    expectFailure(await phoneLogin({}), 400, ErrorKey.captchaEmpty);
    const checkKey = newCheckKey();
    await captchaImage(checkKey);
    expect((await phoneLogin({ checkKey, captcha: await storedCode(checkKey) })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('refuses the captcha image with 429 past its limit per address, with Retry-After and a message naming the wait', async () => {
    const address = newAddress();
    const [limit] = RateLimits.captcha;
    for (let i = 0; i < limit.max; i++)
      expect((await captchaImage(newCheckKey(), address)).statusCode).toBe(200);
    const refused = await captchaImage(newCheckKey(), address);
    expectFailure(refused, 429, ErrorKey.rateLimited);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(`操作过于频繁，请 ${seconds} 秒后再试`);
    // Another address is not affected.
    expect((await captchaImage(newCheckKey())).statusCode).toBe(200);
  });

  it('refuses logins for one account past its limit, from however many addresses', async () => {
    const [, byAccount] = RateLimits.login;
    const username = `limited-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < byAccount.max; i++) {
      expect((await login({ username })).statusCode).not.toBe(429);
    }
    const refused = await login(
      { username: username.toUpperCase() },
      { headers: { 'accept-language': 'en' } },
    );
    expectFailure(refused, 429, ErrorKey.rateLimited);
    expect(refused.json().message).toMatch(/^Too many attempts, please try again in \d+ s$/);
    // Another account from the same kind of client still gets through to the checks.
    expectFailure(await login({ username: `${username}-other` }), 400, ErrorKey.captchaEmpty);
  });

  it('refuses phone sign-ins for one mobile past the per-account limit, from however many addresses', async () => {
    const [, byAccount] = RateLimits.login;
    const password = await encryptPassword(t.app, 'Wrong#pass1');
    const phoneLogin = () =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/phoneLogin`,
        payload: { mobile: '13900000077', password },
        remoteAddress: newAddress(),
      });
    for (let i = 0; i < byAccount.max; i++) expect((await phoneLogin()).statusCode).not.toBe(429);
    expectFailure(await phoneLogin(), 429, ErrorKey.rateLimited);
  });

  it('refuses logins from one address past its limit, whatever the account', async () => {
    const [byAddress] = RateLimits.login;
    const remoteAddress = newAddress();
    for (let i = 0; i < byAddress.max; i++) {
      expect((await login({ username: `spray-${i}` }, { remoteAddress })).statusCode).toBe(400);
    }
    expectFailure(await login({ username: 'spray-last' }, { remoteAddress }), 429, ErrorKey.rateLimited);
  });
});
