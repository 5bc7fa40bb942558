import { API_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { encryptForTransport as encrypt } from '#platform/security/transport-crypto';

/** What a client sends for the password `plain`: AES-CBC with the deployment's key and iv, base64. */
export function encryptForTransport(key: string, iv: string, plain: string): string {
  return encrypt({ key, iv }, plain);
}

/** Fetches the app's transport key the way a client does and encrypts `plain` with it. */
export async function encryptPassword(app: FastifyInstance, plain: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${API_BASE}/sys/getEncryptedString` });
  const { key, iv } = response.json().result as { key: string; iv: string };
  return encryptForTransport(key, iv, plain);
}
