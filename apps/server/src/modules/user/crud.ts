import {
  ErrorKey,
  pickLocalized,
  UserStatus,
  type UserAddRequest,
  type UserEditRequest,
  type UserFrozenBatchRequest,
  type UserRecord,
  type UserResetPasswordRequest,
} from '@mall/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { hashPassword } from '#platform/auth/password';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { sysCustomer } from '../account/schema';
import { sysSession } from '../auth/schema';
import { sysDepart, sysUserDepart } from '../depart/schema';
import { sysRole } from '../role/schema';
import { userAnswerMessages } from './messages';
import { sysUser, sysUserRole, sysUserTenant } from './schema';
import { getUser, liveUserInTenant, userText } from './service';
import { assertRelations, assertUnique } from './uniqueness';

type SelfRefusal = keyof typeof userAnswerMessages;

/** Replaces the user's roles in the acting tenant; their roles in other tenants stay as they are. */
async function setRoles(
  tx: Database,
  tenantId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  const tenantRoles = tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.tenantId, tenantId));
  await tx
    .delete(sysUserRole)
    .where(and(eq(sysUserRole.userId, userId), inArray(sysUserRole.roleId, tenantRoles)));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await tx.insert(sysUserRole).values(unique.map((roleId) => ({ userId, roleId })));
}

/** Replaces the user's departments in the acting tenant; other tenants' departments stay. */
async function setDeparts(
  tx: Database,
  tenantId: string,
  userId: string,
  departIds: readonly string[],
): Promise<void> {
  const tenantDeparts = tx
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(eq(sysDepart.tenantId, tenantId));
  await tx
    .delete(sysUserDepart)
    .where(and(eq(sysUserDepart.userId, userId), inArray(sysUserDepart.departId, tenantDeparts)));
  const unique = [...new Set(departIds)];
  if (unique.length > 0)
    await tx.insert(sysUserDepart).values(unique.map((departId) => ({ userId, departId })));
}

/**
 * Sets which of the caller's tenants the user belongs to; the acting tenant is always kept (else the
 * user would leave the list being edited), and tenants the caller is not in are never touched.
 */
async function setTenants(
  ctx: RequestContext,
  tx: Database,
  userId: string,
  tenantIds: readonly string[],
): Promise<void> {
  const callers = tx
    .select({ id: sysUserTenant.tenantId })
    .from(sysUserTenant)
    .where(eq(sysUserTenant.userId, ctx.user.id));
  const wanted = [...new Set([ctx.tenantId, ...tenantIds])];
  await tx
    .delete(sysUserTenant)
    .where(
      and(
        eq(sysUserTenant.userId, userId),
        inArray(sysUserTenant.tenantId, callers),
        notInArray(sysUserTenant.tenantId, wanted),
      ),
    );
  await tx
    .insert(sysUserTenant)
    .values(wanted.map((tenantId) => ({ userId, tenantId })))
    .onConflictDoNothing();
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** The validity columns to write: a field left out stays unchanged. */
function validityOf(body: { validFrom?: string | null | undefined; validTo?: string | null | undefined }) {
  return {
    ...(body.validFrom === undefined ? {} : { validFrom: toDate(body.validFrom) }),
    ...(body.validTo === undefined ? {} : { validTo: toDate(body.validTo) }),
  };
}

/** A batch change moves each row's version on, so that an edit form loaded before it gets a 409. */
function stamp(ctx: RequestContext) {
  return { version: sql`${sysUser.version} + 1`, updateBy: ctx.user.username, updateTime: new Date() };
}

/** The caller may not act on themself this way: a 400 with the reason, also as a field error on `field`. */
function refuseSelf(ctx: RequestContext, field: string, key: SelfRefusal): never {
  throw new AppError(400, key, {
    errors: [{ field, message: pickLocalized(userAnswerMessages[key], ctx.locale) }],
  });
}

/** Creates a user in the caller's tenant with a hashed password and the given roles. */
export async function addUser(ctx: RequestContext, body: UserAddRequest): Promise<UserRecord> {
  await assertUnique(ctx.db, body, ctx.locale);
  await assertRelations(ctx, body);
  const password = await hashPassword(body.password);
  const id = newId();
  return inTransaction(ctx, async (tx) => {
    await tx.insert(sysUser).values({
      id,
      username: body.username,
      realname: body.realname,
      password,
      phone: body.phone,
      email: body.email,
      status: body.status,
      ...validityOf(body),
      createBy: ctx.user.username,
    });
    await setTenants(ctx, tx, id, body.tenantIds ?? []);
    await setRoles(tx, ctx.tenantId, id, body.roleIds);
    if (body.departIds) await setDeparts(tx, ctx.tenantId, id, body.departIds);
    return getUser(ctx, id, tx);
  });
}

/** Edits a user of the caller's tenant against the version the client read (409 when it moved on). */
export async function editUser(ctx: RequestContext, body: UserEditRequest): Promise<UserRecord> {
  if (body.id === ctx.user.id && body.status === UserStatus.frozen)
    refuseSelf(ctx, 'status', ErrorKey.cannotFreezeSelf);
  await assertUnique(ctx.db, body, ctx.locale, body.id);
  await assertRelations(ctx, body);
  return inTransaction(ctx, async (tx) => {
    await updateVersioned(tx, sysUser, {
      id: body.id,
      version: body.version,
      set: {
        realname: body.realname,
        phone: body.phone,
        email: body.email,
        status: body.status,
        ...validityOf(body),
      },
      by: ctx.user.username,
      where: liveUserInTenant(tx, ctx.tenantId),
    });
    await setRoles(tx, ctx.tenantId, body.id, body.roleIds);
    if (body.departIds) await setDeparts(tx, ctx.tenantId, body.id, body.departIds);
    if (body.tenantIds) await setTenants(ctx, tx, body.id, body.tenantIds);
    if (body.customerType !== undefined || body.companyName !== undefined) await setCustomer(ctx, tx, body);
    return getUser(ctx, body.id, tx);
  });
}

/**
 * Soft-deletes users of the caller's tenant (del_flag = 1; their sessions stop working). Ids outside the
 * tenant are not touched; one id naming the caller refuses the whole call. Answers how many were deleted.
 */
export async function deleteUsers(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  if (ids.includes(ctx.user.id)) refuseSelf(ctx, ids.length === 1 ? 'id' : 'ids', ErrorKey.cannotDeleteSelf);
  const deleted = await ctx.db
    .update(sysUser)
    .set({ delFlag: 1, ...stamp(ctx) })
    .where(and(inArray(sysUser.id, [...ids]), liveUserInTenant(ctx.db, ctx.tenantId)))
    .returning({ id: sysUser.id });
  return deleted.length;
}

/** Freezes or unfreezes users of the caller's tenant; freezing oneself is refused. */
export async function freezeUsers(ctx: RequestContext, body: UserFrozenBatchRequest): Promise<number> {
  if (body.status === UserStatus.frozen && body.ids.includes(ctx.user.id)) {
    refuseSelf(ctx, 'ids', ErrorKey.cannotFreezeSelf);
  }
  const changed = await ctx.db
    .update(sysUser)
    .set({ status: body.status, ...stamp(ctx) })
    .where(and(inArray(sysUser.id, body.ids), liveUserInTenant(ctx.db, ctx.tenantId)))
    .returning({ id: sysUser.id });
  return changed.length;
}

/** A customer's type and company; an account without a customer row (staff) is refused on those fields. */
async function setCustomer(ctx: RequestContext, tx: Database, body: UserEditRequest): Promise<void> {
  const set = {
    ...(body.customerType === undefined ? {} : { customerType: body.customerType }),
    ...(body.companyName === undefined ? {} : { companyName: body.companyName }),
  };
  const updated = await tx
    .update(sysCustomer)
    .set(set)
    .where(eq(sysCustomer.userId, body.id))
    .returning({ userId: sysCustomer.userId });
  if (updated.length === 0) {
    const field = body.customerType === undefined ? 'companyName' : 'customerType';
    throw new AppError(400, ErrorKey.validation, {
      errors: [{ field, message: userText('customerOnly', ctx.locale) }],
    });
  }
}

/**
 * Staff set a new password for a user of their tenant (no old password needed). The user's sessions
 * end, so the new password takes effect at once; the row's version moves on.
 */
export async function resetUserPassword(ctx: RequestContext, body: UserResetPasswordRequest): Promise<void> {
  const password = await hashPassword(body.password);
  await inTransaction(ctx, async (tx) => {
    const changed = await tx
      .update(sysUser)
      .set({ password, ...stamp(ctx) })
      .where(and(eq(sysUser.id, body.id), liveUserInTenant(tx, ctx.tenantId)))
      .returning({ id: sysUser.id });
    if (changed.length === 0) throw new AppError(404, ErrorKey.notFound);
    if (body.id !== ctx.user.id) await tx.delete(sysSession).where(eq(sysSession.userId, body.id));
  });
  ctx.log.info({ userId: body.id }, 'password reset by staff');
}
