import { ErrorKey, type Locale } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import {
  decryptTransport,
  isTransportCiphertext,
  newTransportKey,
  type TransportKey,
} from '#platform/security/transport-crypto';
import { authMessages } from './messages';
import { sysTransportKey } from './schema';

const ROW_ID = 1;
const loaded = new WeakMap<Database, Promise<TransportKey>>();

/**
 * The deployment's transport key and iv: made at random the first time any instance needs them and
 * kept in the database, so every instance (and every restart) uses the same pair.
 */
export function transportKeyOf(db: Database): Promise<TransportKey> {
  let key = loaded.get(db);
  if (!key) {
    key = loadOrCreate(db);
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}

async function loadOrCreate(db: Database): Promise<TransportKey> {
  // Two instances starting together both insert; the second insert does nothing and both read the first.
  await db
    .insert(sysTransportKey)
    .values({ id: ROW_ID, ...newTransportKey() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: sysTransportKey.key, iv: sysTransportKey.iv })
    .from(sysTransportKey)
    .where(eq(sysTransportKey.id, ROW_ID));
  if (!row) throw new Error('The password transport key could not be stored');
  return row;
}

/**
 * The plain password a client sent encrypted for transport (login, registration, password change).
 * A value that does not decrypt with the deployment's key is refused with 400 login.passwordNotDecrypted.
 */
export async function decryptTransportPassword(
  { db }: { db: Database },
  ciphertext: string,
): Promise<string> {
  const plain = decryptTransport(await transportKeyOf(db), ciphertext);
  if (plain === null || plain === '') throw new AppError(400, ErrorKey.passwordNotDecrypted);
  return plain;
}

/**
 * A password a form sets for an account (staff adding a user or setting a user's password): it travels
 * only as the transport ciphertext, like every other password. A value without the ciphertext's shape (a
 * password in clear) is refused with 400 login.passwordNotEncrypted and the error on `field`; one that
 * does not decrypt, with 400 login.passwordNotDecrypted.
 */
export async function transportedPassword(
  ctx: { db: Database; locale: Locale },
  field: string,
  value: string,
): Promise<string> {
  if (!isTransportCiphertext(value)) {
    throw fieldError(ctx.locale, field, authMessages[ErrorKey.passwordNotEncrypted], {
      key: ErrorKey.passwordNotEncrypted,
    });
  }
  return decryptTransportPassword(ctx, value);
}
