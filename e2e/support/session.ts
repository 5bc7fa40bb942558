import { expect, type Page } from '@playwright/test';
import { chooseOption } from './select';

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
  if (option) {
    await chooseOption(page, combobox, option);
  } else {
    await combobox.click();
    await combobox.press('Enter');
  }
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId(`${modal}-ok`).click();
  await expect(page.getByTestId(modal)).toBeHidden();
}

/** Switches the language through the header switch; the page reloads in the new language. */
export async function switchLanguage(page: Page, to: 'en' | 'zh') {
  // The switch's menu may still be opening when its item is clicked; open and choose again until the
  // reloaded page marks the new language on <html> (a busy machine may take long to get there).
  await expect(async () => {
    await page.getByTestId('lang-switch').first().click();
    await page.getByTestId(`lang-${to}`).click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${to}`), { timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
  await page.waitForLoadState('load', { timeout: 30_000 });
}
