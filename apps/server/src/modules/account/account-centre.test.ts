import {
  API_BASE,
  AVATAR_MAX_BYTES,
  DEFAULT_NOTIFICATION_SETTINGS,
  ErrorKey,
  SYSTEM_MESSAGE_KINDS,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { userIdOf } from '../../test/fixtures';
import { sysUser } from '../../test/tables';
import { notificationSettingsOf, wantsSystemMessage } from './service';
import { call, signIn } from './test-kit';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let t: TestApp;
let buyer: string;
let sales: string;
let salesId: string;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, sales] = await Promise.all([t.login('buyer'), t.login('sales')]);
  salesId = await userIdOf(t.app.db, 'sales');
});
afterAll(() => t?.close());

async function upload(token: string | undefined, biz: string, fileName: string, content: Buffer) {
  const boundary = 'avatarboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/common/upload`,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
    },
    payload,
  });
}

const setAvatar = (token: string | undefined, payload: object) =>
  call(t, 'PUT', '/sys/user/myself/avatar', { payload, language: 'en', ...(token ? { token } : {}) });
const avatarOf = async (username: string) =>
  (
    await t.app.db
      .select({ avatar: sysUser.avatar })
      .from(sysUser)
      .where(eq(sysUser.id, await userIdOf(t.app.db, username)))
  )[0]?.avatar;

describe('avatar', () => {
  it('any signed-in user uploads a picture, sets it as their own and it is served publicly', async () => {
    const uploaded = await upload(buyer, 'avatar', 'me.png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const path: string = uploaded.json().result;
    expect(path).toMatch(/^avatar\/[0-9a-f-]{36}\.png$/);

    const saved = await setAvatar(buyer, { avatar: path });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ username: 'buyer', avatar: path });
    expect((await call(t, 'GET', '/sys/user/myself', { token: buyer })).json().result.avatar).toBe(path);

    const image = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${path}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Stored names are never reused: the browser keeps the image; a missing one is never kept.
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/common/static/avatar/00000000-0000-4000-8000-000000000000.png`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // The next sign-in carries it in the user info.
    const login = await signIn(t, 'buyer', TEST_PASSWORDS.demo);
    expect(login.json().result.userInfo.avatar).toBe(path);

    // Removing it.
    expect((await setAvatar(buyer, { avatar: null })).json().result.avatar).toBeNull();
    expect(await avatarOf('buyer')).toBeNull();
  });

  it('refuses anything but an image, and content that is not what the name says', async () => {
    expectFailure(await upload(buyer, 'avatar', 'me.svg', Buffer.from('<svg/>')), 400, 'file.notImage');
    expectFailure(await upload(buyer, 'avatar', 'me.html', Buffer.from('<script>')), 400, 'file.notImage');
    expectFailure(
      await upload(buyer, 'avatar', 'me.png', Buffer.from('<svg onload=alert(1)>')),
      400,
      'file.notImage',
    );
    expectFailure(await upload(buyer, 'avatar', 'me.pdf', Buffer.from('%PDF-1.4')), 400, 'file.notImage');
  });

  it('refuses a picture over the avatar limit, while the same size is a valid product picture', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES, 0)]);
    expectFailure(await upload(buyer, 'avatar', 'big.png', big), 413, 'file.tooLarge');
    const exactly = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length, 0)]);
    expect((await upload(buyer, 'avatar', 'max.png', exactly)).statusCode).toBe(200);
    expect((await upload(sales, 'product', 'big.png', big)).statusCode).toBe(200);
  });

  it('needs a session to upload or set one', async () => {
    expect((await upload(undefined, 'avatar', 'me.png', PNG)).statusCode).toBe(401);
    expectFailure(await setAvatar(undefined, { avatar: null }), 401, ErrorKey.unauthorized);
  });

  it('takes only a stored avatar picture: no other folder, no made-up or missing file', async () => {
    const product = (await upload(sales, 'product', 'p.png', PNG)).json().result as string;
    const temp = (await upload(buyer, 'temp', 'notes.txt', Buffer.from('hello'))).json().result as string;
    for (const avatar of [
      product,
      temp,
      'avatar/00000000-0000-0000-0000-000000000000.png',
      '../../etc/passwd',
      'https://evil.example/x.png',
    ]) {
      expectFailure(await setAvatar(buyer, { avatar }), 400, ErrorKey.validation, {
        errors: [{ field: 'avatar', message: 'Upload the avatar picture first' }],
      });
    }
    expect(await avatarOf('buyer')).toBeNull();
  });

  it("changes only the caller's own picture: naming another user's id is refused", async () => {
    const path = (await upload(buyer, 'avatar', 'me.png', PNG)).json().result as string;
    expectFailure(await setAvatar(buyer, { avatar: path, id: salesId }), 400, ErrorKey.validation);
    expectFailure(await setAvatar(buyer, { avatar: path, userId: salesId }), 400, ErrorKey.validation);
    expect(await avatarOf('sales')).toBeNull();
    expect(await avatarOf('buyer')).toBeNull();
  });
});

describe('notification preferences /sys/user/notificationSettings', () => {
  const read = (token: string | undefined) =>
    call(t, 'GET', '/sys/user/notificationSettings', { language: 'en', ...(token ? { token } : {}) });
  const save = (token: string | undefined, payload: object) =>
    call(t, 'PUT', '/sys/user/notificationSettings', {
      payload,
      language: 'en',
      ...(token ? { token } : {}),
    });

  it('needs a session', async () => {
    expectFailure(await read(undefined), 401, ErrorKey.unauthorized);
    expectFailure(await save(undefined, DEFAULT_NOTIFICATION_SETTINGS), 401, ErrorKey.unauthorized);
  });

  it('answers the defaults until the user chooses: urgent notices on the desktop, every kind', async () => {
    const response = await read(sales);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      desktopUrgent: true,
      systemMessageKinds: [...SYSTEM_MESSAGE_KINDS],
    });
  });

  it("stores each user's own choice, which the account service hands to other modules", async () => {
    const chosen = { desktopUrgent: false, systemMessageKinds: ['priceApplication'] };
    const saved = await save(sales, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toEqual(chosen);
    expect((await read(sales)).json().result).toEqual(chosen);
    // Another user keeps the defaults.
    expect((await read(buyer)).json().result).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    expect(await notificationSettingsOf(t.app.db, salesId)).toEqual(chosen);
    expect(await wantsSystemMessage(t.app.db, salesId, 'priceApplication')).toBe(true);
    expect(await wantsSystemMessage(t.app.db, salesId, 'demandSubmitted')).toBe(false);
    const buyerId = await userIdOf(t.app.db, 'buyer');
    expect(await wantsSystemMessage(t.app.db, buyerId, 'demandProgress')).toBe(true);

    // Saving again replaces the choice.
    expect((await save(sales, DEFAULT_NOTIFICATION_SETTINGS)).json().result).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
  });

  it.each([
    ['an unknown kind', { desktopUrgent: true, systemMessageKinds: ['everything'] }],
    ['a kind twice', { desktopUrgent: true, systemMessageKinds: ['demandProgress', 'demandProgress'] }],
    ['a missing switch', { systemMessageKinds: [] }],
    ['a switch that is not a boolean', { desktopUrgent: 'yes', systemMessageKinds: [] }],
    ["another user's id", { desktopUrgent: false, systemMessageKinds: [], userId: 'x' }],
  ])('refuses %s', async (_case, payload) => {
    const before = (await read(buyer)).json().result;
    expectFailure(await save(buyer, payload), 400, ErrorKey.validation);
    expect((await read(buyer)).json().result).toEqual(before);
  });

  it("naming another user's id never changes that user's preferences", async () => {
    const buyerId = await userIdOf(t.app.db, 'buyer');
    await save(sales, { desktopUrgent: false, systemMessageKinds: [], id: buyerId });
    expect(await notificationSettingsOf(t.app.db, buyerId)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});
