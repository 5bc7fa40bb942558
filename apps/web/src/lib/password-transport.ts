import { ErrorKey, SESSION_TTL_MS, type TransportKey } from '@mall/shared';
import { http } from './http';
import { isHttpError } from './http-error';
import { storage } from './storage';

/** Storage key of the server's transport key and iv, kept 7 days like the session. */
export const TRANSPORT_KEY_STORAGE_KEY = 'ENCRYPTED_STRING';

let pending: Promise<TransportKey> | undefined;

/** The server's transport key and iv: from storage while fresh, else fetched once and stored for 7 days. */
function transportKey(): Promise<TransportKey> {
  const stored = storage.get<TransportKey>(TRANSPORT_KEY_STORAGE_KEY);
  if (stored) return Promise.resolve(stored);
  pending ??= http
    .get<TransportKey>('/sys/getEncryptedString')
    .then((key) => {
      storage.set(TRANSPORT_KEY_STORAGE_KEY, key, SESSION_TTL_MS);
      return key;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * AES-CBC through WebCrypto where the origin offers it; elsewhere (plain HTTP) the library cipher, whose
 * chunk is fetched only then.
 */
async function encrypt(
  plain: Uint8Array<ArrayBuffer>,
  key: Uint8Array<ArrayBuffer>,
  iv: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return (await import('./aes-cbc')).aes128CbcEncrypt(plain, key, iv);
  const cryptoKey = await subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  return new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, cryptoKey, plain));
}

/**
 * A password as the server takes it: AES-CBC with PKCS#7 padding, key and iv the UTF-8 bytes of the
 * server's transport strings, base64. Keeps plain passwords out of request logs; TLS still protects them.
 */
export async function encryptPassword(plain: string): Promise<string> {
  const { key, iv } = await transportKey();
  const utf8 = new TextEncoder();
  return base64Of(await encrypt(utf8.encode(plain), utf8.encode(key), utf8.encode(iv)));
}

/** Drops the stored key and iv (the server refused a ciphertext: its key may have changed). */
export function forgetTransportKey(): void {
  storage.remove(TRANSPORT_KEY_STORAGE_KEY);
}

/**
 * `request`'s answer; when the server could not decrypt a password the stored key is dropped (it may have
 * changed), so that the next attempt fetches the current one.
 */
export async function forgetKeyWhenRefused<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isHttpError(error) && error.i18nKey === ErrorKey.passwordNotDecrypted) forgetTransportKey();
    throw error;
  }
}
