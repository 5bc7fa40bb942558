import type { PageResult } from '@mall/shared';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { tenantScope } from '#platform/tenancy';
import { liveUserByUsername, userCards } from '../user/queries';
import { sysSession } from './schema';

export interface OnlineUser {
  id: string;
  token: string;
  username: string;
  realname: string;
  avatar: string | null;
  loginTime: string;
}

/**
 * The tenant's open (unexpired) sessions, newest first, a page at a time; `username` keeps one user's.
 * A session stands for itself by its id: the token is never stored, and never shown.
 */
export async function onlineUsers(
  ctx: RequestContext,
  query: { username?: string | undefined; pageNo: number; pageSize: number },
): Promise<PageResult<OnlineUser>> {
  const user = query.username ? await liveUserByUsername(ctx.db, query.username) : undefined;
  const empty = { records: [], total: 0, current: query.pageNo, size: query.pageSize, pages: 0 };
  if (query.username && !user) return empty;
  const where = and(
    tenantScope(ctx, sysSession),
    gt(sysSession.expiresAt, new Date()),
    user ? eq(sysSession.userId, user.id) : undefined,
  );
  const [sessions, [total]] = await Promise.all([
    ctx.db
      .select({ id: sysSession.id, userId: sysSession.userId, createdAt: sysSession.createdAt })
      .from(sysSession)
      .where(where)
      .orderBy(desc(sysSession.createdAt), desc(sysSession.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(sysSession).where(where),
  ]);
  const cards = new Map(
    (await userCards(ctx.db, [...new Set(sessions.map((s) => s.userId))])).map((card) => [card.id, card]),
  );
  const n = total?.n ?? 0;
  return {
    records: sessions.map((session) => {
      const card = cards.get(session.userId);
      return {
        id: session.id,
        token: session.id,
        username: card?.username ?? '',
        realname: card?.realname ?? '',
        avatar: card?.avatar ?? null,
        loginTime: session.createdAt.toISOString(),
      };
    }),
    total: n,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(n / query.pageSize),
  };
}
