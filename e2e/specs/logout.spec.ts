import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { sessionStatus, storedToken } from '../support/server-session';
import { signIn, signInThroughApi } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

const MAX_TABS = 40;

/** Moves the keyboard focus with Tab until the element with `testId` has it. */
async function tabTo(page: Page, testId: string) {
  for (let step = 0; step < MAX_TABS; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    if (focused === testId) return;
  }
  throw new Error(`${testId} is not reachable with Tab`);
}

const MAX_MENU_STEPS = 10;

/** Moves through an open menu with ArrowDown until `item` is the active one. */
async function arrowDownTo(page: Page, item: Locator) {
  for (let step = 0; step < MAX_MENU_STEPS; step += 1) {
    await page.keyboard.press('ArrowDown');
    if (/ant-dropdown-menu-item-active/.test((await item.getAttribute('class')) ?? '')) return;
  }
  throw new Error('the menu item is not reachable with ArrowDown');
}

test('the admin signs out with the keyboard alone, after confirming, and the token is revoked on the server', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/mall/system/user');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const token = await storedToken(page);
  expect(await sessionStatus(request, token)).toBe(200);

  await tabTo(page, 'user-menu');
  await page.keyboard.press('Enter');
  const logoutItem = page.getByRole('menuitem').filter({ has: page.getByTestId('logout') });
  await expect(logoutItem).toBeVisible();
  // The menu takes the focus; the arrow keys reach the logout item.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-dropdown'))))
    .toBe(true);
  await arrowDownTo(page, logoutItem);
  await page.keyboard.press('Enter');

  // The same key press must not answer the confirmation it opened.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await page.waitForTimeout(300);
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(/\/mall\/system\/user$/);

  // The confirmation's OK button has the focus.
  await expect(confirm.getByRole('button', { name: /确\s*定/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mall\/user\/login/);

  expect(await sessionStatus(request, token)).toBe(401);
});

test('a buyer signs out of the mall with the keyboard after confirming; cancelling keeps the session', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.buyer);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const token = await storedToken(page);

  // Cancelled with Escape: still signed in, on the server too.
  await tabTo(page, 'mall-logout');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  expect(await sessionStatus(request, token)).toBe(200);

  // The closed confirmation gives the focus back to the logout button; Enter opens it again.
  await expect(page.getByTestId('mall-logout')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: /确\s*定/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mall\/user\/login/);

  expect(await sessionStatus(request, token)).toBe(401);
});

/** The app's notice for a 401, in `language`, read from its locale file. */
function unauthorizedText(language: 'zh' | 'en'): string {
  return localeTree<{ http: { unauthorized: string } }>(language, 'errors').http.unauthorized;
}

for (const language of ['zh', 'en'] as const) {
  test(`a sign-out in one tab signs the other tabs out at once; a 401 there leads to the login page (${language})`, async ({
    page,
  }) => {
    if (language === 'en') {
      await page.context().addInitScript(() => {
        if (!localStorage.getItem('mall__LOCALE'))
          localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
      });
    }
    await signInThroughApi(page, ACCOUNTS.buyer);
    await expect(page.getByTestId('mall-logout')).toBeVisible();
    const other = await page.context().newPage();
    // The notice lives until the reload 1.5 s later: every text the tab shows is kept in its session storage.
    await other.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        const seen = sessionStorage.getItem('e2e-texts') ?? '';
        if (!seen.includes(text)) sessionStorage.setItem('e2e-texts', `${seen}\n${text}`.slice(-20_000));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await other.goto('/mall/mall/shopcart');
    await expect(other.getByTestId('mall-logout')).toBeVisible();

    // Signed out in the first tab: the second shows the login page without any action there.
    await page.getByTestId('mall-logout').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(确\s*定|OK)$/ })
      .click();
    await expect(page).toHaveURL(/\/mall\/user\/login/);
    await expect(other).toHaveURL(/\/mall\/user\/login/);

    // Signed in again; the second tab loses the stored session without being told (no storage event for
    // its own change): its next request's 401 ends the session there with the notice, then the login page.
    await signInThroughApi(page, ACCOUNTS.buyer);
    await other.goto('/mall/mall/index');
    await expect(other.getByTestId('mall-cart-link')).toBeVisible();
    await other.evaluate(() => localStorage.removeItem('mall__ACCESS_TOKEN'));
    await other.getByTestId('mall-cart-link').click();
    await expect(other).toHaveURL(/\/mall\/user\/login/);
    await expect
      .poll(() => other.evaluate(() => sessionStorage.getItem('e2e-texts') ?? '').catch(() => ''))
      .toContain(unauthorizedText(language));
  });
}

/** The app's texts in `language` for a lost connection and the filter bar's toggle. */
function networkText(language: 'zh' | 'en'): string {
  return localeTree<{ http: { network: string } }>(language, 'errors').http.network;
}
const EXPAND = { zh: '展开', en: 'Expand' } as const;

/** Tabs until the focused element's text starts with `text`; answers whether it got there. */
async function tabToText(page: Page, text: string): Promise<boolean> {
  for (let step = 0; step < MAX_TABS; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused.startsWith(text)) return true;
  }
  return false;
}

for (const language of ['zh', 'en'] as const) {
  test(`a permission request lost once keeps the buyer signed in on the page asked for, says why, and the filters open by keyboard (${language})`, async ({
    page,
    request,
  }) => {
    if (language === 'en') {
      await page.context().addInitScript(() => {
        if (!localStorage.getItem('mall__LOCALE'))
          localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
      });
    }
    await signInThroughApi(page, ACCOUNTS.buyer);
    await expect(page.getByTestId('mall-logout')).toBeVisible();
    const token = await storedToken(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    // Every notice's text is kept: a notice lives 4 s, perhaps less than the page takes to open here.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const texts = [...document.querySelectorAll('.ant-notification-notice')].map((n) => n.textContent);
        if (texts.length > 0) sessionStorage.setItem('e2e-notices', texts.join('\n'));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.route(
      '**/sys/permission/getUserPermissionByToken**',
      (route) => route.abort('connectionreset'),
      {
        times: 1,
      },
    );
    await page.goto('/mall/mall/demandList');

    // Asked again: the page asked for opens, the session lives on the server, the notice has its text.
    await expect(page.getByTestId('demand-table-mine')).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/mall\/demandList$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-notices') ?? ''))
      .toContain(networkText(language));
    expect(await sessionStatus(request, token)).toBe(200);
    expect(visited.filter((url) => /redirect=|\/user\/login/.test(url))).toEqual([]);

    // The further filters (status, dates) open with the keyboard alone.
    const status = page
      .getByTestId('demand-table-mine')
      .locator('form')
      .getByText(language === 'zh' ? '状态' : 'Status', { exact: true });
    await expect(status).toBeHidden();
    await page.getByTestId('demand-table-mine').getByRole('textbox').first().focus();
    expect(await tabToText(page, EXPAND[language]), 'Tab reaches the filter toggle').toBe(true);
    await page.keyboard.press('Enter');
    await expect(status).toBeVisible();

    // The staff's list has the same filter bar.
    await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/demand/list' });
    const staffList = page.getByTestId('demand-table-manage');
    const staffStatus = staffList.locator('form').getByText(language === 'zh' ? '状态' : 'Status', {
      exact: true,
    });
    await expect(staffList.getByRole('textbox').first()).toBeVisible();
    await expect(staffStatus).toBeHidden();
    await staffList.getByRole('textbox').first().focus();
    expect(await tabToText(page, EXPAND[language]), 'Tab reaches the staff filter toggle').toBe(true);
    await page.keyboard.press('Enter');
    await expect(staffStatus).toBeVisible();
  });
}
