import {
  ErrorKey,
  SESSION_TTL_MS,
  loginTypeOf,
  type LoginAnswer,
  type Locale,
  type LoginResult,
  type MainIndexPage,
} from '@mall/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SessionStore } from '#platform/auth/guard';
import type { PublicContext, RequestContext } from '#platform/context';
import { verifyAgainstDummy, verifyPassword } from '#platform/auth/password';
import { hashSessionToken, newSessionToken } from '#platform/auth/token';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import type { CaptchaStore } from '#platform/security/captcha-store';
import { departsOfUser } from '../depart/service';
import { permissionCodesOf } from '../permission/service';
import { tenantsOfUser } from '../tenant/service';
import { activeTenantIdsOf, sessionUsers, signInAccount, type SignInLookup } from '../user/queries';
import { roleCodesOf } from '../user/service';
import { refusalOf } from './account-state';
import { checkCaptcha } from './captcha';
import {
  LOCK_AFTER_FAILURES,
  claimOwnerNotice,
  clearAccountFailures,
  clearFailures,
  failedAttempt,
  loginKeyOf,
  refuseWhileLocked,
  type LoginKey,
} from './lockout';
import { sysSession } from './schema';
import { decryptTransportPassword } from './transport-key';
import { issueTwoFactorTicket, redeemTwoFactorTicket } from './two-factor';
import { preloadedDictItems } from '../dict/service';
import { isCustomer } from '../account/queries';
import { publishSystemMessage } from '../announcement/service';
import { translate } from '#platform/i18n/translate';

export { decryptTransportPassword, transportedPassword, transportKeyOf } from './transport-key';

/** Ends an account's runs of failed sign-ins and their pauses: its owner has just proven who they are. */
export function clearSignInFailures(db: Database, userId: string): Promise<void> {
  return clearAccountFailures(db, userId);
}

/** How sign-in is set up for this deployment. */
export interface SignInSettings {
  /** null: the captcha is off (LOGIN_CAPTCHA=false). */
  captchas: CaptchaStore | null;
  mainIndexPage: MainIndexPage;
  /**
   * Spends the SMS code sent to `mobile` for signing in: true when it was the right one. Absent: phone
   * sign-in takes passwords only.
   */
  consumeSmsCode?: (ctx: PublicContext, mobile: string, code: string) => Promise<boolean>;
}

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  checkKey?: string | number | undefined;
}

export interface PhoneLogin {
  mobile: string;
  password?: string | undefined;
  smscode?: string | undefined;
  captcha?: string | undefined;
  checkKey?: string | number | undefined;
}

/**
 * POST /sys/login: an e-mail-shaped username signs in by e-mail (login type 0), any other by username
 * (type 1). The password arrives encrypted for transport.
 */
export async function login(
  ctx: PublicContext,
  body: PasswordLogin,
  settings: SignInSettings,
  source: string,
): Promise<LoginAnswer> {
  if (settings.captchas) await checkCaptcha(settings.captchas, body.checkKey, body.captcha);
  const password = await decryptTransportPassword(ctx, body.password);
  const column = loginTypeOf(body.username) === 0 ? 'email' : 'username';
  return signIn(ctx, { by: column, value: body.username }, passwordCheck(password), settings, source);
}

/** POST /sys/phoneLogin: the mobile with its password (encrypted for transport) or an SMS code. */
export async function phoneLogin(
  ctx: PublicContext,
  body: PhoneLogin,
  settings: SignInSettings,
  source: string,
): Promise<LoginAnswer> {
  if (settings.captchas) await checkCaptcha(settings.captchas, body.checkKey, body.captcha);
  const lookup = { by: 'phone', value: body.mobile } as const;
  if (body.password !== undefined) {
    const password = await decryptTransportPassword(ctx, body.password);
    return signIn(ctx, lookup, passwordCheck(password), settings, source);
  }
  const consume = settings.consumeSmsCode;
  if (body.smscode === undefined || !consume) throw new AppError(400, ErrorKey.badCredentials);
  const code = body.smscode;
  // The code was sent to this mobile: checking it against the account found by it is the proof.
  return signIn(
    ctx,
    lookup,
    { matches: () => consume(ctx, body.mobile, code), againstNobody: async () => false },
    settings,
    source,
  );
}

/** POST /sys/login/twoFactor: the ticket of an accepted password and the authenticator's code. */
export async function completeTwoFactor(
  ctx: PublicContext,
  body: { twoFactorToken: string; code: string },
  settings: SignInSettings,
  source: string,
): Promise<LoginResult> {
  const now = Date.now();
  const userId = await redeemTwoFactorTicket(ctx.db, body.twoFactorToken, body.code, now, (id) =>
    countFailure(ctx, loginKeyOf(id, '', source), now),
  );
  const user = await signInAccount(ctx.db, { by: 'id', id: userId });
  if (!user) throw new AppError(400, ErrorKey.twoFactorExpired);
  const refusal = refusalOf(user, now);
  if (refusal) throw refusal;
  return openSession(ctx, user, settings.mainIndexPage, now);
}

/** How the secret the user gave is checked against an account. */
interface SecretCheck {
  matches(account: Account): Promise<boolean>;
  /** Spends the time of a real check, for names no account has. */
  againstNobody(): Promise<false>;
}

function passwordCheck(password: string): SecretCheck {
  return {
    matches: (account) => verifyPassword(account.password, password),
    againstNobody: () => verifyAgainstDummy(password),
  };
}

type Account = NonNullable<Awaited<ReturnType<typeof signInAccount>>>;

/**
 * The one sign-in path. Order matters: a locked account is refused before its password is tried; an
 * unknown name and a wrong password get the same answer after the same work (and count and lock the
 * same way), so neither reveals whether the account exists; the account's state (frozen, under review,
 * deleted, outside its validity...) is told only to whoever gave the right password.
 */
async function signIn(
  ctx: PublicContext,
  lookup: Exclude<SignInLookup, { by: 'id' }>,
  secret: SecretCheck,
  settings: SignInSettings,
  source: string,
): Promise<LoginAnswer> {
  const account = await authenticate(ctx, lookup, secret, source);
  return finishSignIn(ctx, account, settings, Date.now());
}

/** The account whose secret was given, after the lockout, the failure count and its state allow it. */
async function authenticate(
  ctx: PublicContext,
  lookup: Exclude<SignInLookup, { by: 'id' }>,
  secret: SecretCheck,
  source: string,
): Promise<Account> {
  const { db } = ctx;
  const now = Date.now();
  const account = await signInAccount(db, lookup);
  const loginKey = loginKeyOf(account?.id ?? null, lookup.value, source);
  await refuseWhileLocked(db, loginKey, now);

  if (!account) {
    const deleted = await signInAccount(db, lookup, 'deleted');
    const matches = deleted ? await secret.matches(deleted) : await secret.againstNobody();
    if (!matches) throw await countFailure(ctx, loginKey, now);
    await clearFailures(db, loginKey);
    throw new AppError(403, ErrorKey.userDeleted);
  }
  if (!(await secret.matches(account))) throw await countFailure(ctx, loginKey, now);
  await clearFailures(db, loginKey);

  const refusal = refusalOf(account, now);
  if (refusal) throw refusal;
  return account;
}

/** The second step when the account has one, else its session. */
async function finishSignIn(
  ctx: PublicContext,
  account: Account,
  settings: SignInSettings,
  now: number,
): Promise<LoginAnswer> {
  if (account.totpEnabled) {
    return { twoFactorRequired: true, twoFactorToken: await issueTwoFactorTicket(ctx.db, account.id, now) };
  }
  return openSession(ctx, account, settings.mainIndexPage, now);
}

/**
 * The id of the account a username (or e-mail) and its password (encrypted for transport) belong to,
 * checked exactly as a password sign-in checks them (lockout, failure count, account state), without
 * opening a session: a third-party identity is bound to an account only on its password.
 */
export async function accountOfPassword(
  ctx: PublicContext,
  body: { username: string; password: string },
  source: string,
): Promise<string> {
  const password = await decryptTransportPassword(ctx, body.password);
  const column = loginTypeOf(body.username) === 0 ? 'email' : 'username';
  const account = await authenticate(
    ctx,
    { by: column, value: body.username },
    passwordCheck(password),
    source,
  );
  return account.id;
}

/**
 * Signs in an account whose owner another party has vouched for (a CAS server, a bound OpenID provider):
 * the same answer as a password sign-in, with the same checks after the password (deleted, frozen, under
 * review, outside validity, two-step verification, at least one tenant). An unknown account is 403
 * login.ssoNoAccount.
 */
export async function signInVouched(
  ctx: PublicContext,
  lookup: { by: 'id'; id: string } | { by: 'username'; value: string },
  settings: SignInSettings,
): Promise<LoginAnswer> {
  const now = Date.now();
  const account = await signInAccount(ctx.db, lookup);
  if (!account) {
    if (await signInAccount(ctx.db, lookup, 'deleted')) throw new AppError(403, ErrorKey.userDeleted);
    throw new AppError(403, ErrorKey.ssoNoAccount);
  }
  const refusal = refusalOf(account, now);
  if (refusal) throw refusal;
  return finishSignIn(ctx, account, settings, now);
}

/**
 * Counts a failed sign-in and answers its refusal. When the failures from one address start pausing an
 * account, its owner gets a system message (in every tenant of theirs, in the language they last used;
 * at most one an hour), so that someone else's attempts do not go unnoticed.
 */
async function countFailure(ctx: PublicContext, key: LoginKey, now: number): Promise<AppError> {
  const counted = await failedAttempt(ctx.db, key, now);
  const userId = key.subject.startsWith('user:') ? key.subject.slice('user:'.length) : null;
  if (userId && counted.failures === LOCK_AFTER_FAILURES) {
    await tellOwnerOfPause(ctx, userId, key.source, counted.lockMs, now).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'could not tell the owner about failed sign-ins'),
    );
  }
  return counted.error;
}

async function tellOwnerOfPause(
  ctx: PublicContext,
  userId: string,
  source: string,
  lockMs: number,
  now: number,
): Promise<void> {
  if (!(await claimOwnerNotice(ctx.db, userId, now))) return;
  const locale = (await lastUsedLocales(ctx.db, [userId])).get(userId) ?? 'zh';
  const tenants = await tenantsOfUser(ctx.db, userId, locale);
  // The address is what the server resolved; anything but address characters is dropped all the same.
  const address = source.replace(/[^0-9A-Za-z:.%-]/g, '');
  const params = { count: LOCK_AFTER_FAILURES, address, minutes: Math.ceil(lockMs / 60_000) };
  for (const tenant of tenants) {
    await publishSystemMessage(ctx, {
      tenantId: tenant.id,
      titile: translate(locale, 'login.failureNoticeTitle'),
      msgContent: `<p>${translate(locale, 'login.failureNoticeContent', params)}</p>`,
      userIds: [userId],
      priority: 'H',
      sender: 'system',
    });
  }
}

/** Opens a seven-day session in the user's first tenant and answers what the client keeps of it. */
async function openSession(
  { db, locale }: PublicContext,
  user: Account,
  mainIndexPage: MainIndexPage,
  now: number,
): Promise<LoginResult> {
  const tenantList = await tenantsOfUser(db, user.id, locale);
  const tenant = tenantList[0];
  if (!tenant) throw new AppError(403, ErrorKey.loginFailed);

  const token = newSessionToken();
  await db.insert(sysSession).values({
    id: newId(),
    tokenHash: hashSessionToken(token),
    userId: user.id,
    tenantId: tenant.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
    lastSeenAt: new Date(now),
    locale,
  });
  const { departs, multi_depart } = await departsOfUser(db, user.id, tenant.id, locale);

  return {
    token,
    userInfo: {
      id: user.id,
      username: user.username,
      realname: user.realname,
      avatar: user.avatar,
      phone: user.phone,
      email: user.email,
      relTenantIds: tenantList.map((t) => t.id).join(','),
      roles: user.roles,
    },
    mainIndexPage,
    tenantList,
    departs,
    multi_depart,
    // The dictionaries marked for preloading, so that the client shows their coded values without a call.
    sysAllDictItems: await preloadedDictItems(db, tenant.id, locale),
    customer: await isCustomer(db, user.id),
  };
}

/** Ends the session the request came with. */
/** Ends the caller's session; once that commits, its notification sockets close on every instance. */
export async function logout(ctx: RequestContext): Promise<void> {
  const { user, tenantId } = ctx;
  await inTransaction(ctx, async (tx, after) => {
    await removeSession(tx, user.sessionId);
    after.publish({
      type: 'session.ended',
      tenantId,
      aggregateId: user.sessionId,
      payload: { sessionId: user.sessionId, userId: user.id },
    });
  });
}

async function removeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sysSession).where(eq(sysSession.id, sessionId));
}

/** The sessions table as the auth guard sees it. */
export function sessionStore(db: Database): SessionStore {
  // Runs on every request: a named statement lets PostgreSQL keep its plan per connection, where
  // planning this join with its three subqueries costs several times its execution.
  const user = sessionUsers();
  const findSession = db
    .select({
      sessionId: sysSession.id,
      userId: sysSession.userId,
      username: user.username,
      tenantId: sysSession.tenantId,
      expiresAt: sysSession.expiresAt,
      lastSeenAt: sysSession.lastSeenAt,
      locale: sysSession.locale,
      tenantIds: activeTenantIdsOf(user.id),
      roles: roleCodesOf(user.id),
      permissions: permissionCodesOf(user.id),
    })
    .from(sysSession)
    .innerJoin(user, eq(user.id, sysSession.userId))
    .where(eq(sysSession.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_by_token_hash');
  return {
    async findByTokenHash(tokenHash) {
      const [session] = await findSession.execute({ tokenHash });
      return session ?? null;
    },
    remove: (sessionId) => removeSession(db, sessionId),
    async touch(sessionId, at, locale) {
      await db
        .update(sysSession)
        .set({ lastSeenAt: at, ...(locale ? { locale } : {}) })
        .where(eq(sysSession.id, sessionId));
    },
  };
}

/**
 * The language each of `userIds` last used (that of their most recently seen session that named one);
 * users without such a session are absent.
 */
export async function lastUsedLocales(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([sysSession.userId], { userId: sysSession.userId, locale: sysSession.locale })
    .from(sysSession)
    .where(and(inArray(sysSession.userId, [...userIds]), isNotNull(sysSession.locale)))
    .orderBy(asc(sysSession.userId), desc(sysSession.lastSeenAt));
  return new Map(rows.flatMap((row) => (row.locale ? [[row.userId, row.locale] as const] : [])));
}
