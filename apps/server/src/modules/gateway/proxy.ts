import replyFrom from '@fastify/reply-from';
import {
  API_BASE,
  ErrorKey,
  GATEWAY_PATH,
  GatewayRouteStatus,
  HTTP_METHODS,
  type GatewayFilter,
  type GatewayPredicate,
} from '@mall/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, type SessionStore } from '#platform/auth/guard';
import { AppError } from '#platform/http/app-error';
import { routeByRouterId, type GatewayRouteRow } from './service';
import type { UpstreamPolicy } from './upstream-policy';

/** How long an upstream may take to answer. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Hop-by-hop headers (RFC 9110 7.6.1) that concern only the caller's connection to this server. reply-from
 * drops Connection and the headers it names; these go too, whatever the caller's Connection says.
 */
const HOP_BY_HOP = ['keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

/** The caller's own credentials: passed on only when the route's forwardAuth says so. */
const CALLER_CREDENTIALS = ['x-access-token', 'cookie', 'authorization'];
/** Query parameters that carry the caller's session token: passed on only with forwardAuth too. */
const CALLER_QUERY_CREDENTIALS = new Set(['token', 'x-access-token']);

/**
 * Types a browser runs as a document of the mall's origin (scripts in HTML, SVG or XML). The upstream's
 * answers of these types (or of no type) are downloads, never pages, unless the route's InlineContent
 * filter shows them; either way they are sandboxed (CSP sandbox: no script, an opaque origin, no access to
 * the mall's storage) and never sniffed into another type.
 */
const ACTIVE_TYPE =
  /^\s*$|^\s*(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|[^;]*\+xml)/i;

/** The query string without the caller's token parameters (still encoded as sent). */
function queryWithoutCredentials(rawUrl: string): string {
  const start = rawUrl.indexOf('?');
  if (start < 0) return '';
  return rawUrl
    .slice(start + 1)
    .split('&')
    .filter((part) => {
      const name = part.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is passed on as it is: it names no credential.
      }
      return part !== '' && !CALLER_QUERY_CREDENTIALS.has(decoded.trim().toLowerCase());
    })
    .join('&');
}

/** The upstream's answer headers as sent to the caller: sandboxed, not sniffed, active types downloaded. */
export function answerHeaders<H extends object>(
  headers: H,
  { inline, keepCookies }: { inline: boolean; keepCookies: boolean },
): H {
  const answered = { ...headers } as Record<string, unknown>;
  if (!keepCookies) delete answered['set-cookie'];
  answered['content-security-policy'] = 'sandbox';
  answered['x-content-type-options'] = 'nosniff';
  const type = String([answered['content-type'] ?? ''].flat()[0] ?? '');
  if (!inline && ACTIVE_TYPE.test(type)) {
    const disposition = String([answered['content-disposition'] ?? ''].flat()[0] ?? '');
    answered['content-disposition'] = /^\s*attachment\b/i.test(disposition)
      ? disposition
      : `attachment${disposition.replace(/^\s*[^;]*/, '')}`;
  }
  return answered as H;
}

export interface GatewayProxyOptions {
  policy: UpstreamPolicy;
  sessions: SessionStore;
}

/** A path pattern as a regular expression: `**` any rest (none included), `*` within one segment. */
function patternRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (pattern.startsWith('/**', i)) {
      source += '(?:/.*)?';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether every predicate holds for the request, `path` being the path after the routerId. */
export function predicatesHold(
  predicates: readonly GatewayPredicate[],
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  path: string,
): boolean {
  return predicates.every((predicate) => {
    switch (predicate.name) {
      case 'Path':
        return predicate.args.some((pattern) => patternRegExp(pattern).test(path));
      case 'Method':
        return (predicate.args as readonly string[]).includes(request.method.toUpperCase());
      case 'Header': {
        const [name, value] = predicate.args;
        const sent = request.headers[name.toLowerCase()];
        if (sent === undefined) return false;
        return value === undefined || [sent].flat().includes(value);
      }
    }
  });
}

/** The path after `/gateway/{routerId}` as the client sent it (still percent-encoded), '' when none. */
function restOf(rawUrl: string, routerId: string): string {
  const path = rawUrl.split('?')[0] ?? '';
  const prefix = `${API_BASE}${GATEWAY_PATH}/${routerId}`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : '';
}

/** Refuses `.` and `..` segments (also percent-encoded), which would climb out of the upstream's path. */
function assertPlainPath(path: string): void {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new AppError(400, 'gateway.badPath');
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\'))
      throw new AppError(400, 'gateway.badPath');
  }
}

/** The upstream URL: the route's uri, the routerId unless stripPrefix, the rest without StripPrefix's parts. */
export function upstreamUrlOf(route: GatewayRouteRow, rest: string): URL {
  const strip = route.filters.find((filter) => filter.name === 'StripPrefix');
  const parts = strip ? Number(strip.args[0]) : 0;
  const segments = rest.split('/').filter((segment, index) => index > 0 || segment !== '');
  const kept = segments.slice(parts).join('/');
  const base = new URL(route.uri);
  const basePath = base.pathname.replace(/\/+$/, '');
  const routerPart = route.stripPrefix ? '' : `/${route.routerId}`;
  const restPart = kept === '' && !rest.endsWith('/') ? '' : `/${kept}`;
  return new URL(`${base.origin}${basePath}${routerPart}${restPart}`);
}

function isUpstreamRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === 'ERR_GATEWAY_UPSTREAM_REFUSED') return true;
  }
  return false;
}

/**
 * `<API_BASE>/gateway/{routerId}/...`: the request goes to the route's upstream when the route exists, is
 * enabled and its predicates hold (else 404, the same answer as an unknown route), the caller is signed
 * in (unless the route is public), the rate limit allows it and the upstream is on the operator's
 * allow-list. The caller's session token, Authorization and cookies are removed unless the route forwards
 * them (in the query string too: `token`), and so are the upstream's cookies. Answers are sandboxed and
 * active types downloaded (answerHeaders). @fastify/reply-from removes hop-by-hop headers both ways.
 */
export async function gatewayProxy(app: FastifyInstance, { policy, sessions }: GatewayProxyOptions) {
  // Bodies go upstream as the client sent them, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, {
    // Node's http agents (chosen by `http`), whose lookup option every connection goes through.
    http: {
      // Every name is resolved and checked when the connection is made (see upstream-policy).
      agentOptions: { lookup: policy.lookup, keepAlive: true },
      requestOptions: { timeout: UPSTREAM_TIMEOUT_MS },
    },
    disableRequestLogging: true,
  });

  // One limiter per (max, window): the counters are per route and caller, in Redis when there is one.
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiterOf = (max: number, seconds: number) => {
    const key = `${max}:${seconds}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = app.createRateLimit({
        max,
        timeWindow: seconds * 1000,
        keyGenerator: (request) =>
          `gateway:${key}:${(request.params as { routerId: string }).routerId}:${request.user?.id ?? request.ip}`,
      });
      limiters.set(key, limiter);
    }
    return limiter;
  };

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    const { routerId } = request.params as { routerId: string };
    const route = await routeByRouterId(app.db, routerId);
    if (!route || route.status !== GatewayRouteStatus.enabled)
      throw new AppError(404, 'gateway.routeNotFound');
    if (!route.publicAccess) request.user = await authenticate(request, sessions);

    const rest = restOf(request.raw.url ?? '', routerId);
    assertPlainPath(rest);
    if (!predicatesHold(route.predicates, request, rest || '/'))
      throw new AppError(404, 'gateway.routeNotFound');

    for (const filter of route.filters) {
      if (filter.name !== 'RequestRateLimiter') continue;
      const seconds = Number(filter.args[1]);
      const outcome = (await limiterOf(Number(filter.args[0]), seconds)(request)) as {
        isExceeded?: boolean;
        ttlInSeconds?: number;
      };
      if (outcome.isExceeded) {
        const wait = Math.max(1, outcome.ttlInSeconds ?? seconds);
        reply.header('retry-after', String(wait));
        throw new AppError(429, ErrorKey.rateLimited, { params: { seconds: wait } });
      }
    }

    const target = upstreamUrlOf(route, rest);
    if (!policy.hostAllowed(target.hostname)) throw new AppError(403, 'gateway.upstreamRefused');
    const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    const added = route.filters.filter(
      (filter): filter is Extract<GatewayFilter, { name: 'AddRequestHeader' }> =>
        filter.name === 'AddRequestHeader',
    );
    return reply.from(target.href, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      retriesCount: route.retryable ? 2 : 0,
      queryString: (_search, rawUrl) =>
        route.forwardAuth ? new URL(rawUrl, 'http://x').search.slice(1) : queryWithoutCredentials(rawUrl),
      rewriteRequestHeaders: (_request, headers) => {
        const sent = { ...headers };
        for (const name of HOP_BY_HOP) delete sent[name];
        if (!route.forwardAuth) for (const name of CALLER_CREDENTIALS) delete sent[name];
        for (const { args } of added) sent[args[0].toLowerCase()] = args[1];
        return sent;
      },
      rewriteHeaders: (headers) =>
        answerHeaders(headers, {
          inline: route.filters.some((filter) => filter.name === 'InlineContent'),
          keepCookies: route.forwardAuth,
        }),
      onError: (failed, { error }) => {
        request.log.warn({ err: error, routerId }, 'gateway upstream failed');
        failed.send(
          isUpstreamRefusal(error)
            ? new AppError(403, 'gateway.upstreamRefused')
            : new AppError(502, 'gateway.upstreamFailed'),
        );
      },
    });
  }

  for (const url of [`${GATEWAY_PATH}/:routerId`, `${GATEWAY_PATH}/:routerId/*`]) {
    app.route({
      method: [...HTTP_METHODS],
      url,
      // The route's own publicAccess decides: the handler signs the caller in unless it is public.
      config: { access: 'public' },
      schema: {
        tags: ['gateway'],
        // Whatever the upstream answers, streamed through (never serialized here); failures are envelopes.
        response: { 200: z.unknown().describe("the upstream's answer, passed through") },
      },
      handler: proxy,
    });
  }
}
