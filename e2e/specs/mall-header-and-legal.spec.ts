import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

// A phone, both ends of the laptop range (768–1279 px, where the header's texts hide) and its middle, a desktop.
const WIDTHS = [390, 768, 1024, 1279, 1440];
const DESTINATIONS = [
  // The cart link's name carries the number of lines when the cart has any (other specs fill it).
  { name: /^购物车(?: \d+\+?)?$/, url: /\/mall\/mall\/shopcart$/ },
  { name: '需求单', url: /\/mall\/mall\/demandList$/ },
  { name: '我的账号', url: /\/mall\/mall\/myself$/ },
];

/**
 * Follows the header's visible way to `name`: its link when the header shows it (with its icon), else the
 * menu button and the link in the drawer it opens. Fails when neither is visible.
 */
async function followHeaderLink(page: Page, name: string | RegExp) {
  const headerLink = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (await headerLink.isVisible()) {
    // A link box with nothing visible in it is no way to navigate: its icon must show.
    await expect(headerLink.locator('.anticon')).toBeVisible();
    await expect(headerLink).toBeInViewport({ ratio: 1 });
    await headerLink.click();
    return;
  }
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawerLink = page.getByRole('dialog').getByRole('link', { name, exact: true });
  await expect(drawerLink).toBeVisible();
  await drawerLink.click();
}

/** The narrowest header search box a few words can be typed into (px); phones had a 0 px sliver. */
const MIN_SEARCH_WIDTH = 120;

/** The header's search box is wide enough to type in. */
async function expectUsableSearch(page: Page, width: number) {
  const box = await page.getByRole('banner').getByRole('searchbox').boundingBox();
  expect(box?.width ?? 0, `search box at ${width} px`).toBeGreaterThanOrEqual(MIN_SEARCH_WIDTH);
}

// One test per width: each is a handful of page loads, well inside the test time limit.
for (const width of WIDTHS) {
  test(`at ${width} px the mall header leads to the cart, the demand list and the account`, async ({
    page,
  }) => {
    await signInThroughApi(page, ACCOUNTS.buyer);
    await page.setViewportSize({ width, height: 800 });
    for (const destination of DESTINATIONS) {
      await page.goto('/mall/mall/index');
      // The header is live once it offers to sign out (the page's first view shows its bar empty).
      await expect(page.getByTestId('mall-logout')).toBeVisible();
      await expectUsableSearch(page, width);
      await followHeaderLink(page, destination.name);
      await expect(page, `${destination.name} at ${width} px`).toHaveURL(destination.url);
    }
  });
}

test('the conditions of use and the privacy statement are readable without a session, in both languages', async ({
  page,
}) => {
  await page.goto('/mall/user/login');
  await page.getByRole('contentinfo').getByRole('link', { name: '使用条款' }).click();
  await expect(page).toHaveURL(/\/mall\/mall\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: '使用条款' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '需求单与报价' })).toBeVisible();

  // The mall footer leads to the privacy statement; the header offers to sign in instead of signing out.
  await page.getByRole('contentinfo').getByRole('link', { name: '隐私声明' }).click();
  await expect(page).toHaveURL(/\/mall\/mall\/privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cookie 与本地存储' })).toBeVisible();
  await expect(page.getByTestId('mall-logout')).toHaveCount(0);

  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies and local storage' })).toBeVisible();

  // Other mall pages still need a session.
  await page.goto('/mall/mall/shopcart');
  await expect(page).toHaveURL(/\/mall\/user\/login\?redirect=%2Fmall%2Fshopcart/);
});

for (const language of ['zh', 'en'] as const) {
  test(`the mall header hides past 100 px of scrolling down and returns on the way up; back to top; the footer's years (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/search' });
    if (language === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const header = page.getByRole('banner');
    const inView = async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height > 1;

    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(400);
    await expect.poll(inView).toBe(true);
    // Down to the foot of the page (more than 400 px further), then a little way back up.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect.poll(inView).toBe(false);
    await page.evaluate(() => window.scrollBy(0, -50));
    await expect.poll(inView).toBe(true);

    // Far enough down, a button leads back to the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const backToTop = page.getByRole('button', { name: language === 'zh' ? '回到顶部' : 'Back to top' });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.getByRole('contentinfo')).toContainText(`© 2025-${new Date().getFullYear()}`);

    // On a phone the search box keeps a usable width in this language's header too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectUsableSearch(page, 390);
  });
}
