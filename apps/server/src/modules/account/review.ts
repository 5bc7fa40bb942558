import {
  AccountErrorKey,
  Permission,
  UserStatus,
  type PermissionCode,
  type ReviewResult,
  type UserStatusValue,
} from '@mall/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { ErrorKey } from '@mall/shared';
import { beyondAuthority, refuseBeyondTenant } from '../user/service';
import { sysUser, sysUserTenant } from '../user/schema';
import { tenantScope } from '#platform/tenancy';
import { inTransaction } from '#platform/db/transaction';
import { recordRegistrationEvent } from './registration-history';

/**
 * Staff decide on a registration of their tenant. Approve opens an account under review (or one
 * rejected earlier) for sign-in and clears the memo; reject keeps it closed and stores the reason, which
 * the account reads at its next sign-in attempt. Any other state is a 409; an account outside the
 * tenant is a 404; an account that also belongs to a tenant the reviewer does not administer is a 403
 * (its status is the person's). Each decision joins the registration's review history.
 */
export function approveRegistration(ctx: RequestContext, id: string): Promise<ReviewResult> {
  return decide(
    ctx,
    id,
    [UserStatus.underReview, UserStatus.rejected],
    UserStatus.normal,
    null,
    Permission.userApprove,
  );
}

export function rejectRegistration(ctx: RequestContext, id: string, reason: string): Promise<ReviewResult> {
  return decide(ctx, id, [UserStatus.underReview], UserStatus.rejected, reason, Permission.userReject);
}

async function decide(
  ctx: RequestContext,
  id: string,
  from: UserStatusValue[],
  to: UserStatusValue,
  memo: string | null,
  code: PermissionCode,
): Promise<ReviewResult> {
  if ((await beyondAuthority(ctx, [id], code)).size > 0) refuseBeyondTenant(ctx, ['id']);
  const inTenant = sql`exists (select 1 from ${sysUserTenant} where ${sysUserTenant.userId} = ${sysUser.id} and ${tenantScope(ctx, sysUserTenant)})`;
  const live = and(eq(sysUser.id, id), eq(sysUser.delFlag, 0), inTenant);
  const updated = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(sysUser)
      .set({
        status: to,
        reviewMemo: memo,
        version: sql`${sysUser.version} + 1`,
        updateBy: ctx.user.username,
        updateTime: sql`now()`,
      })
      .where(and(live, inArray(sysUser.status, from)))
      .returning({
        id: sysUser.id,
        username: sysUser.username,
        status: sysUser.status,
        reviewMemo: sysUser.reviewMemo,
      });
    if (row) {
      const kind = to === UserStatus.rejected ? 'rejected' : 'approved';
      await recordRegistrationEvent(tx, row.id, kind, ctx.user.username, memo);
    }
    return row;
  });
  if (updated) {
    ctx.log.info({ userId: id, status: to }, 'registration reviewed');
    return updated;
  }
  const [exists] = await ctx.db.select({ id: sysUser.id }).from(sysUser).where(live).limit(1);
  throw exists ? new AppError(409, AccountErrorKey.notUnderReview) : new AppError(404, ErrorKey.notFound);
}

/** Whether `id` is a live account of the caller's tenant (the accounts a reviewer may see). */
export async function registrationInTenant(ctx: RequestContext, id: string): Promise<boolean> {
  const inTenant = sql`exists (select 1 from ${sysUserTenant} where ${sysUserTenant.userId} = ${sysUser.id} and ${tenantScope(ctx, sysUserTenant)})`;
  const [row] = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, 0), inTenant))
    .limit(1);
  return row !== undefined;
}
