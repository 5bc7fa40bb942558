import type { BaseContext } from '#platform/context';
import { decryptTransportPassword } from '../auth/service';

/**
 * The plain text of a password field sent encrypted for transport, or null when the field is empty
 * (each form decides what an empty field means). A value that does not decrypt is a 400.
 */
export async function plainPassword(
  ctx: Pick<BaseContext, 'db'>,
  ciphertext: string,
): Promise<string | null> {
  if (ciphertext === '') return null;
  return decryptTransportPassword(ctx, ciphertext);
}
