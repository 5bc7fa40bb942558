import {
  pickLocalized,
  type USER_SORT_COLUMNS,
  type Locale,
  type LocalizedText,
  type PageResult,
  type UserRecord,
  type UserStatusValue,
  type userListQuerySchema,
} from '@mall/shared';
import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { planList, type ListSpec } from '#platform/http/list';
import { inTenant } from '#platform/tenancy';
import { sysRole } from '../role/schema';
import { sysUser, sysUserRole, sysUserTenant } from './schema';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type UserListParams = z.output<typeof userListQuerySchema> & Record<string, unknown>;

const STATUS_TEXT: Record<UserStatusValue, LocalizedText> = {
  1: { zh: '正常', en: 'Normal' },
  2: { zh: '冻结', en: 'Frozen' },
};

const sortColumns: Record<(typeof USER_SORT_COLUMNS)[number], AnyColumn> = {
  username: sysUser.username,
  realname: sysUser.realname,
  createTime: sysUser.createTime,
};

const userList: ListSpec = {
  sortColumns,
  defaultSort: { column: sysUser.createTime, order: 'desc' },
  tieBreaker: sysUser.id,
  filters: {
    username: { column: sysUser.username, match: 'like' },
    realname: { column: sysUser.realname, match: 'like' },
    phone: { column: sysUser.phone, match: 'like' },
    status: { column: sysUser.status, match: 'eq' },
  },
};

/** A subquery for the role codes of the user in `userId` (a column of the outer query). */
export function roleCodesOf(userId: AnyColumn): SQL<string[]> {
  const codes = subquery
    .select({ code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, outerColumn(userId)))
    .orderBy(asc(sysRole.roleCode));
  return sql<string[]>`array(${codes})`;
}

/** The non-deleted users of one tenant, a page at a time. */
export async function listUsers(
  db: Database,
  query: UserListParams,
  tenantId: string,
  locale: Locale,
): Promise<PageResult<UserRecord>> {
  const plan = planList(query, userList);
  const inCallersTenant = inArray(
    sysUser.id,
    db
      .select({ userId: sysUserTenant.userId })
      .from(sysUserTenant)
      .where(inTenant(sysUserTenant.tenantId, tenantId)),
  );
  const where = and(eq(sysUser.delFlag, 0), inCallersTenant, plan.where);

  const [rows, totals] = await Promise.all([
    db
      .select({
        id: sysUser.id,
        username: sysUser.username,
        realname: sysUser.realname,
        phone: sysUser.phone,
        email: sysUser.email,
        status: sysUser.status,
        createTime: sysUser.createTime,
        roles: roleCodesOf(sysUser.id),
      })
      .from(sysUser)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(sysUser).where(where),
  ]);

  const records = rows.map((row) => ({
    ...row,
    status_dictText: pickLocalized(STATUS_TEXT[row.status], locale),
    createTime: row.createTime.toISOString(),
  }));
  return plan.page(records, totals[0]?.total ?? 0);
}
