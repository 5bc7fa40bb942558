import type { Locale } from '@mall/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
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
    context = { ...baseContext(request), user, tenantId: user.tenantId };
    contexts.set(request, context);
  }
  return context;
}

/** The context of a public route's request. */
export function publicContext(request: FastifyRequest): PublicContext {
  return { ...baseContext(request), user: null, tenantId: null };
}

function baseContext(request: FastifyRequest): BaseContext {
  return {
    db: request.server.db,
    locale: requestLocale(request),
    events: request.server.events,
    log: request.log,
  };
}
