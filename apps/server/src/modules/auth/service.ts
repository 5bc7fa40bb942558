import { ErrorKey, SESSION_TTL_MS, UserStatus, type LoginResult, type MainIndexPage } from '@mall/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { SessionStore } from '#platform/auth/guard';
import { verifyAgainstDummy, verifyPassword } from '#platform/auth/password';
import { hashSessionToken, newSessionToken } from '#platform/auth/token';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { permissionCodesOf } from '../permission/service';
import { tenantIdsOf, tenantsOfUser } from '../tenant/service';
import { sysUser } from '../user/schema';
import { roleCodesOf } from '../user/service';
import { sysSession } from './schema';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Checks the credentials and opens a session in the user's first tenant. An unknown user and a wrong
 * password get the same answer after the same work, so neither reveals whether the username exists.
 */
export async function login(
  db: Database,
  credentials: Credentials,
  mainIndexPage: MainIndexPage,
): Promise<LoginResult> {
  const [user] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      password: sysUser.password,
      avatar: sysUser.avatar,
      phone: sysUser.phone,
      email: sysUser.email,
      status: sysUser.status,
      roles: roleCodesOf(sysUser.id),
    })
    .from(sysUser)
    .where(and(eq(sysUser.username, credentials.username), eq(sysUser.delFlag, 0)))
    .limit(1);

  const passwordMatches = user
    ? await verifyPassword(user.password, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordMatches) throw new AppError(400, ErrorKey.badCredentials);
  if (user.status !== UserStatus.normal) throw new AppError(403, ErrorKey.userFrozen);

  const tenantList = await tenantsOfUser(db, user.id);
  const tenant = tenantList[0];
  if (!tenant) throw new AppError(403, ErrorKey.loginFailed);

  const token = newSessionToken();
  const now = Date.now();
  await db
    .delete(sysSession)
    .where(and(eq(sysSession.userId, user.id), lt(sysSession.expiresAt, new Date(now))));
  await db.insert(sysSession).values({
    id: newId(),
    tokenHash: hashSessionToken(token),
    userId: user.id,
    tenantId: tenant.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
    lastSeenAt: new Date(now),
  });

  return {
    token,
    userInfo: {
      id: user.id,
      username: user.username,
      realname: user.realname,
      avatar: user.avatar,
      phone: user.phone,
      email: user.email,
      relTenantIds: tenantList.map((t) => t.id).join(','),
      roles: user.roles,
    },
    mainIndexPage,
    tenantList,
  };
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db.delete(sysSession).where(eq(sysSession.id, sessionId));
}

/** The sessions table as the auth guard sees it. */
export function sessionStore(db: Database): SessionStore {
  // Runs on every request: a named statement lets PostgreSQL keep its plan per connection, where
  // planning this join with its three subqueries costs several times its execution.
  const findSession = db
    .select({
      sessionId: sysSession.id,
      userId: sysSession.userId,
      username: sysUser.username,
      tenantId: sysSession.tenantId,
      expiresAt: sysSession.expiresAt,
      lastSeenAt: sysSession.lastSeenAt,
      tenantIds: tenantIdsOf(sysUser.id),
      roles: roleCodesOf(sysUser.id),
      permissions: permissionCodesOf(sysUser.id),
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(
      and(
        eq(sysSession.tokenHash, sql.placeholder('tokenHash')),
        eq(sysUser.status, UserStatus.normal),
        eq(sysUser.delFlag, 0),
      ),
    )
    .limit(1)
    .prepare('find_session_by_token_hash');
  return {
    async findByTokenHash(tokenHash) {
      const [session] = await findSession.execute({ tokenHash });
      return session ?? null;
    },
    remove: (sessionId) => logout(db, sessionId),
    async touch(sessionId, at) {
      await db.update(sysSession).set({ lastSeenAt: at }).where(eq(sysSession.id, sessionId));
    },
  };
}
