import { AccountErrorKey, ErrorKey, RESET_TICKET_TTL_SECONDS } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { sysSession, sysSmsCode, sysTenant, sysThirdAccount, sysUser } from '../../test/tables';
import { sysPasswordReset } from './schema';
import { call, signIn } from './test-kit';
import { captureLogs } from '../../test/log-capture';

const captured = captureLogs('trace');

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
  const [tenant] = await t.app.db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .orderBy(sysTenant.createTime)
    .limit(1);
  tenantId = tenant!.id;
});
afterAll(() => t?.close());

const DEMO = 'Demo#pass1';
const enc = (plain: string) => (plain === '' ? Promise.resolve('') : encryptPassword(t.app, plain));

async function changePassword(
  token: string,
  fields: { username: string; oldpassword: string; password: string; confirmpassword: string },
  language = 'en',
) {
  return call(t, 'POST', '/sys/user/updatePassword', {
    token,
    language,
    payload: {
      username: fields.username,
      oldpassword: await enc(fields.oldpassword),
      password: await enc(fields.password),
      confirmpassword: await enc(fields.confirmpassword),
    },
  });
}

/** Binds a third-party identity to the user as a bind step would. */
async function bindThird(username: string): Promise<void> {
  const [user] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  await t.app.db.insert(sysThirdAccount).values({
    id: `binding-${username}`,
    userId: user!.id,
    source: 'peer',
    issuer: 'https://idp.test',
    subject: username,
  });
}

async function bindingsOf(username: string): Promise<number> {
  const [user] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  return (await t.app.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.userId, user!.id))).length;
}

async function sessionsOf(username: string): Promise<number> {
  const [user] = await t.app.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  return (await t.app.db.select().from(sysSession).where(eq(sysSession.userId, user!.id))).length;
}

describe('POST /sys/user/updatePassword', () => {
  beforeAll(async () => {
    await addUser(t.app.db, { username: 'pw.user', tenants: [tenantId], role: 'buyer' });
  });
  const change = {
    username: 'pw.user',
    oldpassword: DEMO,
    password: 'New#Pass22',
    confirmpassword: 'New#Pass22',
  };

  it.each([
    ['noUser', { username: 'nobody' }, 'The user does not exist!'],
    ['noUser', { username: 'admin' }, 'The user does not exist!'],
    ['newPwdEmpty', { password: '', confirmpassword: '' }, 'The new password cannot be empty!'],
    ['PwdDisagree', { confirmpassword: 'Other#Pass2' }, 'The password entered twice is inconsistent!'],
    ['PwdDisagree', { confirmpassword: '' }, 'The password entered twice is inconsistent!'],
    ['oldPwdError', { oldpassword: 'Wrong#pass1' }, 'Old password input error!'],
    ['oldPwdError', { oldpassword: '' }, 'Old password input error!'],
  ])('answers %s for %j', async (key, overrides, message) => {
    const token = await t.login('pw.user');
    const response = await changePassword(token, { ...change, ...overrides });
    expectFailure(response, 400, key, { message });
    expect((await signIn(t, 'pw.user', DEMO)).statusCode).toBe(200);
  });

  it('keys the Chinese messages the same way', async () => {
    const token = await t.login('pw.user');
    const response = await changePassword(token, { ...change, oldpassword: 'Wrong#pass1' }, 'zh-CN');
    expectFailure(response, 400, AccountErrorKey.oldPwdError, { message: '旧密码输入错误！' });
  });

  it('refuses a new password that breaks the rule, on the password field', async () => {
    const token = await t.login('pw.user');
    const response = await changePassword(token, {
      ...change,
      password: 'weakpass',
      confirmpassword: 'weakpass',
    });
    expectFailure(response, 400, ErrorKey.validation, {
      errors: [
        {
          field: 'password',
          message:
            'The password must have at least 8 characters mixing digits, upper- and lower-case letters and special symbols',
        },
      ],
    });
  });

  it('needs a session', async () => {
    const response = await call(t, 'POST', '/sys/user/updatePassword', { payload: change });
    expectFailure(response, 401, ErrorKey.unauthorized);
  });

  it('changes the password, keeps this session and ends the others and the third-party bindings', async () => {
    await bindThird('pw.user');
    const other = await t.login('pw.user');
    const current = await t.login('pw.user');
    const response = await changePassword(current, change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'operation successful' });
    expect((await call(t, 'GET', '/sys/user/myself', { token: current })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/sys/user/myself', { token: other })).statusCode).toBe(401);
    expect(await sessionsOf('pw.user')).toBe(1);
    expect(await bindingsOf('pw.user')).toBe(0);
    expectFailure(await signIn(t, 'pw.user', DEMO), 400, ErrorKey.badCredentials);
    expect((await signIn(t, 'pw.user', 'New#Pass22')).statusCode).toBe(200);
  });
});

describe('forgotten password (/user/alteration)', () => {
  const mobile = '13655550001';
  beforeAll(async () => {
    const id = await addUser(t.app.db, { username: 'forgot.me', tenants: [tenantId], role: 'buyer' });
    await t.app.db.update(sysUser).set({ phone: mobile }).where(eq(sysUser.id, id));
    await addUser(t.app.db, { username: 'forgot.nophone', tenants: [tenantId] });
  });

  /** The newest code the log sender wrote for the masked mobile. */
  function lastCode(): string {
    const sms = captured
      .lines()
      .map((line) => line.sms as { mobile: string; code: string } | undefined)
      .filter((entry) => entry?.mobile === '136****0001');
    return sms.at(-1)!.code;
  }

  async function sendCode(): Promise<string> {
    // The 60 s rule is the SMS module's; here every step starts with a fresh code.
    await t.app.db.delete(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    const response = await call(t, 'POST', '/sys/sms', { payload: { username: 'forgot.me', smsmode: '2' } });
    expect(response.statusCode).toBe(200);
    return lastCode();
  }

  const verify = (smscode: string) =>
    call(t, 'POST', '/sys/user/alteration/verify', {
      payload: { username: 'forgot.me', smscode },
      language: 'en',
    });
  const reset = async (ticket: string, password: string, confirmPassword = password) =>
    call(t, 'POST', '/sys/user/alteration/reset', {
      payload: { ticket, password: await enc(password), confirmPassword: await enc(confirmPassword) },
      language: 'en',
    });

  it('step 1 shows the masked mobile, and refuses unknown accounts and accounts without a phone alike', async () => {
    const response = await call(t, 'POST', '/sys/user/alteration/check', {
      payload: { username: 'forgot.me' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ mobile: '136****0001' });
    for (const username of ['nobody.here', 'forgot.nophone']) {
      expectFailure(
        await call(t, 'POST', '/sys/user/alteration/check', { payload: { username }, language: 'en' }),
        404,
        AccountErrorKey.accountNotFound,
        { message: 'No account with a phone number was found for this username' },
      );
    }
  });

  it('refuses a wrong code on the smscode field', async () => {
    const code = await sendCode();
    const wrong = code === '123456' ? '654321' : '123456';
    expectFailure(await verify(wrong), 400, ErrorKey.validation, {
      errors: [{ field: 'smscode', message: 'The verification code is wrong or has expired' }],
    });
  });

  it('resets the password with a single-use ticket, ends every session and binding and lifts a sign-in lock', async () => {
    await bindThird('forgot.me');
    const session = await t.login('forgot.me');
    for (let i = 0; i < 5; i++) await signIn(t, 'forgot.me', 'Guess#wrong1');
    expectFailure(await signIn(t, 'forgot.me', DEMO), 403, ErrorKey.accountLocked);
    const code = await sendCode();
    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    const { ticket, expiresInSeconds } = verified.json().result;
    expect(expiresInSeconds).toBe(RESET_TICKET_TTL_SECONDS);
    // The code is used up by the verification.
    expectFailure(await verify(code), 400, ErrorKey.validation);

    // A password that breaks the rules does not cost the ticket.
    expectFailure(await reset(ticket, 'weakpass'), 400, ErrorKey.validation, {
      errors: [{ field: 'password', message: expect.stringContaining('at least 8 characters') }],
    });
    expectFailure(await reset(ticket, 'Reset#Pass3', 'Other#Pass3'), 400, ErrorKey.validation, {
      errors: [{ field: 'confirmPassword', message: 'Two passwords are inconsistent' }],
    });

    const done = await reset(ticket, 'Reset#Pass3');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('operation successful');
    expect((await call(t, 'GET', '/sys/user/myself', { token: session })).statusCode).toBe(401);
    expect(await sessionsOf('forgot.me')).toBe(0);
    expect(await bindingsOf('forgot.me')).toBe(0);
    expect((await signIn(t, 'forgot.me', 'Reset#Pass3')).statusCode).toBe(200);

    // The ticket is single-use.
    expectFailure(await reset(ticket, 'Again#Pass4'), 400, AccountErrorKey.resetTicketInvalid);
    expect((await signIn(t, 'forgot.me', 'Reset#Pass3')).statusCode).toBe(200);
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const verified = await verify(await sendCode());
    const { ticket } = verified.json().result;
    await t.app.db.update(sysPasswordReset).set({ expiresAt: new Date(Date.now() - 1000) });
    expectFailure(await reset(ticket, 'Late#Pass55'), 400, AccountErrorKey.resetTicketInvalid, {
      message: 'This verification has expired or was already used; please start again',
    });
    expectFailure(await reset('made-up-ticket', 'Late#Pass55'), 400, AccountErrorKey.resetTicketInvalid);
    expect((await signIn(t, 'forgot.me', 'Late#Pass55')).statusCode).toBe(400);
  });

  it('never logs a plain password', () => {
    for (const secret of [DEMO, 'New#Pass22', 'Reset#Pass3', 'Again#Pass4', 'Late#Pass55', 'Other#Pass3']) {
      expect(captured.text()).not.toContain(secret);
    }
  });
});
