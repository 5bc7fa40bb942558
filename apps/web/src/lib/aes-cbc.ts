import { cbc } from '@noble/ciphers/aes.js';

/**
 * AES-128-CBC encryption with PKCS#7 padding for origins where WebCrypto is missing (crypto.subtle
 * exists only in secure contexts, e.g. not on a plain-HTTP LAN address), by the audited @noble/ciphers.
 * Loaded on demand only there, so that other pages do not carry it. Encryption only: the client never decrypts.
 */

const BLOCK_BYTES = 16;

/** AES-128-CBC with PKCS#7 padding: `key` and `iv` are 16 bytes each. */
export function aes128CbcEncrypt(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  if (key.length !== BLOCK_BYTES || iv.length !== BLOCK_BYTES)
    throw new Error('AES-128 needs a 16-byte key and iv');
  // The library takes plain Uint8Arrays only, not subclasses such as Node's Buffer: copy.
  const plainBytes = (bytes: Uint8Array) => Uint8Array.from(bytes);
  return cbc(plainBytes(key), plainBytes(iv)).encrypt(plainBytes(plain));
}
