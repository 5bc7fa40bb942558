import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADER_ACCESS_TOKEN } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicScope } from './public-scope';

/** OpenAPI from the routes' zod schemas, browsable at `${routePrefix}` (only when API_DOCS is on). */
export async function registerApiDocs(app: FastifyInstance, routePrefix: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'B2B Mall API', version: '0.1.0' },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: HEADER_ACCESS_TOKEN } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await publicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix });
  });
}
