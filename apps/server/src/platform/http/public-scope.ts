import type { FastifyInstance } from 'fastify';
import { setScopeAccess } from './route-access';

/**
 * Registers routes that carry no data (static files, API docs) in a scope where every route is public,
 * including the routes third-party plugins add.
 */
export async function publicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
  options: { prefix?: string } = {},
) {
  await app.register(async (scope) => {
    setScopeAccess(scope, 'public');
    await register(scope);
  }, options);
}
