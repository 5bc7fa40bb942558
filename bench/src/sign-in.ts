import { API_BASE, type LoginResult } from '@mall/shared';
import { encryptForTransport } from '../../apps/server/src/test/transport';

/**
 * Signs in over HTTP the way every client must: the password encrypted with the deployment's transport key
 * and iv (`GET /sys/getEncryptedString`), never in clear. Throws unless a session was opened.
 */
export async function signIn(
  origin: string,
  account: { username: string; password: string },
): Promise<LoginResult> {
  const transport = await fetch(`${origin}${API_BASE}/sys/getEncryptedString`);
  const { key, iv } = ((await transport.json()) as { result: { key: string; iv: string } }).result;
  const response = await fetch(`${origin}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: account.username,
      password: encryptForTransport(key, iv, account.password),
    }),
  });
  if (!response.ok) {
    throw new Error(`login as ${account.username} answered ${response.status}: ${await response.text()}`);
  }
  const result = ((await response.json()) as { result: LoginResult | { twoFactorRequired: true } }).result;
  if ('twoFactorRequired' in result) throw new Error(`${account.username} asks for a two-step code`);
  return result;
}
