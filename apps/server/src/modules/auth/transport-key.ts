import { ErrorKey } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { decryptTransport, newTransportKey, type TransportKey } from '#platform/security/transport-crypto';
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
