import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The antd component styles the page wrote at run time (its variables and icon base aside): on the first
 * pages there are none, antd takes them from the build's pre-built sheets instead of generating them.
 */
const generatedComponentStyles = (page: Page) =>
  page.$$eval('style', (styles) =>
    styles.map((style) => style.textContent ?? '').filter((css) => css.includes(':where(.css-')),
  );

/** The page's own chunks, preloaded by the HTML the server answered for its path. */
const preloadedChunk = (html: string, chunk: string) =>
  new RegExp(`<link rel="modulepreload"[^>]*/assets/${chunk}-[\\w-]+\\.js"`).test(html);

test('the login page and the mall home come with their own code and draw with pre-built styles', async ({
  page,
}) => {
  const login = await page.goto('/mall/user/login');
  const loginHtml = (await login?.text()) ?? '';
  expect(preloadedChunk(loginHtml, 'LoginPage')).toBe(true);
  expect(preloadedChunk(loginHtml, 'MallHomePage')).toBe(false);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await generatedComponentStyles(page)).toEqual([]);

  const home = await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/index' });
  // The mall home draws its first view before the app's code downloads: its HTML preloads none of it.
  const homeHtml = (await home?.text()) ?? '';
  expect(preloadedChunk(homeHtml, 'boot')).toBe(true);
  expect(preloadedChunk(homeHtml, 'app')).toBe(false);
  expect(preloadedChunk(homeHtml, 'MallHomePage')).toBe(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('mall-logout')).toBeVisible();
  expect(await generatedComponentStyles(page)).toEqual([]);

  // Any other page gets the plain index.html, and antd still writes the styles of what it shows.
  const search = await page.goto('/mall/mall/search?keyword=PT');
  expect(preloadedChunk((await search?.text()) ?? '', 'LoginPage')).toBe(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

/** The app's own start chunk: without it the page stays as the entry drew it. */
const APP_CODE = /\/assets\/app-[\w-]+\.js$/;

for (const language of ['zh', 'en'] as const) {
  test(`the mall home shows its hot products before the app's code has arrived, where the page keeps them (${language})`, async ({
    page,
  }) => {
    await signInThroughApi(page, ACCOUNTS.buyer);
    if (language === 'en') await switchLanguage(page, 'en');
    const texts =
      language === 'en'
        ? { title: 'Parts sourcing in one place', hot: 'Hot', recommended: 'Recommended' }
        : { title: '一站式零部件采购', hot: '热门产品', recommended: '推荐产品' };

    await page.route(APP_CODE, (route) => route.abort());
    await page.goto('/mall/mall/index');
    const firstView = page.locator('[data-first-view="mall-home"]');
    await expect(firstView.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(firstView.getByRole('heading', { level: 2 })).toHaveText(texts.hot);
    const cards = firstView.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const firstName = await cards.first().locator('h3').textContent();
    const firstImage = await cards.first().locator('img').boundingBox();
    // A card is a real link: it leads to the product even before the app runs.
    await expect(cards.first()).toHaveAttribute('href', /^\/mall\/mall\/detail\?id=/);

    await page.unroute(APP_CODE);
    await page.goto('/mall/mall/index');
    await expect(page.getByTestId('mall-logout')).toBeVisible();
    await expect(firstView).toHaveCount(0);
    // The app adds the hot products out of a phone's sight after the first view's.
    const liveCards = page.locator('#mall-hot ~ ul').getByTestId('product-card');
    await expect(liveCards.nth(count - 1)).toBeVisible();
    await expect(liveCards.first().locator('h3')).toHaveText(firstName ?? '');
    // The app draws the same card in the same place: nothing moves when it takes over.
    expect(await liveCards.first().locator('img').boundingBox()).toEqual(firstImage);
    // The sections out of a phone's sight follow in the app's second render.
    await expect(page.getByRole('heading', { level: 2, name: texts.recommended })).toBeVisible();
    await expect(page.getByTestId('category-panel')).toBeVisible();
    await liveCards.first().click();
    await expect(page.getByTestId('product-detail')).toBeVisible();
  });
}
