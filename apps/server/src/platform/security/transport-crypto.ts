import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

/**
 * Password transport: the client encrypts a password with AES-128-CBC and PKCS#7 padding, key and iv
 * being the UTF-8 bytes of two 16-character strings, and sends the ciphertext in base64. This keeps
 * plain passwords out of request-body logs and captures; it is no substitute for TLS.
 */
export interface TransportKey {
  key: string;
  iv: string;
}

export const TRANSPORT_KEY_LENGTH = 16;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BLOCK_SIZE = 16;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A new random key and iv: 16 letters and digits each (about 95 bits of randomness apiece). */
export function newTransportKey(): TransportKey {
  return { key: randomText(TRANSPORT_KEY_LENGTH), iv: randomText(TRANSPORT_KEY_LENGTH) };
}

/** What a client sends for `plain`. */
export function encryptForTransport({ key, iv }: TransportKey, plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Whether `text` has the shape of a transport ciphertext: base64 of one or more whole cipher blocks. A
 * password typed in clear almost never has it (and one that does still fails to decrypt).
 */
export function isTransportCiphertext(text: string): boolean {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return false;
  const bytes = Buffer.from(text, 'base64').length;
  return bytes > 0 && bytes % BLOCK_SIZE === 0;
}

/**
 * The plain text of `ciphertext`, or null when it is not base64, not whole blocks, badly padded or not
 * UTF-8 text: whatever does not decrypt is refused, never passed on as if it were the password.
 */
export function decryptTransport({ key, iv }: TransportKey, ciphertext: string): string | null {
  if (!isTransportCiphertext(ciphertext)) return null;
  const bytes = Buffer.from(ciphertext, 'base64');
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return utf8.decode(plain);
  } catch {
    return null;
  }
}

function randomText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += KEY_ALPHABET.charAt(randomInt(KEY_ALPHABET.length));
  return text;
}
