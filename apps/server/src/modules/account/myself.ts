import {
  AVATAR_PATH_PATTERN,
  ErrorKey,
  emailProblem,
  mobileProblem,
  textProblem,
  EMAIL_MAX_LENGTH,
  REALNAME_MAX_LENGTH,
  type Myself,
  type MyselfUpdate,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { FileStorage } from '#platform/files/storage';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { sysUser } from '../user/schema';
import { storedEmail } from '../user/service';
import { FieldErrors } from './field-errors';
import { addDuplicateErrors, refusingTakenNames } from './uniqueness';

/** The personal centre of the signed-in user: login account, name, phone, e-mail, avatar, two-step state. */
export async function getMyself(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  db: Database = ctx.db,
): Promise<Myself> {
  const [row] = await db
    .select({
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      email: sysUser.email,
      avatar: sysUser.avatar,
      twoFactorEnabled: sysUser.totpEnabled,
      version: sysUser.version,
    })
    .from(sysUser)
    .where(eq(sysUser.id, ctx.user.id))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row;
}

/**
 * Edits the signed-in user's name, phone and e-mail against the version the form read (409 when it
 * moved on). The name is required; an empty phone or e-mail clears it; a given one must pass its rule
 * and belong to no other live account.
 */
export async function updateMyself(ctx: RequestContext, body: MyselfUpdate): Promise<Myself> {
  const realname = body.realname.trim();
  const phone = body.phone?.trim() || null;
  const email = storedEmail(body.email);
  const errors = new FieldErrors(ctx.locale);
  errors.problem(
    'realname',
    textProblem(realname, REALNAME_MAX_LENGTH),
    { required: 'realnameRequired' },
    REALNAME_MAX_LENGTH,
  );
  if (phone) errors.mobile('phone', mobileProblem(phone));
  if (email) errors.problem('email', emailProblem(email), { format: 'emailFormat' }, EMAIL_MAX_LENGTH);
  errors.throwIfAny();
  await addDuplicateErrors(
    ctx.db,
    { mobile: { field: 'phone', value: phone }, email: { field: 'email', value: email } },
    errors,
    ctx.user.id,
  );
  errors.throwIfAny();

  const fields = { mobile: 'phone', email: 'email' };
  return refusingTakenNames(ctx.locale, fields, () =>
    inTransaction(ctx, async (tx) => {
      await updateVersioned(tx, sysUser, {
        id: ctx.user.id,
        version: body.version,
        set: { realname, phone, email },
        by: ctx.user.username,
        where: eq(sysUser.delFlag, 0),
      });
      return getMyself(ctx, tx);
    }),
  );
}

/**
 * Sets (or, with null, removes) the signed-in user's avatar: a picture an avatar upload stored, still
 * there. The picture is the user's alone to change, so it does not move the version the profile form
 * read.
 */
export async function updateAvatar(
  ctx: RequestContext,
  files: FileStorage,
  avatar: string | null,
): Promise<Myself> {
  if (avatar !== null && (!AVATAR_PATH_PATTERN.test(avatar) || (await files.size(avatar)) === null)) {
    const errors = new FieldErrors(ctx.locale);
    errors.text('avatar', 'avatarInvalid');
    errors.throwIfAny();
  }
  await ctx.db
    .update(sysUser)
    .set({ avatar, updateBy: ctx.user.username, updateTime: new Date() })
    .where(and(eq(sysUser.id, ctx.user.id), eq(sysUser.delFlag, 0)));
  return getMyself(ctx);
}
