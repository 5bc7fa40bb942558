import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for data source passwords: `v1:<iv>:<tag>:<ciphertext>` (base64 parts), under the key of
 * DATA_SOURCE_KEY. A text that does not open under the key (another key, a changed byte) throws.
 */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), text]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join(':');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, text] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || text === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
}
