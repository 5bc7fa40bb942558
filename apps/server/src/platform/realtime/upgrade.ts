import { ErrorKey } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { SessionStore, StoredSession } from '../auth/guard';
import { hashSessionToken } from '../auth/token';
import { AppError } from '../http/app-error';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

export interface UpgradeSession {
  session: StoredSession;
  tokenHash: string;
}

/**
 * What every socket upgrade must pass, before any socket exists: the Origin (when a browser sends one)
 * names this host (else 403), and the token names a live session (else 401: unknown, malformed,
 * revoked or expired tokens never connect).
 */
export async function checkUpgrade(
  request: FastifyRequest,
  token: unknown,
  sessions: SessionStore,
): Promise<UpgradeSession> {
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.headers.host)) {
    throw new AppError(403, ErrorKey.forbidden);
  }
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new AppError(401, ErrorKey.tokenInvalid);
  }
  const tokenHash = hashSessionToken(token);
  const session = await sessions.findByTokenHash(tokenHash);
  if (!session || session.expiresAt.getTime() <= Date.now()) {
    throw new AppError(401, ErrorKey.tokenInvalid);
  }
  return { session, tokenHash };
}

/** Whether an Origin header names the host the request was sent to (scheme aside). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
