import { ErrorKey } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '#platform/auth/token';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { matchTotp } from '#platform/security/totp';
import { claimTotpStep, twoFactorStateOf } from '../user/queries';
import { sysLoginTicket } from './schema';

/** How long the second step may wait after the password was accepted. */
export const TWO_FACTOR_TICKET_TTL_MS = 5 * 60_000;
const SIX_DIGITS = /^\d{6}$/;

/** The ticket that stands for "password accepted" until the code is given. */
export async function issueTwoFactorTicket(db: Database, userId: string, now: number): Promise<string> {
  const ticket = newSessionToken();
  await db.insert(sysLoginTicket).values({
    ticketHash: hashSessionToken(ticket),
    userId,
    expiresAt: new Date(now + TWO_FACTOR_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * The user a ticket and authenticator code belong to. Not 6 digits: 400 login.twoFactorCodeFormat.
 * Unknown, used or expired ticket: 400 login.twoFactorExpired. A wrong code (or one already used)
 * counts as a failed sign-in (`countFailure`) and keeps the ticket for another try; the right one spends the ticket.
 */
export async function redeemTwoFactorTicket(
  db: Database,
  ticket: string,
  code: string,
  now: number,
  countFailure: (userId: string) => Promise<AppError>,
): Promise<string> {
  if (!SIX_DIGITS.test(code)) throw new AppError(400, ErrorKey.twoFactorCodeFormat);
  const ticketHash = hashSessionToken(ticket);
  const [ticketRow] = await db
    .select({ userId: sysLoginTicket.userId, expiresAt: sysLoginTicket.expiresAt })
    .from(sysLoginTicket)
    .where(eq(sysLoginTicket.ticketHash, ticketHash));
  const holder = ticketRow && (await twoFactorStateOf(db, ticketRow.userId));
  if (!ticketRow || !holder || ticketRow.expiresAt.getTime() <= now) {
    throw new AppError(400, ErrorKey.twoFactorExpired);
  }
  const found = { userId: ticketRow.userId, secret: holder.secret, enabled: holder.enabled };

  const step = found.enabled && found.secret ? matchTotp(found.secret, code, now) : null;
  // Storing the step only when it is later than the last one used makes every code single-use.
  const accepted = step !== null && (await claimTotpStep(db, found.userId, step));
  if (!accepted) {
    const refusal = await countFailure(found.userId);
    if (refusal.i18nKey === ErrorKey.accountLocked) {
      await db.delete(sysLoginTicket).where(eq(sysLoginTicket.ticketHash, ticketHash));
      throw refusal;
    }
    throw new AppError(400, ErrorKey.twoFactorCodeWrong, { result: refusal.result });
  }

  const spent = await db
    .delete(sysLoginTicket)
    .where(eq(sysLoginTicket.ticketHash, ticketHash))
    .returning({ userId: sysLoginTicket.userId });
  if (spent.length === 0) throw new AppError(400, ErrorKey.twoFactorExpired);
  return found.userId;
}
