import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** The app's own texts, so that the spec follows wording changes in the locale files. */
function texts(language: Language) {
  const read = (namespace: string) => localeTree<Tree>(language, namespace);
  const depart = read('org').depart as Record<string, string>;
  const crud = read('common').crud as Record<string, string>;
  return { depart, crud };
}

/** The server's answer to a read of a deleted department. */
const NOT_FOUND = { zh: /资源未找到/, en: /resource was not found/ } as const;

for (const language of ['zh', 'en'] as const) {
  test(`a company and its department are added, and deleting the company reads nothing deleted (${language})`, async ({
    page,
  }) => {
    const x = texts(language);
    const suffix = `${language}${Date.now() % 100_000}`;
    const company = { zh: `测试公司${suffix}`, en: `Test Co ${suffix}` };
    const unit = { zh: `测试部${suffix}`, en: `Test Unit ${suffix}` };
    if (language === 'en') {
      await page.goto('/mall/user/login');
      await switchLanguage(page, 'en');
    }
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/depart' });
    const tree = page.getByRole('tree', { name: x.depart.treeTitle });
    await expect(tree).toBeVisible();

    const fill = async (names: { zh: string; en: string }) => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(x.depart.nameZh as string).fill(names.zh);
      await dialog.getByLabel(x.depart.nameEn as string).fill(names.en);
      await dialog.getByRole('button', { name: spaced(language === 'zh' ? '确定' : 'OK') }).click();
      await expect(dialog).toBeHidden();
    };
    await page.getByRole('button', { name: x.depart.addRoot }).click();
    await fill(company);
    // The saved company is the chosen one: its child is added from its details.
    await page.getByRole('button', { name: x.depart.addChild }).click();
    await fill(unit);
    await expect(tree.getByText(unit[language], { exact: true })).toBeVisible();

    // The department stays chosen while its company is checked and deleted with it.
    await tree
      .locator('.ant-tree-treenode', { hasText: company[language] })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
    await page.getByRole('button', { name: x.crud.batchDelete }).click();
    const detailReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/sysDepart/queryById')) detailReads.push(request.url());
    });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: spaced(x.crud.delete as string) })
      .click();
    await expect(page.getByText(x.crud.deleted as string)).toBeVisible();
    await expect(tree.getByText(company[language], { exact: true })).toHaveCount(0);
    await expect(page.getByText(x.depart.pickHint as string)).toBeVisible();
    expect(detailReads).toEqual([]);
    await expect(page.getByText(NOT_FOUND[language])).toHaveCount(0);
  });
}
