import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", codes are 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 SHA-1 vector at T=%i', (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives 6-digit codes by default: the vector codes’ last six digits', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the code of the previous, current and next 30-second step, and no other', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(secret, hotp(base32Decode(secret), step + offset), now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(matchTotp(secret, hotp(base32Decode(secret), step + offset), now)).toBeNull();
    }
  });

  it('refuses anything but six digits', () => {
    const secret = newTotpSecret();
    const code = totpCode(secret, 1_700_000_000_000);
    for (const wrong of ['', '12345', '1234567', 'abcdef', ` ${code}`]) {
      expect(matchTotp(secret, wrong, 1_700_000_000_000)).toBeNull();
    }
  });

  it('makes different 32-character base32 secrets that round-trip', () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
    expect(base32Encode(base32Decode(a))).toBe(a);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('builds the otpauth URI an authenticator scans', () => {
    const uri = new URL(totpUri('GEZDGNBV', 'admin', 'B2B Mall'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/B2B Mall:admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBV',
      issuer: 'B2B Mall',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
