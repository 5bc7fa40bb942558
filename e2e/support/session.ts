import { expect, type Page } from '@playwright/test';

/** The seeded default tenant; a user of several tenants picks it unless a spec names another. */
export const DEFAULT_TENANT_NAME = '默认租户';

export interface SignInChoices {
  /** The tenant to pick when the tenant modal asks (default: the default tenant). */
  tenant?: string;
  /** The department to pick when the department modal asks (default: the first one offered). */
  department?: string;
}

/**
 * Signs in through the login page and answers the questions that follow it: the tenant modal (users of
 * several tenants) and the department modal (users of several departments).
 */
export async function signIn(
  page: Page,
  account: { username: string; password: string },
  choices: SignInChoices = {},
) {
  await page.goto('/mall/user/login');
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByTestId('login-submit').click();
  for (;;) {
    const next = await nextAfterSignIn(page);
    if (next === 'landed') break;
    if (next === 'tenant') await chooseInModal(page, 'tenant-modal', choices.tenant ?? DEFAULT_TENANT_NAME);
    else await chooseInModal(page, 'depart-modal', choices.department);
  }
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** What the app shows after the login button: a page past the login, or one of the two modals. */
async function nextAfterSignIn(page: Page): Promise<'landed' | 'tenant' | 'depart'> {
  // The losers of the race are left pending for good, never rejected after the winner.
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => new Promise<never>(() => undefined));
  const timeout = 20_000;
  const next = await Promise.race([
    quiet(page.waitForURL((url) => !url.pathname.includes('/user/login'), { timeout })).then(
      () => 'landed' as const,
    ),
    quiet(page.getByTestId('tenant-modal').waitFor({ timeout })).then(() => 'tenant' as const),
    quiet(page.getByTestId('depart-modal').waitFor({ timeout })).then(() => 'depart' as const),
    page
      .waitForTimeout(timeout)
      .then(() => 'timeout' as const)
      .catch(() => 'timeout' as const),
  ]);
  if (next === 'timeout')
    throw new Error('neither a page past the login nor a tenant or department modal appeared');
  return next;
}

/** Picks `option` (typed into the searchable select; absent: the first one) and confirms the modal. */
export async function chooseInModal(page: Page, modal: 'tenant-modal' | 'depart-modal', option?: string) {
  const combobox = page.getByTestId(modal).getByRole('combobox');
  await combobox.click();
  if (option) {
    await combobox.fill(option);
    // Enter only once the filter has made the wanted option the active one; a click on an option of a
    // dropdown still opening can miss and leave the dropdown over the OK button.
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveAttribute(
      'title',
      option,
    );
  }
  await combobox.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId(`${modal}-ok`).click();
  await expect(page.getByTestId(modal)).toBeHidden();
}

/** Switches the language through the header switch; the page reloads in the new language. */
export async function switchLanguage(page: Page, to: 'en' | 'zh') {
  await page.getByTestId('lang-switch').first().click();
  await page.getByTestId(`lang-${to}`).click();
  // The reloaded page marks its language on <html>; a busy machine may take long to get there.
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${to}`), { timeout: 30_000 });
  await page.waitForLoadState('load', { timeout: 30_000 });
}
