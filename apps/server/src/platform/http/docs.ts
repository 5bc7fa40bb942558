import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADER_ACCESS_TOKEN } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from './envelope-schema';
import { publicScope } from './public-scope';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The document shows the failure envelope beside each API route's declared answers. Only the document
 * gets it: failures are serialised as the error handler writes them, not through this schema.
 */
function withFailureAnswers(input: TransformInput): TransformInput {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response) return input;
  const failures = { '4XX': errorEnvelopeSchema, '5XX': errorEnvelopeSchema };
  return { ...input, schema: { ...input.schema, response: { ...failures, ...response } } };
}

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
    transform: (input) => jsonSchemaTransform(withFailureAnswers(input)),
  });
  await publicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix });
  });
}
