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
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { FileStorage } from '#platform/files/storage';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { isOwnUpload, removeOwnUpload } from '../file/service';
import { profileOf, setUserAvatar, updateOwnProfile } from '../user/queries';
import { storedEmail } from '../user/service';
import { FieldErrors } from './field-errors';
import { addDuplicateErrors, refusingTakenNames } from './uniqueness';

/** The personal centre of the signed-in user: login account, name, phone, e-mail, avatar, two-step state. */
export async function getMyself(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  db: Database = ctx.db,
): Promise<Myself> {
  const row = await profileOf(db, ctx.user.id);
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
      await updateOwnProfile(tx, {
        userId: ctx.user.id,
        version: body.version,
        set: { realname, phone, email },
        by: ctx.user.username,
      });
      return getMyself(ctx, tx);
    }),
  );
}

/**
 * Sets (or, with null, removes) the signed-in user's avatar: a picture the user's own avatar upload
 * stored, still there (another's picture cannot be taken). The picture it replaces, when it was the
 * user's upload, is deleted. The picture is the user's alone to change, so it does not move the version
 * the profile form read.
 */
export async function updateAvatar(
  ctx: RequestContext,
  files: FileStorage,
  avatar: string | null,
): Promise<Myself> {
  if (
    avatar !== null &&
    (!AVATAR_PATH_PATTERN.test(avatar) ||
      !(await isOwnUpload(ctx.db, ctx.user.id, avatar, 'avatar')) ||
      (await files.size(avatar)) === null)
  ) {
    const errors = new FieldErrors(ctx.locale);
    errors.text('avatar', 'avatarInvalid');
    errors.throwIfAny();
  }
  const replaced = await inTransaction(ctx, (tx) =>
    setUserAvatar(tx, ctx.user.id, avatar, ctx.user.username),
  );
  if (replaced && replaced !== avatar) await removeOwnUpload(ctx.db, files, ctx.user.id, replaced);
  return getMyself(ctx);
}
