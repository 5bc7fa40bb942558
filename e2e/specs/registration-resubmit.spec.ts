import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, encryptForTransport } from '../support/api-sign-in';
import { openedDialog } from '../support/dialogs';
import { signIn, signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Texts = Record<string, string>;

/** The pages' own texts, so that the spec follows wording changes in the locale files. */
function localeTexts(language: Language) {
  const read = (namespace: string) => localeTree<Record<string, unknown>>(language, namespace);
  const system = read('system') as { user: Texts; registrationHistory: Texts & { kind: Texts } };
  const account = read('account') as { resubmit: Texts; field: Texts; rule: Texts };
  const auth = read('auth') as { login: Texts };
  return { user: system.user, history: system.registrationHistory, ...account, login: auth.login };
}

/** The server's sign-in refusal of a rejected registration, before its reason (auth messages). */
const REJECTED = {
  zh: '该用户的注册申请未通过审核：',
  en: 'The registration was not approved: ',
} as const;

let serialCounter = 0;

/** Registers a fresh customer through the API: it starts under review. */
async function registerCustomer(request: APIRequestContext, tag: string, mobilePrefix: string) {
  serialCounter += 1;
  const serial = `${(Date.now() + serialCounter) % 100_000_000}`.padStart(8, '0');
  const customer = {
    username: `${tag}${serial}`,
    password: 'Resubmit#Pass2026',
    mobile: `${mobilePrefix}${serial}`,
  };
  const password = await encryptForTransport(request, customer.password);
  const registered = await request.post(`${API_BASE}/sys/user/register`, {
    data: {
      ...customer,
      password,
      confirmPassword: password,
      email: `${tag}${serial}@example.com`,
      companyName: `${tag} company ${serial}`,
      area: 'CN',
      website: '',
      address: `${serial} Resubmit Road`,
      tracenodeId: 'agent',
      contactPerson: 'Applicant',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return customer;
}

/** Sales open the Customers page (it lists the registrations under review) and answer the applicant's row. */
async function openCustomerRow(page: Page, username: string) {
  await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/customer/list' });
  const table = page.getByTestId('customer-table');
  const row = table.locator('tr.ant-table-row', { hasText: username });
  // The first admin page loads its chunk on a busy machine: more than the default wait.
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

/** Forgets the signed-in session in this browser (keeping the chosen language). */
async function forgetSession(page: Page, language: Language) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/mall/user/login');
  if (language === 'en') await switchLanguage(page, 'en');
}

for (const language of ['zh', 'en'] as const) {
  test(`a rejected applicant reads the reason, corrects and resubmits the registration, and is approved (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const texts = localeTexts(language);
    const customer = await registerCustomer(request, `rs${language}`, language === 'zh' ? '137' : '136');
    const reason = language === 'zh' ? '请补充营业执照' : 'Please add the business licence';
    const corrected = `${customer.username} Trading Ltd`;

    if (language === 'en') {
      await page.goto('/mall/user/login');
      await switchLanguage(page, 'en');
    }

    // Sales reject the registration with a reason.
    let row = await openCustomerRow(page, customer.username);
    await row.getByRole('button', { name: spaced(texts.user.reject as string) }).click();
    const rejectDialog = await openedDialog(page.getByRole('dialog'));
    await rejectDialog.getByLabel(texts.user.rejectReason as string).fill(reason);
    await rejectDialog.getByRole('button', { name: spaced(texts.user.reject as string) }).click();
    await expect(page.getByText(texts.user.rejected as string).first()).toBeVisible();

    // The applicant reads the reason at sign-in and follows the way to correct the registration.
    await forgetSession(page, language);
    await page.locator('#username').fill(customer.username);
    await page.locator('#password').fill(customer.password);
    await page.getByTestId('login-submit').click();
    const notice = page.locator('.ant-notification-notice').last();
    await expect(notice).toContainText(`${REJECTED[language]}${reason}`);
    await notice.getByRole('button', { name: texts.login.rejectedResubmit as string }).click();
    await expect(page).toHaveURL(/\/mall\/user\/resubmit\?account=/);

    // The login name is there; the password proves the application is the applicant's.
    await expect(page.getByLabel(texts.resubmit.account as string)).toHaveValue(customer.username);
    await page.getByLabel(texts.field.password as string, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: spaced(texts.resubmit.next as string) }).click();
    await expect(page.getByTestId('resubmit-reason')).toContainText(reason);
    await expect(page.getByLabel(texts.field.username as string, { exact: true })).toHaveValue(
      customer.username,
    );

    // The registration's rules hold: an emptied company name is refused before anything is sent.
    const company = page.getByLabel(texts.field.companyName as string, { exact: true });
    await company.fill('');
    await page.getByRole('button', { name: texts.resubmit.submit as string }).click();
    const required = (texts.rule.required as string).replace('{{field}}', texts.field.companyName as string);
    await expect(page.getByText(required, { exact: true })).toBeVisible();
    await company.fill(corrected);
    await page.getByRole('button', { name: texts.resubmit.submit as string }).click();
    await expect(page.getByText(texts.resubmit.doneTitle as string)).toBeVisible();

    // Under review again: sales see the history (submitted, rejected with the reason, resubmitted) and approve.
    row = await openCustomerRow(page, customer.username);
    await expect(row).toContainText(corrected);
    await row.getByRole('button', { name: spaced(texts.history.button as string) }).click();
    const historyDialog = await openedDialog(page.getByRole('dialog'));
    const history = historyDialog.getByTestId('registration-history');
    await expect(history.locator('[data-testid^="registration-event-"]')).toHaveCount(3);
    await expect(history.getByTestId('registration-event-submitted')).toContainText(
      texts.history.kind.submitted as string,
    );
    await expect(history.getByTestId('registration-event-rejected')).toContainText(reason);
    await expect(history.getByTestId('registration-event-rejected')).toContainText(ACCOUNTS.sales.username);
    await expect(history.getByTestId('registration-event-resubmitted')).toContainText(
      texts.history.kind.resubmitted as string,
    );
    await page.keyboard.press('Escape');
    await expect(historyDialog).toBeHidden();

    await row.getByRole('button', { name: spaced(texts.user.approve as string) }).click();
    const confirmDialog = await openedDialog(page.getByRole('dialog'));
    await confirmDialog.getByRole('button', { name: spaced(texts.user.approve as string) }).click();
    await expect(page.getByText(texts.user.approved as string).first()).toBeVisible();

    // The applicant signs in.
    await forgetSession(page, language);
    await signIn(page, customer);
  });
}
