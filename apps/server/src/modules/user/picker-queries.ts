import { ErrorKey, pickLocalized, type PageResult, type WireUser } from '@mall/shared';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { escapeLike } from '#platform/http/list';
import { inTenant } from '#platform/tenancy';
import { departNamesOfUserSql, orgCodeOfDepart, userInOrgSubtreeSql } from '../depart/queries';
import { liveUserInTenant } from './service';
import { sysUser, sysUserTenant } from './schema';

/*
 * The user lists of a JeecgBoot 2.x front end's pickers and recycle bin: a user with their departments'
 * names (`orgCodeTxt`), never a password or a secret.
 */

function columns(ctx: RequestContext) {
  return {
    id: sysUser.id,
    username: sysUser.username,
    realname: sysUser.realname,
    avatar: sysUser.avatar,
    phone: sysUser.phone,
    email: sysUser.email,
    status: sysUser.status,
    orgCode: sysUser.orgCode,
    departNames: departNamesOfUserSql(sysUser.id, ctx.tenantId),
  };
}

type Row = Awaited<ReturnType<typeof selectUsers>>[number];
const selectUsers = (ctx: RequestContext, where: SQL | undefined) =>
  ctx.db.select(columns(ctx)).from(sysUser).where(where).orderBy(asc(sysUser.username), asc(sysUser.id));

function toWireUser({ departNames, ...row }: Row, ctx: RequestContext): WireUser {
  const names = departNames.map((name) => pickLocalized(name, ctx.locale));
  return { ...row, orgCodeTxt: names.length ? names.join(',') : null };
}

export interface PickerQuery {
  departId?: string | undefined;
  username?: string | undefined;
  realname?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * Live users of the tenant, a page at a time: those of the department `departId` and the ones below it
 * when given (an unknown department is 404), whose user name or real name contains the given text.
 */
export async function pickUsers(ctx: RequestContext, query: PickerQuery): Promise<PageResult<WireUser>> {
  let inDepart: SQL | undefined;
  if (query.departId) {
    const orgCode = await orgCodeOfDepart(ctx.db, ctx.tenantId, query.departId);
    if (orgCode === null) throw new AppError(404, ErrorKey.notFound);
    inDepart = userInOrgSubtreeSql(sysUser.id, ctx.tenantId, orgCode);
  }
  const where = and(
    liveUserInTenant(ctx.db, ctx.tenantId),
    inDepart,
    query.username ? ilike(sysUser.username, `%${escapeLike(query.username)}%`) : undefined,
    query.realname ? ilike(sysUser.realname, `%${escapeLike(query.realname)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectUsers(ctx, where)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(sysUser).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    records: rows.map((row) => toWireUser(row, ctx)),
    total: n,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(n / query.pageSize),
  };
}

/** The live users of the tenant among `usernames` (the pickers' way to show what a field holds). */
export async function usersNamed(ctx: RequestContext, usernames: readonly string[]): Promise<WireUser[]> {
  if (usernames.length === 0) return [];
  const rows = await selectUsers(
    ctx,
    and(liveUserInTenant(ctx.db, ctx.tenantId), inArray(sysUser.username, [...usernames])),
  );
  return rows.map((row) => toWireUser(row, ctx));
}

/** The tenant's deleted users (deleted here, not removed from another tenant). */
export async function deletedUsers(ctx: RequestContext): Promise<WireUser[]> {
  const members = ctx.db
    .select({ userId: sysUserTenant.userId })
    .from(sysUserTenant)
    .where(inTenant(sysUserTenant.tenantId, ctx.tenantId));
  const rows = await selectUsers(ctx, and(eq(sysUser.delFlag, 1), inArray(sysUser.id, members)));
  return rows.map((row) => toWireUser(row, ctx));
}
