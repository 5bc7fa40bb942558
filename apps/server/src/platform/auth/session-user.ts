import { ErrorKey } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

/** Who is calling, resolved from the session on every non-public request. */
export interface SessionUser {
  id: string;
  username: string;
  sessionId: string;
  /** The tenant this request acts in (tenant_id header, else the session's tenant). */
  tenantId: string;
  tenantIds: string[];
  roles: string[];
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The session user of a protected route (the guard has put it there). */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, ErrorKey.unauthorized);
  return request.user;
}

export function hasPermission(user: SessionUser, code: string): boolean {
  return user.permissions.includes(code);
}

/**
 * Staff: a user granted at least one back-office permission code. Customers' roles open pages (the
 * mall, their own orders, their messages) but grant no codes, so they are never staff. Lists of the
 * tenant's people (users, the organisation) are for staff only.
 */
export function isStaff(user: SessionUser): boolean {
  return user.permissions.length > 0;
}

/** 403 unless the user is staff. */
export function requireStaff(user: SessionUser): void {
  if (!isStaff(user)) throw new AppError(403, ErrorKey.forbidden);
}
