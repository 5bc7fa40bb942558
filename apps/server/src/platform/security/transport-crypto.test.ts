import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptTransport,
  encryptForTransport,
  isTransportCiphertext,
  newTransportKey,
} from './transport-crypto';

const key = { key: '1234567890adbcde', iv: '1234567890hjlkew' };

describe('password transport', () => {
  it('decrypts what AES-128-CBC with PKCS#7 padding and the UTF-8 key/iv made', () => {
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(key.key), Buffer.from(key.iv));
    const sent = Buffer.concat([cipher.update('Pässwort#1 密码', 'utf8'), cipher.final()]).toString('base64');
    expect(decryptTransport(key, sent)).toBe('Pässwort#1 密码');
    expect(encryptForTransport(key, 'Pässwort#1 密码')).toBe(sent);
  });

  it('refuses what does not decrypt: plain text, bad base64, partial blocks, another key', () => {
    const sent = encryptForTransport(key, 'Admin#pass1');
    for (const wrong of ['Admin#pass1', '', 'not base64!', sent.slice(0, -4), `${sent}AAAA`, 'AAAA']) {
      expect(decryptTransport(key, wrong)).toBeNull();
    }
    expect(decryptTransport({ key: 'another-key-1234', iv: key.iv }, sent)).toBeNull();
  });

  it('tells a ciphertext by its shape (base64 of whole blocks) from a password in clear', () => {
    expect(isTransportCiphertext(encryptForTransport(key, 'Admin#pass1'))).toBe(true);
    expect(isTransportCiphertext(encryptForTransport(key, 'A much longer Admin#pass1 密码'))).toBe(true);
    for (const clear of ['Admin#pass1', 'Adminpass12345678', 'QWRtaW4jcGFzczE=', '', 'AAAA']) {
      expect(isTransportCiphertext(clear), clear).toBe(false);
    }
  });

  it('makes a new random 16-character key and iv each time', () => {
    const a = newTransportKey();
    const b = newTransportKey();
    expect(a.key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.iv).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a).not.toEqual(b);
    expect(a.key).not.toBe(a.iv);
  });
});
