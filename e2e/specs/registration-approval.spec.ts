import type { APIRequestContext, Page } from '@playwright/test';
import { USER_STATUS_OPTIONS, UserStatus } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, encryptForTransport } from '../support/api-sign-in';
import { openedDialog } from '../support/dialogs';
import { signIn, signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';

type Texts = Record<string, string>;

/** The users and customers pages' own texts, so that the spec follows wording changes in the locale files. */
function systemTexts(language: Language): { user: Texts; customer: Texts } {
  const texts = localeTree<{ user: Texts; customer: Texts }>(language, 'system');
  // The account states' texts are the shared definition's, as the lists show them.
  texts.user.statusUnderReview = USER_STATUS_OPTIONS[UserStatus.underReview][language];
  texts.user.statusNormal = USER_STATUS_OPTIONS[UserStatus.normal][language];
  return texts;
}
const userTexts = (language: Language) => systemTexts(language).user;

/** Menu titles as the seed names them (the server sends them in the session's language). */
const MENU = {
  zh: { customers: '客户管理', system: '系统管理', users: '用户管理' },
  en: { customers: 'Customers', system: 'System Management', users: 'Users' },
} as const;

/** The server's sign-in refusals (auth messages). */
const REFUSALS = {
  zh: { underReview: '该用户正在审核中', rejected: '该用户的注册申请未通过审核：' },
  en: { underReview: 'The user is currently under review', rejected: 'The registration was not approved: ' },
} as const;

let serialCounter = 0;

/** Registers a fresh customer through the API: it starts under review. */
async function registerCustomer(request: APIRequestContext, tag: string, mobilePrefix: string) {
  serialCounter += 1;
  const serial = `${(Date.now() + serialCounter) % 100_000_000}`.padStart(8, '0');
  const customer = {
    username: `${tag}${serial}`,
    password: 'Review#Pass2026',
    mobile: `${mobilePrefix}${serial}`,
    email: `${tag}${serial}@example.com`,
  };
  const password = await encryptForTransport(request, customer.password);
  const registered = await request.post(`${API_BASE}/sys/user/register`, {
    data: {
      ...customer,
      password,
      confirmPassword: password,
      companyName: `${tag} company ${serial}`,
      area: 'CN',
      website: '',
      address: `${serial} Review Road`,
      tracenodeId: 'agent',
      contactPerson: 'Reviewer',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return customer;
}

/** Tries the login page with the account and answers the failure notification. */
async function attemptSignIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/mall/user/login');
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('login-submit').click();
  const notice = page.locator('.ant-notification-notice').last();
  await expect(notice).toBeVisible();
  return notice;
}

/** Forgets the signed-in session in this browser (keeping the chosen language). */
async function forgetSession(page: Page, language: Language) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/mall/user/login');
  if (language === 'en') await switchLanguage(page, 'en');
}

/** Admin opens the users page and shows the registrations pending review; answers the customer's row. */
async function openPendingRow(page: Page, texts: Record<string, string>, username: string) {
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
  const table = page.getByTestId('user-table');
  // The page is a large chunk: on a busy machine its first list comes late.
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByText(texts.pending as string, { exact: true }).click();
  const row = table.locator('tr.ant-table-row', { hasText: username });
  await expect(row).toBeVisible();
  await expect(row).toContainText(texts.statusUnderReview as string);
  // The pending view lists registrations under review only.
  await expect(table.locator('tr.ant-table-row', { hasText: texts.statusNormal as string })).toHaveCount(0);
  return row;
}

for (const language of ['zh', 'en'] as const) {
  test(`a registration under review cannot sign in until an admin approves it in the users page (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const texts = userTexts(language);
    const customer = await registerCustomer(request, `rv${language}`, language === 'zh' ? '135' : '134');

    await page.goto('/mall/user/login');
    if (language === 'en') await switchLanguage(page, 'en');
    const refused = await attemptSignIn(page, customer);
    await expect(refused).toContainText(REFUSALS[language].underReview);

    const row = await openPendingRow(page, texts, customer.username);
    await row.getByRole('button', { name: spaced(texts.approve as string) }).click();
    const dialog = await openedDialog(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: spaced(texts.approve as string) }).click();
    await expect(page.getByText(texts.approved as string).first()).toBeVisible();
    await expect(row).toBeHidden();

    await forgetSession(page, language);
    await signIn(page, customer);
  });
}

test('a rejected registration reads the reason when it tries to sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const texts = userTexts('zh');
  const customer = await registerCustomer(request, 'rj', '133');
  const reason = '公司资料不完整';

  const row = await openPendingRow(page, texts, customer.username);
  await row.getByRole('button', { name: spaced(texts.reject as string) }).click();
  const dialog = await openedDialog(page.getByRole('dialog'));
  // The reason is required: an empty one is refused by the form.
  await dialog.getByRole('button', { name: spaced(texts.reject as string) }).click();
  await expect(dialog.getByText(texts.rejectReasonRequired as string)).toBeVisible();
  await dialog.getByLabel(texts.rejectReason as string).fill(reason);
  await dialog.getByRole('button', { name: spaced(texts.reject as string) }).click();
  await expect(page.getByText(texts.rejected as string).first()).toBeVisible();
  await expect(row).toBeHidden();

  await forgetSession(page, 'zh');
  const refused = await attemptSignIn(page, customer);
  await expect(refused).toContainText(`${REFUSALS.zh.rejected}${reason}`);
});

for (const language of ['zh', 'en'] as const) {
  test(`sales approve a registration on the Customers page and have no System pages (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { user: texts, customer: customerTexts } = systemTexts(language);
    const customer = await registerCustomer(request, `cs${language}`, language === 'zh' ? '132' : '131');

    if (language === 'en') {
      await page.goto('/mall/user/login');
      await switchLanguage(page, 'en');
    }

    // Sales reach the page through their menu: Customers is there, the System group is not.
    await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/demand/list' });
    const menu = page.locator('.ant-pro-sider, .ant-pro-top-nav-header').first();
    const customersItem = menu.getByRole('menuitem', { name: MENU[language].customers });
    // The first admin page loads its chunk on a busy machine: more than the default wait.
    await expect(customersItem).toBeVisible({ timeout: 30_000 });
    await expect(menu.getByText(MENU[language].system, { exact: true })).toHaveCount(0);
    await expect(menu.getByText(MENU[language].users, { exact: true })).toHaveCount(0);
    await customersItem.click();
    await expect(page).toHaveURL(/\/mall\/customer\/list$/);

    // It opens on the registrations under review.
    const table = page.getByTestId('customer-table');
    await expect(table.getByText(customerTexts.listTitle as string, { exact: true })).toBeVisible();
    const row = table.locator('tr.ant-table-row', { hasText: customer.username });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(texts.statusUnderReview as string);
    await expect(table.locator('tr.ant-table-row', { hasText: texts.statusNormal as string })).toHaveCount(0);

    await row.getByRole('button', { name: spaced(texts.approve as string) }).click();
    const dialog = await openedDialog(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: spaced(texts.approve as string) }).click();
    await expect(page.getByText(texts.approved as string).first()).toBeVisible();
    await expect(row).toBeHidden();

    // The users page is not theirs: the guard sends it to /403.
    await page.goto('/mall/system/user');
    await expect(page).toHaveURL(/\/mall\/403$/);
    await expect(page.getByTestId('user-table')).toHaveCount(0);

    await forgetSession(page, language);
    await signIn(page, customer);
  });
}
