import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { openedDialog } from '../support/dialogs';
import { storedToken } from '../support/server-session';
import {
  chooseInModal,
  DEFAULT_TENANT_NAME,
  signIn,
  switchLanguage,
  tenantNameShown,
} from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** The app's own texts, so that the spec follows wording changes in the locale files. */
function auth(language: Language) {
  const tree = localeTree<Tree>(language, 'auth');
  const login = tree.login as Tree;
  return {
    phoneTab: (login.tabs as Tree).phone as string,
    mobile: login.mobile as string,
    failed: login.failed as string,
    reLogin: (tree.reLogin as Tree).title as string,
  };
}

const BAD_CREDENTIALS: Record<Language, string> = {
  zh: '用户名或密码错误',
  en: 'Incorrect username or password',
};
/** The seeded demo buyer's mobile. */
const BUYER_MOBILE = '13800000003';

async function openLogin(page: Page, language: Language) {
  await page.goto('/mall/user/login');
  if (language === 'en') await switchLanguage(page, 'en');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
}

for (const language of ['zh', 'en'] as const) {
  const x = auth(language);

  test(`signs in with the username tab (${language})`, async ({ page }) => {
    await openLogin(page, language);
    await page.locator('#username').fill(ACCOUNTS.buyer.username);
    await page.locator('#password').fill(ACCOUNTS.buyer.password);
    await page.locator('#password').press('Enter');
    await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  });

  test(`signs in with the phone tab and the password (${language})`, async ({ page }) => {
    await openLogin(page, language);
    await page.getByRole('tab', { name: x.phoneTab }).click();
    await page.getByRole('textbox', { name: x.mobile }).fill(BUYER_MOBILE);
    await page.locator('#password').fill(ACCOUNTS.buyer.password);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  });

  test(`a wrong password shows the sign-in failure and leaves the button usable (${language})`, async ({
    page,
  }) => {
    await openLogin(page, language);
    await page.locator('#username').fill(ACCOUNTS.sales.username);
    await page.locator('#password').fill('Wrong-Password#1');
    await page.getByTestId('login-submit').click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: x.failed });
    await expect(notice).toContainText(BAD_CREDENTIALS[language]);
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    await expect(page).toHaveURL(/\/user\/login/);
  });
}

/** Answers the tenant and department questions that may follow a sign-in, until the re-login modal closes. */
async function settleReLogin(page: Page) {
  const modal = page.getByTestId('relogin-modal');
  for (let step = 0; step < 3; step += 1) {
    const next = await Promise.race([
      modal.waitFor({ state: 'hidden', timeout: 20_000 }).then(() => 'done' as const),
      page
        .getByTestId('tenant-modal')
        .waitFor({ timeout: 20_000 })
        .then(() => 'tenant' as const),
      page
        .getByTestId('depart-modal')
        .waitFor({ timeout: 20_000 })
        .then(() => 'depart' as const),
    ]);
    if (next === 'done') return;
    if (next === 'tenant')
      await chooseInModal(page, 'tenant-modal', await tenantNameShown(page, DEFAULT_TENANT_NAME));
    else await chooseInModal(page, 'depart-modal');
  }
  await expect(modal).toBeHidden();
}

test('a revoked session opens the re-login modal over the page; signing in there keeps the page', async ({
  page,
  request,
}) => {
  const x = auth('zh');
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/mall/system/user');
  const table = page.getByTestId('user-table');
  // Rows, whichever accounts: other specs' new users may fill the newest-first first page.
  const rows = table.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // The session ends elsewhere (e.g. another tab signed out): revoke the page's token through the API.
  const token = await storedToken(page);
  const revoked = await request.post('/mall/serversys/sys/logout', { headers: { 'X-Access-Token': token } });
  expect(revoked.ok()).toBe(true);

  // The next request of the page meets the 401 Token失效.
  await table.locator('.anticon-reload').first().click();
  const modal = await openedDialog(
    page.getByRole('dialog').filter({ has: page.getByTestId('relogin-modal') }),
  );
  await expect(modal).toContainText(x.reLogin);
  await expect(page.locator('#relogin_username')).toHaveValue(ACCOUNTS.admin.username);
  await page.locator('#relogin_password').fill(ACCOUNTS.admin.password);
  await modal.getByTestId('login-submit').click();
  await settleReLogin(page);

  await expect(page).toHaveURL(/\/mall\/system\/user/);
  await expect(rows.first()).toBeVisible();
  expect(await storedToken(page)).not.toBe(token);
});
