import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per answered request, readable in a terminal and parseable in JSON (Fastify's own request
 * logging writes two multi-field entries per request). Headers and bodies are never part of it, and of the
 * query string only the parameter names: their values may be personal data (a name or phone number
 * filtered by) or a token.
 */
export const accessLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const url = loggableUrl(request.url);
      request.log.info(
        { method: request.method, url, statusCode: reply.statusCode, ms },
        `${request.method} ${url} ${reply.statusCode} ${ms}ms`,
      );
    });
  },
  { name: 'access-log' },
);

/** The path, and the names of the query parameters without their values: `/a?x=1&y=2` → `/a?x&y`. */
export function loggableUrl(url: string): string {
  // The notification socket carries the session token as its last path segment.
  url = url.replace(/\/websocket\/[^/?#]*/, '/websocket/[redacted]');
  // A third-party sign-in's one-time token and bind ticket travel as path segments too.
  url = url.replace(/\/(getLoginUser|bindInfo)\/[^/?#]*/, '/$1/[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const names = new Set<string>();
  for (const name of new URLSearchParams(url.slice(queryStart + 1)).keys()) names.add(name);
  const path = url.slice(0, queryStart);
  return names.size ? `${path}?${[...names].map(encodeURIComponent).join('&')}` : path;
}
