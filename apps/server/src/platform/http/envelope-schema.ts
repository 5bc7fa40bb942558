/**
 * Routes declare `response: { 200: envelopeOf(resultSchema) }`: Fastify serialises the answer through
 * that schema, so any property it does not declare is dropped before the answer leaves the server.
 */
export { envelopeOf, errorEnvelopeSchema } from '@mall/shared';
