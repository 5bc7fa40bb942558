import { API_BASE, ErrorKey, UserStatus, type UserStatusValue } from '@mall/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '#platform/security/totp';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { sendSmsCode } from '../sms/service';
import { sysUser } from '../../test/tables';
import { sysLoginFailure, sysLoginTicket } from './schema';
import { captureLogs } from '../../test/log-capture';

const captured = captureLogs('trace');

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
  tenantId = await addTenant(t.app.db, 'Sign-in');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload, headers });
const login = async (username: string, password: string = TEST_PASSWORDS.demo, headers = {}) =>
  post('/sys/login', { username, password: await encryptPassword(t.app, password) }, headers);
const home = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}/mall/home`, headers: { 'x-access-token': token } });
const setUser = (id: string, values: Partial<typeof sysUser.$inferInsert>) =>
  t.app.db.update(sysUser).set(values).where(eq(sysUser.id, id));
const newUser = (username: string, status: UserStatusValue = UserStatus.normal) =>
  addUser(t.app.db, { username, tenants: [tenantId], status });

describe('login by username, e-mail or phone', () => {
  it('logs in by e-mail when the username is e-mail-shaped (any case)', async () => {
    const id = await newUser('mail-user');
    await setUser(id, { email: 'Mail.User@Example.com' });
    const response = await login('mail.user@example.COM');
    expect(response.statusCode).toBe(200);
    expect(response.json().result.userInfo).toMatchObject({ id, username: 'mail-user' });
    expect((await home(response.json().result.token)).statusCode).toBe(200);
  });

  it('matches the username ignoring case, as its unique index does', async () => {
    const id = await newUser('Case-User');
    for (const typed of ['case-user', 'CASE-USER', ' Case-User ']) {
      const response = await login(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().result.userInfo).toMatchObject({ id, username: 'Case-User' });
    }
    expectFailure(await login('case-user', 'Wrong#pass1'), 400, ErrorKey.badCredentials);
  });

  it('does not take an e-mail address for a username, nor a username for an e-mail', async () => {
    const id = await newUser('name@only.test');
    await setUser(id, { email: 'other@example.com' });
    expectFailure(await login('name@only.test'), 400, ErrorKey.badCredentials);
  });

  it('logs in by mobile and password at /sys/phoneLogin', async () => {
    const id = await newUser('phone-user');
    await setUser(id, { phone: '13800000001' });
    const password = await encryptPassword(t.app, TEST_PASSWORDS.demo);
    const response = await post('/sys/phoneLogin', { mobile: '13800000001', password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { userInfo: { id } } });

    const wrong = await encryptPassword(t.app, 'Wrong#pass1');
    expectFailure(
      await post('/sys/phoneLogin', { mobile: '13800000001', password: wrong }),
      400,
      ErrorKey.badCredentials,
    );
    expectFailure(await post('/sys/phoneLogin', { mobile: '12345', password }), 400, ErrorKey.validation);
  });

  it('logs in by mobile and the SMS code sent to it, once', async () => {
    const id = await newUser('sms-user');
    await setUser(id, { phone: '13800000002' });
    const sent: string[] = [];
    const ctx = {
      db: t.app.db,
      locale: 'zh',
      events: t.app.events,
      log: t.app.log,
      user: null,
      tenantId: null,
    } as const;
    await sendSmsCode(
      ctx,
      { mobile: '13800000002', smsmode: '0' },
      {
        name: 'capture',
        send: async (message) => {
          sent.push(message.code);
        },
      },
    );
    const [code] = sent;
    expectFailure(
      await post('/sys/phoneLogin', {
        mobile: '13800000002',
        smscode: '000000' === code ? '111111' : '000000',
      }),
      400,
      ErrorKey.badCredentials,
    );
    const response = await post('/sys/phoneLogin', { mobile: '13800000002', smscode: code });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.userInfo.id).toBe(id);
    expectFailure(
      await post('/sys/phoneLogin', { mobile: '13800000002', smscode: code }),
      400,
      ErrorKey.badCredentials,
    );
  });
});

describe('password transport', () => {
  it('answers the deployment’s key and iv: 16 random characters each, the same on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/getEncryptedString` });
    const second = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/getEncryptedString` });
    expect(first.json().result).toEqual({
      key: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      iv: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
    });
    expect(second.json().result).toEqual(first.json().result);
    expect(first.json().result.key).not.toBe('1234567890adbcde');
  });

  it('tells the sign-in form that no captcha is asked while LOGIN_CAPTCHA=false', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/loginSettings` });
    expect(response.json().result).toEqual({ captchaRequired: false });
  });

  it('refuses a password that does not decrypt (a plain one too), in zh and en', async () => {
    for (const password of [TEST_PASSWORDS.admin, 'AAAAAAAAAAAAAAAAAAAAAA==', '%%%']) {
      expectFailure(
        await post('/sys/login', { username: 'admin', password }),
        400,
        ErrorKey.passwordNotDecrypted,
        {
          message: '密码无法解密，请刷新页面后重试',
        },
      );
    }
    const english = await post(
      '/sys/login',
      { username: 'admin', password: 'plain' },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      'The password could not be decrypted, please reload the page and try again',
    );
  });
});

describe('account states', () => {
  const cases: Array<[string, Partial<typeof sysUser.$inferInsert>, string, string]> = [
    ['frozen', { status: UserStatus.frozen }, ErrorKey.userFrozen, '该用户已冻结'],
    ['under review', { status: UserStatus.underReview }, ErrorKey.userUnderReview, '该用户正在审核中'],
    [
      'rejected',
      { status: UserStatus.rejected, reviewMemo: '公司信息不完整' },
      ErrorKey.userRejected,
      '该用户的注册申请未通过审核：公司信息不完整',
    ],
    ['deactivated', { status: UserStatus.deactivated }, ErrorKey.userDeactivated, '该用户已注销'],
    [
      'not yet valid',
      { validFrom: new Date(Date.now() + 86_400_000) },
      ErrorKey.outsideValidity,
      '账号不在有效期内',
    ],
    [
      'no longer valid',
      { validTo: new Date(Date.now() - 86_400_000) },
      ErrorKey.outsideValidity,
      '账号不在有效期内',
    ],
  ];

  it.each(cases)(
    'refuses a %s account with its own message (403) only after the right password',
    async (label, values, key, message) => {
      const username = `state-${label.replace(/\s/g, '-')}`;
      const id = await newUser(username);
      await setUser(id, values);
      expectFailure(await login(username, 'Wrong#pass1'), 400, ErrorKey.badCredentials);
      expectFailure(await login(username), 403, key, { message });
    },
  );

  it('lets a user in within the validity period', async () => {
    const id = await newUser('state-valid');
    await setUser(id, { validFrom: new Date(Date.now() - 60_000), validTo: new Date(Date.now() + 60_000) });
    expect((await login('state-valid')).statusCode).toBe(200);
  });

  it('ends the sessions of an account whose validity period is over', async () => {
    const id = await newUser('state-expiring');
    const token = (await login('state-expiring')).json().result.token as string;
    expect((await home(token)).statusCode).toBe(200);
    await setUser(id, { validTo: new Date(Date.now() - 1_000) });
    expectFailure(await home(token), 401, ErrorKey.tokenInvalid);
  });

  it('says the states in English too', async () => {
    const id = await newUser('state-english');
    await setUser(id, { status: UserStatus.underReview });
    expect(
      (await login('state-english', TEST_PASSWORDS.demo, { 'accept-language': 'en' })).json().message,
    ).toBe('The user is currently under review');
  });
});

describe('lockout', () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ remoteAddress, headers });
  const loginFrom = async (
    source: { remoteAddress: string; headers: Record<string, string> },
    username: string,
    password: string = TEST_PASSWORDS.demo,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      payload: { username, password: await encryptPassword(t.app, password) },
      ...source,
    });
  const failureRow = async (key: string) =>
    (await t.app.db.select().from(sysLoginFailure).where(eq(sysLoginFailure.loginKey, key)))[0];
  /** Lets the pause on `key` run out, as the time passing would. */
  const endPause = (key: string) =>
    t.app.db
      .update(sysLoginFailure)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(sysLoginFailure.loginKey, key));
  const pauseMs = async (key: string) => ((await failureRow(key))?.lockedUntil?.getTime() ?? 0) - Date.now();

  it('counts failures from one address in errorCount, pauses it from the fifth on (even the right password), longer each time, and a success resets', async () => {
    const id = await newUser('locking');
    const key = `user:${id}@127.0.0.1`;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectFailure(await login('locking', 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
        result: { errorCount: attempt },
      });
    }
    expectFailure(await login('locking', 'Wrong#pass1'), 403, ErrorKey.accountLocked, {
      message: '密码连续错误次数过多，请 1 分钟后再试',
      result: { errorCount: 5 },
    });
    expectFailure(await login('locking'), 403, ErrorKey.accountLocked);
    const english = await login('locking', TEST_PASSWORDS.demo, { 'accept-language': 'en' });
    expect(english.json().message).toBe('Too many failed attempts: try again in 1 min');
    // The pause is a row every instance reads.
    expect(await pauseMs(key)).toBeGreaterThan(50_000);
    expect(await pauseMs(key)).toBeLessThanOrEqual(60_000);

    // Each failure after a pause doubles the next one: 2, then 4 minutes.
    for (const [errorCount, minutes] of [
      [6, 2],
      [7, 4],
    ] as const) {
      await endPause(key);
      expectFailure(await login('locking', 'Wrong#pass1'), 403, ErrorKey.accountLocked, {
        message: `密码连续错误次数过多，请 ${minutes} 分钟后再试`,
        result: { errorCount },
      });
      expect(await pauseMs(key)).toBeGreaterThan((minutes - 1) * 60_000);
      expect(await pauseMs(key)).toBeLessThanOrEqual(minutes * 60_000);
    }

    await endPause(key);
    expect((await login('locking')).statusCode).toBe(200);
    expect(await failureRow(key)).toBeUndefined();
    expectFailure(await login('locking', 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
      result: { errorCount: 1 },
    });
  });

  it('never pauses longer than an hour, and forgets a run of failures after a quiet day', async () => {
    const id = await newUser('long-run');
    const key = `user:${id}@127.0.0.1`;
    await t.app.db.insert(sysLoginFailure).values({ loginKey: key, failureCount: 40, updatedAt: new Date() });
    expectFailure(await login('long-run', 'Wrong#pass1'), 403, ErrorKey.accountLocked, {
      message: '密码连续错误次数过多，请 60 分钟后再试',
      result: { errorCount: 41 },
    });
    await t.app.db
      .update(sysLoginFailure)
      .set({ lockedUntil: null, updatedAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(sysLoginFailure.loginKey, key));
    expectFailure(await login('long-run', 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
      result: { errorCount: 1 },
    });
  });

  it('failures from one address do not keep the owner out from another, and the owner is told once', async () => {
    await newUser('targeted');
    const attacker = from('203.0.113.7');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await loginFrom(attacker, 'targeted', 'Wrong#pass1')).statusCode).toBe(400);
    }
    expectFailure(await loginFrom(attacker, 'targeted', 'Wrong#pass1'), 403, ErrorKey.accountLocked);
    // The attacker's address stays paused, even with the right password ...
    expectFailure(await loginFrom(attacker, 'targeted'), 403, ErrorKey.accountLocked);
    // ... while the owner signs in from elsewhere, with no failure counted against them.
    const owner = await loginFrom(from('198.51.100.9'), 'targeted');
    expect(owner.statusCode).toBe(200);
    const token = owner.json().result.token as string;

    // A second address pausing the account within the hour sends no second notice.
    const second = from('203.0.113.8');
    for (let attempt = 1; attempt <= 5; attempt++) await loginFrom(second, 'targeted', 'Wrong#pass1');
    expectFailure(await loginFrom(second, 'targeted'), 403, ErrorKey.accountLocked);

    const bell = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/annountCement/listByUser`,
      headers: { 'x-access-token': token },
    });
    const notices = (bell.json().result.sysMsgList as Array<{ id: string; titile: string }>).filter(
      (message) => message.titile === '账号登录失败提醒',
    );
    expect(notices).toHaveLength(1);
    const opened = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/annountCement/queryById?id=${notices[0]?.id ?? ''}`,
      headers: { 'x-access-token': token },
    });
    const content = opened.json().result.msgContent as string;
    expect(content).toContain('203.0.113.7');
    expect(content).toContain('连续 5 次登录失败');
  });

  it('counts the same account by username and by e-mail', async () => {
    const id = await newUser('two-names');
    await setUser(id, { email: 'two-names@example.com' });
    for (const name of ['two-names', 'two-names@example.com', 'two-names', 'two-names@example.com']) {
      expect((await login(name, 'Wrong#pass1')).statusCode).toBe(400);
    }
    expectFailure(await login('two-names@example.com', 'Wrong#pass1'), 403, ErrorKey.accountLocked);
  });

  it('counts and locks an unknown name like an account, so neither tells that it does not exist', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectFailure(await login('nobody-here', 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
        result: { errorCount: attempt },
      });
    }
    expectFailure(await login('nobody-here', 'Wrong#pass1'), 403, ErrorKey.accountLocked);
  });

  it("counts 'Nobody ' and 'nobody' against the same lock", async () => {
    for (const [attempt, name] of ['Nobody ', 'nobody', ' NOBODY', 'nobody '].entries()) {
      expectFailure(await login(name, 'Wrong#pass1'), 400, ErrorKey.badCredentials, {
        result: { errorCount: attempt + 1 },
      });
    }
    expectFailure(await login('Nobody', 'Wrong#pass1'), 403, ErrorKey.accountLocked, {
      result: { errorCount: 5 },
    });
  });
});

describe('two-step verification', () => {
  let userId: string;
  let secret: string;
  beforeAll(async () => {
    userId = await newUser('two-step');
    secret = newTotpSecret();
    await setUser(userId, { totpSecret: secret, totpEnabled: true });
  });

  const challenge = async () => {
    const response = await login('two-step');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      i18nKey: 'success.twoFactorRequired',
      result: { twoFactorRequired: true, twoFactorToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(response.json().result.token).toBeUndefined();
    return response.json().result.twoFactorToken as string;
  };
  const second = (twoFactorToken: string, code: string, headers = {}) =>
    post('/sys/login/twoFactor', { twoFactorToken, code }, headers);

  it('asks for the code after the right password, and opens the session with the right code, once', async () => {
    const ticket = await challenge();
    // The code of the step after the current one: the previous test runs may have used the current one.
    const code = totpCode(secret, Date.now() + 30_000);
    const response = await second(ticket, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ i18nKey: 'success.login', result: { userInfo: { id: userId } } });
    expect((await home(response.json().result.token)).statusCode).toBe(200);

    expectFailure(await second(ticket, code), 400, ErrorKey.twoFactorExpired, {
      message: '验证已过期，请重新登录',
    });
    // A used code does not open a second session with a new ticket either.
    expectFailure(await second(await challenge(), code), 400, ErrorKey.twoFactorCodeWrong);
  });

  it('refuses a code that is not 6 digits with its own message, in zh and en', async () => {
    const ticket = await challenge();
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      expectFailure(await second(ticket, code), 400, ErrorKey.twoFactorCodeFormat, {
        message: '请输入 6 位动态码!',
      });
    }
    expect((await second(ticket, '123', { 'accept-language': 'en' })).json().message).toBe(
      'Enter the 6-digit code',
    );
  });

  it('refuses a wrong code and keeps the ticket for another try', async () => {
    const ticket = await challenge();
    const right = totpCode(secret, Date.now() - 30_000);
    const wrong = right === '000000' ? '000001' : '000000';
    expectFailure(await second(ticket, wrong), 400, ErrorKey.twoFactorCodeWrong, { message: '动态码错误' });
    await t.app.db.update(sysUser).set({ totpLastStep: null }).where(eq(sysUser.id, userId));
    expect((await second(ticket, right)).statusCode).toBe(200);
  });

  it('counts a wrong code as a failed sign-in in errorCount, and the fifth pauses like a wrong password', async () => {
    const id = await newUser('two-step-guess');
    await setUser(id, { totpSecret: newTotpSecret(), totpEnabled: true });
    const ticket = (await login('two-step-guess')).json().result.twoFactorToken as string;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expectFailure(await second(ticket, '000000'), 400, ErrorKey.twoFactorCodeWrong, {
        result: { errorCount: attempt },
      });
    }
    expectFailure(await second(ticket, '000000'), 403, ErrorKey.accountLocked, {
      message: '密码连续错误次数过多，请 1 分钟后再试',
      result: { errorCount: 5 },
    });
    // The ticket is spent and the address paused for the password step too.
    expectFailure(await second(ticket, '000000'), 400, ErrorKey.twoFactorExpired);
    expectFailure(await login('two-step-guess'), 403, ErrorKey.accountLocked);
  });

  it('issues a ticket that expires 5 minutes after the password was accepted', async () => {
    const before = Date.now();
    await challenge();
    const after = Date.now();
    const [ticket] = await t.app.db
      .select({ expiresAt: sysLoginTicket.expiresAt })
      .from(sysLoginTicket)
      .where(eq(sysLoginTicket.userId, userId))
      .orderBy(desc(sysLoginTicket.expiresAt))
      .limit(1);
    const expiresAt = ticket?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 5 * 60_000);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await challenge();
    await t.app.db
      .update(sysLoginTicket)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sysLoginTicket.userId, userId));
    expectFailure(await second(ticket, totpCode(secret, Date.now())), 400, ErrorKey.twoFactorExpired);
  });
});

describe('logs', () => {
  it('never carry the password (plain or encrypted), a session token or a two-step ticket', async () => {
    const cipher = await encryptPassword(t.app, TEST_PASSWORDS.admin);
    const response = await post('/sys/login', { username: 'admin', password: cipher });
    const { token } = response.json().result as { token: string };
    await login('admin', 'Wrong#logged9');
    await home(token);
    const ticket = (await login('two-step')).json().result.twoFactorToken as string;
    expect(ticket).toEqual(expect.any(String));
    expect(captured.text()).toContain('/sys/login');
    // The captcha is off in this app: the start said so loudly.
    expect(captured.text()).toMatch(/"level":40[^\n]*LOGIN_CAPTCHA=false/);
    for (const secret of [
      TEST_PASSWORDS.admin,
      TEST_PASSWORDS.demo,
      'Wrong#logged9',
      cipher,
      token,
      ticket,
    ]) {
      expect(captured.text()).not.toContain(secret);
    }
  });
});
