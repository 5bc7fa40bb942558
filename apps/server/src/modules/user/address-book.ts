import {
  pickLocalized,
  UserStatus,
  type AddressBookEntry,
  type LocalizedText,
  type PageResult,
  type addressBookQuerySchema,
} from '@mall/shared';
import { and, asc, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { escapeLike } from '#platform/http/list';
import { customerProfiles } from '../account/queries';
import { departNamesOfUserSql, userInOrgSubtreeSql } from '../depart/queries';
import { positionsOfUserSql } from '../position/queries';
import { sysUser } from './schema';
import { liveUserInTenant } from './service';

type AddressBookQuery = z.output<typeof addressBookQuerySchema>;

const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * The staff address book of the acting tenant: its live, active staff (customers' accounts are not
 * staff), by name. A person who chose to hide their phone has it left out here, in the query itself, so
 * it never leaves the server.
 */
export async function addressBook(
  ctx: RequestContext,
  query: AddressBookQuery,
): Promise<PageResult<AddressBookEntry>> {
  const profile = customerProfiles();
  const conditions: (SQL | undefined)[] = [
    liveUserInTenant(ctx.db, ctx.tenantId),
    eq(sysUser.status, UserStatus.normal),
    isNull(profile.userId),
    query.orgCode ? userInOrgSubtreeSql(sysUser.id, ctx.tenantId, query.orgCode) : undefined,
    query.realname ? ilike(sysUser.realname, contains(query.realname)) : undefined,
    query.workNo ? ilike(sysUser.workNo, contains(query.workNo)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: sysUser.id,
        realname: sysUser.realname,
        workNo: sysUser.workNo,
        phone: sql<string | null>`case when ${sysUser.hidePhone} then null else ${sysUser.phone} end`,
        email: sysUser.email,
        positions: positionsOfUserSql(sysUser.id, ctx.tenantId, ctx.locale),
        departs: departNamesOfUserSql(sysUser.id, ctx.tenantId),
      })
      .from(sysUser)
      .leftJoin(profile, eq(profile.userId, sysUser.id))
      .where(where)
      .orderBy(asc(sysUser.realname), asc(sysUser.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db
      .select({ total: count() })
      .from(sysUser)
      .leftJoin(profile, eq(profile.userId, sysUser.id))
      .where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    records: rows.map((row) => ({
      id: row.id,
      realname: row.realname,
      workNo: row.workNo,
      post: row.positions.map(([code]) => code).join(','),
      post_dictText: row.positions.map(([, name]) => name).join(', '),
      departName: (row.departs as LocalizedText[]).map((name) => pickLocalized(name, ctx.locale)).join(', '),
      phone: row.phone,
      email: row.email,
    })),
    total,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(total / query.pageSize),
  };
}
