import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi } from '../support/session';
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
  expect(preloadedChunk((await home?.text()) ?? '', 'MallHomePage')).toBe(true);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await generatedComponentStyles(page)).toEqual([]);

  // Any other page gets the plain index.html, and antd still writes the styles of what it shows.
  const search = await page.goto('/mall/mall/search?keyword=PT');
  expect(preloadedChunk((await search?.text()) ?? '', 'LoginPage')).toBe(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
