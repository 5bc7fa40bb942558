import { API_BASE, LogType } from '@mall/shared';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { loggableUrl } from '#platform/http/access-log';
import { newId } from '#platform/ids';
import { liveUserByLoginName } from '../user/queries';
import { oldestActiveTenantId } from '../tenant/queries';
import { tenantsOfUser } from '../tenant/service';
import { redactedParams } from './redact';
import { LogWriter, type LogRow } from './writer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes something (e.g. pause a job): logged as an operation like a write. */
    audited?: boolean;
  }
}

const LOGIN_ROUTES = new Set(
  [
    '/sys/login',
    '/sys/phoneLogin',
    '/sys/login/twoFactor',
    // Single sign-on: a CAS ticket, a third-party sign-in's one-time token, its bind step.
    '/sys/cas/client/validateLogin',
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    '/sys/thirdLogin/bindAccount',
  ].map((p) => API_BASE + p),
);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const USER_AGENT_MAX = 300;

/** What the answer said, kept between onSend and onResponse for the requests that are logged. */
const answers = new WeakMap<
  FastifyRequest,
  { success?: boolean; message?: string; tenantId?: string; username?: string }
>();

function kindOf(request: FastifyRequest): 'login' | 'operation' | null {
  const route = request.routeOptions.url;
  if (!route) return null;
  if (LOGIN_ROUTES.has(route)) return 'login';
  if (WRITE_METHODS.has(request.method) || request.routeOptions.config.audited) return 'operation';
  return null;
}

/** A route option's hooks as a list (absent, one, or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** A mobile number as the log may show it: its first three and last two digits. */
function maskedMobile(mobile: unknown): string | undefined {
  if (typeof mobile !== 'string' || mobile.length < 7) return undefined;
  return `${mobile.slice(0, 3)}****${mobile.slice(-2)}`;
}

/** The operation in words: the route's last two segments, e.g. `quartzJob add`. */
function operationWords(route: string): string {
  return route.slice(API_BASE.length).split('/').filter(Boolean).slice(-2).join(' ');
}

/** Reads what the log needs from a JSON answer: success, message, a sign-in's tenant. */
function readAnswer(payload: unknown, login: boolean) {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return {};
  try {
    const body = JSON.parse(payload) as {
      success?: boolean;
      message?: string;
      result?: { tenantList?: { id?: string }[]; userInfo?: { username?: string } } | null;
    };
    const tenantId = login ? body.result?.tenantList?.[0]?.id : undefined;
    // Who signed in, for sign-ins whose request names nobody (single sign-on).
    const username = login ? body.result?.userInfo?.username : undefined;
    return { success: body.success, message: body.message, tenantId, username };
  } catch {
    return {};
  }
}

/** A sign-in's row is shown in the account's tenant, or the oldest tenant's when no account has the name. */
async function resolveLoginTenants(app: FastifyInstance, rows: LogRow[]): Promise<void> {
  const pending = rows.filter((row) => row.logType === LogType.login && row.tenantId === undefined);
  if (pending.length === 0) return;
  const fallback = (await oldestActiveTenantId(app.db)) ?? null;
  for (const row of pending) {
    const user = row.username ? await liveUserByLoginName(app.db, row.username) : undefined;
    const tenant = user ? (await tenantsOfUser(app.db, user.id, 'en'))[0] : undefined;
    row.tenantId = tenant?.id ?? fallback;
    row.userId ??= user?.id ?? null;
  }
}

/**
 * Records every sign-in (login log) and every write (operation log) once its answer is sent: who, what in
 * words, the route, the parameters redacted, the duration and the outcome with the answer's message as the
 * reason of a failure. Rows go to the batched writer, never to the database on the request's path.
 */
export const auditLogCapture = fp(
  async (app: FastifyInstance) => {
    if (!app.config.AUDIT_LOG) return;
    const writer = new LogWriter(app.db, app.log, app.config.AUDIT_LOG_FLUSH_MS, (rows) =>
      resolveLoginTenants(app, rows),
    );
    app.decorate('auditLog', writer);
    app.addHook('onClose', () => writer.close());

    const onSend: onSendHookHandler = async (request, reply, payload) => {
      const kind = kindOf(request);
      if (kind === 'login' || (kind === 'operation' && reply.statusCode >= 400)) {
        answers.set(request, readAnswer(payload, kind === 'login'));
      }
      return payload;
    };

    const onResponse: onResponseHookHandler = async (request, reply) => {
      const kind = kindOf(request);
      if (!kind) return;
      const answer = answers.get(request) ?? {};
      const failed = reply.statusCode >= 400 || answer.success === false;
      const body = request.body as Record<string, unknown> | undefined;
      const login = kind === 'login';
      // A phone sign-in is logged under the account it signed in, never under the mobile number (a
      // failed one under the number masked).
      const account = login ? (body?.username ?? answer.username ?? maskedMobile(body?.mobile)) : undefined;
      writer.push({
        id: newId(),
        tenantId: login ? answer.tenantId : (request.user?.tenantId ?? null),
        logType: login ? LogType.login : LogType.operation,
        logContent: login
          ? failed
            ? 'sign-in failed'
            : 'sign-in succeeded'
          : operationWords(request.routeOptions.url ?? ''),
        userId: request.user?.id ?? null,
        username: typeof account === 'string' ? account.slice(0, 100) : (request.user?.username ?? null),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
        method: request.method,
        requestUrl: loggableUrl(request.url),
        requestParam: redactedParams(request.query, request.body),
        costTime: Math.round(reply.elapsedTime),
        outcome: failed ? 'failed' : 'ok',
        reason: failed ? (answer.message ?? String(reply.statusCode)).slice(0, 500) : null,
        createTime: new Date(),
      });
    };

    // Only the routes that can be logged carry the hooks: a read pays nothing for the log.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const logged =
        LOGIN_ROUTES.has(route.url) ||
        route.config?.audited === true ||
        methods.some((method) => WRITE_METHODS.has(method));
      if (!logged) return;
      route.onSend = [...hooksOf(route.onSend), onSend];
      route.onResponse = [...hooksOf(route.onResponse), onResponse];
    });
  },
  { name: 'audit-log' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The batched log writer (absent when AUDIT_LOG=false). */
    auditLog?: LogWriter;
  }
}
