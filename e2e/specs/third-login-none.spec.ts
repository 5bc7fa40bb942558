import { expect, test } from '../support/test';

test('without providers configured, the login page shows no third-party sign-in', async ({ page }) => {
  const providers = page.waitForResponse((response) => response.url().includes('/sys/thirdLogin/providers'));
  await page.goto('/mall/user/login');
  expect((await (await providers).json()).result).toEqual([]);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page.getByTestId('third-login-providers')).toHaveCount(0);
});
