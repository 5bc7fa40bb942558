import { approvedCustomer, totpNow } from '../support/api-sign-in';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

const TEXTS = {
  zh: {
    email: '邮箱',
    invalid: '邮箱格式不正确',
    save: /保\s?存/,
    saved: '已保存',
    on: '已开启',
    off: '未开启',
  },
  en: { email: 'E-mail', invalid: 'E-mail is not valid', save: 'Save', saved: 'Saved', on: 'On', off: 'Off' },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`personal centre: shows the account and saves a new e-mail (${language})`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[language];
    const customer = await approvedCustomer(request, `me${language}`);
    await signInThroughApi(page, customer, { open: '/mall/mall/myself' });
    if (language === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('myself-username')).toHaveText(customer.username);
    const email = page.getByTestId('profile-form').getByLabel(texts.email, { exact: true });
    await expect(email).toHaveValue(customer.email);
    await email.fill('not-an-email');
    await page.getByTestId('profile-form').getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.invalid)).toBeVisible();
    const next = `new.${customer.email}`;
    await email.fill(next);
    await page.getByTestId('profile-form').getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel(texts.email, { exact: true })).toHaveValue(next);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });
}

test('personal centre: two-step verification on with a code, off with the password', async ({
  page,
  request,
}) => {
  const customer = await approvedCustomer(request, 'tfa');
  await signInThroughApi(page, customer, { open: '/mall/mall/myself' });
  await expect(page.getByTestId('two-factor-state')).toHaveText(TEXTS.zh.off);
  await page.getByTestId('two-factor-enable').click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  await expect(page.getByTestId('two-factor-url')).toContainText('otpauth://totp/');
  const enable = page.getByRole('dialog', { name: '开启两步验证' });
  await enable.getByLabel('动态码', { exact: true }).fill(totpNow(secret));
  await enable.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText(TEXTS.zh.on);

  await page.getByTestId('two-factor-disable').click();
  const disable = page.getByRole('dialog', { name: '关闭两步验证' });
  await disable.getByRole('radio', { name: '密码' }).check();
  await disable.locator('input[type=password]').fill(customer.password);
  await disable.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText(TEXTS.zh.off);
  // The closing audit sees the page once its fading messages are gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

test('personal centre at 390 px: no sideways scrolling', async ({ page, request }) => {
  const customer = await approvedCustomer(request, 'narrow');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, customer, { open: '/mall/mall/myself' });
  await expect(page.getByTestId('myself-username')).toHaveText(customer.username);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
