import type { Page } from '@playwright/test';
import { productEntity } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { localeTree, spaced, type Language, type Tree } from '../support/locale-texts';
import { expect, test } from '../support/test';

function textsOf(language: Language) {
  const catalogue = localeTree(language, 'catalogue');
  const mall = localeTree(language, 'mall');
  const tab = catalogue.tab as Record<string, string>;
  const field = catalogue.field as Record<string, string>;
  const edit = catalogue.edit as Tree;
  const list = catalogue.list as Record<string, string>;
  const status = catalogue.status as Record<string, string>;
  const lot = catalogue.lot as Record<string, string>;
  const lang = edit.language as Record<string, string>;
  const table = localeTree(language, 'editableTable');
  const cellLabel = (table.cell as Record<string, string>).label as string;
  return {
    addRow: spaced((table.toolbar as Record<string, string>).add as string),
    /** A table cell's accessible name: its row (from 1) and its column. */
    cell: (index: number, title: string) =>
      cellLabel.replace('{{index}}', String(index)).replace('{{title}}', title),
    tab,
    field,
    edit: edit as Record<string, string>,
    list,
    status,
    lot,
    inZh: (label: string) => `${label} (${lang.zh})`,
    inEn: (label: string) => `${label} (${lang.en})`,
    searchKeyword: (mall.search as Record<string, string>).keyword as string,
    searchEmpty: (mall.search as Record<string, string>).empty as string,
    category: language === 'zh' ? '电源' : 'Power Supplies',
  };
}

async function mallSearch(page: Page, keyword: string) {
  await page.goto(`/mall/mall/search?keyword=${encodeURIComponent(keyword)}`);
}

for (const language of ['zh', 'en'] as const) {
  test(`staff create a product with styles, parameters, a resource and an accessory, then take it off the shelves (${language})`, async ({
    page,
  }) => {
    // The admin chunks (forms, tables) are large: give the first load more time on a busy machine.
    test.slow();
    const x = textsOf(language);
    const code = `E2E-${language.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    const name = { zh: `测试伺服驱动 ${code}`, en: `Test servo drive ${code}` };
    await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/catalogue/product/edit' });
    if (language === 'en') await switchLanguage(page, 'en');
    const form = page.getByTestId('product-edit');
    await expect(form).toBeVisible({ timeout: 30_000 });

    // Basic information.
    await form.getByLabel(x.field.category!, { exact: true }).click();
    await page.locator(`.ant-select-tree-node-content-wrapper[title="${x.category}"]`).click();
    await form.getByTestId('product-code').fill(code);
    await form.getByTestId('product-name-zh').fill(name.zh);
    await form.getByTestId('product-name-en').fill(name.en);
    // The radio buttons' inputs are invisible: their labels take the click.
    await form.getByText(x.status.onShelf!, { exact: true }).first().click();
    await expect(form.getByRole('radio', { name: x.status.onShelf, exact: true }).first()).toBeChecked();

    // Two styles.
    await page.getByRole('tab', { name: x.tab.styles }).click();
    const styles = page.getByTestId('style-rows');
    await styles.getByRole('button', { name: x.addRow }).click();
    await expect(styles.locator('tbody tr[data-row-key]')).toHaveCount(1);
    // Table buttons clicked within 300 ms are refused as too fast.
    await page.waitForTimeout(400);
    await styles.getByRole('button', { name: x.addRow }).click();
    await expect(styles.locator('tbody tr[data-row-key]')).toHaveCount(2);
    for (const [index, style] of [
      ['0', { zh: '标准型', en: 'Standard', price: '1200' }],
      ['1', { zh: '增强型', en: 'Enhanced', price: '1450.5' }],
    ] as const) {
      const row = Number(index);
      await styles.getByLabel(x.inZh(x.field.styleName!)).nth(row).fill(style.zh);
      await styles.getByLabel(x.inEn(x.field.styleName!)).nth(row).fill(style.en);
      await styles.getByLabel(x.cell(row + 1, x.field.price!), { exact: true }).fill(style.price);
    }

    // A parameter.
    await page.getByRole('tab', { name: x.tab.parameters }).click();
    const parameters = page.getByTestId('parameter-rows');
    await parameters.getByRole('button', { name: x.addRow }).click();
    await parameters.getByLabel(x.inZh(x.field.parameterName!)).fill('额定功率');
    await parameters.getByLabel(x.inEn(x.field.parameterName!)).fill('Rated power');
    await parameters.getByLabel(x.cell(1, x.field.parameterValue!), { exact: true }).fill('750 W');

    // A resource with its file.
    await page.getByRole('tab', { name: x.tab.resources }).click();
    await page.getByTestId('resource-rows-add').click();
    const resources = page.getByTestId('resource-rows');
    await resources.getByLabel(x.inZh(x.field.resourceTitle!)).fill('安装手册');
    await resources.getByLabel(x.inEn(x.field.resourceTitle!)).fill('Installation manual');
    await resources.locator('input[type=file]').setInputFiles({
      name: 'install-manual.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(resources.getByText('install-manual.pdf')).toBeVisible();
    // Its date reads as every date of the app does, whatever the browser's language.
    const resourceDate = resources.getByLabel(x.field.resourceDate!, { exact: true });
    await resourceDate.fill('2025-01-15');
    await resourceDate.press('Enter');
    await expect(resourceDate).toHaveValue('2025-01-15');
    // What it shows is that value: not a native date input, which shows the browser's format (01/15/2025).
    await expect(resourceDate).not.toHaveAttribute('type', 'date');

    // An accessory.
    await page.getByRole('tab', { name: x.tab.accessories }).click();
    const accessories = page.getByTestId('accessory-rows');
    await accessories.getByRole('button', { name: x.addRow }).click();
    await accessories.getByLabel(x.inZh(x.field.partName!)).fill('制动电阻');
    await accessories.getByLabel(x.inEn(x.field.partName!)).fill('Braking resistor');

    await page.getByTestId('product-save').click();
    await expect(page.getByText(x.edit.created!)).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/catalogue\/product\/edit\?id=/);

    await page.getByRole('tab', { name: x.tab.resources }).click();
    await expect(
      page.getByTestId('resource-rows').getByLabel(x.field.resourceDate!, { exact: true }),
    ).toHaveValue('2025-01-15');

    // The saved product's production lots: none yet, said in text that passes the audit.
    await page.getByRole('tab', { name: x.tab.lots }).click();
    await expect(page.getByTestId('product-lots').getByText(x.lot.empty!)).toBeVisible();
    const violations = await PageAuditor.auditPart(page, '[data-testid="product-lots"]');
    expect(violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);

    // On the shelves: buyers' search finds it, with both styles on its page.
    await mallSearch(page, code);
    await page.getByTestId('product-card').filter({ hasText: code }).click();
    const detail = page.getByTestId('product-detail');
    await expect(detail.getByRole('heading', { level: 1, name: name[language] })).toBeVisible();
    await expect(detail.getByRole('radio')).toHaveCount(2);

    // Take it off the shelves from the list, after the confirmation.
    await page.goto('/mall/catalogue/product');
    const table = page.getByTestId('product-table');
    // The list's search labels are the product definition's titles.
    const codeLabel = productEntity.fields.code.title[language];
    await table.getByLabel(codeLabel, { exact: true }).fill(code);
    await table.getByLabel(codeLabel, { exact: true }).press('Enter');
    await expect(table.getByRole('row').filter({ hasText: code })).toBeVisible();
    await table.getByTestId(`shelf-${code}`).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: spaced(x.list.offShelf!) })
      .click();
    await expect(page.getByText(x.list.offShelfDone!)).toBeVisible();
    // Its row now offers to put it back on the shelves.
    await expect(table.getByTestId(`shelf-${code}`)).toHaveText(spaced(x.list.onShelf!));

    // Gone from the buyers' search.
    await mallSearch(page, code);
    await expect(page.getByText(x.searchEmpty)).toBeVisible();
  });
}
