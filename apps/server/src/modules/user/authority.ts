import { ErrorKey, pickLocalized, type PermissionCode } from '@mall/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { tenantsGranting } from '../permission/service';
import { userAnswerMessages } from './messages';
import { sysUser, sysUserTenant } from './schema';
import { outsideTenant, tenantScope } from '#platform/tenancy';

/**
 * What belongs to the person is one row shared by every tenant the person belongs to: username,
 * password, real name, phone, e-mail, status, validity, customer details, deletion and two-step setup.
 * Only the person, or a caller who administers every one of those tenants, may change it. A caller
 * administers a tenant for an action when their roles in that tenant grant the permission code the
 * action's route declares (system:user:edit for the password and the profile, system:user:frozen for
 * the status, system:user:delete for deletion). Every membership counts, a frozen tenant's too, so
 * that freezing a tenant hands its users to nobody. A tenant's administrator alone still manages that
 * tenant's membership: the person's roles, departments and positions there, and removal from it.
 *
 * Answers which of `userIds` (live members of the acting tenant, the caller left out) also belong to a
 * tenant where the caller lacks `code`.
 */
export async function beyondAuthority(
  ctx: RequestContext,
  userIds: readonly string[],
  code: PermissionCode,
  db: Database = ctx.db,
): Promise<Set<string>> {
  const others = [...new Set(userIds)].filter((id) => id !== ctx.user.id);
  if (others.length === 0) return new Set();
  const administered = tenantsGranting(db, ctx.user.id, code);
  const membersHere = db
    .select({ userId: sysUserTenant.userId })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(tenantScope(ctx, sysUserTenant), eq(sysUser.delFlag, 0)));
  const rows = await db
    .selectDistinct({ userId: sysUserTenant.userId })
    .from(sysUserTenant)
    .where(
      and(
        inArray(sysUserTenant.userId, others),
        inArray(sysUserTenant.userId, membersHere),
        outsideTenant(sysUserTenant.tenantId, ctx.tenantId),
        notInArray(sysUserTenant.tenantId, administered),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * The caller may not change what belongs to the person (see beyondAuthority): a 403 naming why, with a
 * field error on each of `fields`.
 */
export function refuseBeyondTenant(ctx: RequestContext, fields: readonly string[]): never {
  const message = pickLocalized(userAnswerMessages[ErrorKey.personBeyondTenant], ctx.locale);
  throw new AppError(403, ErrorKey.personBeyondTenant, {
    errors: fields.map((field) => ({ field, message })),
  });
}
