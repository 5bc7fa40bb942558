import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { chooseInModal, signInThroughApi, switchLanguage, tenantNameShown } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** The app's own texts, so that the spec follows wording changes in the locale files. */
function orgTexts(language: Language) {
  const org = localeTree<Tree>(language, 'auth').org as Record<string, Record<string, string>>;
  return { tenant: org.tenant as Record<string, string>, depart: org.depart as Record<string, string> };
}

/** The seeded demo organisation, as each language names it. */
const DEMO = {
  zh: { marketing: '市场部', operations: '运营部' },
  en: { marketing: 'Marketing Department', operations: 'Operations Department' },
} as const;
const SECOND_TENANT = '演示租户B';

async function storedValue<T>(page: Page, key: string): Promise<T> {
  const raw = await page.evaluate((name) => localStorage.getItem(`mall__${name}`), key);
  return (JSON.parse(raw ?? 'null') as { value: T }).value;
}

async function submitLogin(page: Page, language: Language, account: { username: string; password: string }) {
  await page.goto('/mall/user/login');
  if (language === 'en') await switchLanguage(page, 'en');
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

for (const language of ['zh', 'en'] as const) {
  const x = orgTexts(language);

  test.describe(`after sign-in (${language})`, () => {
    test('a user of two departments must pick one; the choice is posted and stored', async ({ page }) => {
      await submitLogin(page, language, ACCOUNTS.sales);
      const modal = page.getByRole('dialog', { name: x.depart.title });
      await expect(modal).toBeVisible();
      // The choice is required, and the modal cannot be dismissed.
      await expect(modal.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
      await page.getByTestId('depart-modal-ok').click();
      await expect(modal.getByText(x.depart.required as string)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login/);

      const selected = page.waitForResponse((response) => response.url().includes('/sys/selectDepart'));
      await chooseInModal(page, 'depart-modal', DEMO[language].marketing);
      expect((await selected).status()).toBe(200);
      await expect(page).not.toHaveURL(/\/user\/login/);
      const userInfo = await storedValue<{ username: string; orgCode: string }>(page, 'LOGIN_USERINFO');
      expect(userInfo).toMatchObject({ username: 'sales', orgCode: 'A01A02' });
    });

    test('a user without a department is warned and signed in', async ({ page }) => {
      await submitLogin(page, language, ACCOUNTS.buyer);
      await expect(page.getByText(x.depart.none as string)).toBeVisible();
      await expect(page).not.toHaveURL(/\/user\/login/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a user of two tenants picks one and then sees that tenant’s data', async ({ page }) => {
      await submitLogin(page, language, ACCOUNTS.admin);
      const modal = page.getByRole('dialog', { name: x.tenant.title });
      await expect(modal).toBeVisible();
      await page.getByTestId('tenant-modal-ok').click();
      await expect(modal.getByText(x.tenant.required as string)).toBeVisible();

      await chooseInModal(page, 'tenant-modal', await tenantNameShown(page, SECOND_TENANT));
      await expect(page).not.toHaveURL(/\/user\/login/);
      // admin has one department in the second tenant: taken silently, no department modal.
      await expect(page.getByTestId('depart-modal')).toHaveCount(0);

      await page.goto('/mall/system/user');
      const table = page.getByTestId('user-table');
      await expect(table.getByRole('cell', { name: 'b-manager', exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: 'sales', exact: true })).toHaveCount(0);

      // The header's department switch offers the second tenant's department.
      await page.getByTestId('user-menu').click();
      await page.getByTestId('switch-depart').click();
      const switchModal = page.getByRole('dialog', { name: x.depart.switchTitle });
      await expect(switchModal).toBeVisible();
      // The switch starts from the current department.
      await expect(switchModal.getByTitle(DEMO[language].operations)).toBeVisible();
      await page.getByTestId('depart-modal-ok').click();
      await expect(
        page.getByText((x.depart.switched as string).replace('{{name}}', DEMO[language].operations)),
      ).toBeVisible();
      await expect(switchModal).toBeHidden();
    });

    test('the default tenant keeps its own users', async ({ page }) => {
      if (language === 'en') {
        await page.goto('/mall/user/login');
        await switchLanguage(page, 'en');
      }
      await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
      const table = page.getByTestId('user-table');
      // Other specs add users to this tenant, so look the seeded one up instead of expecting it on page 1.
      await page.getByRole('textbox', { name: /^(用户名|Username) ?:?$/ }).fill('sales');
      await page.getByRole('textbox', { name: /^(用户名|Username) ?:?$/ }).press('Enter');
      await expect(table.getByRole('cell', { name: 'sales', exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: 'b-manager', exact: true })).toHaveCount(0);
    });
  });
}

test('the department modal works with the keyboard alone', async ({ page }) => {
  const x = orgTexts('zh');
  await submitLogin(page, 'zh', ACCOUNTS.sales);
  const modal = page.getByRole('dialog', { name: x.depart.title });
  const select = modal.getByRole('combobox');
  await expect(select).toBeFocused();
  // Enter on the empty choice and then on OK: the error state, nothing posted.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('depart-modal-ok')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal.getByText(x.depart.required as string)).toBeVisible();

  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(modal.getByTitle(DEMO.zh.marketing)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('depart-modal-ok')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/user\/login/);
  const userInfo = await storedValue<{ orgCode: string }>(page, 'LOGIN_USERINFO');
  expect(userInfo.orgCode).toBe('A01A02');
});
