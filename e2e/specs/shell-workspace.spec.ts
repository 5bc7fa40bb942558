import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { storedToken } from '../support/server-session';
import { chooseOption } from '../support/select';
import { signInThroughApi } from '../support/session';
import { localeTree, within } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';

const TEXT = {
  zh: {
    home: '首页',
    siteTitle: '零部件商城',
    homeNotClosable: '首页不能关闭!',
    lastPage: '这是最后一页，不能再关闭了啦',
    close: (title: string) => `关闭“${title}”`,
    closeLeft: '关闭左侧',
    closeRight: '关闭右侧',
    closeOthers: '关闭其它',
    refresh: '刷新',
    settings: '系统设置',
  },
  en: {
    home: 'Home Page',
    siteTitle: 'Parts Mall',
    homeNotClosable: 'The home page cannot be closed!',
    lastPage: 'This is the last page, it cannot be closed',
    close: (title: string) => `Close “${title}”`,
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeOthers: 'Close other tabs',
    refresh: 'Refresh',
    settings: 'Settings',
  },
} as const;

/** The app's texts for a page that failed to load, in `language`, from its locale file. */
function routeErrorTexts(language: Language): { chunkFailed: string; reload: string } {
  return commonTexts(language).routeError;
}

interface CommonTexts {
  routeError: { chunkFailed: string; reload: string };
  header: { skipToContent: string; collapseMenu: string; expandMenu: string };
}

function commonTexts(language: Language): CommonTexts {
  return localeTree<CommonTexts>(language, 'common');
}

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
  // A group (a route view, or an entry with children) without a visible child is no page: the app hides it
  // and its path is not found. Other specs in this worker add such menus, which the admin role then holds.
  const leaves = (nodes: MenuNode[], group?: string): { node: MenuNode; group?: string | undefined }[] =>
    nodes.flatMap((node) =>
      node.hidden
        ? []
        : node.children?.some((child) => !child.hidden)
          ? leaves(node.children, node.meta.title)
          : node.component === 'layouts/RouteView' || node.children?.length
            ? []
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

/** The titles of the side menu's top-level submenus (entries with a visible child). */
async function topLevelGroups(page: Page, request: APIRequestContext, language: Language) {
  const tenant = await page.evaluate(() => localStorage.getItem('mall__TENANT_ID'));
  const answer = await request.post('/mall/serversys/sys/permission/getUserPermissionByToken', {
    headers: {
      'X-Access-Token': await storedToken(page),
      tenant_id: tenant ? String((JSON.parse(tenant) as { value: unknown }).value) : '0',
      'Accept-Language': language === 'en' ? 'en-US' : 'zh-CN',
    },
    data: { client: 'ms' },
  });
  const { result } = (await answer.json()) as { result: { menu: MenuNode[] } };
  return result.menu
    .filter((node) => !node.hidden && node.children?.some((child) => !child.hidden))
    .map((node) => node.meta.title);
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
  await signInThroughApi(page, ACCOUNTS.admin);
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
      await expect(page).toHaveTitle(`${first.title} · ${text.siteTitle}`);

      // The breadcrumb starts with the main index page; the side menu's selected item is the page's.
      const breadcrumb = page.locator('.ant-breadcrumb');
      await expect(breadcrumb.getByRole('link').first()).toHaveText(text.home);
      await expect(breadcrumb.getByRole('link').first()).toHaveAttribute('href', '/mall/mall/index');
      await expect(breadcrumb.locator('li').last()).toHaveText(first.title);
      const sider = page.locator('aside.ant-layout-sider').first();
      await expect(sider.locator('.ant-menu-item-selected')).toHaveText(first.title);
      // 250 px wide, collapsing to 80 px.
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(250);
      await page.locator('.ant-pro-sider-collapsed-button').click();
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
      await page.locator('.ant-pro-sider-collapsed-button').click();
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(250);

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

      // Close right of a tab shows that tab when the shown one was closed.
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title, first.title]);
      await tab(page, second.title).click({ button: 'right' });
      await contextMenu.getByRole('menuitem', { name: text.closeRight }).click();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title]);
      await expect(page).toHaveURL(new RegExp(`/mall${second.path}$`));

      // Close others keeps the home tab.
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title, first.title]);
      await tab(page, first.title).click({ button: 'right' });
      await contextMenu.getByRole('menuitem', { name: text.closeOthers }).click();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);

      // The home tab leads out of the workspace (to the mall): closing its last page is refused.
      await tabBar(page)
        .getByRole('button', { name: text.close(first.title) })
        .click();
      await expect(page.getByText(text.lastPage)).toBeVisible();
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);
      await expect(page).toHaveURL(new RegExp(`/mall${first.path}$`));

      // The home page's title is the site title alone.
      await tab(page, text.home).click();
      await expect(page).toHaveURL(/\/mall\/mall\/index$/);
      await expect(page).toHaveTitle(text.siteTitle);
    });

    test('a page whose code fails to load says so in the user’s language, keeps the tabs and reloads', async ({
      page,
      request,
    }) => {
      await signInAs(page, language);
      const [first, second] = await adminPages(page, request, language);
      if (!first || !second) throw new Error('two admin pages expected');
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);

      // The second page's code fails to load, as with the network gone (page files are named after them).
      const routeError = routeErrorTexts(language);
      await page.route(/\/assets\/[^/]*Page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
      await openByMenuSearch(page, second.title);
      await expect(page.getByText(routeError.chunkFailed)).toBeVisible();
      await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title, second.title]);

      // Back online, the reload button loads the page.
      await page.unrouteAll();
      await page.getByRole('button', { name: within(routeError.reload) }).click();
      await expect(page.getByText(routeError.chunkFailed)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/mall${second.path}$`));
      await expect(tab(page, second.title)).toHaveAttribute('aria-current', 'page');
    });

    test('the keyboard skips to the content and reaches the logo link and the menu toggle', async ({
      page,
      request,
    }) => {
      await signInAs(page, language);
      const [first] = await adminPages(page, request, language);
      if (!first) throw new Error('an admin page expected');
      const header = commonTexts(language).header;
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);

      // The first Tab stop skips the header, menu and tabs: the next one is inside the page.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: header.skipToContent })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);

      // The menu toggle is a named button that Enter works.
      const sider = page.locator('aside.ant-layout-sider').first();
      const collapse = page.getByRole('button', { name: header.collapseMenu });
      await collapse.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
      const expand = page.getByRole('button', { name: header.expandMenu });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      await expand.focus();
      await page.keyboard.press(' ');
      await expect.poll(async () => (await sider.boundingBox())?.width).toBe(250);

      // The logo is a link home.
      const logo = page.locator('header a[href="/mall/"], header a[href="/mall"]').first();
      await logo.focus();
      await expect(logo).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/mall\/mall\/index$/);
    });

    test('only one top-level submenu of the side menu is open at a time', async ({ page, request }) => {
      await signInAs(page, language);
      const [first] = await adminPages(page, request, language);
      if (!first) throw new Error('an admin page expected');
      const groups = await topLevelGroups(page, request, language);
      expect(groups.length, 'the admin menu has two top-level groups').toBeGreaterThanOrEqual(2);
      await page.goto(`/mall${first.path}`);
      const sider = page.locator('aside.ant-layout-sider').first();
      // A submenu's name may start with its icon's name.
      const group = (title: string) =>
        sider.getByRole('menuitem', {
          name: new RegExp(`(^| )${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        });
      const [a, b] = groups.filter((title) => title !== first.group);
      if (!a || !b) throw new Error("two groups besides the current page's expected");
      await group(a).click();
      await expect(group(a)).toHaveAttribute('aria-expanded', 'true');
      await group(b).click();
      await expect(group(b)).toHaveAttribute('aria-expanded', 'true');
      await expect(group(a)).toHaveAttribute('aria-expanded', 'false');
      if (first.group) await expect(group(first.group)).toHaveAttribute('aria-expanded', 'false');
    });

    test('the settings drawer switches to top navigation, a dark menu and no tabs, and the choice survives a reload', async ({
      page,
      request,
    }) => {
      await signInAs(page, language);
      const [first, second] = await adminPages(page, request, language);
      if (!first || !second) throw new Error('two admin pages expected');
      await page.goto(`/mall${first.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title]);
      await page.goto(`/mall${second.path}`);
      await expect.poll(() => tabTitles(page)).toEqual([text.home, first.title, second.title]);

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
      // The stored choice applies before the first paint: no side menu or tab bar shows, even briefly.
      await page.addInitScript(() => {
        const seen = { sider: false, tabs: false };
        (window as unknown as { shellSeen: typeof seen }).shellSeen = seen;
        new MutationObserver(() => {
          seen.sider ||= document.querySelector('aside.ant-layout-sider') !== null;
          seen.tabs ||= document.querySelector('[data-testid="workspace-tabs"]') !== null;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await expect(page.locator('.ant-pro-top-nav-header').first()).toBeVisible();
      await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
      await expect(tabBar(page)).toHaveCount(0);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shellSeen: unknown }).shellSeen)).toEqual({
        sider: false,
        tabs: false,
      });
      await expect(
        page.locator('header.ant-layout-header').filter({ has: page.locator('.ant-pro-top-nav-header') }),
      ).toHaveCSS('background-color', 'rgb(0, 21, 41)');
      // The group of the current page is marked with the theme colour and stays readable on it.
      await expect(
        page.locator('.ant-pro-top-nav-header .ant-menu-submenu-selected > .ant-menu-submenu-title').first(),
      ).toHaveCSS('color', 'rgb(255, 255, 255)');

      // Back to the defaults.
      await openSettings();
      await drawer.getByTestId('setting-reset').click();
      await expect(page.locator('aside.ant-layout-sider').first()).toBeVisible();
      await expect(tabBar(page)).toBeVisible();
      // With multi-tab off only the current page was kept.
      await expect.poll(() => tabTitles(page)).toEqual([text.home, second.title]);
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
