import type { PermissionCode } from '@mall/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route: anybody (`public`), any signed-in user (`session`), staff (`staff`: a signed-in
 * user holding at least one permission code, never a customer), or a signed-in user holding the
 * permission code. Every route declares one; the guard enforces it before any handler runs.
 */
export type RouteAccess = 'public' | 'session' | 'staff' | PermissionCode;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route (checked when the route is registered). */
    access?: RouteAccess;
    /**
     * The route's work spans tenants by design and checks what the caller may reach itself (tenant
     * administration: the tenants the caller belongs to): its statements run as the platform database role.
     */
    spansTenants?: boolean;
  }
}

// A scope whose routes all share one access (static files, API docs: routes third-party plugins add).
const SCOPE_ACCESS = Symbol('scopeAccess');

/** Every route registered inside `scope` (and its children) that declares no access gets `access`. */
export function setScopeAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.decorate(SCOPE_ACCESS, access);
}

// The access of every route registered under a scope that keeps the table (see keepRouteAccessTable).
const ACCESS_TABLE = Symbol('routeAccessTable');
type AccessTable = Map<string, RouteAccess>;

/** Every route registered after this in `app` or its children records its access, for routeAccessOf. */
export function keepRouteAccessTable(app: FastifyInstance): void {
  app.decorate(ACCESS_TABLE, new Map());
}

/** The declared access of the route `method url` (the full path, without parameters), if there is one. */
export function routeAccessOf(app: FastifyInstance, method: string, url: string): RouteAccess | undefined {
  return (app as unknown as Record<symbol, AccessTable | undefined>)[ACCESS_TABLE]?.get(`${method} ${url}`);
}

/**
 * The onRoute hook that refuses a route without an access: registration throws, so a forgotten
 * declaration stops the server from starting instead of leaving the route open or closed by accident.
 */
export function requireRouteAccess(this: FastifyInstance, route: RouteOptions): void {
  const access =
    route.config?.access ?? (this as unknown as Record<symbol, RouteAccess | undefined>)[SCOPE_ACCESS];
  if (access === undefined) {
    throw new Error(
      `Route ${[route.method].flat().join(',')} ${route.url} declares no config.access ` +
        `('public', 'session', 'staff' or a permission code)`,
    );
  }
  route.config = { ...route.config, access };
  const table = (this as unknown as Record<symbol, AccessTable | undefined>)[ACCESS_TABLE];
  for (const method of [route.method].flat()) table?.set(`${method} ${route.url}`, access);
}
