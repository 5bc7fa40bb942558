import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountErrorKey, API_BASE, ErrorKey } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { sysTenant, sysUser } from '../../test/tables';
import { sysSmsCode } from './schema';
import { consumeSmsCode, SMS_MAX_ATTEMPTS } from './service';
import { captureLogs } from '../../test/log-capture';

const captured = captureLogs('info');

let t: TestApp;
let tenantId: string;
let mobileCounter = 0;
beforeAll(async () => {
  t = await createTestApp({
    logger: captured.logger,
    env: { RATE_LIMIT: 'false' },
  });
  const [tenant] = await t.app.db.select({ id: sysTenant.id }).from(sysTenant).limit(1);
  tenantId = tenant!.id;
});
afterAll(() => t?.close());

/** A fresh mobile number no other test uses. */
function nextMobile(): string {
  mobileCounter += 1;
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

async function userWithPhone(username: string, mobile: string): Promise<string> {
  const id = await addUser(t.app.db, { username, tenants: [tenantId] });
  await t.app.db.update(sysUser).set({ phone: mobile }).where(eq(sysUser.id, id));
  return id;
}

const sendSms = (payload: object, language = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/sms`,
    payload,
    headers: { 'accept-language': language },
  });

/** The codes the log sender wrote for the masked form of `mobile`. */
function loggedCodes(mobile: string): string[] {
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return captured
    .lines()
    .map((line) => line.sms as { mobile: string; code: string } | undefined)
    .filter((sms) => sms?.mobile === masked)
    .map((sms) => sms!.code);
}

/** Moves the mobile's stored codes `seconds` into the past. */
async function age(mobile: string, seconds: number): Promise<void> {
  const rows = await t.app.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
  for (const row of rows) {
    await t.app.db
      .update(sysSmsCode)
      .set({
        createdAt: new Date(row.createdAt.getTime() - seconds * 1000),
        expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000),
      })
      .where(eq(sysSmsCode.id, row.id));
  }
}

describe('POST /sys/sms (login codes)', () => {
  it('refuses a missing mobile with 请输入手机号 / its English text', async () => {
    expectFailure(await sendSms({ smsmode: '0' }), 400, ErrorKey.validation, {
      errors: [{ field: 'mobile', message: '请输入手机号' }],
    });
    expectFailure(await sendSms({ mobile: '', smsmode: '0' }, 'en'), 400, ErrorKey.validation, {
      errors: [{ field: 'mobile', message: 'Please enter your phone number' }],
    });
  });

  it('refuses a mobile that is not 11 digits starting 1 then 3 to 9', async () => {
    for (const mobile of ['12812345678', '1381234567', '138123456789', '2381234567a']) {
      expectFailure(await sendSms({ mobile, smsmode: '0' }, 'en'), 400, ErrorKey.validation, {
        errors: [{ field: 'mobile', message: 'Your phone number format is incorrect' }],
      });
    }
    expectFailure(await sendSms({ mobile: '12812345678', smsmode: '0' }), 400, ErrorKey.validation, {
      errors: [{ field: 'mobile', message: '手机号格式不正确' }],
    });
  });

  it('refuses an unknown smsmode', async () => {
    expectFailure(await sendSms({ mobile: nextMobile(), smsmode: '7' }), 400, ErrorKey.validation);
  });

  it('sends a 6-digit code to a registered mobile, stores only its hash, and the code works once', async () => {
    const mobile = nextMobile();
    await userWithPhone('sms.once', mobile);
    const response = await sendSms({ mobile, smsmode: '0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { resendAfterSeconds: 60 } });
    const [code] = loggedCodes(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.app.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(5 * 60 * 1000);
    // The log line never carries the whole number.
    expect(JSON.stringify(captured.lines())).not.toContain(mobile);

    expect(await consumeSmsCode(t.app.db, mobile, code!, 'reset')).toBe(false);
    expect(await consumeSmsCode(t.app.db, mobile, code!, 'login')).toBe(true);
    expect(await consumeSmsCode(t.app.db, mobile, code!, 'login')).toBe(false);
  });

  it('allows one code per mobile per 60 s', async () => {
    const mobile = nextMobile();
    await userWithPhone('sms.wait', mobile);
    expect((await sendSms({ mobile, smsmode: '0' })).statusCode).toBe(200);
    const again = await sendSms({ mobile, smsmode: '0' }, 'en');
    expectFailure(again, 429, AccountErrorKey.smsTooSoon);
    expect(again.json().message).toMatch(/try again in (59|60) s/);
    await age(mobile, 59);
    expectFailure(await sendSms({ mobile, smsmode: '0' }), 429, AccountErrorKey.smsTooSoon);
    await age(mobile, 2);
    expect((await sendSms({ mobile, smsmode: '0' })).statusCode).toBe(200);
    // The newer code replaces the older one.
    const [first, second] = loggedCodes(mobile);
    expect(second).toBeDefined();
    if (first !== second) expect(await consumeSmsCode(t.app.db, mobile, first!, 'login')).toBe(false);
    expect(await consumeSmsCode(t.app.db, mobile, second!, 'login')).toBe(true);
  });

  it('lets only one of several parallel requests for one mobile through', async () => {
    const mobile = nextMobile();
    await userWithPhone('sms.parallel', mobile);
    const responses = await Promise.all([1, 2, 3].map(() => sendSms({ mobile, smsmode: '0' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429, 429]);
    expect(loggedCodes(mobile)).toHaveLength(1);
  });

  it('answers a mobile nobody holds the same way but sends nothing', async () => {
    const mobile = nextMobile();
    const response = await sendSms({ mobile, smsmode: '0' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ resendAfterSeconds: 60 });
    expect(loggedCodes(mobile)).toEqual([]);
    expectFailure(await sendSms({ mobile, smsmode: '0' }), 429, AccountErrorKey.smsTooSoon);
  });

  it('refuses an expired code and burns a code after five wrong tries', async () => {
    const expiring = nextMobile();
    await userWithPhone('sms.expire', expiring);
    await sendSms({ mobile: expiring, smsmode: '0' });
    await age(expiring, 5 * 60 + 1);
    expect(await consumeSmsCode(t.app.db, expiring, loggedCodes(expiring)[0]!, 'login')).toBe(false);

    const guessed = nextMobile();
    await userWithPhone('sms.guess', guessed);
    await sendSms({ mobile: guessed, smsmode: '0' });
    const code = loggedCodes(guessed)[0]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect(await consumeSmsCode(t.app.db, guessed, wrong, 'login')).toBe(false);
    }
    expect(await consumeSmsCode(t.app.db, guessed, code, 'login')).toBe(false);
    expect(await consumeSmsCode(t.app.db, guessed, 'abc', 'login')).toBe(false);
  });
});

describe('POST /sys/sms (forgotten-password codes)', () => {
  it('sends to the phone of the account named by username', async () => {
    const mobile = nextMobile();
    await userWithPhone('sms.reset', mobile);
    expect((await sendSms({ username: 'sms.reset', smsmode: '2' })).statusCode).toBe(200);
    const [code] = loggedCodes(mobile);
    const [row] = await t.app.db
      .select({ purpose: sysSmsCode.purpose })
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile)));
    expect(row?.purpose).toBe('reset');
    expect(await consumeSmsCode(t.app.db, mobile, code!, 'login')).toBe(false);
    expect(await consumeSmsCode(t.app.db, mobile, code!, 'reset')).toBe(true);
  });

  it('refuses a missing username, an unknown one and an account without a phone alike', async () => {
    expectFailure(await sendSms({ smsmode: '2' }, 'en'), 400, ErrorKey.validation, {
      errors: [{ field: 'username', message: 'Please enter your username' }],
    });
    await addUser(t.app.db, { username: 'sms.nophone', tenants: [tenantId] });
    const unknown = await sendSms({ username: 'sms.nobody', smsmode: '2' }, 'en');
    const noPhone = await sendSms({ username: 'sms.nophone', smsmode: '2' }, 'en');
    expectFailure(unknown, 404, AccountErrorKey.accountNotFound);
    expectFailure(noPhone, 404, AccountErrorKey.accountNotFound);
    expect(unknown.json().message).toBe(noPhone.json().message);
  });
});

describe('SMS_WEBHOOK_URL', () => {
  let gateway: Server;
  let url: string;
  const received: unknown[] = [];
  let failNext = false;
  let webhookApp: TestApp;

  beforeAll(async () => {
    gateway = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body: JSON.parse(body) });
        response.statusCode = failNext ? 500 : 204;
        failNext = false;
        response.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    webhookApp = await createTestApp({ env: { SMS_WEBHOOK_URL: url, RATE_LIMIT: 'false' } });
  });
  afterAll(async () => {
    await webhookApp?.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts { mobile, code, purpose } as JSON to the gateway', async () => {
    const mobile = nextMobile();
    const [tenant] = await webhookApp.app.db.select({ id: sysTenant.id }).from(sysTenant).limit(1);
    const id = await addUser(webhookApp.app.db, { username: 'hook.user', tenants: [tenant!.id] });
    await webhookApp.app.db.update(sysUser).set({ phone: mobile }).where(eq(sysUser.id, id));
    const send = () =>
      webhookApp.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/sms`,
        payload: { mobile, smsmode: '0' },
      });

    failNext = true;
    expectFailure(await send(), 503, AccountErrorKey.smsSendFailed);
    // A failed send does not hold the 60 s: the client may retry at once.
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(2);
    const last = received[1] as {
      contentType: string;
      body: { mobile: string; code: string; purpose: string };
    };
    expect(last.contentType).toBe('application/json');
    expect(last.body).toEqual({ mobile, code: expect.stringMatching(/^\d{6}$/), purpose: 'login' });
    expect(await consumeSmsCode(webhookApp.app.db, mobile, last.body.code, 'login')).toBe(true);
  });
});
