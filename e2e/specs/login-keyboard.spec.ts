import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expect, test } from '../support/test';

/** Presses `key` until `target` has the focus (antd may stop on a tab panel on the way). */
async function pressUntilFocused(page: Page, key: string, target: Locator) {
  for (let step = 0; step < 4; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the login page fits the width and signs in by phone with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/mall/user/login');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Focus starts in the username field; the tab list lies before it.
  await expect(page.locator('#username')).toBeFocused();
  await pressUntilFocused(page, 'Shift+Tab', page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', /phone/);
  await pressUntilFocused(page, 'Tab', page.locator('#mobile'));
  await page.keyboard.type('13800000003');
  await page.keyboard.press('Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.type(ACCOUNTS.buyer.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
});
