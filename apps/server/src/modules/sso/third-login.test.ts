import { API_BASE, ErrorKey, SsoErrorKey, UserStatus } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '#platform/http/access-log';
import { newTotpSecret } from '#platform/security/totp';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { signInAtPeer, startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { sysLog, sysUser } from '../../test/tables';
import { encryptPassword } from '../../test/transport';
import { sysThirdAccount } from './schema';

const PUBLIC_URL = 'http://127.0.0.1:9';
const CALLBACK = `${PUBLIC_URL}${API_BASE}/sys/thirdLogin/callback/peer`;

let peer: OidcPeer;
let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  peer = await startOidcPeer([CALLBACK]);
  t = await createTestApp({
    env: {
      AUDIT_LOG_FLUSH_MS: '50',
      PUBLIC_URL,
      THIRD_LOGIN_PROVIDERS: JSON.stringify([
        {
          source: 'peer',
          name: { zh: '测试身份源', en: 'Test identity' },
          issuer: peer.issuer,
          clientId: peer.clientId,
          clientSecret: peer.clientSecret,
        },
      ]),
    },
  });
  tenantId = await addTenant(t.app.db, 'Third-party');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: object; token?: string; cookie?: string } = {},
) =>
  t.app.inject({
    method,
    url: url.startsWith(API_BASE) ? url : `${API_BASE}${url}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      'accept-language': 'en',
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });

/** Starts a sign-in at our server: the provider's authorization URL and the browser's state cookie. */
async function start() {
  const response = await api('GET', '/sys/thirdLogin/render/peer');
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  return { authorizationUrl: String(response.headers.location), cookie, setCookie };
}

/** The browser's return to our callback, and the web page it is sent on to, with its query. */
async function callback(returnUrl: URL, cookie: string) {
  const response = await api('GET', `${returnUrl.pathname}${returnUrl.search}`, { cookie });
  expect(response.statusCode).toBe(302);
  const landing = new URL(String(response.headers.location), 'http://web');
  expect(landing.pathname).toBe('/mall/user/third-login');
  return Object.fromEntries(landing.searchParams);
}

/** A whole sign-in at the provider as `login`, through to the landing page's query. */
async function signInAs(login: string) {
  const { authorizationUrl, cookie } = await start();
  return callback(await signInAtPeer(authorizationUrl, login), cookie);
}

const bindAccount = async (bindTicket: string, username: string, password: string) =>
  api('POST', '/sys/thirdLogin/bindAccount', {
    payload: { bindTicket, username, password: await encryptPassword(t.app, password) },
  });

describe('third-party sign-in with OpenID Connect', () => {
  it('lists the configured providers in the request language', async () => {
    expect((await api('GET', '/sys/thirdLogin/providers')).json().result).toEqual([
      { source: 'peer', name: 'Test identity' },
    ]);
    const zh = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/thirdLogin/providers`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().result).toEqual([{ source: 'peer', name: '测试身份源' }]);
  });

  it('redirects to the provider with state, nonce and an S256 PKCE challenge, and ties the state to the browser', async () => {
    const { authorizationUrl, setCookie } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = url.searchParams.get('state');
    expect(setCookie).toContain(`mall_third_state=${state}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // The verifier never leaves the server.
    expect(authorizationUrl).not.toContain('code_verifier');
  });

  it('refuses an unknown provider', async () => {
    expectFailure(await api('GET', '/sys/thirdLogin/render/nobody'), 404, SsoErrorKey.providerUnknown);
  });

  it('binds a first sign-in to an existing account on its password, then signs in directly', async () => {
    const id = await addUser(t.app.db, { username: 'oidc-carol', tenants: [tenantId] });
    const first = await signInAs('carol-at-peer');
    expect(first).toMatchObject({ thirdType: 'peer' });
    expect(first.token).toBeUndefined();
    const bindTicket = first.bindTicket as string;

    const info = await api('GET', `/sys/thirdLogin/bindInfo/${bindTicket}`);
    expect(info.json().result).toEqual({
      thirdType: 'peer',
      sourceName: 'Test identity',
      displayName: 'carol-at-peer@peer.test',
    });

    // A wrong password is a failed sign-in and keeps the ticket for another try.
    expectFailure(await bindAccount(bindTicket, 'oidc-carol', 'Wrong#pass1'), 400, ErrorKey.badCredentials);
    const bound = await bindAccount(bindTicket, 'oidc-carol', TEST_PASSWORDS.demo);
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toMatchObject({ i18nKey: 'success.login', result: { userInfo: { id } } });
    // The ticket is spent.
    expectFailure(
      await bindAccount(bindTicket, 'oidc-carol', TEST_PASSWORDS.demo),
      400,
      SsoErrorKey.bindTicketInvalid,
    );

    const again = await signInAs('carol-at-peer');
    expect(again.bindTicket).toBeUndefined();
    const token = again.token as string;
    const login = await api('GET', `/sys/thirdLogin/getLoginUser/${token}/peer`);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      success: true,
      result: { userInfo: { id, username: 'oidc-carol' } },
    });
    const session = login.json().result.token as string;
    expect((await api('GET', '/mall/home', { token: session })).statusCode).toBe(200);
    // The sign-in is in the login log, its one-time token is in no log.
    await t.app.auditLog?.flush();
    const logged = await t.app.db.select().from(sysLog).where(eq(sysLog.username, 'oidc-carol'));
    // The wrong password, the bind step, the spent ticket's second bind and the direct sign-in.
    expect(logged.map((row) => row.outcome).sort()).toEqual(['failed', 'failed', 'ok', 'ok']);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(bindTicket);
    // The one-time token is spent.
    expectFailure(
      await api('GET', `/sys/thirdLogin/getLoginUser/${token}/peer`),
      400,
      SsoErrorKey.tokenInvalid,
    );
  });

  it('refuses a one-time token of another provider name without spending it, or one never issued', async () => {
    await addUser(t.app.db, { username: 'oidc-dave', tenants: [tenantId] });
    const first = await signInAs('dave-at-peer');
    await bindAccount(first.bindTicket as string, 'oidc-dave', TEST_PASSWORDS.demo);
    const { token } = await signInAs('dave-at-peer');
    expectFailure(
      await api('GET', `/sys/thirdLogin/getLoginUser/${token}/other`),
      400,
      SsoErrorKey.tokenInvalid,
    );
    // ... without spending it: its own provider's name still redeems it, once.
    expect((await api('GET', `/sys/thirdLogin/getLoginUser/${token}/peer`)).statusCode).toBe(200);
    expectFailure(
      await api('GET', `/sys/thirdLogin/getLoginUser/${token}/peer`),
      400,
      SsoErrorKey.tokenInvalid,
    );
    expectFailure(
      await api('GET', '/sys/thirdLogin/getLoginUser/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/peer'),
      400,
      SsoErrorKey.tokenInvalid,
    );
  });

  it('refuses a forged state, a state from another browser (without spending it), and a replayed callback', async () => {
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtPeer(authorizationUrl, 'erin-at-peer');

    const forged = new URL(returned);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state');
    expect(await callback(forged, 'mall_third_state=forged-state-forged-state-forged-state')).toEqual({
      thirdType: 'peer',
      error: SsoErrorKey.stateInvalid,
    });
    // The real state, in a browser that did not start this sign-in (no cookie, or another one).
    expect(await callback(returned, '')).toMatchObject({ error: SsoErrorKey.stateInvalid });

    const other = await start();
    const otherReturn = await signInAtPeer(other.authorizationUrl, 'erin-at-peer');
    expect(await callback(otherReturn, other.cookie)).toMatchObject({ bindTicket: expect.any(String) });
    // Replayed: the state is spent.
    expect(await callback(otherReturn, other.cookie)).toMatchObject({ error: SsoErrorKey.stateInvalid });
    // The callbacks without the browser's cookie did not spend the first attempt's state: its own
    // browser finishes the sign-in, once.
    expect(await callback(returned, cookie)).toMatchObject({ bindTicket: expect.any(String) });
    expect(await callback(returned, cookie)).toMatchObject({ error: SsoErrorKey.stateInvalid });
  });

  it('refuses an ID token whose nonce was forged or replayed from an earlier sign-in', async () => {
    const earlier = await start();
    const earlierNonce = new URL(earlier.authorizationUrl).searchParams.get('nonce') as string;
    await callback(await signInAtPeer(earlier.authorizationUrl, 'frank-at-peer'), earlier.cookie);

    for (const nonce of ['forged-nonce-forged-nonce-forged', earlierNonce]) {
      const { authorizationUrl, cookie } = await start();
      // Same state and PKCE challenge as our server asked for, but another nonce at the provider.
      const tampered = new URL(authorizationUrl);
      tampered.searchParams.set('nonce', nonce);
      const returned = await signInAtPeer(tampered.href, 'frank-at-peer');
      expect(returned.searchParams.get('code')).toBeTruthy();
      expect(await callback(returned, cookie)).toEqual({
        thirdType: 'peer',
        error: SsoErrorKey.providerRefused,
      });
    }
  });

  it('refuses a code without the PKCE verifier it was issued for', async () => {
    // Someone who got hold of a code cannot redeem it at the provider without the verifier ...
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtPeer(authorizationUrl, 'gina-at-peer');
    const tokenResponse = await fetch(`${peer.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${peer.clientId}:${peer.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: returned.searchParams.get('code') as string,
        redirect_uri: CALLBACK,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(400);
    expect(await tokenResponse.json()).toMatchObject({ error: 'invalid_grant' });
    // ... while our server, which has it, still can.
    expect(await callback(returned, cookie)).toMatchObject({ bindTicket: expect.any(String) });

    // ... and a sign-in started with another challenge (not ours) fails our verifier.
    const second = await start();
    const tampered = new URL(second.authorizationUrl);
    tampered.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(await callback(await signInAtPeer(tampered.href, 'gina-at-peer'), second.cookie)).toMatchObject({
      error: SsoErrorKey.providerRefused,
    });

    // ... and one without any challenge is refused by the provider, which our callback passes on.
    const third = await start();
    const bare = new URL(third.authorizationUrl);
    bare.searchParams.delete('code_challenge');
    bare.searchParams.delete('code_challenge_method');
    const refused = await signInAtPeer(bare.href, 'gina-at-peer');
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(await callback(refused, third.cookie)).toMatchObject({ error: SsoErrorKey.providerRefused });
  });

  it('asks a two-step account for its code, and refuses a frozen one, after a bound sign-in', async () => {
    const id = await addUser(t.app.db, { username: 'oidc-hank', tenants: [tenantId] });
    const first = await signInAs('hank-at-peer');
    await t.app.db
      .update(sysUser)
      .set({ totpSecret: newTotpSecret(), totpEnabled: true })
      .where(eq(sysUser.id, id));
    const bound = await bindAccount(first.bindTicket as string, 'oidc-hank', TEST_PASSWORDS.demo);
    expect(bound.json()).toMatchObject({ result: { twoFactorRequired: true } });

    const { token } = await signInAs('hank-at-peer');
    const login = await api('GET', `/sys/thirdLogin/getLoginUser/${token}/peer`);
    expect(login.json()).toMatchObject({
      i18nKey: 'success.twoFactorRequired',
      result: { twoFactorRequired: true },
    });

    await t.app.db.update(sysUser).set({ status: UserStatus.frozen }).where(eq(sysUser.id, id));
    const frozen = await signInAs('hank-at-peer');
    expectFailure(
      await api('GET', `/sys/thirdLogin/getLoginUser/${frozen.token}/peer`),
      403,
      ErrorKey.userFrozen,
    );
  });

  it('registers a new customer from a first sign-in: under review, bound, and refused until approved', async () => {
    const first = await signInAs('ivy-at-peer');
    const plain = { password: 'Ivy#Pass12', confirmPassword: 'Ivy#Pass12' };
    const payload = {
      bindTicket: first.bindTicket,
      username: 'ivy.buyer',
      password: await encryptPassword(t.app, plain.password),
      confirmPassword: await encryptPassword(t.app, plain.confirmPassword),
      mobile: '13912340001',
      companyName: 'Ivy Parts Ltd',
      email: 'ivy@ivy.example',
      area: 'CN',
      website: '',
      address: '2 Industrial Road, Suzhou',
      tracenodeId: 'distributor',
      contactPerson: 'Ivy',
    };
    // A field error leaves the ticket for the corrected form.
    const bad = await api('POST', '/sys/thirdLogin/register', { payload: { ...payload, email: 'not-mail' } });
    expect(bad.statusCode).toBe(400);
    const registered = await api('POST', '/sys/thirdLogin/register', { payload });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().result).toEqual({ username: 'ivy.buyer', status: UserStatus.underReview });

    const [binding] = await t.app.db
      .select()
      .from(sysThirdAccount)
      .where(eq(sysThirdAccount.subject, 'ivy-at-peer'));
    expect(binding).toBeDefined();
    const again = await signInAs('ivy-at-peer');
    expectFailure(
      await api('GET', `/sys/thirdLogin/getLoginUser/${again.token}/peer`),
      403,
      ErrorKey.userUnderReview,
    );
  });

  it('shows the signed-in user their bindings and removes only their own', async () => {
    await addUser(t.app.db, { username: 'oidc-jack', tenants: [tenantId] });
    const first = await signInAs('jack-at-peer');
    const session = (await bindAccount(first.bindTicket as string, 'oidc-jack', TEST_PASSWORDS.demo)).json()
      .result.token as string;
    const list = await api('GET', '/sys/thirdLogin/bindings', { token: session });
    expect(list.json().result).toEqual([
      {
        id: expect.any(String),
        source: 'peer',
        sourceName: 'Test identity',
        displayName: 'jack-at-peer@peer.test',
        createTime: expect.any(String),
      },
    ]);
    const bindingId = list.json().result[0].id as string;

    // Another user cannot remove it.
    const other = await addUser(t.app.db, { username: 'oidc-kim', tenants: [tenantId] });
    expect(other).toBeTruthy();
    const kim = await t.login('oidc-kim');
    expectFailure(
      await api('DELETE', `/sys/thirdLogin/unbind?id=${bindingId}`, { token: kim }),
      404,
      SsoErrorKey.bindingNotFound,
    );
    expect((await api('GET', '/sys/thirdLogin/bindings', { token: kim })).json().result).toEqual([]);
    expectFailure(await api('GET', '/sys/thirdLogin/bindings'), 401, 'error.unauthorized');

    const removed = await api('DELETE', `/sys/thirdLogin/unbind?id=${bindingId}`, { token: session });
    expect(removed.statusCode).toBe(200);
    expect((await api('GET', '/sys/thirdLogin/bindings', { token: session })).json().result).toEqual([]);
    // Unbound: the next sign-in asks to bind again.
    expect(await signInAs('jack-at-peer')).toMatchObject({ bindTicket: expect.any(String) });
  });

  it('stops signing in a bound identity once the owner changes the password it was bound with', async () => {
    await addUser(t.app.db, { username: 'oidc-mona', tenants: [tenantId] });
    const first = await signInAs('mona-at-peer');
    const session = (await bindAccount(first.bindTicket as string, 'oidc-mona', TEST_PASSWORDS.demo)).json()
      .result.token as string;
    expect(await signInAs('mona-at-peer')).toMatchObject({ token: expect.any(String) });
    const changed = await api('POST', '/sys/user/updatePassword', {
      token: session,
      payload: {
        username: 'oidc-mona',
        oldpassword: await encryptPassword(t.app, TEST_PASSWORDS.demo),
        password: await encryptPassword(t.app, 'Changed#pass7'),
        confirmpassword: await encryptPassword(t.app, 'Changed#pass7'),
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api('GET', '/sys/thirdLogin/bindings', { token: session })).json().result).toEqual([]);
    // The identity is a stranger again: it must be bound anew, with the new password.
    expect(await signInAs('mona-at-peer')).toMatchObject({ bindTicket: expect.any(String) });
  });

  it('refuses to bind a second identity of the same provider to one account', async () => {
    await addUser(t.app.db, { username: 'oidc-lena', tenants: [tenantId] });
    const first = await signInAs('lena-one');
    await bindAccount(first.bindTicket as string, 'oidc-lena', TEST_PASSWORDS.demo);
    const second = await signInAs('lena-two');
    expectFailure(
      await bindAccount(second.bindTicket as string, 'oidc-lena', TEST_PASSWORDS.demo),
      409,
      SsoErrorKey.alreadyBound,
    );
  });
});

describe('logs of third-party sign-in', () => {
  it('show neither the one-time token nor the bind ticket of a path', () => {
    expect(loggableUrl(`${API_BASE}/sys/thirdLogin/getLoginUser/secret-token-value/peer?_t=1`)).toBe(
      `${API_BASE}/sys/thirdLogin/getLoginUser/[redacted]/peer?_t`,
    );
    expect(loggableUrl(`${API_BASE}/sys/thirdLogin/bindInfo/secret-ticket-value`)).toBe(
      `${API_BASE}/sys/thirdLogin/bindInfo/[redacted]`,
    );
  });
});

describe('without providers configured', () => {
  it('lists none and starts none', async () => {
    const plain = await createTestApp();
    try {
      const list = await plain.app.inject({ method: 'GET', url: `${API_BASE}/sys/thirdLogin/providers` });
      expect(list.json().result).toEqual([]);
      const render = await plain.app.inject({ method: 'GET', url: `${API_BASE}/sys/thirdLogin/render/peer` });
      expectFailure(render, 404, SsoErrorKey.providerUnknown);
    } finally {
      await plain.close();
    }
  });
});
