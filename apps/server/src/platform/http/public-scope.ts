import type { FastifyInstance } from 'fastify';

/**
 * Registers routes that carry no data (static files, API docs) in a scope where every route is marked
 * public, including the routes third-party plugins add.
 */
export async function publicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
  options: { prefix?: string } = {},
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await register(scope);
  }, options);
}
