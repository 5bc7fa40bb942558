import { ErrorKey, HEADER_ACCESS_TOKEN, HEADER_TENANT_ID } from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { hasPermission, type SessionUser } from './session-user';
import { hashSessionToken } from './token';

/** A session as the store finds it: only sessions of active (normal, not deleted) users are found. */
export interface StoredSession {
  sessionId: string;
  userId: string;
  username: string;
  tenantId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  tenantIds: string[];
  roles: string[];
  permissions: string[];
}

/** What the guard needs from whoever owns the sessions table. */
export interface SessionStore {
  /** One query: the session with its user's tenants, roles and permission codes. */
  findByTokenHash(tokenHash: string): Promise<StoredSession | null>;
  remove(sessionId: string): Promise<void>;
  touch(sessionId: string, at: Date): Promise<void>;
}

const MAX_TOKEN_LENGTH = 256;
// last_seen_at is informative; writing it at most this often keeps requests read-only.
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Deny by default: every route needs a valid session unless it declares `config: { public: true }`,
 * and a route declaring `config: { permission }` needs that permission code. Matching is Fastify's
 * router's, so a path that is not a route never reaches a handler.
 */
export const authGuard = fp<{ sessions: SessionStore }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public === true) return;
      const user = await authenticate(request, sessions);
      request.user = user;
      const permission = request.routeOptions.config.permission;
      if (permission !== undefined && !hasPermission(user, permission))
        throw new AppError(403, ErrorKey.forbidden);
    });
  },
  { name: 'auth-guard' },
);

async function authenticate(request: FastifyRequest, sessions: SessionStore): Promise<SessionUser> {
  const token = request.headers[HEADER_ACCESS_TOKEN.toLowerCase()];
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
    throw new AppError(401, ErrorKey.unauthorized);
  }
  const session = await sessions.findByTokenHash(hashSessionToken(token));
  if (!session) throw new AppError(401, ErrorKey.unauthorized);

  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await sessions.remove(session.sessionId);
    throw new AppError(401, ErrorKey.sessionExpired);
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await sessions.touch(session.sessionId, new Date(now));

  return {
    id: session.userId,
    username: session.username,
    sessionId: session.sessionId,
    tenantId: actingTenant(request.headers[HEADER_TENANT_ID], session),
    tenantIds: session.tenantIds,
    roles: session.roles,
    permissions: session.permissions,
  };
}

/** The tenant_id header picks one of the user's tenants; absent or "0" means the session's tenant. */
function actingTenant(header: string | string[] | undefined, session: StoredSession): string {
  const requested = header === undefined || header === '' || header === '0' ? session.tenantId : header;
  if (typeof requested !== 'string' || !session.tenantIds.includes(requested)) {
    throw new AppError(403, ErrorKey.tenantForbidden);
  }
  return requested;
}
