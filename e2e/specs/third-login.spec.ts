import { API_BASE } from '@mall/shared';
import type { Page } from '@playwright/test';
import { startOidcPeer, type OidcPeer } from '../../apps/server/src/test/oidc-peer';
import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts, type Language } from '../support/locale-texts';
import { mallServerPort, startMallServer } from '../support/mall-server';
import { chooseInModal, DEFAULT_TENANT_NAME, tenantNameShown } from '../support/session';
import { test as base, expect } from '../support/test';

const PROVIDER_NAMES = { zh: '测试身份源', en: 'Test identity' } as const;
const callbackUrl = (port: number) => `http://127.0.0.1:${port}${API_BASE}/sys/thirdLogin/callback/peer`;

/**
 * This spec's workers run a real OpenID provider (oidc-provider, see oidc-peer.ts) next to a mall server
 * configured to sign in with it: a worker fixture of its own, so other specs keep the plain server.
 */
const test = base.extend<object, { oidcPeer: OidcPeer }>({
  oidcPeer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const peer = await startOidcPeer([callbackUrl(mallServerPort(workerInfo.workerIndex))]);
      await use(peer);
      await peer.close();
    },
    { scope: 'worker' },
  ],
  mallServer: [
    async ({ oidcPeer }, use, workerInfo) => {
      const port = mallServerPort(workerInfo.workerIndex);
      const server = await startMallServer(workerInfo.workerIndex, {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        THIRD_LOGIN_PROVIDERS: JSON.stringify([
          {
            source: 'peer',
            name: PROVIDER_NAMES,
            issuer: oidcPeer.issuer,
            clientId: oidcPeer.clientId,
            clientSecret: oidcPeer.clientSecret,
          },
        ]),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * Answers the tenant and department questions that follow a sign-in (as after a password sign-in) until
 * the app leaves the /user pages.
 */
async function answerSignInQuestions(page: Page) {
  // The losers of the race are left pending for good, never rejected after the winner.
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => new Promise<never>(() => undefined));
  const timeout = 20_000;
  for (let step = 0; step < 3; step += 1) {
    const next = await Promise.race([
      quiet(page.waitForURL((url) => !url.pathname.includes('/user/'), { timeout })).then(
        () => 'landed' as const,
      ),
      quiet(page.getByTestId('tenant-modal').waitFor({ timeout })).then(() => 'tenant' as const),
      quiet(page.getByTestId('depart-modal').waitFor({ timeout })).then(() => 'depart' as const),
      page.waitForTimeout(timeout).then(() => 'timeout' as const),
    ]);
    if (next === 'landed') return;
    if (next === 'timeout')
      throw new Error('the sign-in neither landed nor asked for a tenant or department');
    if (next === 'tenant')
      await chooseInModal(page, 'tenant-modal', await tenantNameShown(page, DEFAULT_TENANT_NAME));
    else await chooseInModal(page, 'depart-modal');
  }
  await expect(page).not.toHaveURL(/\/user\//);
}

const CASES: { language: Language; person: string; account: { username: string; password: string } }[] = [
  { language: 'zh', person: 'peer-zh-person', account: ACCOUNTS.buyer },
  { language: 'en', person: 'peer-en-person', account: ACCOUNTS.sales },
];

for (const { language, person, account } of CASES) {
  test(`${language}: signs in through the OpenID provider, binds an account, signs in directly, then unbinds`, async ({
    page,
  }) => {
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    const auth = localeTexts(language, 'auth');
    const texts = localeTexts(language, 'account');
    const providerName = PROVIDER_NAMES[language];
    const providerLink = page.getByRole('link', { name: auth('third.with', { name: providerName }) });

    // The login page offers the provider; the keyboard follows it.
    await page.goto('/mall/user/login');
    await providerLink.focus();
    await page.keyboard.press('Enter');

    // The provider's own sign-in page (another origin).
    await expect(page.getByRole('heading', { name: 'Peer sign-in' })).toBeVisible();
    await page.getByLabel('Login name').fill(person);
    await page.keyboard.press('Enter');

    // Back in the mall: this identity is bound to no account yet, so bind one by its password.
    await expect(page).toHaveURL(/\/mall\/user\/third-login\?.*bindTicket=/);
    await expect(page.getByTestId('third-bind-intro')).toContainText(providerName);
    await expect(page.getByTestId('third-bind-intro')).toContainText(`${person}@peer.test`);
    await expect(page.getByLabel(auth('login.username'))).toBeFocused();
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong-password-1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('third-bind-form').getByRole('alert')).toBeVisible();
    await page.getByLabel(auth('login.password'), { exact: true }).fill(account.password);
    await page.keyboard.press('Enter');
    await answerSignInQuestions(page);

    // The personal centre shows the binding.
    await page.goto('/mall/mall/myself');
    await expect(page.getByTestId('myself-username')).toHaveText(account.username);
    const binding = page.getByTestId('third-binding');
    await expect(binding).toContainText(providerName);
    await expect(binding).toContainText(`${person}@peer.test`);

    // Signed out, the provider signs in directly now (its own session still holds: no page there).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'mall__LOCALE') localStorage.removeItem(key);
    });
    await page.goto('/mall/user/login');
    await providerLink.click();
    await answerSignInQuestions(page);
    await page.goto('/mall/mall/myself');
    await expect(page.getByTestId('myself-username')).toHaveText(account.username);

    // Unbind with the keyboard: the button, then the confirmation.
    await binding.getByRole('button', { name: texts('binding.unbind') }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(texts('binding.confirmTitle', { provider: providerName }));
    await confirm.getByRole('button', { name: texts('binding.unbind') }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('third-bindings')).toContainText(texts('binding.none'));

    // Unbound: the next provider sign-in asks to bind again.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key !== 'mall__LOCALE') localStorage.removeItem(key);
    });
    await page.goto('/mall/user/login');
    await providerLink.click();
    await expect(page).toHaveURL(/\/mall\/user\/third-login\?.*bindTicket=/);
    await expect(page.getByTestId('third-bind-form')).toBeVisible();
  });
}

test('a forged return from the provider is refused with the reason, in the page language', async ({
  page,
}) => {
  await page.goto(`${API_BASE}/sys/thirdLogin/callback/peer?code=forged&state=forged-state-value`);
  await expect(page).toHaveURL(/\/mall\/user\/third-login\?.*error=sso\.stateInvalid/);
  await expect(page.getByTestId('third-login-page')).toContainText(
    localeTexts('zh', 'auth')('third.error.stateInvalid'),
  );
  await page.getByTestId('third-back-to-login').click();
  await expect(page).toHaveURL(/\/mall\/user\/login/);
});
