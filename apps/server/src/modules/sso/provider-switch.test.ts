import { API_BASE, ErrorKey, SsoErrorKey, type ThirdProvider, type ThirdProviderState } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, resultOf } from '../../test/org-fixtures';

const PUBLIC_URL = 'http://127.0.0.1:9';
const PROVIDER = {
  source: 'corp',
  name: { zh: '企业账号', en: 'Corporate account' },
  issuer: 'http://127.0.0.1:9/issuer',
  clientId: 'mall',
  clientSecret: 'secret-of-the-client',
};

let t: TestApp;
let adminToken: string;
let tenantAdminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, THIRD_LOGIN_PROVIDERS: JSON.stringify([PROVIDER]) } });
  adminToken = await t.login('admin');
  tenantAdminToken = (await addTenantWithUser(t, 'SSO strangers', 'sso-stranger')).token;
});
afterAll(async () => t?.close());

const publicProviders = async () =>
  (await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/thirdLogin/providers` })).json()
    .result as ThirdProvider[];
const states = async (language: 'zh' | 'en' = 'zh') =>
  resultOf<ThirdProviderState[]>(
    await apiCall(t, adminToken, 'GET', '/sys/thirdProvider/list', undefined, language),
  );
const setEnabled = (enabled: boolean, token = adminToken, source = 'corp') =>
  apiCall(t, token, 'PUT', '/sys/thirdProvider/edit', { source, enabled });

describe('third-party sign-in providers, as platform administrators see them', () => {
  it('lists the configured providers with their state and the callback URL to register, in either language', async () => {
    expect(await states('en')).toEqual([
      {
        source: 'corp',
        name: 'Corporate account',
        issuer: PROVIDER.issuer,
        enabled: true,
        configured: true,
        callbackUrl: `${PUBLIC_URL}${API_BASE}/sys/thirdLogin/callback/corp`,
      },
    ]);
    expect((await states('zh'))[0]?.name).toBe('企业账号');
  });

  it('a provider switched off is neither offered nor started, and is offered again once switched on', async () => {
    expect((await publicProviders()).map((provider) => provider.source)).toEqual(['corp']);
    resultOf(await setEnabled(false));
    expect(await publicProviders()).toEqual([]);
    expect((await states())[0]?.enabled).toBe(false);
    expectFailure(
      await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/thirdLogin/render/corp` }),
      404,
      SsoErrorKey.providerUnknown,
    );
    resultOf(await setEnabled(true));
    expect((await publicProviders()).map((provider) => provider.source)).toEqual(['corp']);
    expect((await states())[0]?.enabled).toBe(true);
  });

  it('refuses a source that is not configured', async () => {
    expectFailure(await setEnabled(false, adminToken, 'nobody'), 404, SsoErrorKey.providerUnknown);
  });

  it("is the platform's: another tenant's administrator can neither list nor switch", async () => {
    expectFailure(
      await apiCall(t, tenantAdminToken, 'GET', '/sys/thirdProvider/list'),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(await setEnabled(false, tenantAdminToken), 403, ErrorKey.forbidden);
    expect((await states())[0]?.enabled).toBe(true);
  });
});
