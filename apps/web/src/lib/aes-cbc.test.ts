import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aes128CbcEncrypt } from './aes-cbc';

function nodeEncrypt(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

describe('aes128CbcEncrypt', () => {
  it('matches the FIPS-197 example block (first block, zero iv)', () => {
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const plain = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const cipher = aes128CbcEncrypt(plain, key, new Uint8Array(16));
    expect(Buffer.from(cipher.subarray(0, 16)).toString('hex')).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
  });

  it('matches node:crypto for every length from 0 to 40 bytes and random keys', () => {
    for (let length = 0; length <= 40; length++) {
      const key = randomBytes(16);
      const iv = randomBytes(16);
      const plain = randomBytes(length);
      expect(Buffer.from(aes128CbcEncrypt(plain, key, iv)).toString('hex')).toBe(
        nodeEncrypt(plain, key, iv).toString('hex'),
      );
    }
  });

  it('matches node:crypto for a UTF-8 password with the strings as key and iv', () => {
    const utf8 = new TextEncoder();
    const [key, iv, plain] = ['Ab3dEf6hIj9kLm2n', 'Zy1xWv4uTs7rQp0o', 'Pässwörd#2026 密码'].map((text) =>
      utf8.encode(text),
    ) as [Uint8Array, Uint8Array, Uint8Array];
    expect(Buffer.from(aes128CbcEncrypt(plain, key, iv)).toString('base64')).toBe(
      nodeEncrypt(plain, key, iv).toString('base64'),
    );
  });

  it('refuses a key or iv that is not 16 bytes', () => {
    expect(() => aes128CbcEncrypt(new Uint8Array(1), new Uint8Array(15), new Uint8Array(16))).toThrow();
  });
});
