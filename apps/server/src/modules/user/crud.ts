import {
  ErrorKey,
  passwordProblem,
  Permission,
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
import { fieldError } from '#platform/http/field-error';
import { newId } from '#platform/ids';
import { customerProfiles, setCustomerProfile } from '../account/queries';
import { revokeSessions } from '../auth/queries';
import { removeThirdBindings } from '../sso/queries';
import { transportedPassword } from '../auth/service';
import { replaceUserDepartsInTenant } from '../depart/queries';
import { replaceUserPositionsInTenant } from '../position/queries';
import { roleIdsOfTenant } from '../role/queries';
import { beyondAuthority, refuseBeyondTenant } from './authority';
import { userAnswerMessages, userMessages } from './messages';
import { sysUser, sysUserRole, sysUserTenant } from './schema';
import { getUser, liveUserInTenant } from './service';
import { assertRelations, assertUnique, refusingTakenLoginNames, storedEmail } from './uniqueness';
import { inTenant, inTenants } from '#platform/tenancy';

type SelfRefusal = keyof typeof userAnswerMessages;

/** Replaces the user's roles in the acting tenant; their roles in other tenants stay as they are. */
async function setRoles(
  tx: Database,
  tenantId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  const tenantRoles = roleIdsOfTenant(tenantId);
  await tx
    .delete(sysUserRole)
    .where(and(eq(sysUserRole.userId, userId), inArray(sysUserRole.roleId, tenantRoles)));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await tx.insert(sysUserRole).values(unique.map((roleId) => ({ userId, roleId })));
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
        inTenants(sysUserTenant.tenantId, callers),
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
  throw fieldError(ctx.locale, field, userAnswerMessages[key], { key });
}

const sameInstant = (stored: Date | null, sent: string | null | undefined) =>
  sent === undefined || (stored?.getTime() ?? null) === (sent === null ? null : Date.parse(sent));

/**
 * The personal fields of an edit that differ from the stored person (fields left out do not differ).
 * A user outside the acting tenant has none: the update answers 404 for them.
 */
async function changedPersonalFields(ctx: RequestContext, body: UserEditRequest): Promise<string[]> {
  const profile = customerProfiles();
  const [row] = await ctx.db
    .select({
      realname: sysUser.realname,
      workNo: sysUser.workNo,
      phone: sysUser.phone,
      email: sysUser.email,
      status: sysUser.status,
      validFrom: sysUser.validFrom,
      validTo: sysUser.validTo,
      customerType: profile.customerType,
      companyName: profile.companyName,
    })
    .from(sysUser)
    .leftJoin(profile, eq(profile.userId, sysUser.id))
    .where(and(eq(sysUser.id, body.id), liveUserInTenant(ctx.db, ctx.tenantId)));
  if (!row) return [];
  const differs: Record<string, boolean> = {
    realname: row.realname !== body.realname,
    workNo: body.workNo !== undefined && (row.workNo ?? null) !== (body.workNo || null),
    phone: (row.phone ?? null) !== (body.phone ?? null),
    email: (row.email ?? null) !== (body.email ?? null),
    status: row.status !== body.status,
    validFrom: !sameInstant(row.validFrom, body.validFrom),
    validTo: !sameInstant(row.validTo, body.validTo),
    customerType: body.customerType !== undefined && row.customerType !== body.customerType,
    companyName: body.companyName !== undefined && row.companyName !== body.companyName,
    password: body.password !== undefined,
  };
  return Object.keys(differs).filter((field) => differs[field]);
}

/**
 * The hash of a new password staff set for a user: sent as the transport ciphertext (a clear or
 * undecryptable value is a 400), and then held to the password rule (a field error on `password`).
 */
async function newPasswordHash(ctx: RequestContext, ciphertext: string): Promise<string> {
  const plain = await transportedPassword(ctx, 'password', ciphertext);
  if (passwordProblem(plain)) throw fieldError(ctx.locale, 'password', userMessages.passwordRule);
  return hashPassword(plain);
}

/** Creates a user in the caller's tenant with a hashed password and the given roles. */
export async function addUser(ctx: RequestContext, request: UserAddRequest): Promise<UserRecord> {
  return addUserWithHash(ctx, request, await newPasswordHash(ctx, request.password));
}

/** Creates a user as `addUser` does, with the hash of their password made already (`request.password` unused). */
export async function addUserWithHash(
  ctx: RequestContext,
  request: UserAddRequest,
  password: string,
): Promise<UserRecord> {
  const body = { ...request, email: storedEmail(request.email) };
  await assertUnique(ctx.db, body, ctx.locale);
  const { positionIds } = await assertRelations(ctx, body);
  const id = newId();
  return refusingTakenLoginNames(ctx.locale, () =>
    inTransaction(ctx, async (tx) => {
      await tx.insert(sysUser).values({
        id,
        username: body.username,
        realname: body.realname,
        workNo: body.workNo || null,
        password,
        phone: body.phone,
        email: body.email,
        status: body.status,
        ...validityOf(body),
        createBy: ctx.user.username,
      });
      await setTenants(ctx, tx, id, body.tenantIds ?? []);
      await setRoles(tx, ctx.tenantId, id, body.roleIds ?? []);
      if (body.departIds) await replaceUserDepartsInTenant(tx, ctx.tenantId, id, body.departIds);
      if (positionIds) await replaceUserPositionsInTenant(tx, ctx.tenantId, id, positionIds);
      return getUser(ctx, id, tx);
    }),
  );
}

/**
 * Edits a user of the caller's tenant against the version the client read (409 when it moved on). A
 * caller who does not administer all of the user's tenants changes the membership fields only (roles,
 * departments, tenants among their own); a personal field sent with a new value is a 403. A password
 * sent with the edit (encrypted for transport) replaces the user's and ends their sessions.
 */
export async function editUser(ctx: RequestContext, request: UserEditRequest): Promise<UserRecord> {
  const body = { ...request, email: storedEmail(request.email) };
  if (body.id === ctx.user.id && body.status === UserStatus.frozen)
    refuseSelf(ctx, 'status', ErrorKey.cannotFreezeSelf);
  const membershipOnly = (await beyondAuthority(ctx, [body.id], Permission.userEdit)).size > 0;
  if (membershipOnly) {
    const changed = await changedPersonalFields(ctx, body);
    if (changed.length > 0) refuseBeyondTenant(ctx, changed);
  } else {
    await assertUnique(ctx.db, body, ctx.locale, body.id);
  }
  const { positionIds } = await assertRelations(ctx, body);
  const password = body.password === undefined ? undefined : await newPasswordHash(ctx, body.password);
  return refusingTakenLoginNames(ctx.locale, () =>
    inTransaction(ctx, async (tx) => {
      await updateVersioned(tx, sysUser, {
        id: body.id,
        version: body.version,
        set: membershipOnly
          ? {}
          : {
              realname: body.realname,
              phone: body.phone,
              email: body.email,
              status: body.status,
              ...(body.workNo === undefined ? {} : { workNo: body.workNo || null }),
              ...validityOf(body),
              ...(password === undefined ? {} : { password }),
            },
        by: ctx.user.username,
        where: liveUserInTenant(tx, ctx.tenantId),
      });
      if (body.roleIds) await setRoles(tx, ctx.tenantId, body.id, body.roleIds);
      if (body.departIds) await replaceUserDepartsInTenant(tx, ctx.tenantId, body.id, body.departIds);
      if (positionIds) await replaceUserPositionsInTenant(tx, ctx.tenantId, body.id, positionIds);
      if (body.tenantIds) await setTenants(ctx, tx, body.id, body.tenantIds);
      const customer = body.customerType !== undefined || body.companyName !== undefined;
      if (customer && !membershipOnly) await setCustomer(ctx, tx, body);
      if (password !== undefined) await passwordReplaced(ctx, tx, body.id);
      return getUser(ctx, body.id, tx);
    }),
  );
}

/**
 * Removes `userId` from the acting tenant: the membership, and the roles and departments it held there.
 * The person, and their place in other tenants, stay.
 */
async function removeMembership(tx: Database, tenantId: string, userId: string): Promise<void> {
  await setRoles(tx, tenantId, userId, []);
  await replaceUserDepartsInTenant(tx, tenantId, userId, []);
  await replaceUserPositionsInTenant(tx, tenantId, userId, []);
  await tx
    .delete(sysUserTenant)
    .where(and(eq(sysUserTenant.userId, userId), inTenant(sysUserTenant.tenantId, tenantId)));
}

/**
 * Deletes users of the caller's tenant: a user whose every tenant the caller administers is soft-deleted
 * (del_flag = 1; their sessions stop working); a user who also belongs to a tenant the caller does not
 * administer leaves the acting tenant only. Ids outside the tenant are not touched; one id naming the
 * caller refuses the whole call. Answers how many were deleted or removed.
 */
export async function deleteUsers(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  if (ids.includes(ctx.user.id)) refuseSelf(ctx, ids.length === 1 ? 'id' : 'ids', ErrorKey.cannotDeleteSelf);
  return inTransaction(ctx, async (tx) => {
    const shared = await beyondAuthority(ctx, ids, Permission.userDelete, tx);
    for (const id of shared) await removeMembership(tx, ctx.tenantId, id);
    const owned = ids.filter((id) => !shared.has(id));
    const deleted =
      owned.length === 0
        ? []
        : await tx
            .update(sysUser)
            .set({ delFlag: 1, ...stamp(ctx) })
            .where(and(inArray(sysUser.id, owned), liveUserInTenant(tx, ctx.tenantId)))
            .returning({ id: sysUser.id });
    return deleted.length + shared.size;
  });
}

/**
 * Freezes or unfreezes users of the caller's tenant; freezing oneself is refused, and so is the whole
 * call when one user also belongs to a tenant the caller does not administer (the status is the person's).
 */
export async function freezeUsers(ctx: RequestContext, body: UserFrozenBatchRequest): Promise<number> {
  if (body.status === UserStatus.frozen && body.ids.includes(ctx.user.id)) {
    refuseSelf(ctx, 'ids', ErrorKey.cannotFreezeSelf);
  }
  if ((await beyondAuthority(ctx, body.ids, Permission.userFreeze)).size > 0)
    refuseBeyondTenant(ctx, ['ids']);
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
  if (!(await setCustomerProfile(tx, body.id, set))) {
    const field = body.customerType === undefined ? 'companyName' : 'customerType';
    throw fieldError(ctx.locale, field, userMessages.customerOnly);
  }
}

/**
 * Staff set a new password for a user of their tenant (no old password needed). The user's sessions
 * end, so the new password takes effect at once; the row's version moves on. A user who also belongs
 * to a tenant the caller does not administer is refused with 403.
 */
export async function resetUserPassword(
  ctx: RequestContext,
  request: UserResetPasswordRequest,
): Promise<void> {
  const userId = request.id ?? (await userIdByName(ctx, request.username ?? ''));
  if ((await beyondAuthority(ctx, [userId], Permission.userEdit)).size > 0)
    refuseBeyondTenant(ctx, ['password']);
  const password = await newPasswordHash(ctx, request.password);
  await inTransaction(ctx, async (tx) => {
    const changed = await tx
      .update(sysUser)
      .set({ password, ...stamp(ctx) })
      .where(and(eq(sysUser.id, userId), liveUserInTenant(tx, ctx.tenantId)))
      .returning({ id: sysUser.id });
    if (changed.length === 0) throw new AppError(404, ErrorKey.notFound);
    await passwordReplaced(ctx, tx, userId);
  });
  ctx.log.info({ userId }, 'password reset by staff');
}

/** The id of the live user of the caller's tenant named `username`; a 404 when there is none. */
async function userIdByName(ctx: RequestContext, username: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, username), liveUserInTenant(ctx.db, ctx.tenantId)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row.id;
}

/**
 * A user's password set by staff: their sessions end (not the caller's own, when they set their own) so
 * that the new one takes effect at once, and the third-party bindings the old one vouched for go.
 */
async function passwordReplaced(ctx: RequestContext, tx: Database, userId: string): Promise<void> {
  if (userId !== ctx.user.id) await revokeSessions(tx, userId);
  await removeThirdBindings(tx, userId);
}
