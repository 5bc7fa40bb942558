import {
  AccountErrorKey,
  ErrorKey,
  mobileProblem,
  SMS_CODE_PATTERN,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SmsMode,
  type Locale,
  type RuleProblem,
  type SmsPurpose,
  type SmsRequest,
  type SmsResult,
  pickLocalized,
} from '@mall/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PublicContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { liveUserByUsername, liveUserHoldsPhone } from '../user/queries';
import { hashSmsCode, newSalt, newSmsCode, smsCodeMatches } from './codes';
import { smsFieldMessages, type SmsFieldMessageKey } from './messages';
import { sysSmsCode } from './schema';
import type { SmsSender } from './senders';

/** Wrong tries after which a code is burnt. */
export const SMS_MAX_ATTEMPTS = 5;
/** Rows older than this are swept when codes are sent. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

const PURPOSE_OF_MODE: Record<SmsRequest['smsmode'], SmsPurpose> = {
  [SmsMode.login]: 'login',
  [SmsMode.reset]: 'reset',
};

/** An SMS-module field text in `locale`. */
export function smsFieldText(key: SmsFieldMessageKey, locale: Locale): string {
  return pickLocalized(smsFieldMessages[key], locale);
}

/** The field error of a mobile that breaks the rule ('请输入手机号' when missing), or null. */
export function mobileFieldMessage(problem: RuleProblem | null, locale: Locale): string | null {
  if (!problem) return null;
  return smsFieldText(problem === 'required' ? 'mobileRequired' : 'mobileFormat', locale);
}

/**
 * The mobile of the live account `username`, for the forgotten-password flow. An unknown account and an
 * account without a phone get the same 404: the flow needs to show where the code goes, nothing more.
 */
export async function resetMobileOf(
  db: Database,
  username: string,
): Promise<{ userId: string; mobile: string }> {
  const user = await liveUserByUsername(db, username);
  if (!user?.phone) throw new AppError(404, AccountErrorKey.accountNotFound);
  return { userId: user.id, mobile: user.phone };
}

/**
 * Sends a 6-digit code for POST /sys/sms. Login codes go to `mobile`, reset codes to the phone of the
 * account `username`. One mobile gets at most one code per SMS_RESEND_SECONDS (429 otherwise). A login code
 * to a mobile no live account holds is stored but not sent, and the answer is the same, so that the call
 * does not tell which numbers are registered. A code that the sender fails to deliver is deleted again
 * (503), so that the client may retry at once.
 */
export async function sendSmsCode(
  ctx: PublicContext,
  request: SmsRequest,
  sender: SmsSender,
): Promise<SmsResult> {
  const purpose = PURPOSE_OF_MODE[request.smsmode];
  const { mobile, deliver } = await recipientOf(ctx, request, purpose);
  const code = newSmsCode();
  const id = await inTransaction(ctx, async (tx) => {
    // One sender at a time per mobile, so that two parallel requests cannot both pass the 60 s rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    const now = Date.now();
    const [last] = await tx
      .select({ createdAt: sysSmsCode.createdAt })
      .from(sysSmsCode)
      .where(eq(sysSmsCode.mobile, mobile))
      .orderBy(desc(sysSmsCode.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - now : 0;
    if (waitMs > 0) {
      throw new AppError(429, AccountErrorKey.smsTooSoon, { params: { seconds: Math.ceil(waitMs / 1000) } });
    }
    await tx.delete(sysSmsCode).where(lt(sysSmsCode.expiresAt, new Date(now - SWEEP_AFTER_MS)));
    // A new code replaces the older ones of the same purpose.
    await tx
      .update(sysSmsCode)
      .set({ consumedAt: new Date(now) })
      .where(
        and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.purpose, purpose), isNull(sysSmsCode.consumedAt)),
      );
    const salt = newSalt();
    const rowId = newId();
    await tx.insert(sysSmsCode).values({
      id: rowId,
      mobile,
      purpose,
      salt,
      codeHash: hashSmsCode(salt, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_SECONDS * 1000),
    });
    return rowId;
  });

  if (deliver) {
    try {
      await sender.send({ mobile, code, purpose });
    } catch (error) {
      ctx.log.error({ err: error, sender: sender.name }, 'SMS code not delivered');
      await ctx.db.delete(sysSmsCode).where(eq(sysSmsCode.id, id));
      throw new AppError(503, AccountErrorKey.smsSendFailed);
    }
  }
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

async function recipientOf(
  ctx: PublicContext,
  request: SmsRequest,
  purpose: SmsPurpose,
): Promise<{ mobile: string; deliver: boolean }> {
  if (purpose === 'reset') {
    if (!request.username?.trim()) {
      throw new AppError(400, ErrorKey.validation, {
        errors: [{ field: 'username', message: smsFieldText('usernameRequired', ctx.locale) }],
      });
    }
    const { mobile } = await resetMobileOf(ctx.db, request.username);
    return { mobile, deliver: true };
  }
  const mobile = request.mobile?.trim() ?? '';
  const message = mobileFieldMessage(mobileProblem(mobile), ctx.locale);
  if (message) throw new AppError(400, ErrorKey.validation, { errors: [{ field: 'mobile', message }] });
  return { mobile, deliver: await liveUserHoldsPhone(ctx.db, mobile) };
}

/**
 * Uses up the code sent to `mobile` for `purpose`: true when `code` is the newest unexpired, unused code
 * (it cannot be used again), false otherwise. A wrong code counts against the stored one, which is burnt
 * after SMS_MAX_ATTEMPTS wrong tries.
 */
export async function consumeSmsCode(
  db: Database,
  mobile: string,
  code: string,
  purpose: SmsPurpose,
): Promise<boolean> {
  if (!SMS_CODE_PATTERN.test(code)) return false;
  const now = new Date();
  const [stored] = await db
    .select()
    .from(sysSmsCode)
    .where(
      and(
        eq(sysSmsCode.mobile, mobile),
        eq(sysSmsCode.purpose, purpose),
        isNull(sysSmsCode.consumedAt),
        gt(sysSmsCode.expiresAt, now),
      ),
    )
    .orderBy(desc(sysSmsCode.createdAt))
    .limit(1);
  if (!stored) return false;
  if (smsCodeMatches(stored.salt, stored.codeHash, code)) {
    // Only one of two parallel uses wins the update.
    const used = await db
      .update(sysSmsCode)
      .set({ consumedAt: now })
      .where(and(eq(sysSmsCode.id, stored.id), isNull(sysSmsCode.consumedAt)))
      .returning({ id: sysSmsCode.id });
    return used.length === 1;
  }
  await db
    .update(sysSmsCode)
    .set({
      attempts: sql`${sysSmsCode.attempts} + 1`,
      consumedAt: sql`case when ${sysSmsCode.attempts} + 1 >= ${SMS_MAX_ATTEMPTS} then now() else null end`,
    })
    .where(and(eq(sysSmsCode.id, stored.id), isNull(sysSmsCode.consumedAt)));
  return false;
}
