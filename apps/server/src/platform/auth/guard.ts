import {
  ErrorKey,
  HEADER_ACCESS_TOKEN,
  HEADER_TENANT_ID,
  HEADER_TENANT_ID_ALIASES,
  PLATFORM_PERMISSIONS,
  type Locale,
} from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { requestLocale } from '../i18n/translate';
import { keepRouteAccessTable, requireRouteAccess } from '../http/route-access';
import { hasPermission, isStaff, type SessionUser } from './session-user';
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
  /** Each granted code as `<tenant id>:<code>`: a role's codes hold only in the role's tenant. */
  permissions: string[];
  /** The language the session last used (null or absent: not known). */
  locale?: Locale | null;
}

/** What the guard needs from whoever owns the sessions table. */
export interface SessionStore {
  /** One query: the session with its user's tenants, roles and permission codes. */
  findByTokenHash(tokenHash: string): Promise<StoredSession | null>;
  remove(sessionId: string): Promise<void>;
  /** Records that the session was seen at `at`, and the language it now uses when given. */
  touch(sessionId: string, at: Date, locale?: Locale): Promise<void>;
}

/**
 * Whether a permission code the user lacks is a button of a page the user may open: such a refusal is
 * a 510 (the page is theirs, the action is not); any other missing code is a 403, and so is a
 * platform-only code (PLATFORM_PERMISSIONS), which no other tenant's role can ever be given. Asked only
 * when a request is refused, so that allowed requests cost no more than the session lookup.
 */
export type ButtonOfGrantedPage = (user: SessionUser, code: string) => Promise<boolean>;

const MAX_TOKEN_LENGTH = 256;
// last_seen_at is informative; writing it at most this often keeps requests read-only.
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Every route declares its `config.access` (a route without one fails to register): `public` routes
 * are open, `session` routes need a valid session, `staff` routes a session of staff (isStaff), and any
 * other access is a permission code the
 * session user must hold (refused with 510 when it is a button of a page they may open, else 403).
 * Matching is Fastify's router's, so a path that is not a route never reaches
 * a handler.
 */
export const authGuard = fp<{ sessions: SessionStore; buttonOfGrantedPage?: ButtonOfGrantedPage }>(
  async (app: FastifyInstance, { sessions, buttonOfGrantedPage }) => {
    app.decorateRequest('user', null);
    keepRouteAccessTable(app);
    app.addHook('onRoute', requireRouteAccess);
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      const user = await authenticate(request, sessions);
      request.user = user;
      if (access === 'session' || hasPermission(user, access ?? '')) return;
      if (access === 'staff') {
        if (isStaff(user)) return;
        throw new AppError(403, ErrorKey.forbidden);
      }
      // The session's permission codes were read with the session, once per request.
      const platformOnly = (PLATFORM_PERMISSIONS as readonly string[]).includes(access ?? '');
      if (access && !platformOnly && (await buttonOfGrantedPage?.(user, access)))
        throw new AppError(510, ErrorKey.noPermission);
      throw new AppError(403, ErrorKey.forbidden);
    });
  },
  { name: 'auth-guard' },
);

/**
 * The session user of a request's X-Access-Token (401 without a live session); for routes whose access
 * depends on the record they reach (a gateway route may be public), called by the route itself.
 */
export async function authenticate(request: FastifyRequest, sessions: SessionStore): Promise<SessionUser> {
  const token = request.headers[HEADER_ACCESS_TOKEN.toLowerCase()];
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
    throw new AppError(401, ErrorKey.unauthorized);
  }
  // A token that matches no live session was revoked (logout, password change), swept after expiry,
  // or never issued: all answer the 'Token失效' marker, on which clients offer to sign in again.
  const session = await sessions.findByTokenHash(hashSessionToken(token));
  if (!session) throw new AppError(401, ErrorKey.tokenInvalid);

  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await sessions.remove(session.sessionId);
    throw new AppError(401, ErrorKey.tokenInvalid);
  }
  // The language a request names is kept with its session (so that messages reach the user in it); it is
  // written only when it changes.
  const locale = request.headers['accept-language'] ? requestLocale(request) : undefined;
  const relocated = locale !== undefined && locale !== session.locale;
  if (relocated || now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await sessions.touch(session.sessionId, new Date(now), relocated ? locale : undefined);

  const tenantId = actingTenant(tenantHeaderOf(request.headers), session);
  return {
    id: session.userId,
    username: session.username,
    sessionId: session.sessionId,
    tenantId,
    tenantIds: session.tenantIds,
    roles: session.roles,
    permissions: codesInTenant(session.permissions, tenantId),
  };
}

/** The codes of `tenantCodes` (`<tenant id>:<code>`) that hold in `tenantId`, without the prefix. */
function codesInTenant(tenantCodes: readonly string[], tenantId: string): string[] {
  const prefix = `${tenantId}:`;
  return tenantCodes.filter((code) => code.startsWith(prefix)).map((code) => code.slice(prefix.length));
}

/** The tenant header: `tenant_id`, else one of its other names (`tenant-id`, `X-Tenant-Id`). */
function tenantHeaderOf(headers: FastifyRequest['headers']): string | string[] | undefined {
  const given = (value: string | string[] | undefined) => value !== undefined && value !== '';
  const own = headers[HEADER_TENANT_ID];
  if (given(own)) return own;
  return HEADER_TENANT_ID_ALIASES.map((name) => headers[name]).find(given) ?? own;
}

/** The tenant_id header picks one of the user's tenants; absent or "0" means the session's tenant. */
function actingTenant(header: string | string[] | undefined, session: StoredSession): string {
  const requested = header === undefined || header === '' || header === '0' ? session.tenantId : header;
  if (typeof requested !== 'string' || !session.tenantIds.includes(requested)) {
    throw new AppError(403, ErrorKey.tenantForbidden);
  }
  return requested;
}
