import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { storedToken } from '../support/server-session';
import { chooseOption } from '../support/select';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';

const TEXT = {
  zh: {
    home: '首页',
    homeNotClosable: '首页不能关闭!',
    closeLeft: '关闭左侧',
    closeOthers: '关闭其它',
    refresh: '刷新',
    settings: '系统设置',
  },
  en: {
    home: 'Home Page',
    homeNotClosable: 'The home page cannot be closed!',
    closeLeft: 'Close tabs to the left',
    closeOthers: 'Close other tabs',
    refresh: 'Refresh',
    settings: 'Settings',
  },
} as const;

interface MenuNode {
  path: string;
  hidden?: boolean;
  component?: string;
  meta: { title: string; internalOrExternal: boolean };
  children?: MenuNode[];
}

/** Two admin pages of the signed-in user's menu (outside the mall), with their titles in `language`. */
async function adminPages(page: Page, request: APIRequestContext, language: Language) {
  const tenant = await page.evaluate(() => localStorage.getItem('mall__TENANT_ID'));
  const answer = await request.post('/mall/serversys/sys/permission/getUserPermissionByToken', {
    headers: {
      'X-Access-Token': await storedToken(page),
      tenant_id: tenant ? String((JSON.parse(tenant) as { value: unknown }).value) : '0',
      'Accept-Language': language === 'en' ? 'en-US' : 'zh-CN',
    },
    data: { client: 'ms' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { result } = (await answer.json()) as { result: { menu: MenuNode[] } };
  const leaves = (nodes: MenuNode[], group?: string): { node: MenuNode; group?: string | undefined }[] =>
    nodes.flatMap((node) =>
      node.hidden
        ? []
        : node.children?.some((child) => !child.hidden)
          ? leaves(node.children, node.meta.title)
          : [{ node, group }],
    );
  const all = leaves(result.menu);
  // Pages whose title no other entry shares, so the menu search finds exactly them.
  const unique = (title: string) => all.filter(({ node }) => node.meta.title === title).length === 1;
  const pages = all.filter(
    ({ node }) =>
      unique(node.meta.title) &&
      !node.path.startsWith('/mall/') &&
      !node.meta.internalOrExternal &&
      !/^https?:/.test(node.path),
  );
  expect(pages.length, 'the admin has at least two admin pages').toBeGreaterThanOrEqual(2);
  return pages.slice(0, 2).map(({ node, group }) => ({ path: node.path, title: node.meta.title, group }));
}

const tabBar = (page: Page) => page.getByTestId('workspace-tabs');
const tabTitles = (page: Page) => tabBar(page).getByTestId('workspace-tab').allTextContents();
const tab = (page: Page, title: string) => tabBar(page).getByRole('link', { name: title, exact: true });

/** Clicks the select option showing exactly `title`. */
async function openByMenuSearch(page: Page, title: string) {
  await page.getByTestId('menu-search-open').click();
  const search = page.getByRole('combobox', { name: /搜索菜单|Search the menu/ });
  await chooseOption(page, search, title);
}

async function signInAs(page: Page, language: Language) {
  await signIn(page, ACCOUNTS.admin);
  // The stored language choice, as the header's language switch leaves it.
  if (language === 'en') {
    await page.evaluate(() =>
      localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null })),
    );
  }
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`admin shell (${language})`, () => {
    // Long journeys through several pages and reloads.
    test.setTimeout(180_000);

    test('tabs open, are reused, have a context menu, refuse to close the home page and survive a reload', async ({
      page,
      request,
    }) => {
      await signInAs(page, language);
      const [first, second] = await adminPages(page, request, language);
      if (!first || !second) throw new Error('two admin pages expected');

      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);
      await expect(tab(page, first.title)).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(`${first.title} · ${language === 'zh' ? '零部件商城' : 'Parts Mall'}`);

      // A page opened from the menu search gets a tab; an open page's tab is reused.
      await openByMenuSearch(page, second.title);
      await expect(page).toHaveURL(new RegExp(`/mall${second.path}$`));
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title, second.title]);
      await tab(page, first.title).click();
      await expect(page).toHaveURL(new RegExp(`/mall${first.path}$`));
      await openByMenuSearch(page, second.title);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title, second.title]);

      // The context menu opens at the mouse position and closes on a click outside it.
      const box = await tab(page, second.title).boundingBox();
      if (!box) throw new Error('tab not laid out');
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.click(at.x, at.y, { button: 'right' });
      const contextMenu = page.getByTestId('context-menu');
      await expect(contextMenu).toBeVisible();
      const menuBox = await contextMenu.boundingBox();
      expect(Math.abs((menuBox?.x ?? 0) - at.x)).toBeLessThanOrEqual(2);
      expect(Math.abs((menuBox?.y ?? 0) - at.y)).toBeLessThanOrEqual(2);
      const barBox = await tabBar(page).boundingBox();
      if (!barBox) throw new Error('tab bar not laid out');
      await page.mouse.click(barBox.x + barBox.width - 10, barBox.y + barBox.height / 2);
      await expect(contextMenu).toBeHidden();

      // With the keyboard: Shift+F10 on the focused tab, arrows and Enter choose "close left".
      await tab(page, first.title).click();
      await tab(page, second.title).focus();
      await page.keyboard.press('Shift+F10');
      await expect(contextMenu).toBeVisible();
      await expect(contextMenu.getByRole('menuitem', { name: text.refresh })).toBeFocused();
      await contextMenu.getByRole('menuitem', { name: text.closeLeft }).click();
      await expect(contextMenu).toBeHidden();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title]);
      await expect(page).toHaveURL(new RegExp(`/mall${second.path}$`));

      // The home tab cannot be closed.
      await tab(page, text.home).focus();
      await page.keyboard.press('Delete');
      await expect(page.getByText(text.homeNotClosable)).toBeVisible();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title]);

      // The tabs survive a reload.
      await page.reload();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title]);
      await expect(tab(page, second.title)).toHaveAttribute('aria-current', 'page');

      // Close others keeps the home tab; closing the shown tab shows its neighbour.
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title, first.title]);
      await tab(page, first.title).click({ button: 'right' });
      await contextMenu.getByRole('menuitem', { name: text.closeOthers }).click();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);
    });

    test('the settings drawer switches to top navigation, a dark menu and no tabs, and the choice survives a reload', async ({
      page,
      request,
    }) => {
      await signInAs(page, language);
      const [first] = await adminPages(page, request, language);
      if (!first) throw new Error('an admin page expected');
      await page.goto(`/mall${first.path}`);
      await expect(tabBar(page)).toBeVisible();

      const openSettings = async () => {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('open-settings').click();
        await expect(page.getByRole('dialog', { name: text.settings })).toBeVisible();
      };
      await openSettings();
      const drawer = page.getByRole('dialog', { name: text.settings });

      // Dark side menu.
      await drawer.getByTestId('setting-nav-dark').click();
      const sider = page.locator('aside.ant-layout-sider').first();
      await expect(sider).toBeVisible();
      await expect
        .poll(() =>
          page
            .locator('.ant-pro-sider-menu')
            .first()
            .evaluate((el) => getComputedStyle(el.closest('aside') ?? el).backgroundColor),
        )
        .toBe('rgb(0, 21, 41)');

      // Top navigation: no side menu, the fixed-side-menu switch is disabled.
      await drawer.getByTestId('setting-layout-top').click();
      await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
      await expect(drawer.getByTestId('setting-fixSiderbar')).toBeDisabled();

      // Multi-tab off: no tab bar.
      await drawer.getByTestId('setting-multipage').click();
      await expect(tabBar(page)).toHaveCount(0);

      await page.keyboard.press('Escape');
      await page.reload();
      await expect(page.locator('.ant-pro-top-nav-header').first()).toBeVisible();
      await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
      await expect(tabBar(page)).toHaveCount(0);
      await expect(
        page.locator('header.ant-layout-header').filter({ has: page.locator('.ant-pro-top-nav-header') }),
      ).toHaveCSS('background-color', 'rgb(0, 21, 41)');

      // Back to the defaults.
      await openSettings();
      await drawer.getByTestId('setting-reset').click();
      await expect(page.locator('aside.ant-layout-sider').first()).toBeVisible();
      await expect(tabBar(page)).toBeVisible();
    });

    test('at 390 px the menu is a drawer and the menu search a modal', async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, language);
      const [first, second] = await adminPages(page, request, language);
      if (!first || !second) throw new Error('two admin pages expected');
      await page.goto(`/mall${first.path}`);
      await expect(page.locator('aside.ant-layout-sider:visible')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: language === 'zh' ? '打开菜单' : 'Open menu' }).click();
      const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByRole('menu') });
      await expect(drawer).toBeVisible();
      expect((await drawer.boundingBox())?.width).toBe(250);
      const link = drawer.getByRole('link', { name: second.title, exact: true });
      // Only the current page's group is open: another group opens first.
      if (!(await link.isVisible()) && second.group) {
        await drawer.getByRole('menuitem', { name: second.group }).click();
      }
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/mall${second.path}$`));
      await expect(drawer).toBeHidden();

      await page.getByTestId('menu-search-open').click();
      const modal = page.getByRole('dialog', { name: /搜索菜单|Search the menu/ });
      await expect(modal).toBeVisible();
      await chooseOption(page, modal.getByRole('combobox'), first.title);
      await expect(page).toHaveURL(new RegExp(`/mall${first.path}$`));
    });
  });
}
