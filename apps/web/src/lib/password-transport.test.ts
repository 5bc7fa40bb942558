import { createDecipheriv } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';
import { encryptPassword, forgetTransportKey, TRANSPORT_KEY_STORAGE_KEY } from './password-transport';
import { STORAGE_PREFIX } from './storage';

const TRANSPORT = { key: 'Ab3dEf6hIj9kLm2n', iv: 'Zy1xWv4uTs7rQp0o' };

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(TRANSPORT.key), Buffer.from(TRANSPORT.iv));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

let getSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  getSpy = vi.spyOn(http, 'get').mockResolvedValue(TRANSPORT);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('encryptPassword', () => {
  it('encrypts with the server key so that node:crypto decrypts it', async () => {
    expect(decrypt(await encryptPassword('Secret#2026 密码'))).toBe('Secret#2026 密码');
  });

  it('stores the key and iv for 7 days and fetches them only once', async () => {
    const before = Date.now();
    await encryptPassword('one');
    await encryptPassword('two');
    expect(getSpy).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${TRANSPORT_KEY_STORAGE_KEY}`) ?? '{}');
    expect(stored.value).toEqual(TRANSPORT);
    // Seven days, written out: not the constant that sets it.
    expect(stored.expire).toBeGreaterThanOrEqual(before + 604_800_000);
    expect(stored.expire).toBeLessThanOrEqual(Date.now() + 604_800_000);
    forgetTransportKey();
    await encryptPassword('three');
    expect(getSpy).toHaveBeenCalledTimes(2);
  });

  it('still encrypts where WebCrypto is missing (a plain-HTTP origin)', async () => {
    vi.stubGlobal('crypto', {});
    expect(decrypt(await encryptPassword('Plain-Http#1'))).toBe('Plain-Http#1');
  });
});
