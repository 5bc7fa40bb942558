import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body reads as
 * no body: the client posts `Content-Type: application/json` without a body to calls such as logout.
 */
export const jsonBodyParser = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'json-body-parser' },
);
