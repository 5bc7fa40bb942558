import { ErrorKey, Permission } from '@mall/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/envelope';
import { authGuard, type SessionStore, type StoredSession } from '../auth/guard';
import { hashSessionToken } from '../auth/token';
import { errorHandling } from './error-handler';
import { publicScope } from './public-scope';

const DAY_MS = 86_400_000;

/** Two sessions: "plain-token" holds no permission, "lister-token" may list users. */
function fakeSessions(): SessionStore {
  const session = (sessionId: string, permissions: string[]): StoredSession => ({
    sessionId,
    userId: `user-${sessionId}`,
    username: sessionId,
    tenantId: 't1',
    expiresAt: new Date(Date.now() + DAY_MS),
    lastSeenAt: new Date(),
    tenantIds: ['t1'],
    roles: [],
    // Stored codes carry the tenant of the role that grants them.
    permissions: permissions.map((code) => `t1:${code}`),
  });
  const byHash = new Map([
    [hashSessionToken('plain-token'), session('plain', [])],
    [hashSessionToken('lister-token'), session('lister', [Permission.userList])],
  ]);
  return {
    findByTokenHash: async (hash) => byHash.get(hash) ?? null,
    remove: async () => undefined,
    touch: async () => undefined,
  };
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function guardedApp(routes: (app: FastifyInstance) => void | Promise<void>) {
  app = Fastify();
  await app.register(errorHandling);
  await app.register(authGuard, { sessions: fakeSessions() });
  await routes(app);
  await app.ready();
  return app;
}

const get = (url: string, token?: string) =>
  app!.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

describe('route access', () => {
  it('refuses to register a route that declares no access', async () => {
    await expect(
      guardedApp((app) => {
        app.get('/forgotten', async () => 'open?');
      }),
    ).rejects.toThrow(/GET \/forgotten declares no config\.access/);
  });

  it('opens public routes, and every route a public scope registers, to anybody', async () => {
    await guardedApp(async (app) => {
      app.get('/open', { config: { access: 'public' } }, async () => 'open');
      await publicScope(app, async (scope) => {
        // As a third-party plugin would: a nested plugin that knows nothing of access.
        await scope.register(async (plugin) => {
          plugin.get('/static', async () => 'file');
        });
      });
    });
    expect((await get('/open')).body).toBe('open');
    expect((await get('/static')).body).toBe('file');
    expect((await app!.inject({ method: 'HEAD', url: '/static' })).statusCode).toBe(200);
  });

  it('lets any signed-in user reach a session route, nobody else', async () => {
    await guardedApp((app) => {
      app.get('/mine', { config: { access: 'session' } }, async () => 'mine');
    });
    expectFailure(await get('/mine'), 401, ErrorKey.unauthorized);
    expectFailure(await get('/mine', 'forged-token'), 401, ErrorKey.tokenInvalid);
    expect((await get('/mine', 'plain-token')).body).toBe('mine');
  });

  it('needs the permission on a route that names one', async () => {
    await guardedApp((app) => {
      app.get('/users', { config: { access: Permission.userList } }, async () => 'users');
    });
    expectFailure(await get('/users'), 401, ErrorKey.unauthorized);
    expectFailure(await get('/users', 'plain-token'), 403, ErrorKey.forbidden);
    expect((await get('/users', 'lister-token')).body).toBe('users');
  });
});
