import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiLogin, apiToken } from '../support/api-sign-in';
import { signIn, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

/** Values no other run of the spec uses (usernames, phones, companies and e-mails must be unique). */
function uniqueCustomer(tag: string) {
  const serial = `${Date.now() % 100_000_000}`.padStart(8, '0');
  return {
    username: `reg${tag}${serial}`,
    password: 'Reg#Pass2026',
    mobile: `139${serial}`,
    companyName: `Company ${tag} ${serial}`,
    email: `reg${tag}${serial}@example.com`,
    website: 'https://example.com',
    address: `${serial} Harbour Road`,
    contactPerson: `Contact ${tag}`,
  };
}

const TEXTS = {
  zh: {
    signUpLink: '注册账号',
    labels: {
      username: '用户名',
      password: '密码',
      confirmPassword: '确认密码',
      mobile: '手机号',
      companyName: '公司名称',
      email: '邮箱',
      website: '公司网址',
      address: '地址',
      contactPerson: '联系人',
    },
    area: ['国家/地区', '德国'],
    type: ['客户类型', '经销商'],
    submit: /注\s?册/,
    inconsistent: '两次输入的密码不一致',
    result: '注册成功，账号审核中',
  },
  en: {
    signUpLink: 'Sign up',
    labels: {
      username: 'Username',
      password: 'Password',
      confirmPassword: 'Confirm password',
      mobile: 'Mobile',
      companyName: 'Company name',
      email: 'E-mail',
      website: 'Website',
      address: 'Address',
      contactPerson: 'Contact person',
    },
    area: ['Region/country', 'Germany'],
    type: ['Customer type', 'Distributor'],
    submit: 'Register',
    inconsistent: 'Two passwords are inconsistent',
    result: 'Registered: your account is under review',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`registers a customer with every field, under review until approved (${language})`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[language];
    const customer = uniqueCustomer(language);
    await page.goto('/mall/user/login');
    if (language === 'en') await switchLanguage(page, 'en');
    await page.getByRole('link', { name: texts.signUpLink, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/register$/);

    const form = page.getByTestId('register-form');
    const field = (name: keyof typeof texts.labels) => form.getByLabel(texts.labels[name], { exact: true });
    await field('username').fill(customer.username);
    await field('password').fill(customer.password);
    await field('confirmPassword').fill(`${customer.password}x`);
    await field('mobile').fill(customer.mobile);
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(texts.inconsistent)).toBeVisible();
    await field('confirmPassword').fill(customer.password);
    await field('companyName').fill(customer.companyName);
    await field('email').fill(customer.email);
    const area = form.getByRole('combobox', { name: texts.area[0] });
    await area.click();
    await area.fill(texts.area[1]);
    await area.press('Enter');
    await field('website').fill(customer.website);
    await field('address').fill(customer.address);
    const type = form.getByRole('combobox', { name: texts.type[0] });
    await type.click();
    await type.fill(texts.type[1]);
    await type.press('Enter');
    await field('contactPerson').fill(customer.contactPerson);
    await page.getByRole('button', { name: texts.submit }).click();

    await expect(page).toHaveURL(/\/user\/register-result/);
    await expect(page.getByText(texts.result)).toBeVisible();

    // Under review: the right password is refused.
    const refused = await apiLogin(request, customer);
    expect(refused.success).toBe(false);
    expect(refused.token).toBeUndefined();

    // Staff approve it through the API.
    const adminToken = await apiToken(request, ACCOUNTS.admin);
    const headers = { 'X-Access-Token': adminToken };
    const list = await request.get(`${API_BASE}/sys/user/registration/list`, {
      headers,
      params: { username: customer.username },
    });
    const listed = (await list.json()) as {
      result: {
        records: { id: string; username: string; companyName: string; area: string; tracenodeId: string }[];
      };
    };
    const record = listed.result.records.find((row) => row.username === customer.username);
    expect(record).toMatchObject({
      companyName: customer.companyName,
      area: 'DE',
      tracenodeId: 'distributor',
    });
    const approved = await request.post(`${API_BASE}/sys/user/approve`, {
      headers,
      data: { id: record?.id },
    });
    expect(approved.status()).toBe(200);

    // Now it signs in through the page.
    await page.getByRole('button', { name: language === 'zh' ? /前往登录/ : 'Go to sign in' }).click();
    await expect(page.locator('#username')).toHaveValue(customer.username);
    await signIn(page, customer);
  });
}

test('register is usable at 390 px and by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mall/user/register');
  const username = page.getByLabel('用户名', { exact: true });
  await username.focus();
  await page.keyboard.type('keyboarduser');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
