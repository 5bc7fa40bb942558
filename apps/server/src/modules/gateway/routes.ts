import { gatewayRouteEntity, gatewayUpstreamPolicySchema, Permission } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { sessionStore } from '../auth/service';
import { gatewayMessages } from './messages';
import { gatewayProxy } from './proxy';
import { gatewayRouteService } from './service';
import { upstreamPolicy } from './upstream-policy';

/**
 * /sys/gatewayRoute on the kit, the allow-list the page shows, and the gateway itself under /gateway.
 */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(gatewayMessages);
  registerEntityRoutes(app, gatewayRouteEntity, gatewayRouteService);
  const policy = upstreamPolicy(app.config.GATEWAY_UPSTREAM_ALLOWLIST);

  app.get(
    '/sys/gatewayRoute/upstreamPolicy',
    {
      schema: { tags: ['gatewayRoute'], response: { 200: envelopeOf(gatewayUpstreamPolicySchema) } },
      config: { access: Permission.gatewayRouteList },
    },
    async (request) => ok(request, { allowList: [...policy.entries] }),
  );

  // Its own scope: the proxy's body parsers and reply-from stay with the gateway's routes.
  await app.register(gatewayProxy, { policy, sessions: sessionStore(app.db) });
};
