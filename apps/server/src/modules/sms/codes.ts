import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 6-digit code. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The stored form of a code: SHA-256 of salt and code. */
export function hashSmsCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Whether `code` is the one whose stored form is `storedHash`, compared in constant time. */
export function smsCodeMatches(salt: string, storedHash: string, code: string): boolean {
  const given = Buffer.from(hashSmsCode(salt, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
