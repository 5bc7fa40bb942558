import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/mall/user/login');
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** Switches the language through the header switch; the page reloads in the new language. */
export async function switchLanguage(page: Page, to: 'en' | 'zh') {
  await page.getByTestId('lang-switch').first().click();
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), page.getByTestId(`lang-${to}`).click()]);
}
