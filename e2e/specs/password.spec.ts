import { ACCOUNTS } from '../support/accounts';
import { apiLogin, approvedCustomer } from '../support/api-sign-in';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

const TEXTS = {
  zh: {
    title: '修改密码',
    old: '旧密码',
    next: '新密码',
    confirm: '确认密码',
    oldWrong: '旧密码输入错误！',
    success: '操作成功',
  },
  en: {
    title: 'Change password',
    old: 'Old password',
    next: 'New password',
    confirm: 'Confirm password',
    oldWrong: 'Old password input error!',
    success: 'Operation successful',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`changes the password from the mall header and signs in with the new one (${language})`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[language];
    const customer = await approvedCustomer(request, `pw${language}`);
    const newPassword = 'Next#Pass2026';
    await signInThroughApi(page, customer);
    if (language === 'en') await switchLanguage(page, 'en');

    await page.getByTestId('mall-change-password').click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(texts.old, { exact: true }).fill('Wrong#Pass2026');
    await dialog.getByLabel(texts.next, { exact: true }).fill(newPassword);
    await dialog.getByLabel(texts.confirm, { exact: true }).fill(newPassword);
    await page.getByTestId('password-ok').click();
    await expect(dialog.getByText(texts.oldWrong)).toBeVisible();

    await dialog.getByLabel(texts.old, { exact: true }).fill(customer.password);
    await page.getByTestId('password-ok').click();
    await expect(page.getByText(texts.success)).toBeVisible();
    await expect(dialog).toBeHidden();

    expect((await apiLogin(request, customer)).success).toBe(false);
    await page.evaluate(() => localStorage.clear());
    await signInThroughApi(page, { username: customer.username, password: newPassword });
  });
}

test('the admin header user menu opens the password dialog (width 800) and Escape closes it', async ({
  page,
}) => {
  // Signed in through the API, the click that opens the dialog is the page's first interaction: the users
  // page's own dialogs may mount after this one, and Escape must still reach it.
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('change-password').click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('旧密码', { exact: true })).toBeFocused();
  // The dialog's frame (antd's .ant-modal) is set 800 px wide.
  const width = await dialog.evaluate((element) => {
    const frame = element.closest('.ant-modal') ?? element.querySelector('.ant-modal') ?? element;
    return (frame as HTMLElement).style.width || getComputedStyle(frame).width;
  });
  expect(width).toBe('800px');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('forgotten password at 390 px: the login link leads to the steps, which show the masked mobile and count down', async ({
  page,
  request,
}) => {
  const customer = await approvedCustomer(request, 'alt');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mall/user/login');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/user\/alteration$/);
  await page.getByLabel('用户名', { exact: true }).fill(customer.username);
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByTestId('alteration-mobile')).toContainText(
    `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`,
  );
  await page.getByTestId('alteration-send').click();
  await expect(page.getByTestId('alteration-send')).toContainText('秒后重新获取');
  await expect(page.getByTestId('alteration-send')).toBeDisabled();
  // Usable at 390 px: nothing runs off the side, the steps included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const steps = await page.locator('.ant-steps').boundingBox();
  expect((steps?.x ?? 0) + (steps?.width ?? 0)).toBeLessThanOrEqual(390);
});
