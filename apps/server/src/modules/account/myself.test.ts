import { AccountErrorKey, ErrorKey } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, TOTP_STEP_SECONDS } from '#platform/security/totp';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { encryptPassword } from '../../test/transport';
import { sysTenant, sysUser } from '../../test/tables';
import { call } from './test-kit';

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [tenant] = await t.app.db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .orderBy(sysTenant.createTime)
    .limit(1);
  tenantId = tenant!.id;
  await addUser(t.app.db, { username: 'me.user', realname: 'Me', tenants: [tenantId], role: 'buyer' });
  const other = await addUser(t.app.db, { username: 'me.other', tenants: [tenantId] });
  await t.app.db
    .update(sysUser)
    .set({ phone: '13800001111', email: 'other@corp.example' })
    .where(eq(sysUser.id, other));
});
afterAll(() => t?.close());

const myself = (token: string) => call(t, 'GET', '/sys/user/myself', { token });
const edit = (token: string, payload: object, language = 'en') =>
  call(t, 'PUT', '/sys/user/myself', { token, payload, language });

describe('personal centre /sys/user/myself', () => {
  it('needs a session', async () => {
    expectFailure(await call(t, 'GET', '/sys/user/myself'), 401, ErrorKey.unauthorized);
  });

  it('shows the login account, name, phone, e-mail and the two-step state', async () => {
    const response = await myself(await t.login('me.user'));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      username: 'me.user',
      realname: 'Me',
      phone: null,
      email: null,
      avatar: null,
      twoFactorEnabled: false,
      version: 0,
    });
  });

  it('edits name, phone and e-mail against the version read', async () => {
    const token = await t.login('me.user');
    const response = await edit(token, {
      realname: ' Me Myself ',
      phone: '13800002222',
      email: 'me@corp.example',
      version: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      realname: 'Me Myself',
      phone: '13800002222',
      email: 'me@corp.example',
      version: 1,
    });
    // Keeping one's own phone and e-mail is no duplicate; empty values clear them.
    const cleared = await edit(token, { realname: 'Me', phone: '', email: null, version: 1 });
    expect(cleared.json().result).toMatchObject({ phone: null, email: null, version: 2 });
  });

  it.each([
    ['id', 'someone-else'],
    ['status', 2],
    ['roleIds', ['x']],
    ['username', 'renamed'],
  ])('refuses a body naming %s with a field error on it, and changes nothing', async (field, value) => {
    const token = await t.login('me.user');
    const before = (await myself(token)).json().result;
    const response = await edit(token, { realname: 'Sneaky', version: before.version, [field]: value });
    expectFailure(response, 400, ErrorKey.validation, {
      errors: [{ field, message: 'This field is not accepted here' }],
    });
    expect((await myself(token)).json().result).toEqual(before);
  });

  it('refuses a stale version with 409', async () => {
    const token = await t.login('me.user');
    const { version } = (await myself(token)).json().result;
    expectFailure(await edit(token, { realname: 'Stale', version: version - 1 }), 409, ErrorKey.stale);
    expect((await myself(token)).json().result.realname).not.toBe('Stale');
  });

  it.each([
    ['realname', { realname: ' ' }, 'Please enter your name'],
    ['realname', { realname: 'x'.repeat(65) }, 'At most 64 characters'],
    ['phone', { phone: '12800001111' }, 'Your phone number format is incorrect'],
    ['email', { email: 'me-at-corp' }, 'The e-mail format is incorrect'],
    ['phone', { phone: '13800001111' }, 'The phone number already exists'],
    ['email', { email: 'OTHER@corp.example' }, 'The e-mail already exists'],
  ])('refuses %s %j', async (field, overrides, message) => {
    const token = await t.login('me.user');
    const { version } = (await myself(token)).json().result;
    const response = await edit(token, { realname: 'Me', phone: null, email: null, version, ...overrides });
    expectFailure(response, 400, ErrorKey.validation, { errors: [{ field, message }] });
  });
});

describe('two-step enrolment', () => {
  let token: string;
  beforeAll(async () => {
    await addUser(t.app.db, { username: 'totp.user', tenants: [tenantId], role: 'buyer' });
    token = await t.login('totp.user');
  });
  const post = (path: string, payload?: object) =>
    call(t, 'POST', `/sys/user/twoFactor/${path}`, {
      token,
      language: 'en',
      ...(payload ? { payload } : {}),
    });
  /** A code of the step after `step`'s, as an authenticator shows it half a minute later. */
  const codeAfter = (secret: string, step: number) => totpCode(secret, (step + 1) * TOTP_STEP_SECONDS * 1000);

  it('refuses enable before setup', async () => {
    expectFailure(await post('enable', { code: '123456' }), 400, AccountErrorKey.twoFactorNotSetUp);
  });

  it('sets up a base32 secret with its otpauth URL and enables only with a right code', async () => {
    const setup = await post('setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain('totp.user');
    expect(url.searchParams.get('secret')).toBe(secret);

    const wrong = totpCode(secret, Date.now()) === '000000' ? '111111' : '000000';
    expectFailure(await post('enable', { code: wrong }), 400, AccountErrorKey.twoFactorCodeWrong);
    expect((await myself(token)).json().result.twoFactorEnabled).toBe(false);

    const enabled = await post('enable', { code: totpCode(secret, Date.now()) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().result).toEqual({ twoFactorEnabled: true });
    expect((await myself(token)).json().result.twoFactorEnabled).toBe(true);
    expectFailure(await post('setup'), 409, AccountErrorKey.twoFactorAlreadyEnabled);
  });

  it('disables with a fresh code (not the one already used) or with the password', async () => {
    const [row] = await t.app.db
      .select({ secret: sysUser.totpSecret, lastStep: sysUser.totpLastStep })
      .from(sysUser)
      .where(eq(sysUser.username, 'totp.user'));
    const secret = row!.secret!;
    const usedCode = totpCode(secret, row!.lastStep! * TOTP_STEP_SECONDS * 1000);
    expectFailure(await post('disable', { code: usedCode }), 400, AccountErrorKey.twoFactorCodeWrong);
    expectFailure(await post('disable', {}), 400, AccountErrorKey.twoFactorCodeWrong);
    expectFailure(
      await post('disable', { password: await encryptPassword(t.app, 'Wrong#pass1') }),
      400,
      AccountErrorKey.twoFactorCodeWrong,
    );
    // The next step's code is inside the accepted window and not used before.
    const disabled = await post('disable', { code: codeAfter(secret, row!.lastStep!) });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().result).toEqual({ twoFactorEnabled: false });
    expect((await myself(token)).json().result.twoFactorEnabled).toBe(false);
    expectFailure(await post('disable', { code: '123456' }), 400, AccountErrorKey.twoFactorNotSetUp);

    const again = (await post('setup')).json().result.secret as string;
    expect(again).not.toBe(secret);
    expect((await post('enable', { code: totpCode(again, Date.now()) })).statusCode).toBe(200);
    const byPassword = await post('disable', { password: await encryptPassword(t.app, 'Demo#pass1') });
    expect(byPassword.json().result).toEqual({ twoFactorEnabled: false });
  });
});
