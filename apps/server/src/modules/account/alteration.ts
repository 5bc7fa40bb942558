import { createHash, randomBytes } from 'node:crypto';
import {
  AccountErrorKey,
  maskMobile,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  RESET_TICKET_TTL_SECONDS,
  type AlterationCheckResult,
  type AlterationResetRequest,
  type AlterationTicket,
  type AlterationVerifyRequest,
} from '@mall/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PublicContext } from '#platform/context';
import { hashPassword } from '#platform/auth/password';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { clearSignInFailures } from '../auth/service';
import { consumeSmsCode, resetMobileOf } from '../sms/service';
import { setUserPassword } from '../user/queries';
import { FieldErrors } from './field-errors';
import { sysPasswordReset } from './schema';
import { revokeSessions } from '../auth/queries';
import { removeThirdBindings } from '../sso/queries';
import { plainPassword } from './transport';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Step 1 of the forgotten-password flow: where the code will go. The flow has to show the account's
 * masked mobile, so this tells whether a username has an account with a phone (404 otherwise); the
 * calls are rate-limited by address and account.
 */
export async function checkAccount(ctx: PublicContext, username: string): Promise<AlterationCheckResult> {
  const { mobile } = await resetMobileOf(ctx.db, username);
  return { mobile: maskMobile(mobile) };
}

/**
 * Step 3 (after POST /sys/sms smsmode 2): the code sent to the account's mobile buys a single-use
 * ticket valid RESET_TICKET_TTL_SECONDS. A wrong, used or expired code is a field error on `smscode`.
 */
export async function verifyResetCode(
  ctx: PublicContext,
  body: AlterationVerifyRequest,
): Promise<AlterationTicket> {
  const { userId, mobile } = await resetMobileOf(ctx.db, body.username);
  if (!(await consumeSmsCode(ctx.db, mobile, body.smscode.trim(), 'reset'))) {
    const errors = new FieldErrors(ctx.locale);
    errors.text('smscode', 'smscodeWrong');
    errors.throwIfAny();
  }
  const ticket = randomBytes(32).toString('base64url');
  const now = Date.now();
  await ctx.db.delete(sysPasswordReset).where(lt(sysPasswordReset.expiresAt, new Date(now)));
  await ctx.db.insert(sysPasswordReset).values({
    id: newId(),
    ticketHash: hashTicket(ticket),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + RESET_TICKET_TTL_SECONDS * 1000),
  });
  return { ticket, expiresInSeconds: RESET_TICKET_TTL_SECONDS };
}

/**
 * Step 4: sets the new password with the ticket. The password rules are checked before the ticket is
 * used, so a typo does not cost it; an unknown, used or expired ticket is a 400. Every session of the
 * account ends, and so do its third-party bindings and a sign-in lock from earlier wrong passwords.
 */
export async function resetPassword(
  ctx: PublicContext,
  body: Required<AlterationResetRequest>,
): Promise<void> {
  const errors = new FieldErrors(ctx.locale);
  const password = await plainPassword(ctx, body.password);
  errors.problem(
    'password',
    passwordProblem(password),
    { required: 'passwordRequired', weak: 'passwordWeak' },
    PASSWORD_MAX_LENGTH,
  );
  const confirmation = await plainPassword(ctx, body.confirmPassword);
  if (password && confirmation !== password) errors.text('confirmPassword', 'confirmPasswordMismatch');
  errors.throwIfAny();

  const passwordHash = await hashPassword(password as string);
  const userId = await inTransaction(ctx, async (tx) => {
    const [used] = await tx
      .delete(sysPasswordReset)
      .where(
        and(
          eq(sysPasswordReset.ticketHash, hashTicket(body.ticket)),
          gt(sysPasswordReset.expiresAt, new Date()),
        ),
      )
      .returning({ userId: sysPasswordReset.userId });
    if (!used) throw new AppError(400, AccountErrorKey.resetTicketInvalid);
    await setUserPassword(tx, used.userId, passwordHash, 'password-reset');
    await revokeSessions(tx, used.userId);
    await removeThirdBindings(tx, used.userId);
    await clearSignInFailures(tx, used.userId);
    return used.userId;
  });
  ctx.log.info({ userId }, 'password reset by SMS, all sessions ended');
}
