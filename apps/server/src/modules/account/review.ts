import {
  AccountErrorKey,
  Permission,
  UserStatus,
  type PermissionCode,
  type ReviewResult,
  type UserStatusValue,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { ErrorKey } from '@mall/shared';
import { beyondAuthority, refuseBeyondTenant } from '../user/service';
import { isLiveMember, setReviewState } from '../user/queries';
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
  const updated = await inTransaction(ctx, async (tx) => {
    const change = { tenantId: ctx.tenantId, userId: id, from, to, memo, by: ctx.user.username };
    const row = await setReviewState(tx, change);
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
  const exists = await isLiveMember(ctx.db, ctx.tenantId, id);
  throw exists ? new AppError(409, AccountErrorKey.notUnderReview) : new AppError(404, ErrorKey.notFound);
}

/** Whether `id` is a live account of the caller's tenant (the accounts a reviewer may see). */
export function registrationInTenant(ctx: RequestContext, id: string): Promise<boolean> {
  return isLiveMember(ctx.db, ctx.tenantId, id);
}
