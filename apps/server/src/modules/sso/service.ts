import {
  API_BASE,
  SsoErrorKey,
  THIRD_LOGIN_PAGE_PATH,
  WEB_BASE,
  pickLocalized,
  type LoginAnswer,
  type Locale,
  type RegisterResult,
  type ThirdBindInfo,
  type ThirdBinding,
  type ThirdLoginLanding,
  type ThirdProvider,
  type ThirdRegisterRequest,
} from '@mall/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { PublicContext, RequestContext } from '#platform/context';
import { uniqueViolationOf } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { newSessionToken } from '#platform/auth/token';
import type { ThirdLoginProviderConfig } from '../../config';
import { register } from '../account/service';
import { accountOfPassword, signInVouched, type SignInSettings } from '../auth/service';
import { signInAccount } from '../user/queries';
import { serviceAllowed, validateCasTicket } from './cas';
import { newAuthorization, redeemCallback } from './oidc';
import type { OnceStore } from './once-store';
import { sysThirdAccount } from './schema';

/** How long a started third-party sign-in may take at the provider. */
export const THIRD_STATE_TTL_MS = 10 * 60_000;
/** How long the one-time token of a finished third-party sign-in waits for the page to redeem it. */
export const THIRD_TOKEN_TTL_MS = 2 * 60_000;
/** How long an unbound identity waits for its owner to bind an account or register. */
export const THIRD_BIND_TTL_MS = 30 * 60_000;
/** How long a used CAS ticket is remembered: far beyond any CAS server's service-ticket lifetime. */
export const CAS_TICKET_MEMORY_MS = 24 * 60 * 60_000;
/** The cookie that ties a third-party sign-in's callback to the browser that started it. */
export const THIRD_STATE_COOKIE = 'mall_third_state';

export interface SsoSettings {
  providers: readonly ThirdLoginProviderConfig[];
  publicUrl: string | undefined;
  cas: { serverUrl: string; serviceUrls: readonly string[] } | null;
  store: OnceStore;
  signIn: SignInSettings;
}

export function providerOf(settings: SsoSettings, source: string): ThirdLoginProviderConfig {
  const provider = settings.providers.find((entry) => entry.source === source);
  if (!provider) throw new AppError(404, SsoErrorKey.providerUnknown);
  return provider;
}

export function providersFor(settings: SsoSettings, locale: Locale): ThirdProvider[] {
  return settings.providers.map((p) => ({ source: p.source, name: pickLocalized(p.name, locale) }));
}

const sourceNameOf = (settings: SsoSettings, source: string, locale: Locale) => {
  const provider = settings.providers.find((entry) => entry.source === source);
  return provider ? pickLocalized(provider.name, locale) : source;
};

export const callbackPath = (source: string) => `${API_BASE}/sys/thirdLogin/callback/${source}`;
const redirectUriOf = (settings: SsoSettings, source: string) =>
  `${(settings.publicUrl ?? '').replace(/\/+$/, '')}${callbackPath(source)}`;

/** Where the browser goes back to in the web app, with what happened. */
export function landingUrl(landing: ThirdLoginLanding): string {
  const query = new URLSearchParams(
    Object.entries(landing).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return `${WEB_BASE.replace(/\/+$/, '')}${THIRD_LOGIN_PAGE_PATH}?${query.toString()}`;
}

/**
 * Starts a third-party sign-in: state, nonce and PKCE verifier are made here and kept server-side,
 * single-use, for THIRD_STATE_TTL_MS; the provider gets the state, the nonce and the verifier's challenge.
 */
export async function startThirdLogin(
  settings: SsoSettings,
  source: string,
): Promise<{ url: string; state: string }> {
  const provider = providerOf(settings, source);
  const started = await newAuthorization(provider, redirectUriOf(settings, source));
  await settings.store.put(
    'oidc-state',
    started.state,
    { source, nonce: started.nonce, verifier: started.verifier },
    THIRD_STATE_TTL_MS,
  );
  return { url: started.url.href, state: started.state };
}

/**
 * The provider's callback. The state must be one this server started for this provider and this browser
 * (the cookie), unused and unexpired; it is spent whatever happens next. The code is redeemed with the
 * PKCE verifier and the ID token checked with the nonce. A bound identity gets a one-time sign-in token;
 * an unbound one a bind ticket. Every refusal is a landing with an error, never a session.
 */
export async function finishThirdLogin(
  ctx: PublicContext,
  settings: SsoSettings,
  source: string,
  query: { state?: string | undefined; rawQuery: string },
  browserState: string | undefined,
): Promise<ThirdLoginLanding> {
  const provider = providerOf(settings, source);
  // Only the browser that started the sign-in may spend its state: a callback without the cookie (or
  // with another) leaves the state for the real one.
  if (!query.state || !browserState || browserState !== query.state) {
    return { thirdType: source, error: SsoErrorKey.stateInvalid };
  }
  const pending = await settings.store.take('oidc-state', query.state);
  if (!pending || pending.source !== source) return { thirdType: source, error: SsoErrorKey.stateInvalid };
  let identity;
  try {
    const callbackUrl = new URL(`${redirectUriOf(settings, source)}?${query.rawQuery}`);
    identity = await redeemCallback(provider, callbackUrl, {
      state: query.state as string,
      nonce: String(pending.nonce),
      verifier: String(pending.verifier),
    });
  } catch (error) {
    ctx.log.info({ err: error, source }, 'third-party sign-in refused');
    return { thirdType: source, error: SsoErrorKey.providerRefused };
  }

  const [bound] = await ctx.db
    .select({ userId: sysThirdAccount.userId })
    .from(sysThirdAccount)
    .where(and(eq(sysThirdAccount.issuer, identity.issuer), eq(sysThirdAccount.subject, identity.subject)));
  if (bound) {
    const token = newSessionToken();
    await settings.store.put('third-login', token, { userId: bound.userId, source }, THIRD_TOKEN_TTL_MS);
    return { thirdType: source, token };
  }
  const bindTicket = newSessionToken();
  await settings.store.put('third-bind', bindTicket, { source, ...identity }, THIRD_BIND_TTL_MS);
  return { thirdType: source, bindTicket };
}

/** GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}: the one-time token answered like a sign-in. */
export async function redeemThirdLoginToken(
  ctx: PublicContext,
  settings: SsoSettings,
  token: string,
  thirdType: string,
): Promise<LoginAnswer> {
  // A token asked for under another provider's name is refused without spending it.
  const named = await settings.store.peek('third-login', token);
  if (!named || named.source !== thirdType) throw new AppError(400, SsoErrorKey.tokenInvalid);
  const entry = await settings.store.take('third-login', token);
  if (!entry) throw new AppError(400, SsoErrorKey.tokenInvalid);
  return signInVouched(ctx, { by: 'id', id: String(entry.userId) }, settings.signIn);
}

interface PendingIdentity {
  source: string;
  issuer: string;
  subject: string;
  displayName: string | null;
}

async function pendingIdentity(settings: SsoSettings, bindTicket: string): Promise<PendingIdentity> {
  const entry = await settings.store.peek('third-bind', bindTicket);
  if (!entry) throw new AppError(400, SsoErrorKey.bindTicketInvalid);
  return entry as unknown as PendingIdentity;
}

export async function bindInfo(
  ctx: PublicContext,
  settings: SsoSettings,
  bindTicket: string,
): Promise<ThirdBindInfo> {
  const identity = await pendingIdentity(settings, bindTicket);
  return {
    thirdType: identity.source,
    sourceName: sourceNameOf(settings, identity.source, ctx.locale),
    displayName: identity.displayName,
  };
}

/** Binds the ticket's identity to `userId`, spending the ticket. */
async function bind(
  ctx: PublicContext,
  settings: SsoSettings,
  bindTicket: string,
  userId: string,
): Promise<void> {
  const identity = (await settings.store.take('third-bind', bindTicket)) as PendingIdentity | null;
  if (!identity) throw new AppError(400, SsoErrorKey.bindTicketInvalid);
  try {
    await ctx.db.insert(sysThirdAccount).values({
      id: newId(),
      userId,
      source: identity.source,
      issuer: identity.issuer,
      subject: identity.subject,
      displayName: identity.displayName,
    });
  } catch (error) {
    if (uniqueViolationOf(error)) throw new AppError(409, SsoErrorKey.alreadyBound);
    throw error;
  }
}

/**
 * The bind step: the account's own password (checked, counted and locked like a sign-in) binds the
 * identity to it, then signs in as that account (its two-step verification still asked).
 */
export async function bindToAccount(
  ctx: PublicContext,
  settings: SsoSettings,
  body: { bindTicket: string; username: string; password: string },
  source: string,
): Promise<LoginAnswer> {
  await pendingIdentity(settings, body.bindTicket);
  const userId = await accountOfPassword(ctx, body, source);
  await bind(ctx, settings, body.bindTicket, userId);
  return signInVouched(ctx, { by: 'id', id: userId }, settings.signIn);
}

/** A customer registration that binds the identity: the new account goes to review as any other. */
export async function registerAndBind(
  ctx: PublicContext,
  settings: SsoSettings,
  body: Required<ThirdRegisterRequest>,
): Promise<RegisterResult> {
  await pendingIdentity(settings, body.bindTicket);
  const { bindTicket, ...registration } = body;
  const result = await register(ctx, registration);
  const account = await signInAccount(ctx.db, { by: 'username', value: result.username });
  if (account) await bind(ctx, settings, bindTicket, account.id);
  return result;
}

/** The signed-in user's bindings. */
export async function bindingsOf(ctx: RequestContext, settings: SsoSettings): Promise<ThirdBinding[]> {
  const rows = await ctx.db
    .select()
    .from(sysThirdAccount)
    .where(eq(sysThirdAccount.userId, ctx.user.id))
    .orderBy(asc(sysThirdAccount.createTime));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    sourceName: sourceNameOf(settings, row.source, ctx.locale),
    displayName: row.displayName,
    createTime: row.createTime.toISOString(),
  }));
}

/** Removes one of the signed-in user's own bindings; another's (or none) is 404. */
export async function unbind(ctx: RequestContext, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(sysThirdAccount)
    .where(and(eq(sysThirdAccount.id, id), eq(sysThirdAccount.userId, ctx.user.id)))
    .returning({ id: sysThirdAccount.id });
  if (removed.length === 0) throw new AppError(404, SsoErrorKey.bindingNotFound);
}

/**
 * POST /sys/cas/client/validateLogin: a CAS service ticket signs in the account of the CAS user's name,
 * answered like a password sign-in. The service must be an allowed one; a ticket is accepted once
 * (remembered for CAS_TICKET_MEMORY_MS, before it is even sent to the CAS server).
 */
export async function casLogin(
  ctx: PublicContext,
  settings: SsoSettings,
  body: { ticket: string; service: string },
): Promise<LoginAnswer> {
  const cas = settings.cas;
  if (!cas) throw new AppError(404, SsoErrorKey.providerUnknown);
  if (!serviceAllowed(body.service, cas.serviceUrls))
    throw new AppError(400, SsoErrorKey.casServiceNotAllowed);
  if (!(await settings.store.claim('cas-ticket', body.ticket, CAS_TICKET_MEMORY_MS))) {
    throw new AppError(400, SsoErrorKey.casTicketUsed);
  }
  const username = await validateCasTicket(cas.serverUrl, body.ticket, body.service);
  return signInVouched(ctx, { by: 'username', value: username }, settings.signIn);
}
