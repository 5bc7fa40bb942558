import {
  AccountErrorKey,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorState,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { verifyPassword } from '#platform/auth/password';
import { AppError } from '#platform/http/app-error';
import { matchTotp, newTotpSecret, totpUri } from '#platform/security/totp';
import { setTwoFactor, twoFactorStateOf } from '../user/queries';
import { plainPassword } from './transport';

/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'B2B Mall';

async function twoFactorOf(ctx: RequestContext) {
  const row = await twoFactorStateOf(ctx.db, ctx.user.id);
  if (!row) throw new AppError(400, AccountErrorKey.noUser);
  return row;
}

/**
 * Starts enrolment: a new secret, stored but not yet in force, and the otpauth:// URL to scan. While
 * two-step verification is on, it must be disabled first (409).
 */
export async function setupTwoFactor(ctx: RequestContext): Promise<TwoFactorSetup> {
  const state = await twoFactorOf(ctx);
  if (state.enabled) throw new AppError(409, AccountErrorKey.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await setTwoFactor(ctx.db, ctx.user.id, { totpSecret: secret, totpLastStep: null });
  return { secret, otpauthUrl: totpUri(secret, state.username, TOTP_ISSUER) };
}

/** Turns two-step verification on once a current code proves the authenticator holds the secret. */
export async function enableTwoFactor(ctx: RequestContext, code: string): Promise<TwoFactorState> {
  const state = await twoFactorOf(ctx);
  if (state.enabled) throw new AppError(409, AccountErrorKey.twoFactorAlreadyEnabled);
  if (!state.secret) throw new AppError(400, AccountErrorKey.twoFactorNotSetUp);
  const step = matchTotp(state.secret, code.trim(), Date.now());
  if (step === null) throw new AppError(400, AccountErrorKey.twoFactorCodeWrong);
  await setTwoFactor(ctx.db, ctx.user.id, { totpEnabled: true, totpLastStep: step });
  ctx.log.info({ userId: ctx.user.id }, 'two-step verification enabled');
  return { twoFactorEnabled: true };
}

/**
 * Turns two-step verification off with a current code not used before, or with the account password
 * (for a lost authenticator); the secret is forgotten.
 */
export async function disableTwoFactor(
  ctx: RequestContext,
  body: TwoFactorDisableRequest,
): Promise<TwoFactorState> {
  const state = await twoFactorOf(ctx);
  if (!state.enabled || !state.secret) throw new AppError(400, AccountErrorKey.twoFactorNotSetUp);
  let proven = false;
  if (body.code) {
    const step = matchTotp(state.secret, body.code.trim(), Date.now());
    proven = step !== null && (state.lastStep === null || step > state.lastStep);
  } else if (body.password) {
    const password = await plainPassword(ctx, body.password);
    proven = password !== null && (await verifyPassword(state.password, password));
  }
  if (!proven) throw new AppError(400, AccountErrorKey.twoFactorCodeWrong);
  await setTwoFactor(ctx.db, ctx.user.id, { totpEnabled: false, totpSecret: null, totpLastStep: null });
  ctx.log.info({ userId: ctx.user.id }, 'two-step verification disabled');
  return { twoFactorEnabled: false };
}
