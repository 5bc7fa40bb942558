import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** How long a client may take to send a whole request (headers and body) before it gets a 408. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Headers are small: a client that has not sent them within this time is a slow-loris, not a slow network. */
const MAX_HEADERS_TIMEOUT_MS = 10_000;
/**
 * A connection without any traffic for this long is closed. Longer than the keep-alive timeout (so that
 * idle keep-alive connections close by that rule, after a load balancer's usual 60 s) and than a slow
 * handler (an export) may take before its first byte.
 */
const CONNECTION_IDLE_TIMEOUT_MS = 120_000;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The server's time limits, so that a client dribbling its headers or body cannot hold a connection open
 * forever. Node checks the request and headers limits on an interval, which is kept well below the limit so
 * that the answer comes close to it.
 */
export function serverTimeouts(requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): FastifyHttpOptions<Server> {
  const headersTimeout = Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(CONNECTION_IDLE_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 5))),
    },
  };
}
