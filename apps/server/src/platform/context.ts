import type { Locale } from '@mall/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { PLATFORM_PERMISSIONS } from '@mall/shared';
import { sessionUser, type SessionUser } from './auth/session-user';
import type { Database } from './db/client';
import type { DomainEvents } from './events/bus';
import { requestLocale } from './i18n/translate';

/** What every service needs whoever calls: the database, the request's language, the events, a logger. */
export interface BaseContext {
  db: Database;
  locale: Locale;
  events: DomainEvents;
  log: FastifyBaseLogger;
}

/** A signed-in request: services act as `user`, in `tenantId` (the tenant the guard checked). */
export interface RequestContext extends BaseContext {
  user: SessionUser;
  tenantId: string;
}

/** A request to a public route: nobody is signed in, no tenant is chosen. */
export interface PublicContext extends BaseContext {
  user: null;
  tenantId: null;
}

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** The context of a protected route's request, built once per request. */
export function requestContext(request: FastifyRequest): RequestContext {
  let context = contexts.get(request);
  if (!context) {
    const user = sessionUser(request);
    const db = platformRoute(request)
      ? platformDatabase(request, 'platform administration', 'info')
      : request.server.databaseAs({ tenantId: user.tenantId, userId: user.id });
    context = { ...baseContext(request, db), user, tenantId: user.tenantId };
    contexts.set(request, context);
  }
  return context;
}

/**
 * The context of a public route's request. No tenant is chosen, so its statements run as the platform
 * role (sign-in finds a user of any tenant; a public page names its tenant itself).
 */
export function publicContext(request: FastifyRequest): PublicContext {
  return {
    ...baseContext(request, platformDatabase(request, 'public route', 'debug')),
    user: null,
    tenantId: null,
  };
}

/**
 * A route whose access is a platform-only permission (platform administration, which no tenant owns), or
 * one declared to span tenants.
 */
function platformRoute(request: FastifyRequest): boolean {
  const { access, spansTenants } = request.routeOptions.config;
  return spansTenants === true || (PLATFORM_PERMISSIONS as readonly string[]).includes(access ?? '');
}

// The platform role reaches every tenant's rows: each request that takes it says so in the log (a public
// route, which every visitor calls, at debug level).
function platformDatabase(request: FastifyRequest, reason: string, level: 'info' | 'debug'): Database {
  request.log[level]({ databaseRole: 'platform', reason }, 'request runs as the platform database role');
  return request.server.databaseAs({ platform: true });
}

function baseContext(request: FastifyRequest, db: Database): BaseContext {
  return {
    db,
    locale: requestLocale(request),
    events: request.server.events,
    log: request.log,
  };
}
