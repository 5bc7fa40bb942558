import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per answered request, readable in a terminal and parseable in JSON (Fastify's own request
 * logging writes two multi-field entries per request). Headers and bodies are never part of it.
 */
export const accessLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      request.log.info(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms },
        `${request.method} ${request.url} ${reply.statusCode} ${ms}ms`,
      );
    });
  },
  { name: 'access-log' },
);
