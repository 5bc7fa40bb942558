import { createDecipheriv } from 'node:crypto';
import { ErrorKey, UserStatus } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { HttpError } from '../../../lib/http-error';
import { TRANSPORT_KEY_STORAGE_KEY } from '../../../lib/password-transport';
import { storage } from '../../../lib/storage';
import { resetUserPassword, userApi } from './user-api';

const TRANSPORT = { key: 'Ab3dEf6hIj9kLm2n', iv: 'Zy1xWv4uTs7rQp0o' };

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(TRANSPORT.key), Buffer.from(TRANSPORT.iv));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

/** The body the spied call sent. */
function sentBody(spy: { mock: { calls: unknown[][] } }): { password: string } {
  return spy.mock.calls[0]?.[1] as { password: string };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(http, 'get').mockResolvedValue(TRANSPORT);
});
afterEach(() => vi.restoreAllMocks());

describe('staff setting a password', () => {
  it('adds a user with the password encrypted for transport, never in clear', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ id: 'u1' });
    await userApi.add({
      username: 'newbie',
      realname: 'New',
      password: 'Str0ng#pass',
      phone: null,
      email: null,
      status: UserStatus.normal,
      roleIds: [],
    });
    expect(post.mock.calls[0]?.[0]).toBe('/sys/user/add');
    const { password } = sentBody(post);
    expect(password).not.toContain('Str0ng');
    expect(decrypt(password)).toBe('Str0ng#pass');
  });

  it('resets a password encrypted, and drops the stored key when the server cannot decrypt it', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValueOnce(null);
    await resetUserPassword({ id: 'u1', password: 'N3w#password' });
    expect(decrypt(sentBody(put).password)).toBe('N3w#password');
    expect(storage.get(TRANSPORT_KEY_STORAGE_KEY)).toEqual(TRANSPORT);

    const refused = new HttpError({
      status: 400,
      code: 400,
      message: 'not decrypted',
      i18nKey: ErrorKey.passwordNotDecrypted,
    });
    put.mockRejectedValueOnce(refused);
    await expect(resetUserPassword({ id: 'u1', password: 'N3w#password' })).rejects.toBe(refused);
    expect(storage.get(TRANSPORT_KEY_STORAGE_KEY)).toBeNull();
  });
});
