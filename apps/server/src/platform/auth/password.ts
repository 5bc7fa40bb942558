import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default, OWASP-recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return verify(storedHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so that an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy password that matches nothing');
  await verifyPassword(await dummyHash, password);
  return false;
}

const CHARACTER_CLASSES = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnopqrstuvwxyz',
  '23456789',
  '!@#$%^&*-_=+?',
];

/** A random password of `length` characters with at least one upper, lower, digit and symbol. */
export function generatePassword(length = 16): string {
  const all = CHARACTER_CLASSES.join('');
  const characters = CHARACTER_CLASSES.map((set) => pick(set));
  while (characters.length < length) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join('');
}

function pick(set: string): string {
  return set.charAt(randomInt(set.length));
}
