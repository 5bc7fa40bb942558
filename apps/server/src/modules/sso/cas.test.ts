import { API_BASE, ErrorKey, SsoErrorKey, UserStatus } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret } from '#platform/security/totp';
import { createTestApp, type TestApp } from '../../test/app';
import { startCasPeer, type CasPeer } from '../../test/cas-peer';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { sysLog, sysUser } from '../../test/tables';
import { parseCasAnswer, serviceAllowed } from './cas';

const SERVICE = 'https://mall.example.com/mall/user/login';

let cas: CasPeer;
let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  cas = await startCasPeer();
  t = await createTestApp({
    env: {
      CAS_SERVER_URL: cas.url,
      CAS_SERVICE_URLS: 'https://mall.example.com/mall/,https://other.example.com/',
    },
  });
  tenantId = await addTenant(t.app.db, 'CAS');
});
afterAll(async () => {
  await t?.close();
  await cas?.close();
});

const validate = (ticket: string, service = SERVICE) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/cas/client/validateLogin`,
    payload: { ticket, service },
    headers: { 'accept-language': 'en' },
  });

describe('POST /sys/cas/client/validateLogin', () => {
  it('signs in the account named by the CAS user, answered like a password sign-in', async () => {
    const id = await addUser(t.app.db, { username: 'cas-alice', tenants: [tenantId] });
    const response = await validate(cas.issue('cas-alice', SERVICE));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, i18nKey: 'success.login', result: { userInfo: { id } } });
    expect(body.result.tenantList.map((tenant: { id: string }) => tenant.id)).toEqual([tenantId]);
    const home = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/mall/home`,
      headers: { 'x-access-token': body.result.token },
    });
    expect(home.statusCode).toBe(200);
    // The CAS server was asked with the ticket and the service, at the protocol 3 address.
    const asked = cas.requests.at(-1);
    expect(asked?.get('service')).toBe(SERVICE);
  });

  it('signs in the account whose username the CAS user names in another case', async () => {
    const id = await addUser(t.app.db, { username: 'cas-Carol', tenants: [tenantId] });
    const response = await validate(cas.issue('CAS-CAROL', SERVICE));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.userInfo).toMatchObject({ id, username: 'cas-Carol' });
  });

  it('records the sign-in in the login log under the account signed in, without the ticket', async () => {
    await addUser(t.app.db, { username: 'cas-logged', tenants: [tenantId] });
    const ticket = cas.issue('cas-logged', SERVICE);
    expect((await validate(ticket)).statusCode).toBe(200);
    await t.app.auditLog?.flush();
    const rows = await t.app.db.select().from(sysLog).where(eq(sysLog.username, 'cas-logged'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ logContent: 'sign-in succeeded', outcome: 'ok', tenantId });
    expect(JSON.stringify(rows[0])).not.toContain(ticket);
  });

  it('accepts a ticket once: a replay is refused without asking the CAS server again', async () => {
    await addUser(t.app.db, { username: 'cas-replay', tenants: [tenantId] });
    const ticket = cas.issue('cas-replay', SERVICE);
    expect((await validate(ticket)).statusCode).toBe(200);
    const asked = cas.requests.length;
    expectFailure(await validate(ticket), 400, SsoErrorKey.casTicketUsed, {
      message: 'The ticket was already used',
    });
    expect(cas.requests.length).toBe(asked);
  });

  it('refuses a service that is not allowed, a look-alike host included, without asking the CAS server', async () => {
    await addUser(t.app.db, { username: 'cas-service', tenants: [tenantId] });
    const asked = cas.requests.length;
    for (const service of [
      'https://evil.example.com/mall/user/login',
      'https://mall.example.com.evil.test/mall/user/login',
      'http://mall.example.com/mall/user/login',
      'https://mall.example.com/other/',
      'not a url',
    ]) {
      expectFailure(
        await validate(cas.issue('cas-service', service), service),
        400,
        SsoErrorKey.casServiceNotAllowed,
      );
    }
    expect(cas.requests.length).toBe(asked);
  });

  it('refuses a ticket the CAS server does not accept (unknown, or issued for another service)', async () => {
    await addUser(t.app.db, { username: 'cas-bob', tenants: [tenantId] });
    expectFailure(await validate('ST-made-up'), 401, SsoErrorKey.casTicketInvalid);
    const forOther = cas.issue('cas-bob', 'https://other.example.com/app');
    expectFailure(await validate(forOther, SERVICE), 401, SsoErrorKey.casTicketInvalid);
  });

  it('refuses a CAS user no account belongs to, and tells a deleted one', async () => {
    expectFailure(await validate(cas.issue('cas-nobody', SERVICE)), 403, ErrorKey.ssoNoAccount);
    await addUser(t.app.db, { username: 'cas-deleted', tenants: [tenantId], delFlag: 1 });
    expectFailure(await validate(cas.issue('cas-deleted', SERVICE)), 403, ErrorKey.userDeleted);
  });

  it('applies the account checks of a password sign-in: frozen, under review, no tenant, two-step', async () => {
    await addUser(t.app.db, { username: 'cas-frozen', tenants: [tenantId], status: UserStatus.frozen });
    expectFailure(await validate(cas.issue('cas-frozen', SERVICE)), 403, ErrorKey.userFrozen);
    await addUser(t.app.db, { username: 'cas-review', tenants: [tenantId], status: UserStatus.underReview });
    expectFailure(await validate(cas.issue('cas-review', SERVICE)), 403, ErrorKey.userUnderReview);
    await addUser(t.app.db, { username: 'cas-lonely', tenants: [] });
    expectFailure(await validate(cas.issue('cas-lonely', SERVICE)), 403, ErrorKey.loginFailed);

    const id = await addUser(t.app.db, { username: 'cas-2fa', tenants: [tenantId] });
    await t.app.db
      .update(sysUser)
      .set({ totpSecret: newTotpSecret(), totpEnabled: true })
      .where(eq(sysUser.id, id));
    const response = await validate(cas.issue('cas-2fa', SERVICE));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      i18nKey: 'success.twoFactorRequired',
      result: { twoFactorRequired: true },
    });
    expect(response.json().result.token).toBeUndefined();
  });

  it('refuses hostile or unreadable CAS answers as the server being unavailable', async () => {
    await addUser(t.app.db, { username: 'cas-xml', tenants: [tenantId] });
    const hostile = [
      // An entity that would expand to a user's name (and any external entity) is never read.
      `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY who "cas-xml">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&who;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>cas-xml',
      'not xml at all',
    ];
    try {
      for (const body of hostile) {
        cas.answerWith(body);
        expectFailure(await validate(cas.issue('cas-xml', SERVICE)), 503, SsoErrorKey.casUnavailable);
      }
    } finally {
      cas.answerWith(null);
    }
  });
});

describe('CAS answers and services', () => {
  const ns = 'xmlns:cas="http://www.yale.edu/tp/cas"';
  it('reads the user of a success and the code of a failure', () => {
    expect(
      parseCasAnswer(
        `<cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user> ann </cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      ),
    ).toEqual({ user: 'ann' });
    expect(
      parseCasAnswer(
        `<cas:serviceResponse ${ns}><cas:authenticationFailure code="INVALID_SERVICE">x</cas:authenticationFailure></cas:serviceResponse>`,
      ),
    ).toEqual({ failure: 'INVALID_SERVICE' });
  });

  it('takes no user from another namespace, another place or an empty element', () => {
    expect(
      parseCasAnswer(
        `<cas:serviceResponse xmlns:cas="urn:other"><cas:authenticationSuccess><cas:user>ann</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      ),
    ).toBeNull();
    expect(
      parseCasAnswer(
        `<cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:attributes><cas:user>ann</cas:user></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`,
      ),
    ).toBeNull();
    expect(
      parseCasAnswer(
        `<cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      ),
    ).toBeNull();
  });

  it('allows a service on an allowed origin under its path only', () => {
    const allowed = ['https://mall.example.com/mall/'];
    expect(serviceAllowed('https://mall.example.com/mall/user/login?x=1', allowed)).toBe(true);
    expect(serviceAllowed('https://mall.example.com/mallx', allowed)).toBe(false);
    expect(serviceAllowed('https://mall.example.com:8443/mall/', allowed)).toBe(false);
    // An entry without a trailing slash still ends at a path segment.
    const bare = ['http://host/mall'];
    expect(serviceAllowed('http://host/mall', bare)).toBe(true);
    expect(serviceAllowed('http://host/mall/x', bare)).toBe(true);
    expect(serviceAllowed('http://host/mallicious/x', bare)).toBe(false);
    expect(serviceAllowed('http://host/mall/../admin', bare)).toBe(false);
  });
});

describe('without CAS configured', () => {
  it('answers 404: no sign-in method of that name', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/cas/client/validateLogin`,
        payload: { ticket: 'ST-1', service: SERVICE },
      });
      expectFailure(response, 404, SsoErrorKey.providerUnknown);
    } finally {
      await plain.close();
    }
  });
});
