import {
  AccountErrorKey,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  type UpdatePasswordRequest,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { hashPassword, verifyPassword } from '#platform/auth/password';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { liveUserByUsername, setUserPassword } from '../user/queries';
import { FieldErrors } from './field-errors';
import { revokeSessions } from '../auth/queries';
import { removeThirdBindings } from '../sso/queries';
import { plainPassword } from './transport';

/**
 * Changes the signed-in user's password (POST /sys/user/updatePassword). Refusals carry the original
 * client's keys: noUser (the username is not the signed-in account), newPwdEmpty, PwdDisagree (the two
 * new entries differ), oldPwdError; a new password that breaks the password rule is a field error on
 * `password`. Success ends the user's other sessions (the one making the change stays signed in) and
 * their third-party bindings, which the old password vouched for.
 */
export async function changePassword(
  ctx: RequestContext,
  body: Required<UpdatePasswordRequest>,
): Promise<void> {
  const user = await liveUserByUsername(ctx.db, body.username);
  if (!user || user.id !== ctx.user.id) throw new AppError(400, AccountErrorKey.noUser);

  const password = await plainPassword(ctx, body.password);
  if (!password) throw new AppError(400, AccountErrorKey.newPwdEmpty);
  const confirmation = await plainPassword(ctx, body.confirmpassword);
  if (confirmation !== password) throw new AppError(400, AccountErrorKey.pwdDisagree);

  const errors = new FieldErrors(ctx.locale);
  errors.problem('password', passwordProblem(password), { weak: 'passwordWeak' }, PASSWORD_MAX_LENGTH);
  errors.throwIfAny();

  const oldPassword = await plainPassword(ctx, body.oldpassword);
  if (!oldPassword || !(await verifyPassword(user.password, oldPassword))) {
    throw new AppError(400, AccountErrorKey.oldPwdError);
  }

  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    await setUserPassword(tx, user.id, passwordHash, ctx.user.username);
    await revokeSessions(tx, user.id, ctx.user.sessionId);
    await removeThirdBindings(tx, user.id);
  });
  ctx.log.info({ userId: user.id }, 'password changed, other sessions ended');
}
