import { isStrongPassword } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Correct#horse9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct#horse9')).toBe(true);
    expect(await verifyPassword(hash, 'correct#horse9')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct#horse9')).toBe(false);
    expect(await verifyAgainstDummy('Correct#horse9')).toBe(false);
  });

  it('generates strong, different passwords of 16 characters', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect(isStrongPassword(password), password).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
