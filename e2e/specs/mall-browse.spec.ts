import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** The mall's own texts, so the spec follows wording changes in the locale files. */
function mallTexts(language: Language) {
  const mall = localeTree<Tree>(language, 'mall');
  const search = mall.search as Tree;
  const detail = mall.detail as Record<string, string>;
  const common = localeTree<Tree>(language, 'common');
  const pager = common.pager as Record<string, string>;
  return {
    pager: pager.label as string,
    pageSizeLabel: pager.pageSizeLabel as string,
    page: (page: number) => (pager.page as string).replace('{{page}}', String(page)),
    keyword: search.keyword as string,
    searchButton: search.button as string,
    empty: search.empty as string,
    tabs: [detail.tabScenario, detail.tabFeatures, detail.tabParameters, detail.tabResources] as string[],
    accessories: detail.accessories as string,
    suites: detail.suites as string,
    skipToContent: (common.header as Record<string, string>).skipToContent as string,
  };
}

/** A demo product: its code, its names, and words of its texts in each language. */
const PRODUCT = {
  code: 'TS-JUMO-902020',
  partialCode: 'JUMO-9020',
  name: { zh: '螺纹式铂电阻温度计', en: 'Screw-in RTD Temperature Probe' },
  englishWord: 'RTD',
  chineseWord: '铂电阻',
  scenario: { zh: '反应釜、换热器与管道温度测量', en: 'Reactors' },
  feature: { zh: '可更换测量芯，无需停机', en: 'measuring insert' },
  parameter: { zh: '测量范围', en: 'Measuring range' },
  datasheet: { zh: '螺纹式铂电阻温度计 数据手册', en: 'Screw-in RTD Temperature Probe datasheet' },
} as const;

/** Searches from the product list's own search box and waits for the list to answer. */
async function searchFor(page: Page, language: Language, keyword: string) {
  const x = mallTexts(language);
  const box = page
    .getByRole('searchbox', { name: x.keyword })
    .or(page.getByLabel(x.keyword, { exact: true }));
  await box.first().fill(keyword);
  await box.first().press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`keyword=${encodeURIComponent(keyword).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

async function expectFound(page: Page, name: string) {
  await expect(page.getByTestId('product-card').filter({ hasText: name }).first()).toBeVisible();
}

for (const language of ['zh', 'en'] as const) {
  test(`a buyer finds a product by code, English and Chinese words, reads every tab and downloads a datasheet (${language})`, async ({
    page,
  }) => {
    const x = mallTexts(language);
    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/search' });
    if (language === 'en') await switchLanguage(page, 'en');
    const name = PRODUCT.name[language];

    // The whole shelf, paged: page 2, then 20 a page starting again at page 1.
    const pager = page.getByRole('navigation', { name: x.pager });
    await pager.getByRole('button', { name: x.page(2) }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(pager.getByRole('button', { name: x.page(2) })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('combobox', { name: x.pageSizeLabel }).selectOption('20');
    await expect(page).toHaveURL(/pageSize=20/);
    await expect(page).not.toHaveURL(/pageNo=/);
    await expect(page.getByTestId('product-card')).toHaveCount(20);

    await searchFor(page, language, PRODUCT.partialCode);
    await expectFound(page, name);
    await searchFor(page, language, PRODUCT.englishWord);
    await expectFound(page, name);
    await searchFor(page, language, PRODUCT.chineseWord);
    await expectFound(page, name);

    // Nothing matches: the list says so.
    await searchFor(page, language, 'zzqx-no-such-thing');
    await expect(page.getByText(x.empty)).toBeVisible();
    // Back restores the previous search from the URL.
    await page.goBack();
    await expectFound(page, name);

    await page.getByTestId('product-card').filter({ hasText: name }).first().click();
    await expect(page).toHaveURL(/\/mall\/mall\/detail\?id=/);
    const detail = page.getByTestId('product-detail');
    await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(detail.getByText(PRODUCT.code, { exact: true })).toBeVisible();

    // Every tab, by click, then back to the first by keyboard.
    const [scenarioTab, featuresTab, parametersTab, resourcesTab] = x.tabs.map((tab) =>
      page.getByRole('tab', { name: tab }),
    );
    await expect(
      page.getByRole('tabpanel').getByText(PRODUCT.scenario[language], { exact: false }).first(),
    ).toBeVisible();
    await featuresTab?.click();
    await expect(
      page.getByRole('tabpanel').getByText(PRODUCT.feature[language], { exact: false }).first(),
    ).toBeVisible();
    await parametersTab?.click();
    await expect(page.getByTestId('parameter-table').getByText(PRODUCT.parameter[language])).toBeVisible();
    await resourcesTab?.click();
    const resources = page.getByTestId('resource-table');
    const datasheetRow = resources.getByRole('row').filter({ hasText: PRODUCT.datasheet[language] });
    await expect(datasheetRow).toBeVisible();
    await resourcesTab?.press('Home');
    await expect(scenarioTab!).toHaveAttribute('aria-selected', 'true');
    await scenarioTab?.press('End');
    await expect(resourcesTab!).toBeFocused();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      datasheetRow.getByRole('button').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${PRODUCT.code}-datasheet.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect(page.getByRole('heading', { level: 2, name: x.accessories })).toBeVisible();
    await expect(page.getByTestId('accessory-table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: x.suites })).toBeVisible();
    await expect(page.getByTestId('suite-table').getByRole('row').nth(1)).toBeVisible();

    // On a phone (the page is audited again): the first Tab stop skips to the content, and the suite
    // contents, where they scroll sideways, are a named region a keyboard reaches.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('suite-table').getByRole('row').nth(1)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: x.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // (Wider than the phone in some languages only: a region while it scrolls, a plain block while it fits.)
    const suites = page.getByTestId('suite-table').locator('xpath=..');
    if (await suites.evaluate((box) => box.scrollWidth > box.clientWidth)) {
      await expect(suites).toHaveAttribute('role', 'region');
      await expect(suites).toHaveAccessibleName(x.suites);
      await suites.focus();
      await expect(suites).toBeFocused();
    } else {
      await expect(suites).not.toHaveAttribute('tabindex');
    }
  });
}
