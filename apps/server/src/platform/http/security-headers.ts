import { API_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy of the app's HTML: scripts only from this origin (the build has no inline script);
 * inline styles are allowed because antd writes its CSS-in-JS into <style> tags at run time; frames only of
 * this origin and of the page's own blobs (a quotation is printed from a hidden frame holding its PDF).
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries: no MIME sniffing, no framing, no full URLs leaked to other sites. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * API answers are never stored by a browser or a proxy: they carry session tokens (login) and personal
 * data, unless the route states its own caching. The web app's static files keep their own caching rules.
 */
export const API_CACHE_CONTROL = 'no-store';

export function isApiUrl(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/** The headers an answer to `url` carries, whoever writes it. */
export function answerHeaders(url: string): Record<string, string> {
  return isApiUrl(url)
    ? { ...SECURITY_HEADERS, 'cache-control': API_CACHE_CONTROL }
    : { ...SECURITY_HEADERS };
}

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const headers = answerHeaders(request.url);
      // A route that states its own caching keeps it (the public images, stored under names never reused).
      if (reply.hasHeader('cache-control')) delete headers['cache-control'];
      reply.headers(headers);
      return payload;
    });
  },
  { name: 'security-headers' },
);
